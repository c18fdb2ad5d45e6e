import { clientResource } from '../../shared/resources/client.ts'
import { Client } from '../db/schema/index.ts'
import { aboutToLose, clientSweep } from '../jobs/client-sweep.ts'
import { followDue } from '../jobs/follow-due.ts'
import { ATTRACT_RESOURCES, ATTRACT_SERVERS } from '../lifecycle/attract.ts'
import { clientHooks, clientServer } from '../lifecycle/client.ts'
import { resource, type ServerModule } from '../../kernel/server/module.ts'
import { FOLLOW_RESOURCES } from '../resources/follow.ts'
import { OPPORTUNITY_RESOURCES, opportunityServer } from '../lifecycle/opportunity.ts'
import { CRM_QUEUES } from '../../shared/lifecycle/queues.ts'
import { CRM_PERMISSIONS } from '../../shared/permissions.ts'

/** Customers and their follow-ups and opportunities, the customer pool and its sweep, merchant attraction with its station contracts. */
export const crmModule: ServerModule = {
  name: 'crm',
  permissions: CRM_PERMISSIONS,
  resources: [resource(clientResource, Client, clientHooks), ...ATTRACT_RESOURCES, ...FOLLOW_RESOURCES, ...OPPORTUNITY_RESOURCES],
  lifecycles: { Client: clientServer, ...ATTRACT_SERVERS, Opportunity: opportunityServer },
  queues: CRM_QUEUES,
  narrowings: [{ queue: 'about-to-lose', doc: 'Client', narrow: aboutToLose }],
  jobs: [clientSweep, followDue],
}

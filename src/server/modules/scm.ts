import { SCM_RESOURCES, SCM_SERVERS } from '../lifecycle/scm.ts'
import { entries, type ServerModule } from '../module.ts'

/** Supply chain: suppliers, purchase contracts and sales orders (their goods go through the warehouse). */
export const scmModule: ServerModule = {
  name: 'scm',
  dependsOn: ['crm', 'warehouse'],
  resources: entries(SCM_RESOURCES),
  lifecycles: SCM_SERVERS,
}

import { couponExpire, orderAutoConfirm, orderExpire } from '../jobs/order-timers.ts'
import { OFFERING_RESOURCES, OFFERING_SERVERS } from '../lifecycle/offering.ts'
import type { ServerModule } from '../../kernel/server/module.ts'
import { OFFERINGS_PERMISSIONS } from '../../shared/permissions.ts'

/** Services, courses, live bookings and projects with their orders; the order timers run over these and the product orders. */
export const offeringsModule: ServerModule = {
  name: 'offerings',
  dependsOn: ['trade'],
  permissions: OFFERINGS_PERMISSIONS,
  resources: OFFERING_RESOURCES,
  lifecycles: OFFERING_SERVERS,
  jobs: [orderExpire, orderAutoConfirm, couponExpire],
}

import type { ServerModule } from '../../kernel/server/module.ts'
import { TRANSFER_RESOURCES } from '../resources/transfer.ts'
import { seedDemoTransfer } from '../db/seed/demo-transfer.ts'
import { TRANSFER_PERMISSIONS } from '../../shared/permissions.ts'

/** Forwarding: channels, schemes and costs, and the shipping quote. */
export const transferModule: ServerModule = {
  name: 'transfer',
  permissions: TRANSFER_PERMISSIONS,
  resources: TRANSFER_RESOURCES,
  demo: (tx, { mobiles }) => seedDemoTransfer(tx, mobiles),
}

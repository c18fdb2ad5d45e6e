import type { ServerModule } from '../../kernel/server/module.ts'
import { TRANSFER_RESOURCES } from '../resources/transfer.ts'

/** Forwarding: channels, schemes and costs, and the shipping quote. */
export const transferModule: ServerModule = { name: 'transfer', resources: TRANSFER_RESOURCES }

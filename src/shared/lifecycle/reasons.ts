import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import { WAREHOUSE_GUARD_REASONS } from '../../modules/warehouse/shared/warehouse.ts'
import { TRADE_GUARD_REASONS } from './trade.ts'
import { CLIENT_GUARD_REASONS } from '../resources/client.ts'
import { AGENT_GUARD_REASONS } from '../resources/hr.ts'
import { ATTRACT_GUARD_REASONS } from '../resources/attract.ts'
import { OPPORTUNITY_GUARD_REASONS } from '../resources/opportunity.ts'
import { SCM_GUARD_REASONS } from '../resources/scm.ts'
import { COUPON_GUARD_REASONS } from '../resources/discount.ts'
import { LISTING_GUARD_REASONS } from '../resources/commerce.ts'
import { RECEIVABLE_GUARD_REASONS } from '../resources/receivable.ts'

/**
 * Why an event is refused, for the disabled button's tooltip, by guard name: every area's
 * reasons (each lifecycle server carries its own for the server's 409). Guards are named in the
 * machines (no UI strings there); values come from the document's facts (`{shortLines}` …).
 */
export const GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  ...CLIENT_GUARD_REASONS,
  ...AGENT_GUARD_REASONS,
  ...WAREHOUSE_GUARD_REASONS,
  ...TRADE_GUARD_REASONS,
  ...ATTRACT_GUARD_REASONS,
  ...OPPORTUNITY_GUARD_REASONS,
  ...SCM_GUARD_REASONS,
  ...COUPON_GUARD_REASONS,
  ...LISTING_GUARD_REASONS,
  ...RECEIVABLE_GUARD_REASONS,
}

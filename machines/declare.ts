import type { DocContext } from './define.ts'
import { customsMessageLifecycle, customsMessageMachine, filled, type CustomsMessageOptions } from './customs-message.ts'

export { newestReceipt, stateOfCode, type GatewayAnswer, type Receipt } from './customs-message.ts'

export type DeclareRecord = {
  OwnerName: string
  LogisticsName: string
  PayName: string
  TotalWeight: number
  NetWeight: number
  ProductAmount: number
}

const record = (c: DocContext) => c.record as DeclareRecord

/**
 * Customs declaration: the message lifecycle on the review road (LIFECYCLES.md "Declare"). A 9610
 * retail list goes only once its order, payment receipt and logistics waybill are accepted by
 * customs and agree with it (the server's facts `unaccepted` and `mismatches`, empty for the other modes).
 */
export const DECLARE_OPTIONS: CustomsMessageOptions = {
  doc: 'Declare',
  review: true,
  required: [],
  guards: {
    /** The owner, the logistics company and the payer are named. */
    declareHasParties: ({ context }) =>
      filled(record(context).OwnerName) && filled(record(context).LogisticsName) && filled(record(context).PayName),
    declareHasGoods: ({ context: { lines } }) => lines.length > 0,
    declareHasWeights: ({ context }) => Number(record(context).TotalWeight) > 0 && Number(record(context).NetWeight) > 0,
    /** Customs rejects a declaration whose net weight is above its gross weight: refused before it goes. */
    declareNetWithinGross: ({ context }) => Number(record(context).NetWeight) <= Number(record(context).TotalWeight),
    declareHasAmounts: ({ context }) => Number(record(context).ProductAmount) > 0,
  },
  preconditions: { documentsAccepted: 'unaccepted', documentsAgree: 'mismatches' },
}

export const declareMachine = customsMessageMachine(DECLARE_OPTIONS)
export const declareLifecycle = customsMessageLifecycle(DECLARE_OPTIONS)

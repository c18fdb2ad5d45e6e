import { DeclareGood, DeclareOrderGood } from '../db/schema/index.ts'
import { tradeLines } from './trade-docs.ts'

/** The goods lines of a declaration and of an export order (the match compares the two). */
export const declareGoods = tradeLines(DeclareGood, 'DeclareId')
export const orderGoods = tradeLines(DeclareOrderGood, 'DeclareOrderId')

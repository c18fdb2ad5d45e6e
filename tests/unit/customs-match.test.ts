import { describe, expect, it } from 'vitest'
import { followedValues, isBlank } from '../../src/kernel/shared/resources/follows.ts'
import { DECLARE_FOLLOWS } from '../../src/shared/resources/declare.ts'
import { mismatchedFields, WEIGHT_TOLERANCE } from '../../src/server/lifecycle/customs-match.ts'
import { withLegalQuantities } from '../../src/server/lifecycle/customs-lines.ts'

const line = { HsCode: '8509800000', Num: 10, Price: 890 }
const declaration = {
  OrderCode: 'EX1',
  ClientName: 'Nurul Aisyah',
  LogisticsNo: 'MH1',
  PayName: 'PingPong',
  ProductAmount: 8900,
  TotalWeight: 3.6,
}
const docs = {
  order: { OrderCode: 'EX1', ClientName: 'Nurul Aisyah', ProductAmount: 8900 },
  orderLines: [line],
  receipt: { OrderCode: 'EX1', PayName: 'PingPong', PaidAmount: 8900 },
  logistics: { OrderCode: 'EX1', ClientName: 'nurul aisyah ', LogisticsNo: 'MH1', TotalWeight: 3.5 },
}

describe('the 9610 three-document match', () => {
  it('agrees when the four tell the same story (names compared without case and spaces, weight within the tolerance)', () => {
    expect(mismatchedFields(declaration, [line], docs)).toEqual([])
  })

  it('names each field of the declaration that disagrees, in the form’s order, with the document saying otherwise and both values', () => {
    const fields = (...a: Parameters<typeof mismatchedFields>) => mismatchedFields(...a).map((m) => m.Field)
    expect(mismatchedFields({ ...declaration, OrderCode: 'EX2' }, [line], docs)).toEqual([
      { Field: 'OrderCode', Doc: 'DeclareOrder', Expected: 'EX1', Found: 'EX2' },
    ])
    // The order agrees, the waybill does not: the waybill is named.
    expect(mismatchedFields(declaration, [line], { ...docs, logistics: { ...docs.logistics, OrderCode: 'EX9' } })).toEqual([
      { Field: 'OrderCode', Doc: 'DeclareLogistics', Expected: 'EX9', Found: 'EX1' },
    ])
    expect(mismatchedFields(declaration, [line], { ...docs, receipt: { ...docs.receipt, PaidAmount: 8800, PayName: 'Alipay' } })).toEqual([
      { Field: 'PayName', Doc: 'DeclareReceipt', Expected: 'Alipay', Found: 'PingPong' },
      { Field: 'ProductAmount', Doc: 'DeclareReceipt', Expected: '88.00', Found: '89.00' },
    ])
    expect(mismatchedFields(declaration, [{ ...line, Num: 9 }], docs)).toEqual([
      { Field: 'Lines', Doc: 'DeclareOrder', Expected: '8509800000×10@8.90', Found: '8509800000×9@8.90' },
    ])
    expect(fields(declaration, [line, line], docs)).toEqual(['Lines'])
    const far = docs.logistics.TotalWeight * (1 + WEIGHT_TOLERANCE) + 0.01
    expect(mismatchedFields({ ...declaration, TotalWeight: far }, [line], docs)).toEqual([
      { Field: 'TotalWeight', Doc: 'DeclareLogistics', Expected: '3.5', Found: String(far) },
    ])
    expect(fields(declaration, [line], { ...docs, logistics: { ...docs.logistics, ClientName: 'Someone' } })).toEqual(['ClientName'])
  })

  it('fills what a declaration follows into its blank fields only, lines with the form’s line fields', () => {
    const order = {
      OrderCode: 'EX1',
      ClientName: 'Nurul',
      ProductAmount: 8900,
      Currency: 'EUR',
      Lines: [{ Id: 7, DeclareOrderId: 3, ...line }],
    }
    const filled = followedValues(
      { follows: DECLARE_FOLLOWS },
      'DeclareOrderId',
      order,
      { ClientName: 'Own', ProductAmount: 0, Lines: '' },
      (f) => (f === 'Lines' ? ['HsCode', 'Num', 'Price', 'Title'] : undefined),
    )
    expect(filled).toEqual({ OrderCode: 'EX1', ProductAmount: 8900, Currency: 'EUR', Lines: [line] })
    // Nothing to take: nothing filled; an unknown reference fills nothing.
    expect(followedValues({ follows: DECLARE_FOLLOWS }, 'DeclareOrderId', {}, {})).toEqual({})
    expect(followedValues({ follows: DECLARE_FOLLOWS }, 'AgentId', order, {})).toEqual({})
    expect([isBlank(''), isBlank(0), isBlank([{ Title: '', Num: 0 }]), isBlank('x'), isBlank([line])]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
  })

  it('fills a line’s legal quantities customs wants, unless given: in its own unit, or kilograms of its net weight', () => {
    expect(withLegalQuantities({ Unit: '支', Unit1: '支', Unit2: '千克', Num: 10, Weight: 3.2, Num1: 0, Num2: 0 })).toMatchObject({
      Num1: 10,
      Num2: 3.2,
    })
    expect(withLegalQuantities({ Unit: '套', Unit1: '千克', Unit2: '', Num: 4, Weight: 11.2 })).toMatchObject({ Num1: 11.2, Num2: 0 })
    expect(withLegalQuantities({ Unit: '支', Unit1: '支', Num: 10, Num1: 12 })).toMatchObject({ Num1: 12 })
  })
})

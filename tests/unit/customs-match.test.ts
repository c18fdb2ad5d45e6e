import { describe, expect, it } from 'vitest'
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

  it('names each field of the declaration that disagrees, in the form’s order', () => {
    expect(mismatchedFields({ ...declaration, OrderCode: 'EX2' }, [line], docs)).toEqual(['OrderCode'])
    expect(mismatchedFields(declaration, [line], { ...docs, receipt: { ...docs.receipt, PaidAmount: 8800, PayName: 'Alipay' } })).toEqual([
      'PayName',
      'ProductAmount',
    ])
    expect(mismatchedFields(declaration, [{ ...line, Num: 9 }], docs)).toEqual(['Lines'])
    expect(mismatchedFields(declaration, [line, line], docs)).toEqual(['Lines'])
    const far = docs.logistics.TotalWeight * (1 + WEIGHT_TOLERANCE) + 0.01
    expect(mismatchedFields({ ...declaration, TotalWeight: far }, [line], docs)).toEqual(['TotalWeight'])
    expect(mismatchedFields(declaration, [line], { ...docs, logistics: { ...docs.logistics, ClientName: 'Someone' } })).toEqual([
      'ClientName',
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

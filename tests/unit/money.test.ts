import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { LIFECYCLES } from '../../src/server/modules/index.ts'
import { RESOURCES } from '../../src/server/modules/index.ts'
import type { ResourceDef } from '../../src/kernel/shared/resources/define.ts'
import { isMoney } from '../../src/kernel/shared/schemas/fields.ts'
import { fieldWidget } from '../../src/kernel/web/components/resource/field-meta.ts'
import { payloadFields } from '../../src/kernel/web/components/lifecycle/payload-fields.ts'
import { moneyText, parseMoneyText } from '../../src/kernel/web/lib/money-input.ts'

/** Names that hold an amount of money in this product's vocabulary (the spec's and ours). */
const MONEY_NAME = /(Amount|Price|Fee|Salary|Expenses|AlreadyPay)$/
/** Named like money but counted otherwise: a company's registered capital is in 10,000 yuan (spec). */
// A company's registered capital and annual sales are whole units, as its profile states them (client.ts).
const NOT_MONEY = new Set(['Subject.Amount', 'Client.CompanyAmount', 'Supplier.CompanyAmount'])

describe('money', () => {
  it('is typed in units and stored in hundredths: 12.5 → 1250, shown as 12.50', () => {
    expect(parseMoneyText('12.5')).toBe(1250)
    expect(moneyText(1250)).toBe('12.50')
    expect(parseMoneyText('12')).toBe(1200)
    expect(parseMoneyText('12,5')).toBe(1250)
    expect(parseMoneyText('0.07')).toBe(7)
    expect(parseMoneyText(' 1 250.00 ')).toBe(125000)
    expect(parseMoneyText('')).toBeUndefined()
    expect(parseMoneyText('abc')).toBe('abc')
    expect(moneyText(undefined)).toBe('')
    // Digit by digit, never a float: exact to the cent, and nothing finer than a cent is an amount.
    expect(parseMoneyText('4271.00')).toBe(427100)
    expect(parseMoneyText('0.29')).toBe(29)
    expect(parseMoneyText('1.005')).toBe('1.005')
    expect(parseMoneyText('1e3')).toBe('1e3')
    expect(parseMoneyText('-3.5')).toBe(-350)
    expect(parseMoneyText('.5')).toBe(50)
  })

  const defs = RESOURCES.map((r) => [r.def.name, r.def as ResourceDef] as const)
  it.each(defs)('%s: every money field is money and edited, listed and exported as money', (_name, def) => {
    for (const [field, schema] of Object.entries(def.fields)) {
      const money = isMoney(schema as z.ZodType)
      if (MONEY_NAME.test(field) && !NOT_MONEY.has(`${def.name}.${field}`)) expect(money, `${def.name}.${field} is money()`).toBe(true)
      if (money) expect(fieldWidget(def, field), `${def.name}.${field}`).toBe('money')
    }
    // Columns set by the server (a delivery's shipping fee) are shown as money too.
    for (const column of def.columns)
      if (MONEY_NAME.test(column) && !NOT_MONEY.has(`${def.name}.${column}`))
        expect(fieldWidget(def, column), `${def.name}.${column}`).toBe('money')
  })

  const events = LIFECYCLES.flatMap((l) =>
    Object.entries(l.events)
      .filter(([, e]) => e.data)
      .map(([name, e]) => [`${l.doc}.${name}`, e.data as z.ZodObject] as const),
  )
  it.each(events)('%s: every money field of the event is money and its dialog uses the money input', (_name, data) => {
    const kinds = Object.fromEntries(payloadFields(data).map((f) => [f.name, f.kind]))
    for (const [field, schema] of Object.entries(data.shape)) {
      if (MONEY_NAME.test(field)) expect(isMoney(schema as z.ZodType), `${field} is money()`).toBe(true)
      if (isMoney(schema as z.ZodType)) expect(kinds[field], field).toBe('money')
    }
  })
})

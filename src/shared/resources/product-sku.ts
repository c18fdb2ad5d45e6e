import { z } from 'zod'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/**
 * A product's specifications and SKUs (spec section 5: "at most two specifications, images only on
 * the first"). Specifications and their values carry keys of their own, made by the editor, so a
 * value renamed or moved keeps its key; a SKU is the combination of one value key per
 * specification, and the server keeps each combination's SKU id however the values are reordered
 * or renamed.
 */
export const MAX_SPECS = 2
export const MAX_SPEC_VALUES = 30
export const MAX_SKU_ROWS = 400

const key = z.string().regex(/^[A-Za-z0-9_-]{1,24}$/)

export const specValueSchema = z.object({
  Key: key,
  Name: z.string().trim().min(1).max(30),
  /** Only values of the first specification may carry an image (the colour's photo). */
  Image: fields.url().default(''),
})

export const specSchema = z.object({
  Key: key,
  Name: z.string().trim().min(1).max(20),
  Values: z.array(specValueSchema).min(1).max(MAX_SPEC_VALUES),
})

export const skuRowSchema = z.object({
  /** The SKU's id once stored (0 for a new one): kept by the server, never chosen by the client. */
  Id: fields.refId().default(0),
  /** One value key per specification, in the specifications' order. */
  Values: z.array(key).min(1).max(MAX_SPECS),
  Price: fields.money(),
  Stock: fields.int(0, fields.MAX_QTY).default(0),
  BarCode: z.string().trim().max(50).default(''),
})

export type SpecValue = z.output<typeof specValueSchema>
export type Spec = z.output<typeof specSchema>
export type SkuRow = z.output<typeof skuRowSchema>
export interface SkuSet {
  Specs: Spec[]
  Rows: SkuRow[]
}

/** A combination's identity, whatever order the specifications are in. */
export const comboKey = (values: readonly string[]) => [...values].sort().join('|')

/** Every combination of the specifications' values, the first specification's values outermost. */
export function combinations(specs: readonly Spec[]): string[][] {
  if (!specs.length) return []
  return specs.reduce<string[][]>((acc, spec) => acc.flatMap((prefix) => spec.Values.map((v) => [...prefix, v.Key])), [[]])
}

/** A SKU's name, its values' names in the specifications' order ("Red / XL"). */
export function skuName(specs: readonly Spec[], values: readonly string[]): string {
  return values.map((k, i) => specs[i]?.Values.find((v) => v.Key === k)?.Name ?? k).join(' / ')
}

/**
 * The rows for the specifications as they are now: one per combination, each keeping what an earlier
 * row of the same combination held (its id, price, stock, barcode), a new one starting from `price`.
 */
export function alignRows(specs: readonly Spec[], rows: readonly SkuRow[], price = 0): SkuRow[] {
  const byCombo = new Map(rows.map((r) => [comboKey(r.Values), r]))
  return combinations(specs).map((values) => {
    const known = byCombo.get(comboKey(values))
    return known ? { ...known, Values: values } : { Id: 0, Values: values, Price: price, Stock: 0, BarCode: '' }
  })
}

/** What the product shows of its SKUs: the lowest and highest price and the stock of them all. */
export function skuTotals(rows: readonly SkuRow[], price: number, stock: number) {
  if (!rows.length) return { MinPrice: price, MaxPrice: price, ProductNum: stock }
  const prices = rows.map((r) => r.Price)
  return { MinPrice: Math.min(...prices), MaxPrice: Math.max(...prices), ProductNum: rows.reduce((n, r) => n + r.Stock, 0) }
}

/**
 * The whole SKU set, validated as one: distinct names, images on the first specification only, and
 * rows that are exactly the combinations of the values (each once), at most MAX_SKU_ROWS of them.
 */
export const skuSetSchema = z
  .object({
    Specs: z.array(specSchema).max(MAX_SPECS, { message: 'skuTooManySpecs' }),
    Rows: z.array(skuRowSchema).max(MAX_SKU_ROWS),
  })
  .superRefine((set, ctx) => {
    const specNames = new Set<string>()
    const keys = new Set<string>()
    set.Specs.forEach((spec, i) => {
      if (specNames.has(spec.Name.toLowerCase())) ctx.addIssue({ code: 'custom', message: 'skuDuplicateSpec', path: ['Specs', i, 'Name'] })
      specNames.add(spec.Name.toLowerCase())
      if (keys.has(spec.Key)) ctx.addIssue({ code: 'custom', message: 'skuDuplicateKey', path: ['Specs', i, 'Key'] })
      keys.add(spec.Key)
      const names = new Set<string>()
      spec.Values.forEach((v, j) => {
        if (names.has(v.Name.toLowerCase()))
          ctx.addIssue({ code: 'custom', message: 'skuDuplicateValue', path: ['Specs', i, 'Values', j, 'Name'] })
        names.add(v.Name.toLowerCase())
        if (keys.has(v.Key)) ctx.addIssue({ code: 'custom', message: 'skuDuplicateKey', path: ['Specs', i, 'Values', j, 'Key'] })
        keys.add(v.Key)
        if (i > 0 && v.Image) ctx.addIssue({ code: 'custom', message: 'skuImageOnFirst', path: ['Specs', i, 'Values', j, 'Image'] })
      })
    })
    const wanted = combinations(set.Specs)
    if (wanted.length > MAX_SKU_ROWS) {
      ctx.addIssue({ code: 'custom', message: 'skuTooManyRows', path: ['Rows'] })
      return
    }
    const want = new Set(wanted.map((c) => c.join('|')))
    const seen = new Set<string>()
    const exact =
      set.Rows.length === wanted.length &&
      set.Rows.every((r) => {
        const k = r.Values.join('|')
        const fresh = want.has(k) && !seen.has(k)
        seen.add(k)
        return fresh
      })
    if (!exact) ctx.addIssue({ code: 'custom', message: 'skuRowsMismatch', path: ['Rows'] })
  })

export const EMPTY_SKU_SET: SkuSet = { Specs: [], Rows: [] }

/** A key for a new specification or value: random enough never to meet another in one product. */
export const newSkuKey = () => Math.random().toString(36).slice(2, 10)

import { z } from 'zod'
import { defineResource } from '../../kernel/shared/resources/define.ts'

/** Preset values of a dictionary entry: distinct, trimmed, non-empty, at most 100 of them. */
export const valueList = z
  .array(z.string().trim().min(1).max(50))
  .overwrite((values) => [...new Set(values)])
  .max(100)
  .default([])

/** SKU specifications (colour, size …) and the values products choose from. System-setting permissions. */
export const skuResource = defineResource({
  name: 'Sku',
  noun: /*i18n*/ { id: 'noun.Sku', message: 'specification' },
  permission: 'setting',
  group: 'system',
  route: '/system/sku',
  fields: {
    Name: z.string().trim().min(1).max(50),
    Values: valueList,
    Remark: z.string().trim().max(500).default(''),
    Score: z.number().int().min(-9999).max(9999).default(0),
  },
  label: 'Name',
  columns: ['Id', 'Name', 'Values', 'Score', 'CreateTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime', 'Name'],
  filters: {},
  keyword: ['Name'],
  widgets: { Values: 'tags' },
  form: [['Name', 'Score'], ['Values'], ['Remark']],
})

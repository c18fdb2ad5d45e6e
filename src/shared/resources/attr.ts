import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import { valueList } from './sku.ts'

/** How an attribute is entered on a product. */
export const ATTR_TYPES: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'attr.type.text', message: 'Free text' } },
  { value: 2, label: /*i18n*/ { id: 'attr.type.single', message: 'Single choice' } },
  { value: 3, label: /*i18n*/ { id: 'attr.type.multiple', message: 'Multiple choice' } },
]

/** Product attributes (material, origin …) with their preset values. System-setting permissions. */
export const attrResource = defineResource({
  name: 'Attr',
  noun: /*i18n*/ { id: 'noun.Attr', message: 'attribute' },
  permission: 'setting',
  group: 'system',
  route: '/system/attr',
  fields: {
    Name: z.string().trim().min(1).max(50),
    Type: z.number().int().min(1).max(3).default(1),
    Values: valueList,
    Remark: z.string().trim().max(500).default(''),
    Score: z.number().int().min(-9999).max(9999).default(0),
  },
  label: 'Name',
  columns: ['Id', 'Name', 'Type', 'Values', 'Score', 'CreateTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime', 'Name', 'Type'],
  filters: { Type: 'enum' },
  keyword: ['Name'],
  options: { Type: ATTR_TYPES },
  widgets: { Values: 'tags' },
  form: [['Name', 'Type', 'Score'], ['Values'], ['Remark']],
})

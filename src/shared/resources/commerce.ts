import { z } from 'zod'
import { defineResource } from './define.ts'
import * as fields from '../schemas/fields.ts'

/** Commerce (spec /product): the brands products are sold under. */
export const brandResource = defineResource({
  name: 'Brand',
  noun: /*i18n*/ { id: 'noun.Brand', message: 'brand' },
  permission: 'product',
  group: 'product',
  route: '/product/brand',
  fields: {
    Name: z.string().trim().min(1).max(100),
    EnName: fields.text(100),
    Logo: fields.url().default(''),
    Country: fields.text(50),
    Website: fields.url().default(''),
    Describe: fields.text(2000),
    Score: fields.score().default(0),
  },
  label: 'Name',
  columns: ['Logo', 'Name', 'EnName', 'Country', 'Website', 'Score', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: {},
  keyword: ['Name', 'EnName'],
  widgets: { Logo: 'image', Describe: 'textarea' },
  labels: {
    Name: /*i18n*/ { id: 'field.Brand.Name', message: 'Brand name' },
    EnName: /*i18n*/ { id: 'field.Brand.EnName', message: 'English name' },
    Logo: /*i18n*/ { id: 'field.Brand.Logo', message: 'Logo' },
    Country: /*i18n*/ { id: 'field.Brand.Country', message: 'Country of origin' },
    Website: /*i18n*/ { id: 'field.Brand.Website', message: 'Website' },
    Describe: /*i18n*/ { id: 'field.Brand.Describe', message: 'Brand story' },
  },
  form: [['Name', 'EnName'], ['Logo'], ['Country', 'Website'], ['Describe'], ['Score']],
})

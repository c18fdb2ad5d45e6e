import { z } from 'zod'
import { defineResource } from '../../kernel/shared/resources/define.ts'
import { YES_NO } from './hr.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/**
 * A customer's contacts (spec "Contact"; its ClientName is `Name` here, since ClientName names the customer): many per customer, one primary, whose name, phone and
 * email the customer list shows and searches. They live on the customer's record page.
 */
export const contactResource = defineResource({
  name: 'ClientContact',
  sensitive: ['ClientIdCard'],
  noun: /*i18n*/ { id: 'noun.ClientContact', message: 'contact' },
  permission: 'client',
  group: 'client',
  route: '/client/list',
  fields: {
    ClientId: fields.refId().min(1),
    Name: z.string().trim().min(1).max(50),
    ClientTitle: fields.text(50),
    ClientPhone: fields.text(30),
    ClientEmail: z.union([z.email(), z.literal('')]).default(''),
    ClientWeixin: fields.text(50),
    ClientAccount: fields.text(50),
    ClientBirthday: fields.unixTime().default(0),
    ClientIdCard: z.union([z.string().trim().length(18), z.literal('')]).default(''),
    IsPrimary: fields.flag().default(0),
    ClientRemark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'Name',
  columns: ['Name', 'ClientTitle', 'ClientPhone', 'ClientEmail', 'ClientWeixin', 'IsPrimary'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { ClientId: 'reference' },
  keyword: ['Name', 'ClientPhone'],
  references: { ClientId: 'Client' },
  options: { IsPrimary: YES_NO },
  widgets: { ClientRemark: 'textarea', ClientBirthday: 'date' },
  hints: { ClientRemark: /*i18n*/ { id: 'hint.Client.Remark', message: 'Do not enter confidential phone numbers or addresses here.' } },
  labels: {
    ClientId: /*i18n*/ { id: 'field.ClientFollow.ClientId', message: 'Customer' },
    Name: /*i18n*/ { id: 'field.ClientContact.Name', message: 'Name' },
    ClientTitle: /*i18n*/ { id: 'field.ClientContact.ClientTitle', message: 'Position' },
    ClientPhone: /*i18n*/ { id: 'field.ClientContact.ClientPhone', message: 'Phone' },
    ClientEmail: /*i18n*/ { id: 'field.ClientContact.ClientEmail', message: 'Email' },
    ClientWeixin: /*i18n*/ { id: 'field.ClientContact.ClientWeixin', message: 'WeChat' },
    ClientAccount: /*i18n*/ { id: 'field.ClientContact.ClientAccount', message: 'Account' },
    ClientBirthday: /*i18n*/ { id: 'field.ClientContact.ClientBirthday', message: 'Birthday' },
    ClientIdCard: /*i18n*/ { id: 'field.ClientContact.ClientIdCard', message: 'ID card number' },
    ClientRemark: /*i18n*/ { id: 'field.ClientContact.ClientRemark', message: 'Remark' },
    IsPrimary: /*i18n*/ { id: 'field.ClientContact.IsPrimary', message: 'Primary contact' },
  },
  immutable: ['ClientId'],
  form: [
    ['ClientId'],
    ['Name', 'ClientTitle'],
    ['ClientPhone', 'ClientEmail'],
    ['ClientWeixin', 'ClientAccount'],
    ['ClientBirthday', 'ClientIdCard'],
    ['IsPrimary'],
    ['ClientRemark'],
  ],
})

import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import { SMS_TYPE } from '../../kernel/shared/schemas/account.ts'

export const SMS_TYPES: readonly EnumOption[] = [
  { value: SMS_TYPE.changeMobile, label: /*i18n*/ { id: 'sms.type.changeMobile', message: 'Changing the mobile number' } },
]

/**
 * The texts the console kept instead of sending them, where no SMS gateway is configured (a demo
 * or a trial install: kernel/server/services/sms.ts): an administrator reads here the code a
 * member was sent. Read-only; with a gateway it stays empty.
 */
export const smsOutboxResource = defineResource({
  name: 'SmsOutbox',
  noun: /*i18n*/ { id: 'noun.SmsOutbox', message: 'text message' },
  permission: 'setting',
  group: 'system',
  route: '/system/sms_outbox',
  readOnly: true,
  fields: {},
  label: 'Phone',
  columns: ['Id', 'Phone', 'Type', 'Text', 'CreateTime'],
  sort: ['Id', 'CreateTime'],
  filters: { Type: 'enum' },
  keyword: ['Phone'],
  defaultSort: { field: 'CreateTime' },
  options: { Type: SMS_TYPES },
  labels: {
    Phone: /*i18n*/ { id: 'sms.field.Phone', message: 'Mobile number' },
    Type: /*i18n*/ { id: 'sms.field.Type', message: 'Purpose' },
    Text: /*i18n*/ { id: 'sms.field.Text', message: 'Text' },
    CreateTime: /*i18n*/ { id: 'sms.field.CreateTime', message: 'Kept at' },
  },
})

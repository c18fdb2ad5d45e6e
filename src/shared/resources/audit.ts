import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'

export const HISTORY_ACTION_OPTIONS: readonly EnumOption[] = [
  { value: 'update', label: /*i18n*/ { id: 'audit.action.update', message: 'Changed' } },
  { value: 'create', label: /*i18n*/ { id: 'audit.action.create', message: 'Created' } },
  { value: 'delete', label: /*i18n*/ { id: 'audit.action.delete', message: 'Deleted' } },
  { value: 'restore', label: /*i18n*/ { id: 'audit.action.restore', message: 'Restored' } },
]

/**
 * The field history of every record (kernel/server/resources/history.ts writes it in each write's
 * transaction): an administrator's audit trail, filtered by record, person, field and time, and
 * exported. Each row names its record's kind and field in the reader's language and shows the
 * values as text (`ResourceName`, `FieldName`, `BeforeText`, `AfterText`, added by the server).
 */
export const fieldChangeResource = defineResource({
  name: 'FieldChange',
  noun: /*i18n*/ { id: 'noun.FieldChange', message: 'change' },
  permission: 'audit',
  group: 'system',
  route: '/system/audit',
  readOnly: true,
  fields: {},
  label: 'Field',
  columns: ['Id', 'CreateTime', 'AgentId', 'Action', 'ResourceName', 'RecordId', 'FieldName', 'BeforeText', 'AfterText'],
  sort: ['Id', 'CreateTime'],
  filters: { Resource: 'in', RecordId: 'number', Field: 'in', AgentId: 'reference', Action: 'enum' },
  defaultSort: { field: 'Id' },
  options: { Action: HISTORY_ACTION_OPTIONS },
  references: { AgentId: 'Agent' },
  labels: {
    CreateTime: /*i18n*/ { id: 'audit.field.CreateTime', message: 'When' },
    AgentId: /*i18n*/ { id: 'audit.field.AgentId', message: 'Who' },
    Action: /*i18n*/ { id: 'audit.field.Action', message: 'What' },
    Resource: /*i18n*/ { id: 'audit.field.Resource', message: 'Record type (API name)' },
    ResourceName: /*i18n*/ { id: 'audit.field.ResourceName', message: 'Record type' },
    RecordId: /*i18n*/ { id: 'audit.field.RecordId', message: 'Record number' },
    Field: /*i18n*/ { id: 'audit.field.Field', message: 'Field (API name)' },
    FieldName: /*i18n*/ { id: 'audit.field.FieldName', message: 'Field' },
    BeforeText: /*i18n*/ { id: 'audit.field.BeforeText', message: 'Before' },
    AfterText: /*i18n*/ { id: 'audit.field.AfterText', message: 'After' },
  },
})

/** What a sensitive field's change shows instead of its values (a password, an ID card number). */
export const HIDDEN_VALUE = /*i18n*/ { id: 'audit.hidden', message: '(changed, not recorded)' }

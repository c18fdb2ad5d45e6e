import { defineResource } from '../../kernel/shared/resources/define.ts'

/**
 * Exceptions: the server errors recorded under their error id (the number a 500 answer shows).
 * Read-only, newest first, for administrators (`exceptions:view`). `BeginTime`/`EndTime` range
 * over the time of the error; `ErrorId` finds one error exactly.
 */
export const exceptionResource = defineResource({
  name: 'Exception',
  noun: /*i18n*/ { id: 'noun.Exception', message: 'error record' },
  permission: 'exceptions',
  group: 'system',
  route: '/system/exceptions',
  readOnly: true,
  fields: {},
  label: 'ErrorId',
  columns: ['Id', 'ErrorId', 'Method', 'Path', 'AgentId', 'Message', 'CreateTime'],
  sort: ['Id', 'CreateTime'],
  filters: { ErrorId: 'in' },
  keyword: ['Path', 'Message'],
  references: { AgentId: 'Agent' },
  defaultSort: { field: 'CreateTime' },
  labels: { Path: /*i18n*/ { id: 'exception.field.Path', message: 'Request path' } },
})

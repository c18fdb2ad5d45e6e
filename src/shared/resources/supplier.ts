import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import { clientResource, COMPANY_PROFILE_FORM, COMPANY_PROFILE_HEADING } from './client.ts'

import * as f from '../../kernel/shared/schemas/fields.ts'

const { Type: _type, ...clientFields } = clientResource.fields
/** The owner is a field of the supplier's form (no ownership lifecycle): a supervisor hands a supplier on by changing it. */
const fields = { ...clientFields, AgentId: f.refId().default(0) }

/** Why a supplier's write is refused. */
export const SUPPLIER_MESSAGES = {
  ownerBySupervisor: /*i18n*/ { id: 'srv.supplier.ownerBySupervisor', message: 'Only a supervisor can hand a supplier to someone else' },
} as const

/** A supplier's grade: how much the purchasing relies on it. */
export const SUPPLIER_LEVELS: readonly EnumOption[] = [
  { value: 0, label: /*i18n*/ { id: 'supplier.level.none', message: 'Not graded' } },
  { value: 1, label: /*i18n*/ { id: 'supplier.level.a', message: 'A: strategic supplier' } },
  { value: 2, label: /*i18n*/ { id: 'supplier.level.b', message: 'B: regular supplier' } },
  { value: 3, label: /*i18n*/ { id: 'supplier.level.c', message: 'C: occasional supplier' } },
]

/**
 * Suppliers (spec: "Suppliers mirror customers", `/scm/list`): the customer's record, fields,
 * contacts, follow-ups and owner, rows of the same table pinned to Kind 2. They never fall to the
 * high seas: a supplier stays with the colleague who brought it in.
 */
export const supplierResource = defineResource({
  ...clientResource,
  name: 'Supplier',
  importable: true,
  noun: /*i18n*/ { id: 'noun.Supplier', message: 'supplier' },
  permission: 'scm',
  group: 'scm',
  route: '/scm/list',
  pinned: { Kind: 2 },
  duplicates: true,
  options: { ...clientResource.options, Level: SUPPLIER_LEVELS },
  fields,
  columns: [
    'Id',
    'ClientName',
    'Level',
    'Country',
    'ContactsName',
    'ClientPhone',
    'AgentName',
    'FollowTime',
    'NextFollowTime',
    'CreateTime',
  ],
  sort: ['Id', 'Score', 'CreateTime', 'FollowTime', 'NextFollowTime', 'Level'],
  filters: { Level: 'enum', AgentId: 'reference', DepartmentId: 'reference', CoAgentId: 'reference' },
  labels: {
    ...clientResource.labels,
    ClientName: /*i18n*/ { id: 'field.Supplier.ClientName', message: 'Supplier name' },
    CoAgentId: /*i18n*/ { id: 'field.Supplier.CoAgentId', message: 'Cooperating colleague' },
  },
  hints: {
    ...clientResource.hints,
    AgentId: /*i18n*/ { id: 'hint.Supplier.AgentId', message: 'Left empty, you. Only a supervisor hands a supplier to someone else.' },
  },
  form: [
    ['ClientName', 'Level'],
    ['Source', 'Country', 'City'],
    ['ClientCompany', 'CompanyNo'],
    ['ContactsName', 'ClientPhone'],
    ['ClientEmail', 'AreaText'],
    ['AgentId', 'CoAgentId'],
    ['Group'],
    ['Describe'],
    ['Remark'],
    ...COMPANY_PROFILE_FORM,
  ],
  formHeadings: { 9: COMPANY_PROFILE_HEADING },
})

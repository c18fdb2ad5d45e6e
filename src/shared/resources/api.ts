import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'

/** How a route is guarded (the registry's `Type`); the permission key itself is in `RangeText`. */
export const API_GUARD_TYPES: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'api.type.public', message: 'Public' } },
  { value: 2, label: /*i18n*/ { id: 'api.type.session', message: 'Any signed-in staff' } },
  { value: 3, label: /*i18n*/ { id: 'api.type.permission', message: 'Permission required' } },
]

export const API_STATUS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'api.status.on', message: 'On' } },
  { value: 0, label: /*i18n*/ { id: 'api.status.off', message: 'Switched off' } },
]

/**
 * The API registry (spec section 3 "Api"): one row per route the server serves, written by the
 * server from its own route table at start. Staff cannot add or remove rows; with `api:update`
 * they rename, annotate, or switch a route off (Status 0) and on again. The sign-in routes and
 * the registry's own routes cannot be switched off.
 */
export const apiResource = defineResource({
  name: 'Api',
  noun: /*i18n*/ { id: 'noun.Api', message: 'interface' },
  permission: 'api',
  group: 'system',
  route: '/system/api',
  fields: {
    Name: z.string().trim().max(200).optional(),
    Status: z.number().int().min(0).max(1).optional(),
    Remark: z.string().trim().max(500).optional(),
    Score: z.number().int().min(-9999).max(9999).optional(),
  },
  label: 'ApiName',
  columns: ['Id', 'ApiName', 'Name', 'HttpMethod', 'Kind', 'Type', 'RangeText', 'TableName', 'Status', 'Remark'],
  sort: ['Id', 'ApiName', 'Kind', 'Score'],
  filters: { Kind: 'in', HttpMethod: 'in', Type: 'enum' },
  keyword: ['ApiName', 'Name', 'Router'],
  labels: {
    Kind: /*i18n*/ { id: 'api.field.Kind', message: 'Module' },
    Type: /*i18n*/ { id: 'api.field.Type', message: 'Access' },
  },
  options: { Type: API_GUARD_TYPES, Status: API_STATUS },
  defaultSort: { field: 'ApiName', asc: true },
  form: [['Name'], ['Status', 'Score'], ['Remark']],
})

import { z } from 'zod'
import { defineResource } from './define.ts'

/** Notice types: 1 company notice, 2 system announcement, 3 policy update. */
export const NOTICE_TYPES = [
  { value: 1, label: /*i18n*/ { id: 'notice.type.company', message: 'Company notice' } },
  { value: 2, label: /*i18n*/ { id: 'notice.type.system', message: 'System announcement' } },
  { value: 3, label: /*i18n*/ { id: 'notice.type.policy', message: 'Policy update' } },
] as const

export const noticeResource = defineResource({
  name: 'Notice',
  noun: /*i18n*/ { id: 'noun.Notice', message: 'notice' },
  permission: 'notice',
  group: 'system',
  route: '/system/notice',
  fields: {
    Type: z.number().int().min(1).max(3),
    Title: z.string().trim().min(1).max(200),
    Content: z.string().max(20_000).default(''),
    Score: z.number().int().min(-9999).max(9999).default(0),
  },
  label: 'Title',
  columns: ['Id', 'Type', 'Title', 'AgentName', 'DepartmentName', 'CreateTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime', 'Type'],
  filters: { Type: 'enum', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['Title'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { Type: NOTICE_TYPES },
  widgets: { Content: 'textarea' },
  form: [['Type', 'Score'], ['Title'], ['Content']],
})

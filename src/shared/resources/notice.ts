import { z } from 'zod'
import { defineResource } from '../../kernel/shared/resources/define.ts'
import { NOTICE_TYPES } from './notice-types.ts'

export { NOTICE_TYPES }

/** Notice types: 1 company notice, 2 system announcement, 3 policy update. */
export const noticeResource = defineResource({
  name: 'Notice',
  noun: /*i18n*/ { id: 'noun.Notice', message: 'notice' },
  permission: 'notice',
  // Whoever writes or edits notices reads the management list; everyone else reads the inbox.
  viewers: ['notice:create', 'notice:update'],
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

import { defineResource } from '../../kernel/shared/resources/define.ts'

/**
 * Visitor history (spec "Chat consultations and visitor history": history_list): which visitor (an
 * end user, or an anonymous visitor id) opened which page of which shop, when, from where and on
 * what device. Written only by the shop side (`Public/Chat/Visit`); the console reads it.
 */
export const chatVisitResource = defineResource({
  name: 'ChatVisit',
  noun: /*i18n*/ { id: 'noun.ChatVisit', message: 'visit' },
  permission: 'chat',
  group: 'chat',
  route: '/chat/history_list',
  readOnly: true,
  fields: {},
  label: 'Path',
  columns: ['CreateTime', 'ShopId', 'VisitorName', 'UserId', 'VisitorId', 'Title', 'Path', 'Referrer', 'Device'],
  sort: ['Id', 'CreateTime'],
  filters: { ShopId: 'reference', UserId: 'reference', VisitorId: 'keyword' },
  keyword: ['VisitorName', 'VisitorId', 'Title', 'Path'],
  defaultSort: { field: 'CreateTime' },
  references: { ShopId: 'Shop', UserId: 'User' },
  labels: {
    CreateTime: /*i18n*/ { id: 'chat.visit.CreateTime', message: 'Visited at' },
    VisitorName: /*i18n*/ { id: 'chat.visit.VisitorName', message: 'Visitor' },
    UserId: /*i18n*/ { id: 'chat.visit.UserId', message: 'End user' },
    VisitorId: /*i18n*/ { id: 'chat.visit.VisitorId', message: 'Visitor ID' },
    Title: /*i18n*/ { id: 'chat.visit.Title', message: 'Page title' },
    Path: /*i18n*/ { id: 'chat.visit.Path', message: 'Page' },
    Referrer: /*i18n*/ { id: 'chat.visit.Referrer', message: 'Came from' },
    Device: /*i18n*/ { id: 'chat.visit.Device', message: 'Device' },
  },
})

import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/** Customer types (spec configuration "demand customer types 1 and 2"). */
export const CLIENT_TYPES: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'client.type.station', message: 'Investment (station)' } },
  { value: 2, label: /*i18n*/ { id: 'client.type.company', message: 'Purchasing (company)' } },
]

/** A follow-up's `ClientType` when it is a supplier's (suppliers mirror customers and are followed up alike). */
export const SUPPLIER_TYPE = 3
const FOLLOW_PARTY_TYPES: readonly EnumOption[] = [
  ...CLIENT_TYPES,
  { value: SUPPLIER_TYPE, label: /*i18n*/ { id: 'client.type.supplier', message: 'Supplier' } },
]

/** How many images one follow-up may carry. */
export const MAX_FOLLOW_IMAGES = 9

/** How a follow-up reached the customer. */
export const FOLLOW_METHODS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'follow.method.call', message: 'Call' } },
  { value: 2, label: /*i18n*/ { id: 'follow.method.visit', message: 'Visit' } },
  { value: 3, label: /*i18n*/ { id: 'follow.method.message', message: 'Message' } },
  { value: 4, label: /*i18n*/ { id: 'follow.method.email', message: 'Email' } },
]

/** The stage of the sales chance a follow-up leaves the customer at (0: no chance yet). */
export const CHANCE_STAGES: readonly EnumOption[] = [
  { value: 0, label: /*i18n*/ { id: 'follow.stage.none', message: 'No chance yet' } },
  { value: 1, label: /*i18n*/ { id: 'follow.stage.lead', message: 'Lead' } },
  { value: 2, label: /*i18n*/ { id: 'follow.stage.needs', message: 'Needs confirmed' } },
  { value: 3, label: /*i18n*/ { id: 'follow.stage.quote', message: 'Quoted' } },
  { value: 4, label: /*i18n*/ { id: 'follow.stage.negotiation', message: 'Negotiating' } },
  { value: 5, label: /*i18n*/ { id: 'follow.stage.won', message: 'Won' } },
  { value: 6, label: /*i18n*/ { id: 'follow.stage.lost', message: 'Lost' } },
]

/**
 * Follow-ups with customers (spec "TradeFollow", `/client/follow`): each one moves its customer's
 * last and next follow-up and its count, in the same transaction, and shows on its timeline.
 */
export const followResource = defineResource({
  name: 'ClientFollow',
  noun: /*i18n*/ { id: 'noun.ClientFollow', message: 'follow-up' },
  permission: 'client',
  group: 'client',
  route: '/client/follow',
  fields: {
    ClientId: fields.refId().min(1),
    Method: z.number().int().min(1).max(4).default(1),
    ContactName: fields.text(50),
    Content: z.string().trim().min(1).max(2000),
    FollowTime: fields.unixTime().default(0),
    NextFollowTime: fields.unixTime().default(0),
    Stage: z.number().int().min(0).max(6).default(0),
    Amount: fields.money().default(0),
    Images: fields.images(MAX_FOLLOW_IMAGES),
    Score: fields.score().default(0),
    OpportunityId: fields.refId().default(0),
  },
  label: 'Content',
  columns: ['Id', 'ClientId', 'Method', 'ContactName', 'Content', 'FollowTime', 'NextFollowTime', 'Stage', 'Amount', 'AgentName'],
  sort: ['Id', 'Score', 'CreateTime', 'FollowTime', 'NextFollowTime'],
  filters: {
    ClientId: 'reference',
    Method: 'enum',
    AgentId: 'reference',
    DepartmentId: 'reference',
    Stage: 'enum',
    ClientType: 'enum',
    OpportunityId: 'reference',
  },
  keyword: ['Content', 'ContactName'],
  dateField: 'NextFollowTime',
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { Method: FOLLOW_METHODS, Stage: CHANCE_STAGES, ClientType: FOLLOW_PARTY_TYPES },
  references: { ClientId: 'Client', AgentId: 'Agent', OpportunityId: 'Opportunity' },
  // Whom one spoke with: one of the customer's contacts, as a rule.
  suggestions: { ContactName: { resource: 'ClientContact', by: { ClientId: 'ClientId' }, field: 'Name' } },
  widgets: { Content: 'textarea', FollowTime: 'datetime', NextFollowTime: 'datetime', Amount: 'money', Images: 'images' },
  labels: {
    ClientId: /*i18n*/ { id: 'field.ClientFollow.ClientId', message: 'Customer' },
    ClientType: /*i18n*/ { id: 'field.ClientFollow.ClientType', message: 'Customer type' },
    Method: /*i18n*/ { id: 'field.ClientFollow.Method', message: 'How' },
    ContactName: /*i18n*/ { id: 'field.ClientFollow.ContactName', message: 'Spoke with' },
    Content: /*i18n*/ { id: 'field.ClientFollow.Content', message: 'What was said' },
    FollowTime: /*i18n*/ { id: 'field.ClientFollow.FollowTime', message: 'Followed up' },
    NextFollowTime: /*i18n*/ { id: 'field.ClientFollow.NextFollowTime', message: 'Next follow-up' },
    Stage: /*i18n*/ { id: 'field.ClientFollow.Stage', message: 'Chance stage' },
    Amount: /*i18n*/ { id: 'field.ClientFollow.Amount', message: 'Expected amount' },
    AgentId: /*i18n*/ { id: 'field.ClientFollow.AgentId', message: 'By' },
    AgentName: /*i18n*/ { id: 'field.ClientFollow.AgentName', message: 'By' },
    Images: /*i18n*/ { id: 'field.ClientFollow.Images', message: 'Attachments' },
    OpportunityId: /*i18n*/ { id: 'field.ClientFollow.OpportunityId', message: 'Opportunity' },
  },
  hints: {
    Images: /*i18n*/ {
      id: 'hint.ClientFollow.Images',
      message: 'Photos of what was left or shown: a quotation, a sample, a business card (up to 9).',
    },
  },
  immutable: ['ClientId'],
  form: [
    ['ClientId', 'Method'],
    ['ContactName', 'FollowTime'],
    ['Content'],
    ['NextFollowTime'],
    ['OpportunityId'],
    ['Stage', 'Amount'],
    ['Images'],
  ],
  // An opportunity is picked among the customer's own.
  pickFrom: { OpportunityId: { ClientId: 'ClientId' } },
})

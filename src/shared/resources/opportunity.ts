import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import { COMMON_GUARD_REASONS } from '../../kernel/shared/lifecycle/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

export const OPPORTUNITY_STATES: readonly EnumOption[] = [
  { value: 'Lead', label: /*i18n*/ { id: 'state.Opportunity.Lead', message: 'First contact' } },
  { value: 'Qualified', label: /*i18n*/ { id: 'state.Opportunity.Qualified', message: 'Need confirmed' } },
  { value: 'Quoted', label: /*i18n*/ { id: 'state.Opportunity.Quoted', message: 'Quoted' } },
  { value: 'Negotiating', label: /*i18n*/ { id: 'state.Opportunity.Negotiating', message: 'Negotiating' } },
  { value: 'Won', label: /*i18n*/ { id: 'state.Opportunity.Won', message: 'Won' } },
  { value: 'Lost', label: /*i18n*/ { id: 'state.Opportunity.Lost', message: 'Lost' } },
]

export const OPPORTUNITY_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  qualify: /*i18n*/ { id: 'event.Opportunity.qualify', message: 'Confirm the need' },
  quote: /*i18n*/ { id: 'event.Opportunity.quote', message: 'Quote' },
  negotiate: /*i18n*/ { id: 'event.Opportunity.negotiate', message: 'Negotiate' },
  requote: /*i18n*/ { id: 'event.Opportunity.requote', message: 'Quote again' },
  win: /*i18n*/ { id: 'event.Opportunity.win', message: 'Mark won' },
  lose: /*i18n*/ { id: 'event.Opportunity.lose', message: 'Mark lost' },
  reopen: /*i18n*/ { id: 'event.Opportunity.reopen', message: 'Reopen' },
}

/** Why the Opportunity machine refuses an event, by guard name. */
export const OPPORTUNITY_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  ...COMMON_GUARD_REASONS,
  amountGiven: /*i18n*/ { id: 'guard.amountGiven', message: 'Enter the amount agreed before marking the deal won' },
}

/**
 * Sales opportunities (销售机会, `/client/opportunity`): a deal worked with a customer through its
 * stages (machines/opportunity.ts), with its amount and expected close date, owned like customers.
 */
export const opportunityResource = defineResource({
  name: 'Opportunity',
  events: OPPORTUNITY_EVENTS,
  noun: /*i18n*/ { id: 'noun.Opportunity', message: 'opportunity' },
  permission: 'client',
  group: 'client',
  route: '/client/opportunity',
  fields: {
    Title: z.string().trim().min(1).max(100),
    ClientId: fields.refId().min(1),
    Amount: fields.money().default(0),
    ExpectCloseTime: fields.unixTime().default(0),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'Title',
  columns: ['Title', 'ClientId', 'State', 'Amount', 'ExpectCloseTime', 'AgentName', 'StateTime'],
  sort: ['Id', 'Score', 'CreateTime', 'StateTime', 'Amount', 'ExpectCloseTime'],
  filters: { State: 'in', ClientId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['Title'],
  dateField: 'ExpectCloseTime',
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: OPPORTUNITY_STATES },
  references: { ClientId: 'Client', AgentId: 'Agent' },
  widgets: { Amount: 'money', ExpectCloseTime: 'date', Remark: 'textarea', LostReason: 'textarea' },
  labels: {
    Title: /*i18n*/ { id: 'field.Opportunity.Title', message: 'Opportunity' },
    ClientId: /*i18n*/ { id: 'field.Opportunity.ClientId', message: 'Customer' },
    Amount: /*i18n*/ { id: 'field.Opportunity.Amount', message: 'Amount' },
    ExpectCloseTime: /*i18n*/ { id: 'field.Opportunity.ExpectCloseTime', message: 'Expected close' },
    State: /*i18n*/ { id: 'field.Opportunity.State', message: 'Stage' },
    StateTime: /*i18n*/ { id: 'field.Opportunity.StateTime', message: 'At this stage since' },
    LostReason: /*i18n*/ { id: 'field.Opportunity.LostReason', message: 'Why it was lost' },
    AgentId: /*i18n*/ { id: 'field.Opportunity.AgentId', message: 'Owner' },
    AgentName: /*i18n*/ { id: 'field.Opportunity.AgentName', message: 'Owner' },
    Reason: /*i18n*/ { id: 'field.Opportunity.Reason', message: 'Reason' },
  },
  form: [['Title'], ['ClientId', 'Amount'], ['ExpectCloseTime', 'Score'], ['Remark']],
})

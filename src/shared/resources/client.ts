import { COMMON_GUARD_REASONS } from '../../kernel/shared/lifecycle/messages.ts'
import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import { country } from '../../kernel/shared/countries.ts'
import { companyNo, images, int, refId, score, text, unixTime, url } from '../../kernel/shared/schemas/fields.ts'
import { CLIENT_TYPES, FOLLOW_METHODS, followResource } from './follow.ts'

export { CLIENT_TYPES }

export const CLIENT_STATES: readonly EnumOption[] = [
  { value: 'Private', label: /*i18n*/ { id: 'state.Client.Private', message: 'Private' } },
  { value: 'Public', label: /*i18n*/ { id: 'state.Client.Public', message: 'High seas' } },
]

export const CLIENT_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  release: /*i18n*/ { id: 'event.Client.release', message: 'Release to the high seas' },
  claim: /*i18n*/ { id: 'event.Client.claim', message: 'Claim' },
  assign: /*i18n*/ { id: 'event.Client.assign', message: 'Assign to a salesperson' },
  transfer: /*i18n*/ { id: 'event.Client.transfer', message: 'Transfer to another salesperson' },
  lose: /*i18n*/ { id: 'event.Client.lose', message: 'Fell to the high seas' },
  extend: /*i18n*/ { id: 'event.Client.extend', message: 'Extend before it falls' },
  // Not a machine event: a follow-up written for the customer, on its timeline.
  follow: /*i18n*/ { id: 'event.Client.follow', message: 'Followed up' },
  // Not a machine event: a duplicate merged into this customer, or this one into another.
  merge: /*i18n*/ { id: 'event.Client.merge', message: 'Merged' },
}

/** How a customer fell to the high seas. */
export const LOSE_WAYS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'client.loseWay.released', message: 'Released' } },
  { value: 2, label: /*i18n*/ { id: 'client.loseWay.lost', message: 'No follow-up or deal in time' } },
]

export const CLIENT_LEVELS: readonly EnumOption[] = [
  { value: 0, label: /*i18n*/ { id: 'client.level.none', message: 'Not graded' } },
  { value: 1, label: /*i18n*/ { id: 'client.level.a', message: 'A: key account' } },
  { value: 2, label: /*i18n*/ { id: 'client.level.b', message: 'B: active' } },
  { value: 3, label: /*i18n*/ { id: 'client.level.c', message: 'C: occasional' } },
]

/** The company profile's rows of a customer's or supplier's form, under their heading. */
export const COMPANY_PROFILE_FORM = [
  ['CompanyLegal', 'CompanyDate'],
  ['CompanyCapital', 'CompanyAmount'],
  ['CompanyIndustry', 'CompanyEmploye'],
  ['CompanyArea', 'CompanySite'],
  ['CompanyAddr'],
  ['Range'],
  ['CompanyRemark'],
  ['Event'],
  ['File'],
] as const
export const COMPANY_PROFILE_HEADING = /*i18n*/ { id: 'form.Client.companyProfile', message: 'Company profile' }

/** The largest annual sales or registered capital a profile takes, in whole units (a trillion). */
const COMPANY_FIGURE_MAX = 1_000_000_000_000

/** Customers (spec "Customer"): private to their owner or public on the high seas; ownership moves only by the Client machine. */
export const clientResource = defineResource({
  name: 'Client',
  events: CLIENT_EVENTS,
  noun: /*i18n*/ { id: 'noun.Client', message: 'customer' },
  permission: 'client',
  group: 'client',
  route: '/client/list',
  pinned: { Kind: 1 },
  duplicates: true,
  importable: true,
  fields: {
    ClientName: z.string().trim().min(1).max(100),
    Type: z.number().int().min(1).max(2),
    Level: z.number().int().min(0).max(3).default(0),
    Country: country(),
    City: text(50),
    ClientCompany: text(100),
    CompanyNo: companyNo(),
    Source: text(50),
    AreaText: text(50),
    ContactsName: text(50),
    ClientPhone: text(30),
    ClientEmail: z.union([z.email(), z.literal('')]).default(''),
    CoAgentId: refId().default(0),
    Describe: text(2000),
    Remark: text(500),
    Score: score().default(0),
    // The company profile.
    Group: text(50),
    Range: text(1000),
    CompanyRemark: text(2000),
    CompanyDate: unixTime().default(0),
    CompanyAmount: int(0, COMPANY_FIGURE_MAX).default(0),
    CompanyCapital: int(0, COMPANY_FIGURE_MAX).default(0),
    CompanyArea: int(0, 100_000_000).default(0),
    CompanyEmploye: int(0, 10_000_000).default(0),
    CompanySite: url().default(''),
    CompanyAddr: text(200),
    CompanyIndustry: text(50),
    CompanyLegal: text(50),
    Event: text(2000),
    File: images(10),
  },
  label: 'ClientName',
  columns: [
    'Id',
    'ClientName',
    'Type',
    'State',
    'Level',
    'Country',
    'AgentName',
    // A private customer's team; on the high seas, the department pool it is in.
    'DepartmentName',
    'FollowTime',
    'NextFollowTime',
    'LoseTime',
    'LoseWay',
    'LoseReason',
    'CreateTime',
  ],
  sort: ['Id', 'Score', 'CreateTime', 'FollowTime', 'NextFollowTime', 'LoseTime', 'Level'],
  filters: { State: 'in', Type: 'enum', Level: 'enum', AgentId: 'reference', DepartmentId: 'reference', CoAgentId: 'reference' },
  keyword: ['ClientName', 'ClientCompany', 'ContactsName', 'ClientPhone'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  // Method: a follow-up's, as its row on the customer's timeline says it.
  options: { Type: CLIENT_TYPES, State: CLIENT_STATES, Level: CLIENT_LEVELS, Method: FOLLOW_METHODS, LoseWay: LOSE_WAYS },
  references: { CoAgentId: 'Agent', AgentId: 'Agent', DepartmentId: 'Department' },
  distinct: [['CoAgentId', 'AgentId']],
  hints: { Remark: /*i18n*/ { id: 'hint.Client.Remark', message: 'Do not enter confidential phone numbers or addresses here.' } },
  widgets: {
    Range: 'textarea',
    CompanyRemark: 'textarea',
    Event: 'textarea',
    CompanyDate: 'date',
    File: 'images',
    Describe: 'textarea',
    Remark: 'textarea',
    LoseTime: 'date',
    KeepUntil: 'datetime',
    FollowTime: 'datetime',
    NextFollowTime: 'datetime',
  },
  labels: {
    AgentId: /*i18n*/ { id: 'field.Client.AgentId', message: 'Owner' },
    AgentName: /*i18n*/ { id: 'field.Client.AgentName', message: 'Owner' },
    CoAgentId: /*i18n*/ { id: 'field.Client.CoAgentId', message: 'Cooperating salesperson' },
    ClientName: /*i18n*/ { id: 'field.Client.ClientName', message: 'Customer name' },
    ClientCompany: /*i18n*/ { id: 'field.Client.ClientCompany', message: 'Company' },
    CompanyNo: /*i18n*/ { id: 'field.Client.CompanyNo', message: 'Unified social credit code' },
    Source: /*i18n*/ { id: 'field.Client.Source', message: 'Source' },
    AreaText: /*i18n*/ { id: 'field.Client.AreaText', message: 'Port' },
    ContactsName: /*i18n*/ { id: 'field.Client.ContactsName', message: 'Contact' },
    ClientPhone: /*i18n*/ { id: 'field.Client.ClientPhone', message: 'Contact phone' },
    ClientEmail: /*i18n*/ { id: 'field.Client.ClientEmail', message: 'Contact email' },
    FollowTime: /*i18n*/ { id: 'field.Client.FollowTime', message: 'Last follow-up' },
    NextFollowTime: /*i18n*/ { id: 'field.Client.NextFollowTime', message: 'Next follow-up' },
    LoseTime: /*i18n*/ { id: 'field.Client.LoseTime', message: 'Moved to the high seas' },
    LoseWay: /*i18n*/ { id: 'field.Client.LoseWay', message: 'How it fell' },
    LoseReason: /*i18n*/ { id: 'field.Client.LoseReason', message: 'Why it was released' },
    // A change of hands on the timeline: whose it was, and why.
    FromAgentName: /*i18n*/ { id: 'field.Client.FromAgentName', message: 'Previous owner' },
    Reason: /*i18n*/ { id: 'field.Client.Reason', message: 'Reason' },
    // An extension (`extend`): by how many days, and until when.
    Days: /*i18n*/ { id: 'field.Client.Days', message: 'Days to extend' },
    KeepUntil: /*i18n*/ { id: 'field.Client.KeepUntil', message: 'Kept until' },
    Level: /*i18n*/ { id: 'field.Client.Level', message: 'Grade' },
    Group: /*i18n*/ { id: 'field.Client.Group', message: 'Customer group' },
    Range: /*i18n*/ { id: 'field.Client.Range', message: 'Business scope' },
    CompanyRemark: /*i18n*/ { id: 'field.Client.CompanyRemark', message: 'About the company' },
    CompanyDate: /*i18n*/ { id: 'field.Client.CompanyDate', message: 'Founded' },
    CompanyAmount: /*i18n*/ { id: 'field.Client.CompanyAmount', message: 'Annual sales' },
    CompanyCapital: /*i18n*/ { id: 'field.Client.CompanyCapital', message: 'Registered capital' },
    CompanyArea: /*i18n*/ { id: 'field.Client.CompanyArea', message: 'Floor area (m²)' },
    CompanyEmploye: /*i18n*/ { id: 'field.Client.CompanyEmploye', message: 'Employees' },
    CompanySite: /*i18n*/ { id: 'field.Client.CompanySite', message: 'Website' },
    CompanyAddr: /*i18n*/ { id: 'field.Client.CompanyAddr', message: 'Registered address' },
    CompanyIndustry: /*i18n*/ { id: 'field.Client.CompanyIndustry', message: 'Industry' },
    CompanyLegal: /*i18n*/ { id: 'field.Client.CompanyLegal', message: 'Legal representative' },
    Event: /*i18n*/ { id: 'field.Client.Event', message: 'Milestones' },
    File: /*i18n*/ { id: 'field.Client.File', message: 'Licence and documents' },
    // A follow-up's fields on the customer's timeline.
    Method: followResource.labels!.Method!,
    ContactName: followResource.labels!.ContactName!,
    Content: followResource.labels!.Content!,
  },
  form: [
    ['ClientName', 'Type'],
    ['Level', 'Source'],
    ['Country', 'City'],
    ['ClientCompany', 'CompanyNo'],
    ['ContactsName', 'ClientPhone'],
    ['ClientEmail', 'AreaText'],
    ['CoAgentId', 'Group'],
    ['Describe'],
    ['Remark'],
    ...COMPANY_PROFILE_FORM,
  ],
  formHeadings: { 9: COMPANY_PROFILE_HEADING },
})

/** Why the Client machine refuses an event, by guard name. */
export const CLIENT_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  ownerOrSupervisor: /*i18n*/ { id: 'guard.ownerOrSupervisor', message: 'Only the owner or a supervisor can do this' },
  ...COMMON_GUARD_REASONS,
  underOwnedCap: /*i18n*/ { id: 'guard.underOwnedCap', message: 'You already own {ownedCap} customers, the most allowed' },
  underDailyCap: /*i18n*/ { id: 'guard.underDailyCap', message: 'You have claimed {dailyCap} customers today, the most allowed per day' },
  cooldownOver: /*i18n*/ { id: 'guard.cooldownOver', message: 'You released this customer recently and cannot claim it back yet' },
  mayExtend: /*i18n*/ {
    id: 'guard.mayExtend',
    message: 'You may extend your customer once, by at most {extendDays} days; a supervisor can extend it further',
  },
}

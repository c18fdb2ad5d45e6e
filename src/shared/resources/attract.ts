import { COMMON_GUARD_REASONS } from '../../kernel/shared/lifecycle/messages.ts'
import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/** Investment attraction (spec /attract): the incubator's workstations and the companies' contracts for them. */

export const WORKSTATION_STATES: readonly EnumOption[] = [
  { value: 'Free', label: /*i18n*/ { id: 'state.Workstation.Free', message: 'Free' } },
  { value: 'Reserved', label: /*i18n*/ { id: 'state.Workstation.Reserved', message: 'Reserved' } },
  { value: 'Occupied', label: /*i18n*/ { id: 'state.Workstation.Occupied', message: 'Occupied' } },
]

export const STATION_CONTRACT_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.StationContract.Draft', message: 'Draft' } },
  { value: 'Active', label: /*i18n*/ { id: 'state.StationContract.Active', message: 'Active' } },
  { value: 'Ended', label: /*i18n*/ { id: 'state.StationContract.Ended', message: 'Ended' } },
  { value: 'Terminated', label: /*i18n*/ { id: 'state.StationContract.Terminated', message: 'Terminated' } },
]

export const STATION_CONTRACT_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  activate: /*i18n*/ { id: 'event.StationContract.activate', message: 'Activate' },
  end: /*i18n*/ { id: 'event.StationContract.end', message: 'End at term' },
  terminate: /*i18n*/ { id: 'event.StationContract.terminate', message: 'Terminate early' },
}

/** Why a contract is refused (guards and writes). */
export const ATTRACT_MESSAGES = {
  termGiven: /*i18n*/ { id: 'guard.termGiven', message: 'Name at least one workstation and a term that ends after it begins' },
  stationsFree: /*i18n*/ { id: 'guard.stationsFree', message: 'Another active contract holds {clashes} over these dates' },
  notACompany: /*i18n*/ { id: 'srv.attract.notACompany', message: 'Choose a company (an investment customer)' },
} as const satisfies Record<string, MessageDescriptor>

export const workstationResource = defineResource({
  name: 'Workstation',
  noun: /*i18n*/ { id: 'noun.Workstation', message: 'workstation' },
  permission: 'attract',
  group: 'attract',
  route: '/attract/station',
  fields: {
    Code: z.string().trim().min(1).max(20),
    Title: fields.text(50),
    Location: fields.text(100),
    Area: z.number().min(0).max(99_999),
    Unit: fields.text(20),
    Price: fields.money(),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'Code',
  columns: ['Code', 'Title', 'Location', 'Area', 'Unit', 'Price', 'State'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { State: 'in' },
  keyword: ['Code', 'Title'],
  options: { State: WORKSTATION_STATES },
  widgets: { Price: 'money', Remark: 'textarea' },
  labels: {
    Code: /*i18n*/ { id: 'field.Workstation.Code', message: 'Workstation number' },
    Title: /*i18n*/ { id: 'field.Workstation.Title', message: 'Name' },
    Location: /*i18n*/ { id: 'field.Workstation.Location', message: 'Location' },
    Area: /*i18n*/ { id: 'field.Workstation.Area', message: 'Area (m²)' },
    Unit: /*i18n*/ { id: 'field.Workstation.Unit', message: 'Unit' },
    Price: /*i18n*/ { id: 'field.Workstation.Price', message: 'Monthly price' },
    State: /*i18n*/ { id: 'field.Workstation.State', message: 'Availability' },
  },
  hints: {
    Unit: /*i18n*/ { id: 'hint.Workstation.Unit', message: 'Left empty, the unit set in the system parameters (Attract.StationUnit).' },
  },
  form: [['Code', 'Title'], ['Location'], ['Area', 'Unit'], ['Price', 'Score'], ['Remark']],
})

export const stationContractResource = defineResource({
  name: 'StationContract',
  events: STATION_CONTRACT_EVENTS,
  noun: /*i18n*/ { id: 'noun.StationContract', message: 'workstation contract' },
  permission: 'attract',
  group: 'attract',
  route: '/attract/contract',
  fields: {
    ContractNo: z.string().trim().max(30).default(''),
    ClientId: fields.refId().min(1),
    StationIds: z.array(fields.id()).min(1).max(50),
    BeginTime: fields.unixTime().min(1),
    EndTime: fields.unixTime().min(1),
    Rent: fields.money(),
    Deposit: fields.money().default(0),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'ContractNo',
  columns: ['ContractNo', 'ClientId', 'StationIds', 'BeginTime', 'EndTime', 'Rent', 'State', 'AgentName'],
  sort: ['Id', 'Score', 'CreateTime', 'BeginTime', 'EndTime'],
  filters: { State: 'in', ClientId: 'reference', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['ContractNo'],
  dateField: 'BeginTime',
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: STATION_CONTRACT_STATES },
  references: { ClientId: 'Client', StationIds: 'Workstation', AgentId: 'Agent' },
  pickFilters: { ClientId: { Type: 1 } },
  widgets: { BeginTime: 'date', EndTime: 'date', Rent: 'money', Deposit: 'money', Remark: 'textarea', EndReason: 'textarea' },
  labels: {
    ContractNo: /*i18n*/ { id: 'field.StationContract.ContractNo', message: 'Contract number' },
    ClientId: /*i18n*/ { id: 'field.StationContract.ClientId', message: 'Company' },
    StationIds: /*i18n*/ { id: 'field.StationContract.StationIds', message: 'Workstations' },
    BeginTime: /*i18n*/ { id: 'field.StationContract.BeginTime', message: 'From' },
    EndTime: /*i18n*/ { id: 'field.StationContract.EndTime', message: 'Until' },
    Rent: /*i18n*/ { id: 'field.StationContract.Rent', message: 'Monthly rent' },
    Deposit: /*i18n*/ { id: 'field.StationContract.Deposit', message: 'Deposit' },
    EndReason: /*i18n*/ { id: 'field.StationContract.EndReason', message: 'Why it ended early' },
    AgentId: /*i18n*/ { id: 'field.StationContract.AgentId', message: 'Handled by' },
    AgentName: /*i18n*/ { id: 'field.StationContract.AgentName', message: 'Handled by' },
    Reason: /*i18n*/ { id: 'field.StationContract.Reason', message: 'Reason' },
  },
  immutable: ['ContractNo'],
  form: [['ContractNo', 'ClientId'], ['StationIds'], ['BeginTime', 'EndTime'], ['Rent', 'Deposit'], ['Remark']],
})

/** Why the StationContract machine refuses an event, by guard name. */
export const ATTRACT_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  ...COMMON_GUARD_REASONS,
  termGiven: ATTRACT_MESSAGES.termGiven,
  stationsFree: ATTRACT_MESSAGES.stationsFree,
}

import { z } from 'zod'
import { MobileNumber } from '../../kernel/shared/schemas/account.ts'
import { DATA_SCOPES, isPermissionKey, WILDCARD } from '../../kernel/shared/permissions.ts'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/**
 * The HR module (spec route /user and section 3 "Staff", "Department", "Role", "End user"):
 * staff, the department tree, roles with their permission matrix, and end users.
 */

const score = fields.score().default(0)
const status = fields.flag().default(1)
const ref = fields.refId().default(0)
const flag = fields.flag().default(0)

export const SEX_OPTIONS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'sex.male', message: 'Male' } },
  { value: 2, label: /*i18n*/ { id: 'sex.female', message: 'Female' } },
]
export const YES_NO: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'flag.yes', message: 'Yes' } },
  { value: 0, label: /*i18n*/ { id: 'flag.no', message: 'No' } },
]
export const DEPARTMENT_TYPES: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'department.type.office', message: 'Office' } },
  { value: 2, label: /*i18n*/ { id: 'department.type.warehouse', message: 'Warehouse' } },
  { value: 3, label: /*i18n*/ { id: 'department.type.store', message: 'Store' } },
]
export const DATA_SCOPE_OPTIONS: readonly EnumOption[] = [
  { value: 'all', label: /*i18n*/ { id: 'scope.all', message: 'All records' } },
  { value: 'subtree', label: /*i18n*/ { id: 'scope.subtree', message: 'Own department and below' } },
  { value: 'warehouse', label: /*i18n*/ { id: 'scope.warehouse', message: 'Documents of my warehouses' } },
  { value: 'department', label: /*i18n*/ { id: 'scope.department', message: 'Own department' } },
  { value: 'own', label: /*i18n*/ { id: 'scope.own', message: 'Own records' } },
]
export const AGENT_STATES: readonly EnumOption[] = [
  { value: 'Probation', label: /*i18n*/ { id: 'state.Agent.Probation', message: 'On probation' } },
  { value: 'Active', label: /*i18n*/ { id: 'state.Agent.Active', message: 'Active' } },
  { value: 'Suspended', label: /*i18n*/ { id: 'state.Agent.Suspended', message: 'Suspended' } },
  { value: 'Left', label: /*i18n*/ { id: 'state.Agent.Left', message: 'Left' } },
]
export const AGENT_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  confirm: /*i18n*/ { id: 'event.Agent.confirm', message: 'Confirm employment' },
  suspend: /*i18n*/ { id: 'event.Agent.suspend', message: 'Suspend' },
  resume: /*i18n*/ { id: 'event.Agent.resume', message: 'Resume' },
  leave: /*i18n*/ { id: 'event.Agent.leave', message: 'Leave' },
  rehire: /*i18n*/ { id: 'event.Agent.rehire', message: 'Rehire' },
}
export const USER_TYPES: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'user.type.personal', message: 'Personal' } },
  { value: 2, label: /*i18n*/ { id: 'user.type.company', message: 'Company' } },
]

/** Department tree: at most 7 levels; `Department/Post` creates and, given an Id, updates. */
export const departmentResource = defineResource({
  name: 'Department',
  noun: /*i18n*/ { id: 'noun.Department', message: 'department' },
  permission: 'department',
  group: 'user',
  route: '/user/department',
  fields: {
    Name: z.string().trim().min(1).max(50),
    ParentId: ref,
    SubjectId: ref,
    AgentId: ref,
    Type: z.number().int().min(1).max(3).default(1),
    Status: status,
    Score: score,
    IsRank: flag,
    Address: z.string().trim().max(200).default(''),
    Phone: z.string().trim().max(30).default(''),
    Percentage: fields.percent().default(0),
  },
  label: 'Name',
  columns: ['Id', 'Name', 'Type', 'AgentId', 'Phone', 'Score', 'CreateTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime', 'Path'],
  filters: { Type: 'enum', SubjectId: 'reference', ParentId: 'reference', AgentId: 'reference' },
  keyword: ['Name'],
  scope: { department: 'Id' },
  options: { Type: DEPARTMENT_TYPES, IsRank: YES_NO },
  references: { ParentId: 'Department', SubjectId: 'Subject', AgentId: 'Agent' },
  labels: {
    ParentId: /*i18n*/ { id: 'field.Department.ParentId', message: 'Parent department' },
    AgentId: /*i18n*/ { id: 'field.Department.AgentId', message: 'Head of department' },
  },
  form: [['Name', 'ParentId'], ['Type', 'AgentId'], ['SubjectId', 'Status'], ['Phone', 'Score'], ['Address'], ['IsRank', 'Percentage']],
  tree: { parent: 'ParentId', maxDepth: 7 },
})

/** A key the app's areas declare (the table the app installed from its modules), or `*`. */
const permissionKey = z.string().refine((k) => k === WILDCARD || isPermissionKey(k), { message: 'invalid' })

/** Roles: permission keys, data scope, commission (hundredths of a percent) and salary (hundredths). */
export const roleResource = defineResource({
  name: 'Role',
  noun: /*i18n*/ { id: 'noun.Role', message: 'role' },
  permission: 'role',
  group: 'user',
  route: '/user/role',
  fields: {
    Title: z.string().trim().min(1).max(50),
    DataScope: z.enum(DATA_SCOPES).default('own'),
    Percentage: fields.percent().default(0),
    Salary: fields.money(0, 100_000_000_00).default(0),
    Permission: z.array(permissionKey).max(500).default([]),
    Remark: z.string().trim().max(500).default(''),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'DataScope', 'Percentage', 'Salary', 'CreateTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { DataScope: 'enum' },
  keyword: ['Title'],
  options: { DataScope: DATA_SCOPE_OPTIONS },
  widgets: { Salary: 'money', Permission: 'permissions', Remark: 'textarea' },
  labels: {
    Percentage: /*i18n*/ { id: 'field.Role.Percentage', message: 'Commission' },
  },
  form: [['Title', 'DataScope'], ['Percentage', 'Salary'], ['Permission'], ['Remark', 'Score']],
})

/** Resident ID card: exactly 18 characters (17 digits and a digit or X). */
export const IdCardNumber = z
  .string()
  .trim()
  .regex(/^\d{17}[\dXx]$/, { message: 'idCardInvalid' })

/** Staff. The title shown for a staff member is "salesperson" (spec section 6). */
export const agentResource = defineResource({
  name: 'Agent',
  importable: true,
  sensitive: ['IdCard'],
  events: AGENT_EVENTS,
  noun: /*i18n*/ { id: 'noun.Agent', message: 'staff member' },
  permission: 'agent',
  group: 'user',
  route: '/user/agent',
  fields: {
    Name: z.string().trim().min(1).max(50),
    Mobile: MobileNumber,
    IdCard: z.union([IdCardNumber, z.literal('')]).default(''),
    Sex: z.number().int().min(1).max(2).default(1),
    DepartmentId: fields.id(),
    RoleId: fields.id(),
    SubjectId: ref,
    Assister: ref,
    Email: z.union([z.email(), z.literal('')]).default(''),
    Address: z.string().trim().max(200).default(''),
    JoinTime: fields.unixTime().default(0),
    IsRank: flag,
    EstateId: ref,
    WarehouseIds: z.array(fields.id()).max(50).default([]),
    CardImg: fields.url().default(''),
    Resume: z.string().max(5000).default(''),
    Pwd: z.string().min(6).max(64).optional(),
    Status: status,
    Score: score,
  },
  label: 'Name',
  columns: ['Id', 'Name', 'Mobile', 'DepartmentName', 'RoleId', 'State', 'Sex', 'JoinTime', 'LoginTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime', 'JoinTime', 'Name'],
  filters: {
    State: 'in',
    DepartmentId: 'reference',
    RoleId: 'reference',
    SubjectId: 'reference',
    Assister: 'reference',
    Sex: 'enum',
    IsRank: 'enum',
  },
  keyword: ['Name', 'Mobile'],
  aliases: { Role: 'RoleId', Fid: 'DepartmentId' },
  dateField: 'JoinTime',
  scope: { owner: 'Id', department: 'DepartmentId' },
  options: { Sex: SEX_OPTIONS, IsRank: YES_NO, State: AGENT_STATES },
  references: { DepartmentId: 'Department', RoleId: 'Role', SubjectId: 'Subject', Assister: 'Agent', WarehouseIds: 'Warehouse' },
  widgets: { JoinTime: 'date', CardImg: 'image', Resume: 'textarea', Pwd: 'password' },
  labels: {
    Name: /*i18n*/ { id: 'field.Agent.Name', message: 'Salesperson' },
    Assister: /*i18n*/ { id: 'field.Agent.Assister', message: 'Assisting supervisor' },
    RoleId: /*i18n*/ { id: 'field.RoleId', message: 'Role' },
    WarehouseIds: /*i18n*/ { id: 'field.Agent.WarehouseIds', message: 'Works in warehouses' },
  },
  secret: ['Pwd'],
  immutable: ['Mobile'],
  form: [
    ['Name', 'Mobile'],
    ['IdCard', 'Sex'],
    ['DepartmentId', 'RoleId'],
    ['SubjectId', 'Assister'],
    ['Email', 'JoinTime'],
    ['Address'],
    ['IsRank', 'EstateId'],
    ['WarehouseIds'],
    ['Status', 'Score'],
    ['Pwd'],
    ['CardImg'],
    ['Resume'],
  ],
})

/** End users (customer-side accounts), owned by a staff member. */
export const userResource = defineResource({
  name: 'User',
  importable: true,
  noun: /*i18n*/ { id: 'noun.User', message: 'end user' },
  permission: 'user',
  group: 'user',
  route: '/user/user',
  fields: {
    Name: z.string().trim().min(1).max(50),
    Cellphone: z.union([MobileNumber, z.literal('')]).default(''),
    Email: z.union([z.email(), z.literal('')]).default(''),
    Tag: z.string().trim().max(100).default(''),
    Type: z.number().int().min(1).max(2).default(1),
    Country: z.string().trim().max(50).default(''),
    Birthday: fields.unixTime().default(0),
    FromCode: z.string().trim().max(50).default(''),
    Mode: z.number().int().min(0).max(99).default(0),
    FromType: z.number().int().min(0).max(99).default(0),
    HeadImg: fields.url().default(''),
    Status: status,
    Score: score,
  },
  label: 'Name',
  columns: ['Id', 'Name', 'Cellphone', 'Type', 'Country', 'AgentName', 'LastTime', 'CreateTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime', 'LastTime'],
  filters: { Type: 'enum', Mode: 'number', FromType: 'number', AgentId: 'reference', DepartmentId: 'reference' },
  keyword: ['Name', 'Cellphone'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { Type: USER_TYPES },
  references: { AgentId: 'Agent', DepartmentId: 'Department' },
  widgets: { Birthday: 'date', HeadImg: 'image', Tag: 'tags' },
  secret: ['Pwd'],
  form: [
    ['Name', 'Cellphone'],
    ['Email', 'Type'],
    ['Country', 'Birthday'],
    ['Tag', 'FromCode'],
    ['Mode', 'FromType'],
    ['Status', 'Score'],
    ['HeadImg'],
  ],
})

/** Why the Agent machine refuses an event, by guard name. */
export const AGENT_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  notSelf: /*i18n*/ { id: 'guard.notSelf', message: 'You cannot do this to your own account' },
}

import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'

export const LOCKOUT_KINDS: readonly EnumOption[] = [
  { value: 'account', label: /*i18n*/ { id: 'lockout.kind.account', message: 'An account from one address' } },
  { value: 'address', label: /*i18n*/ { id: 'lockout.kind.address', message: 'An address, across accounts' } },
]

/**
 * Login lock-outs (services/login-throttle.ts): who was slowed down, from where, until when, and
 * who lifted it. Read-only but for `LoginLockout/Lift`, which ends the block at once.
 */
export const loginLockoutResource = defineResource({
  name: 'LoginLockout',
  noun: /*i18n*/ { id: 'noun.LoginLockout', message: 'lock-out' },
  permission: 'security',
  group: 'system',
  route: '/system/lockouts',
  readOnly: true,
  fields: {},
  label: 'Account',
  columns: ['Id', 'Kind', 'Account', 'Ip', 'Attempts', 'Level', 'CreateTime', 'BlockedUntil', 'LiftTime', 'LiftAgent'],
  sort: ['Id', 'CreateTime', 'BlockedUntil'],
  filters: { Kind: 'enum' },
  keyword: ['Account', 'Ip'],
  defaultSort: { field: 'CreateTime' },
  options: { Kind: LOCKOUT_KINDS },
  references: { LiftAgent: 'Agent' },
  labels: {
    Kind: /*i18n*/ { id: 'lockout.field.Kind', message: 'Throttled' },
    Account: /*i18n*/ { id: 'lockout.field.Account', message: 'Account (mobile)' },
    Ip: /*i18n*/ { id: 'lockout.field.Ip', message: 'Address' },
    Attempts: /*i18n*/ { id: 'lockout.field.Attempts', message: 'Attempts' },
    Level: /*i18n*/ { id: 'lockout.field.Level', message: 'Block number' },
    CreateTime: /*i18n*/ { id: 'lockout.field.CreateTime', message: 'Blocked at' },
    BlockedUntil: /*i18n*/ { id: 'lockout.field.BlockedUntil', message: 'Blocked until' },
    LiftTime: /*i18n*/ { id: 'lockout.field.LiftTime', message: 'Lifted at' },
    LiftAgent: /*i18n*/ { id: 'lockout.field.LiftAgent', message: 'Lifted by' },
  },
})

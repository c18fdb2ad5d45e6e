/**
 * The high-seas pool rules (LIFECYCLES.md "Client"): Setting rows named by these keys, in days or
 * counts. 0 turns a rule off. Level-specific days use the key with `.L<level>` appended.
 */
export const CLIENT_POOL_DEFAULTS = {
  'ClientPool.NoFollowDays': 30,
  'ClientPool.NoDealDays': 90,
  'ClientPool.LeadDays': 3,
  'ClientPool.OwnedCap': 0,
  'ClientPool.DailyClaimCap': 0,
  'ClientPool.CooldownDays': 0,
  'ClientPool.OwnerExtendDays': 7,
} as const

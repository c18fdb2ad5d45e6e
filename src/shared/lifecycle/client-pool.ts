/**
 * The high-seas pool rules (LIFECYCLES.md "Client"): Setting rows named by these keys, in days or
 * counts. 0 turns a rule off. Days for one customer level, one department's pool, or both, use the
 * key with `.L<level>`, `.D<department>` or `.D<department>.L<level>` appended.
 */
export const CLIENT_POOL_DEFAULTS = {
  'ClientPool.NoFollowDays': 30,
  'ClientPool.NoDealDays': 90,
  'ClientPool.LeadDays': 3,
  'ClientPool.OwnedCap': 0,
  'ClientPool.DailyClaimCap': 0,
  'ClientPool.CooldownDays': 0,
  'ClientPool.OwnerExtendDays': 7,
  /** 1: a customer that falls stays in its department's pool, seen and claimed there (and above it); 0: one pool for all. */
  'ClientPool.DepartmentPools': 0,
} as const

import { EndUser } from '../../src/server/db/schema/index.ts'
import type { Random } from '../../src/kernel/server/lib/random.ts'
import type { Counts } from './counts.ts'
import type { Org } from './org.ts'
import type { Target } from './target.ts'
import { timedCopy, type TableLoad } from './timing.ts'
import { country, personName, phone } from './words.ts'

const DAY = 86_400

/** End users over three years, owned by the salespeople; a few disabled or deleted. */
export async function loadUsers(t: Target, r: Random, n: Counts, org: Org, now: number, loads: TableLoad[]) {
  const keys = [
    'Name',
    'Cellphone',
    'Email',
    'Tag',
    'Type',
    'Country',
    'Mode',
    'FromType',
    'AgentId',
    'DepartmentId',
    'LastTime',
    'Birthday',
    'Status',
    'Score',
    'CreateTime',
    'UpdateTime',
  ] as const
  function* rows() {
    for (let i = 0; i < n.endUsers; i++) {
      const owner = r.pick(org.sales)
      // Ordered by creation, as a live table fills.
      const created = now - Math.round(((n.endUsers - i) / n.endUsers) * 3 * 365 * DAY) + r.int(0, 3600)
      const name = personName(r)
      yield [
        name,
        phone(r),
        r.chance(0.6) ? `user${i}@mail.example` : '',
        r.chance(0.2) ? 'vip' : '',
        r.chance(0.8) ? 1 : 2,
        country(r),
        r.int(0, 3),
        r.int(0, 5),
        owner.id,
        owner.departmentId,
        r.chance(0.7) ? Math.min(now, created + r.int(0, 300) * DAY) : 0,
        r.chance(0.5) ? Math.floor(Date.UTC(1970 + r.int(0, 35), r.int(0, 11), r.int(1, 28)) / 1000) : 0,
        r.chance(0.03) ? -1 : r.chance(0.12) ? 0 : 1,
        r.chance(0.05) ? r.int(1, 100) : 0,
        created,
        created,
      ]
    }
  }
  await timedCopy(t, loads, EndUser, keys, rows())
}

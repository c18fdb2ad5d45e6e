import { Client, ClientFollow } from '../../src/server/db/schema/index.ts'
import { createRandom, type Random } from '../../src/kernel/server/lib/random.ts'
import type { Counts } from './counts.ts'
import type { Org, Staff } from './org.ts'
import type { Target } from './target.ts'
import { maxId, syncSequence, timedCopy, type TableLoad } from './timing.ts'
import { city, companyName, country, followText, personName, phone } from './words.ts'

const DAY = 86_400

/** The release/claim cycles need this many private customers of the demo salesperson, whatever the scale. */
export const SALES_MIN_CUSTOMERS = 64

export interface ClientPlan {
  id: number
  owner: Staff
  state: 'Private' | 'Public'
  former: Staff | undefined
  created: number
  follows: number
  /** Lost to (or released onto) the high seas, and maybe claimed back since. */
  lost: number
  claimed: number
  lostBy: 'lose' | 'release'
}

/**
 * Customers (15% on the high seas), their follow-ups (500k per scale unit, spread unevenly over
 * the customers and written by their owners) and each customer's timeline: its creation and how
 * it moved between owners and the high seas.
 */
export async function loadClients(t: Target, r: Random, n: Counts, org: Org, now: number, loads: TableLoad[]) {
  const first = (await maxId(t, Client)) + 1
  const salesperson = org.sales[0]!
  const plans: ClientPlan[] = []
  let salesOwned = 0
  for (let i = 0; i < n.clients; i++) {
    const state = r.chance(0.15) ? 'Public' : 'Private'
    // The demo salesperson owns a fair share, and never fewer than the release/claim cycles need.
    const needSales = state === 'Private' && salesOwned < SALES_MIN_CUSTOMERS
    const owner = needSales ? salesperson : r.pick(org.sales)
    if (state === 'Private' && owner === salesperson) salesOwned++
    const created = now - Math.round(((n.clients - i) / n.clients) * 3 * 365 * DAY) + r.int(0, 3600)
    const history = state === 'Public' || r.chance(0.1)
    const lost = history ? created + Math.round(r.next() * (now - created) * 0.8) : 0
    plans.push({
      id: first + i,
      owner,
      state,
      former: history ? r.pick(org.sales) : undefined,
      created,
      follows: 0,
      lost,
      claimed: state === 'Private' && history ? lost + Math.round(r.next() * (now - lost)) : 0,
      lostBy: r.chance(0.7) ? 'lose' : 'release',
    })
  }
  // Follow-ups: uneven (some customers get many, many get none), exactly n.follows in all.
  const avg = n.follows / Math.max(1, n.clients)
  let total = 0
  for (const p of plans) {
    p.follows = r.chance(0.2) ? 0 : r.int(0, Math.ceil(avg * 2.5))
    total += p.follows
  }
  while (total !== n.follows && plans.length) {
    const p = r.pick(plans)
    if (total < n.follows) {
      p.follows++
      total++
    } else if (p.follows > 0) {
      p.follows--
      total--
    }
  }
  // Follow-up times come from their own generator, drawn twice in the same order: once for the
  // customer row (latest time, count), once for the follow-up rows.
  const seedTimes = Math.floor(r.next() * 2 ** 31)

  const keys = [
    'Id',
    'State',
    'Type',
    'ClientName',
    'Country',
    'ClientCompany',
    'City',
    'Source',
    'Grade',
    'Level',
    'ContactsName',
    'ClientPhone',
    'ClientEmail',
    'AgentId',
    'DepartmentId',
    'CoAgentId',
    'FormerAgentId',
    'LoseTime',
    'ClaimTime',
    'FollowTime',
    'NextFollowTime',
    'FollowNum',
    'DealTime',
    'Status',
    'Score',
    'Version',
    'CreateTime',
    'UpdateTime',
    'StateTime',
  ] as const
  const timesRandom = createRandom(seedTimes)
  function* clients() {
    for (const p of plans) {
      let last = 0
      for (let k = 0; k < p.follows; k++) last = Math.max(last, p.created + Math.round(timesRandom.next() * (now - p.created)))
      const owner = p.state === 'Private' ? p.owner : undefined
      const events = 1 + (p.lost ? 1 : 0) + (p.claimed ? 1 : 0)
      yield [
        p.id,
        p.state,
        r.int(1, 3),
        companyName(r),
        country(r),
        companyName(r),
        city(r),
        r.pick(['Exhibition', 'Referral', 'Website', 'Shopee', 'Lazada', 'Cold call']),
        r.int(0, 5),
        r.int(0, 5),
        personName(r),
        phone(r),
        r.chance(0.5) ? `buyer${p.id}@mail.example` : '',
        owner?.id ?? 0,
        (owner ?? p.former ?? p.owner).departmentId,
        owner && r.chance(0.03) ? r.pick(org.sales).id : 0,
        p.former?.id ?? 0,
        p.lost,
        p.claimed,
        last,
        last && r.chance(0.3) ? now + r.int(1, 30) * DAY : 0,
        p.follows,
        r.chance(0.3) ? Math.min(now, p.created + r.int(10, 400) * DAY) : 0,
        r.chance(0.02) ? -1 : 1,
        r.chance(0.05) ? r.int(1, 100) : 0,
        events,
        p.created,
        Math.max(p.created, p.lost, p.claimed),
        Math.max(p.created, p.lost, p.claimed),
      ]
    }
  }
  await timedCopy(t, loads, Client, keys, clients())
  await syncSequence(t, Client)

  const again = createRandom(seedTimes)
  function* follows() {
    for (const p of plans) {
      const author = p.state === 'Private' ? p.owner : (p.former ?? p.owner)
      const times: number[] = []
      for (let k = 0; k < p.follows; k++) times.push(p.created + Math.round(again.next() * (now - p.created)))
      times.sort((a, b) => a - b)
      for (const at of times) yield [p.id, author.id, followText(r), r.chance(0.3) ? at + r.int(1, 14) * DAY : 0, at]
    }
  }
  await timedCopy(t, loads, ClientFollow, ['ClientId', 'AgentId', 'Content', 'NextFollowTime', 'CreateTime'], follows())
  return plans
}

/** Each customer's timeline rows: creation, the fall or release to the high seas, the claim back. */
export function* clientEvents(plans: readonly ClientPlan[]): Generator<readonly unknown[]> {
  for (const p of plans) {
    const firstOwner = p.former ?? p.owner
    yield ['Client', p.id, 'create', '', 'Private', firstOwner.id, {}, p.created]
    if (p.lost) {
      const data = p.lostBy === 'release' ? { Reason: 'Customer stopped answering' } : {}
      yield ['Client', p.id, p.lostBy, 'Private', 'Public', p.lostBy === 'release' ? firstOwner.id : 0, data, p.lost]
    }
    if (p.claimed) yield ['Client', p.id, 'claim', 'Public', 'Private', p.owner.id, {}, p.claimed]
  }
}

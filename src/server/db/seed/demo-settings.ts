import { inArray } from 'drizzle-orm'
import { QUEUE_NAMES, QUEUE_SLA_DEFAULTS, slaKey } from '../../../../machines/queues.ts'
import { CLIENT_POOL_DEFAULTS } from '../../../shared/lifecycle/client-pool.ts'
import { jobMinutesKey } from '../../../shared/lifecycle/jobs.ts'
import { ORDER_TIMER_DEFAULTS } from '../../../shared/lifecycle/order-timers.ts'
import { JOBS } from '../../jobs/index.ts'
import { CLAIM_DEFAULTS } from '../../routes/queue.ts'
import type { Tx } from '../client.ts'
import { Setting } from '../schema/index.ts'

type Rule = { Name: string; Value: number; Text: string; Use: string; Remark: string }

const POOL: Record<keyof typeof CLIENT_POOL_DEFAULTS, [string, string]> = {
  'ClientPool.NoFollowDays': [
    'High seas: days without a follow-up',
    'A private customer with no follow-up (nor claim) for this many days falls to the high seas. 0 turns the rule off. For one customer level, add ClientPool.NoFollowDays.L<level> (e.g. .L3).',
  ],
  'ClientPool.NoDealDays': [
    'High seas: days without a deal',
    'A private customer with no deal (nor claim) for this many days falls to the high seas. 0 turns the rule off. For one customer level, add ClientPool.NoDealDays.L<level>.',
  ],
  'ClientPool.LeadDays': ['High seas: reminder lead days', 'The owner sees a customer in the “about to lose” queue and reminders this many days before it falls.'],
  'ClientPool.OwnedCap': ['High seas: most customers one agent owns', 'An agent owning this many private customers cannot claim more. 0: no cap.'],
  'ClientPool.DailyClaimCap': ['High seas: claims per agent per day', 'The most customers one agent may claim from the high seas in a day. 0: no cap.'],
  'ClientPool.CooldownDays': ['High seas: days before a former owner may claim back', 'A customer that fell or was released cannot be claimed by its former owner for this many days. 0: at once.'],
}

const ORDER: Record<keyof typeof ORDER_TIMER_DEFAULTS, [string, string]> = {
  'Order.PayMinutes': ['Orders: minutes to pay', 'An unpaid order older than this many minutes is cancelled by the “expire unpaid orders” job. 0 turns it off.'],
  'Order.AutoConfirmDays': ['Orders: days to confirm receipt', 'A shipped order the buyer has not confirmed this many days after shipping is completed automatically. 0 turns it off.'],
}

/** The rules the scheduled jobs, queues and pool read, with what each means, as the defaults the code uses. */
function rules(): Rule[] {
  return [
    ...Object.entries(CLIENT_POOL_DEFAULTS).map(([Name, Value]) => ({ Name, Value, Text: POOL[Name as keyof typeof POOL][0], Use: 'client', Remark: POOL[Name as keyof typeof POOL][1] })),
    ...Object.entries(ORDER_TIMER_DEFAULTS).map(([Name, Value]) => ({ Name, Value, Text: ORDER[Name as keyof typeof ORDER][0], Use: 'order', Remark: ORDER[Name as keyof typeof ORDER][1] })),
    {
      Name: 'Queue.ClaimIdleMinutes',
      Value: CLAIM_DEFAULTS['Queue.ClaimIdleMinutes'],
      Text: 'Queues: minutes before an idle claim lapses',
      Use: 'queue',
      Remark: 'A work item claimed but untouched for this many minutes is free for others again; the “clear lapsed queue claims” job removes such claims.',
    },
    ...QUEUE_NAMES.map((q) => ({
      Name: slaKey(q),
      Value: QUEUE_SLA_DEFAULTS[slaKey(q)],
      Text: `Queues: service level of ${q} (minutes)`,
      Use: 'queue',
      Remark: `An item waiting longer than this many minutes in the ${q} queue counts as late: highlighted on the queue screens and reported to supervisors.`,
    })),
    ...JOBS.map((j) => ({
      Name: jobMinutesKey(j.name),
      Value: j.defaultMinutes,
      Text: `Scheduled job ${j.name}: every … minutes`,
      Use: 'job',
      Remark: `How often the scheduler runs the ${j.name} job, in minutes. 0: only when run by hand from this page.`,
    })),
  ]
}

/**
 * The rule settings, so an administrator sees and edits them on the system parameters page. Only
 * the ones missing are added: an edited value is never overwritten, a new rule reaches older demos.
 */
export async function seedRuleSettings(tx: Tx): Promise<number> {
  const all = rules()
  const have = new Set((await tx.select({ Name: Setting.Name }).from(Setting).where(inArray(Setting.Name, all.map((r) => r.Name)))).map((r) => r.Name))
  const missing = all.filter((r) => !have.has(r.Name))
  if (missing.length) await tx.insert(Setting).values(missing.map((r) => ({ ...r, Value: String(r.Value), Attr: 'number' })))
  return missing.length
}

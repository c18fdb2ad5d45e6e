import { inArray } from 'drizzle-orm'
import { slaKey } from '../../../kernel/shared/lifecycle/queues.ts'
import { CLIENT_POOL_DEFAULTS } from '../../../shared/lifecycle/client-pool.ts'
import { jobMinutesKey } from '../../../kernel/shared/lifecycle/jobs.ts'
import { builtinSettingLabel, seededText } from '../../../shared/lifecycle/setting-labels.ts'
import { ORDER_TIMER_DEFAULTS } from '../../../shared/lifecycle/order-timers.ts'
import type { AssembledModules } from '../../../kernel/server/module.ts'
import { KERNEL_JOBS } from '../../../kernel/server/jobs/kernel-jobs.ts'
import { CLAIM_DEFAULTS } from '../../../kernel/server/services/claims.ts'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Setting } from '../schema/index.ts'
import { LIST_COUNT_CAP_DEFAULT, LIST_COUNT_CAP_KEY } from '../../../kernel/shared/schemas/list.ts'
import { ACHIEVE_DEFAULTS } from '../../../shared/finance/achieve.ts'
import { DEFAULT_TIME_ZONE, TIME_ZONE_KEY } from '../../../kernel/shared/date-ranges.ts'
import { ASSIST_SHARE_KEY, COMMISSION_DEFAULTS } from '../../../shared/finance/commission.ts'
import { MONTHLY_TARGET_KEY, SERIES_DEFAULTS } from '../../../shared/finance/series.ts'
import { STOCKTAKE_DEFAULTS } from '../../../modules/warehouse/shared/stock.ts'

type Rule = { Name: string; Value: number | string; Text: string; Use: string; Remark: string }

/** A rule as the seed writes it: its built-in label's English text (shown translated while unedited). */
function rule(Name: string, Value: number | string, Use: string): Rule {
  const label = builtinSettingLabel(Name, String(Value))
  if (!label) throw new Error(`No built-in label for the setting ${Name}`)
  return { Name, Value, Use, Text: seededText(label.text, label.parts), Remark: label.remark ? seededText(label.remark, label.parts) : '' }
}

/** The rules the scheduled jobs, queues and pool read, with what each means, as the defaults the code uses. */
function rules(app: AssembledModules): Rule[] {
  return [
    ...Object.entries(CLIENT_POOL_DEFAULTS).map(([Name, Value]) => rule(Name, Value, 'client')),
    ...Object.entries(ORDER_TIMER_DEFAULTS).map(([Name, Value]) => rule(Name, Value, 'order')),
    ...Object.entries(STOCKTAKE_DEFAULTS).map(([Name, Value]) => rule(Name, Value, 'stock')),
    rule('Queue.ClaimIdleMinutes', CLAIM_DEFAULTS['Queue.ClaimIdleMinutes'], 'queue'),
    ...app.queues.map((q) => rule(slaKey(q.name), q.slaMinutes, 'queue')),
    ...[...app.jobs, ...KERNEL_JOBS].map((j) => rule(jobMinutesKey(j.name), j.defaultMinutes, 'job')),
    rule(LIST_COUNT_CAP_KEY, LIST_COUNT_CAP_DEFAULT, 'list'),
    rule(TIME_ZONE_KEY, DEFAULT_TIME_ZONE, 'finance'),
    ...Object.entries(ACHIEVE_DEFAULTS).map(([Name, Value]) => rule(Name, Value, 'finance')),
    rule(MONTHLY_TARGET_KEY, SERIES_DEFAULTS[MONTHLY_TARGET_KEY], 'finance'),
    rule(ASSIST_SHARE_KEY, COMMISSION_DEFAULTS[ASSIST_SHARE_KEY], 'finance'),
  ]
}

/**
 * The rule settings, so an administrator sees and edits them on the system parameters page. Only
 * the ones missing are added: an edited value is never overwritten, a new rule reaches older demos.
 */
export async function seedRuleSettings(tx: Tx, app: AssembledModules): Promise<number> {
  const all = rules(app)
  const have = new Set(
    (
      await tx
        .select({ Name: Setting.Name })
        .from(Setting)
        .where(
          inArray(
            Setting.Name,
            all.map((r) => r.Name),
          ),
        )
    ).map((r) => r.Name),
  )
  const missing = all.filter((r) => !have.has(r.Name))
  if (missing.length)
    await tx
      .insert(Setting)
      .values(missing.map((r) => ({ ...r, Value: String(r.Value), Attr: typeof r.Value === 'number' ? 'number' : 'text' })))
  return missing.length
}

import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import { JOB_TITLES } from './jobs.ts'
import { isQueueName, queueTitle } from '../../kernel/shared/lifecycle/queues.ts'
import { stateLabel } from '../../kernel/shared/resources/labels.ts'
import { agentResource } from '../resources/hr.ts'

/**
 * The settings the product itself seeds (rule settings, the AgentStatus lookup) speak every
 * interface language: the seed stores the English text of these descriptors, and a row whose text
 * is still that text is shown in the caller's language. A text an administrator has edited is
 * shown as written.
 */
export interface BuiltinLabel {
  text: MessageDescriptor
  remark?: MessageDescriptor
  /** Values for the descriptors' placeholders, themselves translated (a queue's or a job's name). */
  parts?: Record<string, MessageDescriptor>
}

/**
 * The rule settings whose Value is an amount in hundredths, shown and typed as what it is: a rate
 * (5000 is 50.00%) or money (1500000 is 15,000.00). The stored text stays the whole number the
 * rules read.
 */
export const SETTING_UNITS: Readonly<Record<string, 'percent' | 'money'>> = {
  'Achieve.CoAgentShare': 'percent',
  'Commission.AssistShare': 'percent',
  'Achieve.MonthlyTarget': 'money',
}
export const settingUnit = (name: unknown) => (typeof name === 'string' ? SETTING_UNITS[name] : undefined)

const RULES: Readonly<Record<string, { text: MessageDescriptor; remark: MessageDescriptor }>> = {
  'ClientPool.NoFollowDays': {
    text: /*i18n*/ { id: 'setting.ClientPool.NoFollowDays', message: 'High seas: days without a follow-up' },
    remark: /*i18n*/ {
      id: 'setting.ClientPool.NoFollowDays.about',
      message:
        'A private customer with no follow-up (nor claim) for this many days falls to the high seas. 0 turns the rule off. For one customer level, add ClientPool.NoFollowDays.L<level> (e.g. .L3); for one department’s customers, .D<department>; for both, .D<department>.L<level>.',
    },
  },
  'ClientPool.NoDealDays': {
    text: /*i18n*/ { id: 'setting.ClientPool.NoDealDays', message: 'High seas: days without a deal' },
    remark: /*i18n*/ {
      id: 'setting.ClientPool.NoDealDays.about',
      message:
        'A private customer with no deal (nor claim) for this many days falls to the high seas. 0 turns the rule off. For one customer level, add ClientPool.NoDealDays.L<level>; for one department’s customers, .D<department>; for both, .D<department>.L<level>.',
    },
  },
  'ClientPool.LeadDays': {
    text: /*i18n*/ { id: 'setting.ClientPool.LeadDays', message: 'High seas: reminder lead days' },
    remark: /*i18n*/ {
      id: 'setting.ClientPool.LeadDays.about',
      message: 'The owner sees a customer in the “about to lose” queue and reminders this many days before it falls.',
    },
  },
  'ClientPool.OwnedCap': {
    text: /*i18n*/ { id: 'setting.ClientPool.OwnedCap', message: 'High seas: most customers one agent owns' },
    remark: /*i18n*/ {
      id: 'setting.ClientPool.OwnedCap.about',
      message: 'An agent owning this many private customers cannot claim more. 0: no cap.',
    },
  },
  'ClientPool.DailyClaimCap': {
    text: /*i18n*/ { id: 'setting.ClientPool.DailyClaimCap', message: 'High seas: claims per agent per day' },
    remark: /*i18n*/ {
      id: 'setting.ClientPool.DailyClaimCap.about',
      message: 'The most customers one agent may claim from the high seas in a day. 0: no cap.',
    },
  },
  'ClientPool.CooldownDays': {
    text: /*i18n*/ { id: 'setting.ClientPool.CooldownDays', message: 'High seas: days before a former owner may claim back' },
    remark: /*i18n*/ {
      id: 'setting.ClientPool.CooldownDays.about',
      message: 'A customer that fell or was released cannot be claimed by its former owner for this many days. 0: at once.',
    },
  },
  'ClientPool.OwnerExtendDays': {
    text: /*i18n*/ { id: 'setting.ClientPool.OwnerExtendDays', message: 'High seas: days an owner may extend' },
    remark: /*i18n*/ {
      id: 'setting.ClientPool.OwnerExtendDays.about',
      message:
        'An owner may keep a customer about to fall by at most this many days, once per fall; a supervisor may extend by up to 90. 0: only supervisors extend.',
    },
  },
  'ClientPool.DepartmentPools': {
    text: /*i18n*/ { id: 'setting.ClientPool.DepartmentPools', message: 'High seas: one pool per department' },
    remark: /*i18n*/ {
      id: 'setting.ClientPool.DepartmentPools.about',
      message:
        '1: a customer that falls or is released stays in the pool of its department, where only that department (and those above it) see and claim it. 0: one pool for the whole company.',
    },
  },
  'Inventory.FourEyesUnits': {
    text: /*i18n*/ { id: 'setting.Inventory.FourEyesUnits', message: 'Stocktake: units of difference one person may post' },
    remark: /*i18n*/ {
      id: 'setting.Inventory.FourEyesUnits.about',
      message:
        'A stocktake whose counts differ from the frozen stock by more units than this in all is posted by someone other than the person who submitted the counts.',
    },
  },
  'Order.PayMinutes': {
    text: /*i18n*/ { id: 'setting.Order.PayMinutes', message: 'Orders: minutes to pay' },
    remark: /*i18n*/ {
      id: 'setting.Order.PayMinutes.about',
      message: 'An unpaid order older than this many minutes is cancelled by the “expire unpaid orders” job. 0 turns it off.',
    },
  },
  'Order.AutoConfirmDays': {
    text: /*i18n*/ { id: 'setting.Order.AutoConfirmDays', message: 'Orders: days to confirm receipt' },
    remark: /*i18n*/ {
      id: 'setting.Order.AutoConfirmDays.about',
      message: 'A shipped order the buyer has not confirmed this many days after shipping is completed automatically. 0 turns it off.',
    },
  },
  'List.CountCap': {
    text: /*i18n*/ { id: 'setting.List.CountCap', message: 'Lists: exact totals up to' },
    remark: /*i18n*/ {
      id: 'setting.List.CountCap.about',
      message:
        'A list counts its records exactly up to this many; past it the list says “more than …” and pages on, so a large list answers as fast as a small one.',
    },
  },
  'Company.TimeZone': {
    text: /*i18n*/ { id: 'setting.Company.TimeZone', message: 'Company time zone' },
    remark: /*i18n*/ {
      id: 'setting.Company.TimeZone.about',
      message:
        'An IANA time zone name (Asia/Shanghai, Asia/Kuala_Lumpur …): the days, weeks (from Sunday) and months of achievements and commissions are counted in it.',
    },
  },
  'Achieve.CoAgentShare': {
    text: /*i18n*/ { id: 'setting.Achieve.CoAgentShare', message: 'Achievements: cooperating agent’s share' },
    remark: /*i18n*/ {
      id: 'setting.Achieve.CoAgentShare.about',
      message:
        'Of a sales order to a customer shared with a cooperating agent, the share credited to that agent (50.00% is half); the owner keeps the rest.',
    },
  },
  'Achieve.MonthlyTarget': {
    text: /*i18n*/ { id: 'setting.Achieve.MonthlyTarget', message: 'Achievements: the company’s monthly target' },
    remark: /*i18n*/ {
      id: 'setting.Achieve.MonthlyTarget.about',
      message:
        'The deal amount the company aims for each month: the achievement charts draw it as the target line, shared out over their days and weeks.',
    },
  },
  'Commission.AssistShare': {
    text: /*i18n*/ { id: 'setting.Commission.AssistShare', message: 'Commissions: assisting supervisor’s share' },
    remark: /*i18n*/ {
      id: 'setting.Commission.AssistShare.about',
      message:
        'An agent’s assisting supervisor earns this share of the agent’s achievement each month, besides their own commission. A closed month keeps the share it was closed with.',
    },
  },
  'Queue.ClaimIdleMinutes': {
    text: /*i18n*/ { id: 'setting.Queue.ClaimIdleMinutes', message: 'Queues: minutes before an idle claim lapses' },
    remark: /*i18n*/ {
      id: 'setting.Queue.ClaimIdleMinutes.about',
      message:
        'A work item claimed but untouched for this many minutes is free for others again; the “clear lapsed queue claims” job removes such claims.',
    },
  },
}

const SLA_TEXT = /*i18n*/ { id: 'setting.Queue.Sla', message: 'Queues: service level of “{queue}” (minutes)' }
const SLA_REMARK = /*i18n*/ {
  id: 'setting.Queue.Sla.about',
  message:
    'An item waiting longer than this many minutes in the “{queue}” queue counts as late: highlighted on the queue screens and reported to supervisors.',
}
const JOB_TEXT = /*i18n*/ { id: 'setting.Job.Minutes', message: 'Scheduled job “{job}”: every … minutes' }
const JOB_REMARK = /*i18n*/ {
  id: 'setting.Job.Minutes.about',
  message: 'How often the scheduler runs the “{job}” job, in minutes. 0: only when run by hand from this page.',
}

/** The built-in label of a setting row (by its Name, and for a lookup by its Value), if it has one. */
export function builtinSettingLabel(name: string, value: string): BuiltinLabel | undefined {
  if (RULES[name]) return RULES[name]
  const sla = /^Queue\.Sla\.(.+)$/.exec(name)?.[1]
  if (sla && isQueueName(sla)) return { text: SLA_TEXT, remark: SLA_REMARK, parts: { queue: queueTitle(sla) } }
  const job = /^Job\.(.+)\.Minutes$/.exec(name)?.[1]
  if (job && JOB_TITLES[job]) return { text: JOB_TEXT, remark: JOB_REMARK, parts: { job: JOB_TITLES[job] } }
  const status = name === 'AgentStatus' ? stateLabel(agentResource, value) : undefined
  return status && { text: status }
}

/** What the seed writes: the English text, with English parts. */
export function seededText(d: MessageDescriptor, parts: Record<string, MessageDescriptor> = {}): string {
  return d.message.replace(/\{(\w+)\}/g, (m, k: string) => parts[k]?.message ?? m)
}

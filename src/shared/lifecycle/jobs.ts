import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import { KERNEL_JOB_DESCRIPTIONS, KERNEL_JOB_TITLES } from '../../kernel/shared/lifecycle/jobs.ts'

/**
 * Each scheduled job's name for people and what it does in one line, by job name: the areas'
 * jobs and the kernel's (a test holds the names to the app's job list).
 */
export const JOB_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  'client-sweep': /*i18n*/ { id: 'job.client-sweep', message: 'High-seas sweep' },
  'follow-due': /*i18n*/ { id: 'job.follow-due', message: 'Announce follow-ups coming due' },
  'order-expire': /*i18n*/ { id: 'job.order-expire', message: 'Expire unpaid orders' },
  'order-auto-confirm': /*i18n*/ { id: 'job.order-auto-confirm', message: 'Confirm receipt of delivered orders' },
  'coupon-expire': /*i18n*/ { id: 'job.coupon-expire', message: 'Expire coupons' },
  'declare-poll': /*i18n*/ { id: 'job.declare-poll', message: 'Fetch customs results' },
  replenish: /*i18n*/ { id: 'job.replenish', message: 'Propose purchases for stock below its minimum' },
  ...KERNEL_JOB_TITLES,
}

export const JOB_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = {
  'client-sweep': /*i18n*/ {
    id: 'job.client-sweep.about',
    message: 'Moves private customers who broke a pool rule (no follow-up, no deal) to the high seas',
  },
  'follow-due': /*i18n*/ {
    id: 'job.follow-due.about',
    message: 'Tells each salesperson at once, on any open screen, when a follow-up they planned comes due',
  },
  'order-expire': /*i18n*/ {
    id: 'job.order-expire.about',
    message: 'Cancels orders (of goods, services, courses, live bookings and projects) left unpaid longer than the payment window',
  },
  'order-auto-confirm': /*i18n*/ {
    id: 'job.order-auto-confirm.about',
    message: 'Completes shipped orders the buyer has not confirmed within the set days',
  },
  'coupon-expire': /*i18n*/ { id: 'job.coupon-expire.about', message: 'Expires the coupons not used by their valid time' },
  'declare-poll': /*i18n*/ {
    id: 'job.declare-poll.about',
    message: 'Asks the customs gateway for the receipts of declarations awaiting a result',
  },
  replenish: /*i18n*/ {
    id: 'job.replenish.about',
    message:
      'Drafts a purchasing contract, from the cheapest supplier offer, for each replenishment rule below its minimum once what is on its way is counted',
  },
  ...KERNEL_JOB_DESCRIPTIONS,
}

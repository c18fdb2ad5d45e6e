import type { Job } from './job.ts'
import { claimExpiry } from './claim-expiry.ts'
import { clientSweep } from './client-sweep.ts'
import { declarePollJob } from './declare-poll.ts'
import { couponExpire, orderAutoConfirm, orderExpire } from './order-timers.ts'

/**
 * Every scheduled job the server runs (and an administrator may run on demand), by name.
 */
export const JOBS: Job[] = [clientSweep, orderExpire, orderAutoConfirm, couponExpire, declarePollJob, claimExpiry]

import type { Job } from '../contracts.ts'
import { claimExpiry } from './claim-expiry.ts'

/** The jobs of no area, which every app runs beside its modules' own: the queues' claim clean-up. */
export const KERNEL_JOBS: readonly Job[] = [claimExpiry]

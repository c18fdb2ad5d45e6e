import type { MessageDescriptor } from '../messages.ts'

/** The Setting holding how often the scheduler runs a job, in minutes (0: never on its own). */
export const jobMinutesKey = (job: string) => `Job.${job}.Minutes` as const

/** The kernel's own job's name and one-line description (the areas' jobs name theirs in their shared code). */
export const KERNEL_JOB_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  'claim-expiry': /*i18n*/ { id: 'job.claim-expiry', message: 'Clear lapsed queue claims' },
}
export const KERNEL_JOB_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = {
  'claim-expiry': /*i18n*/ {
    id: 'job.claim-expiry.about',
    message: 'Frees work items nobody has touched for a while, or that have left their queue',
  },
}

/** JobRun.Outcome: 0 running, 1 done, 2 failed, 3 skipped (another process was running it). */
export const JOB_OUTCOMES: Readonly<Record<number, MessageDescriptor>> = {
  0: /*i18n*/ { id: 'job.outcome.running', message: 'Running' },
  1: /*i18n*/ { id: 'job.outcome.done', message: 'Done' },
  2: /*i18n*/ { id: 'job.outcome.failed', message: 'Failed' },
  3: /*i18n*/ { id: 'job.outcome.skipped', message: 'Skipped' },
}

export const JOB_MESSAGES = {
  unknownJob: /*i18n*/ { id: 'srv.job.unknown', message: 'There is no scheduled job named “{name}”' },
  done: /*i18n*/ { id: 'srv.job.done', message: 'The job ran: {moved} moved' },
  failed: /*i18n*/ { id: 'srv.job.failed', message: 'The job failed: {message}' },
  skipped: /*i18n*/ { id: 'srv.job.skipped', message: 'The job is already running; try again when it has finished' },
} as const satisfies Record<string, MessageDescriptor>

/** One run of a job, as `Job/Runs` and `Job/Run` answer it (AgentId 0: the scheduler). */
export interface JobRunRow {
  Id: number
  Job: string
  AgentId: number
  AgentName: string
  StartTime: number
  EndTime: number
  Outcome: number
  Moved: number
  Message: string
}

/** A job as `Job/Index` lists it: how often it runs, its last run and when it is due next (0: off). */
export interface JobInfo {
  Job: string
  Minutes: number
  DefaultMinutes: number
  LastRun: JobRunRow | null
  NextTime: number
}

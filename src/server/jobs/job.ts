import type { Deps } from '../env.ts'

/** What a scheduled job is given for one run. */
export interface JobContext {
  deps: Deps
  /** The run's clock (Unix seconds); jobs decide "due" against it, so a test can move time. */
  now: number
  /** Who asked: 0 for the scheduler, else the administrator who ran it on demand. */
  agentId: number
}

/** What a run did: how many documents it moved (or rows it cleared), and a short note for the log. */
export interface JobResult {
  moved: number
  message?: string
}

/**
 * A scheduled job. `run` must be idempotent: running it twice, or in two processes at once, moves
 * each document at most once (each move is a lifecycle transition the machine re-checks under a
 * row lock, so the second attempt is refused and not counted).
 */
export interface Job {
  name: string
  /** How often the scheduler runs it unless Setting `Job.<name>.Minutes` says otherwise (0: never). */
  defaultMinutes: number
  run(ctx: JobContext): Promise<JobResult>
}

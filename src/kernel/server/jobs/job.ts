export type { Job, JobContext, JobResult } from '../contracts.ts'

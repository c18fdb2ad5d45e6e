import { aboutToLose } from './client-sweep.ts'

/** The queues the jobs' rules narrow (the registry reads these): the sweep's about-to-lose customers. */
export const QUEUE_NARROWINGS = [{ queue: 'about-to-lose', doc: 'Client', narrow: aboutToLose }] as const

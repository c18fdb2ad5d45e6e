import type { ScreenAddress } from '../../../kernel/web/module.tsx'
import { isQueueName, queueTitle } from '../../../kernel/shared/lifecycle/queues.ts'
import { APP_WEB } from '../../app-modules.tsx'

/**
 * A queue's screen, as the module declaring the queue names it (its web manifest's `queues`); the
 * "my work" cards, the reminders and the operation chart link there. Undefined for a name no
 * module declares.
 */
export const queueScreen = (queue: string): ScreenAddress | undefined => APP_WEB.queues.find((q) => q.name === queue)?.screen

/** A queue's documents, from the modules' machines (the same the queue screens read). */
export const queueDocs = (queue: string) => APP_WEB.queueParts.docs(queue)

export { isQueueName, queueTitle }

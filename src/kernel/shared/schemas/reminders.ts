import { z } from 'zod'

/**
 * Why a reminder is shown: an item waiting in a queue the agent works, the same item kept past its
 * service level (supervisors), a customer of the agent's about to fall to the high seas, a
 * declaration of the agent's rejected by customs, an unread notice, a follow-up due today, an item
 * of the agent's taken over by a colleague, stock the agent buys fallen below its minimum, a lot
 * of goods about to expire.
 */
export const REMINDER_TYPES = ['queue', 'late', 'lose', 'rejected', 'notice', 'follow', 'takenOver', 'replenish', 'expiry'] as const
export type ReminderType = (typeof REMINDER_TYPES)[number]

/** One reminder of `Check/Index`; `Key` is what `Check/Read` marks. */
export const ReminderSchema = z.object({
  Key: z.string(),
  Type: z.enum(REMINDER_TYPES),
  /** The document it is about (lifecycle document type, or Notice) and its id, title and state. */
  Doc: z.string(),
  Id: z.number().int(),
  Title: z.string(),
  State: z.string(),
  /** The queue it waits in, '' when none. */
  Queue: z.string(),
  /** When it became due (entered the queue, went late, was rejected, was published…), Unix seconds. */
  Time: z.number().int(),
  /**
   * Since when the document has been in its state (the queues' age: one definition everywhere), or
   * 0 when the reminder is not about waiting.
   */
  Since: z.number().int(),
  Read: z.boolean(),
  /** Who it is about besides the agent (the colleague who took an item over), '' when nobody. */
  By: z.string().default(''),
  /** The figures its text names (a warehouse, how much is left, a date), by name. */
  Figures: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  /** Where it opens when its document is no lifecycle document (an address of the console), '' otherwise. */
  Link: z.string().default(''),
})
export type Reminder = z.infer<typeof ReminderSchema>

/** `Check/Read`: the keys to mark read, or All to mark every current reminder read. */
export const ReminderReadBody = z.union([
  z.object({ Keys: z.array(z.string().min(1).max(200)).min(1).max(500) }),
  z.object({ All: z.literal(true) }),
])

import { z } from 'zod'

/**
 * A customer's whole story on its page (`Client/Story`): beside its contacts and follow-ups, the
 * documents it is named on, each kind a short list of the latest, linked to the document. A kind
 * the signed-in agent may not read is absent (null), never an empty list that would mislead.
 */
export const STORY_KINDS = ['SalesOrder', 'Delivery', 'Receivable', 'Invoice', 'StationContract', 'Chat', 'File'] as const
export type StoryKind = (typeof STORY_KINDS)[number]

/** How many of each kind the page lists (the latest); the count says how many there are. */
export const STORY_ROWS = 5

export const StoryRow = z.object({
  Id: z.number().int(),
  /** The document's number (an order, invoice or contract number), a chat's contact, the follow-up a file came with. */
  No: z.string(),
  State: z.string(),
  /** Hundredths; for a receivable what is still owed, for a contract its monthly rent; a chat's unread messages, a follow-up's images. */
  Amount: z.number().int(),
  Currency: z.string(),
  /** Its last activity: when it last changed state, or a chat's last message. */
  Time: z.number().int(),
  /** A file's address (the follow-up's first image). */
  Url: z.string(),
})
export type StoryRow = z.infer<typeof StoryRow>

export const StorySection = z.object({ Count: z.number().int(), Rows: z.array(StoryRow) }).nullable()
export type StorySection = z.infer<typeof StorySection>

export const ClientStory = z.object({
  /** What the customer still owes, per currency (hundredths), over the receivables the agent may read; null without finance. */
  Open: z.array(z.object({ Currency: z.string(), Amount: z.number().int() })).nullable(),
  /** The latest moment anything of the customer's happened: a document, a follow-up, its timeline. */
  LastActivity: z.number().int(),
  Sections: z.object(Object.fromEntries(STORY_KINDS.map((k) => [k, StorySection])) as Record<StoryKind, typeof StorySection>),
})
export type ClientStory = z.infer<typeof ClientStory>

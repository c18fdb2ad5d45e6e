import { resource } from '../../kernel/server/module.ts'
import { and, count, eq, inArray, ne } from 'drizzle-orm'
import { z } from 'zod'
import {
  OPTION_LETTERS,
  PAPER_MESSAGES as PM,
  QUESTION_TYPES,
  isChoice,
  paperQuestionResource,
  paperResource,
} from '../../shared/resources/paper.ts'
import { Paper, PaperQuestion } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'

const refuse = (field: string, d: MessageDescriptor) => badRequest(d, [{ Field: field, message: d }])

/**
 * A question's options and correct letters must fit its type: choice questions have 2+ options and
 * their letters name options (single: exactly one, multiple: at least one); true/false has no
 * options and one letter, A (true) or B (false); short answers have neither, only a model answer.
 */
export function checkQuestion(q: { Type: number; Options: string[]; Answer: string[] }) {
  const { Type, Options, Answer } = q
  if (isChoice(Type)) {
    if (Options.length < 2) throw refuse('Options', PM.optionsNeeded)
    const known: readonly string[] = OPTION_LETTERS.slice(0, Options.length)
    if (Answer.some((a) => !known.includes(a))) throw refuse('Answer', PM.answerUnknown)
    if (Type === QUESTION_TYPES.single && Answer.length !== 1) throw refuse('Answer', PM.singleOne)
    if (Type === QUESTION_TYPES.multiple && Answer.length < 1) throw refuse('Answer', PM.multipleSome)
    return
  }
  if (Options.length) throw refuse('Options', PM.noOptions)
  if (Type === QUESTION_TYPES.trueFalse && (Answer.length !== 1 || !['A', 'B'].includes(Answer[0]!)))
    throw refuse('Answer', PM.trueFalseOne)
  if (Type === QUESTION_TYPES.short && Answer.length) throw refuse('Answer', PM.shortNoAnswer)
}

const Strings = z.array(z.string())

/** A field of the write, else of the stored record, as its schema reads it (absent: the default). */
const picker =
  (values: Record<string, unknown>, current: Record<string, unknown> | undefined) =>
  <T>(f: string, schema: z.ZodType<T>, d: T): T =>
    schema.safeParse(values[f] ?? current?.[f]).data ?? d

const questionHooks: ResourceHooks = {
  beforeWrite({ values, current }) {
    const pick = picker(values, current)
    checkQuestion({ Type: pick('Type', z.number(), 0), Options: pick('Options', Strings, []), Answer: pick('Answer', Strings, []) })
    return values
  },
}

/** A fixed paper names live, enabled questions; a random one names categories that hold enough of them. */
const paperHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    const pick = picker(values, current)
    if (pick('Mode', z.number(), 1) === 1) {
      const ids = pick('QuestionIds', z.array(z.number()), [])
      if (!ids.length) throw refuse('QuestionIds', PM.questionsNeeded)
      const [row] = await tx
        .select({ n: count() })
        .from(PaperQuestion)
        .where(and(inArray(PaperQuestion.Id, ids), eq(PaperQuestion.Enabled, 1), ne(PaperQuestion.Status, -1)))
      if ((row?.n ?? 0) !== ids.length) throw refuse('QuestionIds', PM.questionMissing)
    } else {
      const cats = pick('Categories', Strings, [])
      const n = pick('DrawCount', z.number(), 0)
      if (!cats.length || n < 1) throw refuse('Categories', PM.drawNeeded)
      const rows = await tx
        .select({ Category: PaperQuestion.Category, n: count() })
        .from(PaperQuestion)
        .where(and(inArray(PaperQuestion.Category, cats), eq(PaperQuestion.Enabled, 1), ne(PaperQuestion.Status, -1)))
        .groupBy(PaperQuestion.Category)
      const have = new Map(rows.map((r) => [r.Category, r.n]))
      if (cats.some((c) => (have.get(c) ?? 0) < n)) throw refuse('DrawCount', PM.drawShort)
    }
    return values
  },
}

/** The question bank and the papers (assignments and attempts have routes of their own: routes/paper.ts). */
export const PAPER_RESOURCES = [resource(paperQuestionResource, PaperQuestion, questionHooks), resource(paperResource, Paper, paperHooks)]

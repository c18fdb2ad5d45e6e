import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { AnswerVersion } from './schema/answer-version.ts'
import { Statement } from './statement.ts'

const versionOf = new WeakMap<Db, Statement<{ v: string }>>()

/**
 * The sum of `answer_version`'s stripes: it grows in the transaction of every statement that writes
 * a table a report reads (the triggers of migration 0026), so a reader who sees a sum sees the rows
 * written before it. One planned statement over one page.
 */
export async function answerVersion(db: Db): Promise<string> {
  let s = versionOf.get(db)
  if (!s)
    versionOf.set(
      db,
      (s = Statement.raw<{ v: string }>(db, 'answer_version', sql`select sum(${AnswerVersion.N})::text as v from ${AnswerVersion}`)),
    )
  const [row] = await s.run(db, {})
  return row?.v ?? ''
}

type Kept<T> = { version: string; answer: T }

/**
 * Answers computed from the rollups, kept per caller and key while nothing they read has changed:
 * each request reads the version (one row sum) and reuses the answer computed at that version, or
 * computes it again. At month end many supervisors open the same report while the figures move
 * rarely; each of them costs the version's read instead of the report's statement. Consistent, not
 * merely fresh: the version is read before the answer is computed, so an answer is never kept under
 * a version older than the rows it read (a write between the two only costs one more computation).
 * The caller is the session cache's object, replaced whenever its scope may have changed.
 */
export class AnswersByVersion<T> {
  private readonly kept = new WeakMap<object, Map<string, Kept<T>>>()
  /** How many answers this process has computed (a test proves an unchanged report computes none). */
  computed = 0
  constructor(private readonly max = 20) {}

  async get(db: Db, caller: object, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await answerVersion(db)
    let mine = this.kept.get(caller)
    if (!mine) this.kept.set(caller, (mine = new Map()))
    const hit = mine.get(key)
    if (hit && hit.version === version) return hit.answer
    const answer = await this.compute(compute)
    if (mine.size >= this.max) mine.clear()
    mine.set(key, { version, answer })
    return answer
  }

  private compute(compute: () => Promise<T>): Promise<T> {
    this.computed++
    return compute()
  }
}

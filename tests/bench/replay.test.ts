import { describe, expect, it } from 'vitest'
import { countStrategy, pgbenchScript, withoutCounts } from '../../bench/measure/replay.ts'

// A list page as the server sends it: the page written as JSON (which counts its own rows), and the capped total.
const page = {
  sql: `select coalesce(json_agg("page" order by "page"."Id" desc), '[]')::text, count(*)::int from (select "id" as "Id" from "client" where "status" = $1 limit $2) "page"`,
  params: [1, 24],
}
const capped = { sql: `select count(*) from (select 1 from "client" where "status" = $1 limit $2) "limited"`, params: [1, 1001] }
const exact = { sql: `select count(*) from "client" where "status" = $1`, params: [1] }

describe('reading how a list counted from its statements', () => {
  it('tells a list total from a page that counts its own rows', () => {
    expect(countStrategy([page])).toBe('page proves it')
    expect(countStrategy([page, capped])).toBe('capped')
    expect(countStrategy([page, exact])).toBe('exact')
  })
  it('keeps the page and drops the total for the cheapest SQL', () => {
    expect(withoutCounts([page, capped])).toEqual([page])
    expect(pgbenchScript(withoutCounts([page, capped]))).toContain('limit 24')
  })
})

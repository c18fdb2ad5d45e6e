import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { AuthContext, WriteContext } from '../../kernel/server/env.ts'
import { duplicate } from '../../kernel/server/lib/errors.ts'
import { scopeCondition } from '../../kernel/server/services/scope.ts'
import { DUPLICATE_MESSAGES } from '../../shared/resources/party-duplicates.ts'
import { Client, ClientContact, nameKey, phoneKey } from '../db/schema/index.ts'

type Field = 'ClientName' | 'ClientPhone' | 'CompanyNo'

/**
 * Refuses a customer (Kind 1) or supplier (Kind 2) that looks like a live one of the same kind:
 * the same name once folded (client.ts `nameKey`), a contact with the same phone (`phoneKey`), or
 * the same credit code. Checked on a create and on an edit of those fields, unless the caller has
 * seen the match and confirms (`ConfirmDuplicate`). The 409 names the match, and says whether the
 * caller may open it (`visible`: the resource's scope).
 */
export async function refuseDuplicate(
  ctx: WriteContext,
  kind: 1 | 2,
  visible: (auth: AuthContext, base: SQL | undefined) => SQL | undefined,
) {
  const { tx, auth, values, current, confirmDuplicate } = ctx
  if (confirmDuplicate) return
  const changed = (f: Field) => typeof values[f] === 'string' && String(values[f]).trim() !== '' && values[f] !== current?.[f]
  const others = and(eq(Client.Kind, kind), ne(Client.Status, -1), current ? ne(Client.Id, Number(current.Id)) : undefined)
  const seen = visible(auth, scopeCondition(tx, auth, { owner: Client.AgentId, department: Client.DepartmentId }))
  const checks: [Field, SQL | undefined][] = [
    ['ClientName', changed('ClientName') ? eq(nameKey(Client.ClientName), nameKey(sql`${String(values.ClientName)}::text`)) : undefined],
    ['CompanyNo', changed('CompanyNo') ? eq(Client.CompanyNo, String(values.CompanyNo).trim()) : undefined],
    [
      'ClientPhone',
      changed('ClientPhone')
        ? sql`exists (select 1 from ${ClientContact} where ${ClientContact.ClientId} = ${Client.Id} and ${ClientContact.Status} <> -1
            and ${phoneKey(ClientContact.ClientPhone)} = ${phoneKey(sql`${String(values.ClientPhone)}::text`)}
            and ${phoneKey(sql`${String(values.ClientPhone)}::text`)} <> '')`
        : undefined,
    ],
  ]
  for (const [field, same] of checks) {
    if (!same) continue
    const [match] = await tx
      .select({ Id: Client.Id, Name: Client.ClientName, Visible: seen ? sql<boolean>`coalesce(${seen}, false)` : sql<boolean>`true` })
      .from(Client)
      .where(and(others, same))
      .orderBy(Client.Id)
      .limit(1)
    if (match)
      throw duplicate(DUPLICATE_MESSAGES[kind === 1 ? 'Client' : 'Supplier'], { ...match, Field: field }, DUPLICATE_MESSAGES[field])
  }
}

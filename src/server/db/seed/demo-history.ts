import { and, asc, eq, ne } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { recordHistory } from '../../../kernel/server/resources/history.ts'
import type { ReferenceRegistry } from '../../../kernel/server/resources/references.ts'
import { agentResource } from '../../../shared/resources/hr.ts'
import { clientResource } from '../../../shared/resources/client.ts'
import { Agent, Client, Department, FieldChange } from '../schema/index.ts'

const DAY = 86_400

/**
 * A few weeks of edits for the audit trail and the records' change history to show on first start:
 * the demo salesperson re-grading and re-numbering her customers, the administrator moving a
 * clerk between departments and renewing an ID card (noted without its values). Each change ends
 * at the value the record holds now, so the history reads true against the page above it.
 */
export async function seedDemoHistory(
  tx: Tx,
  mobiles: Readonly<Record<string, string>>,
  now: number,
  references: ReferenceRegistry,
): Promise<number> {
  const [any] = await tx.select({ Id: FieldChange.Id }).from(FieldChange).limit(1)
  if (any) return 0
  const agent = async (role: string) =>
    (
      await tx
        .select()
        .from(Agent)
        .where(eq(Agent.Mobile, mobiles[role] ?? ''))
        .limit(1)
    )[0]
  const [sales, admin, warehouse] = [await agent('sales'), await agent('admin'), await agent('warehouse')]
  if (!sales || !admin || !warehouse) return 0
  let n = 0
  const clients = await tx
    .select()
    .from(Client)
    .where(and(eq(Client.AgentId, sales.Id), ne(Client.Status, -1)))
    .orderBy(asc(Client.Id))
    .limit(3)
  for (const [i, c] of clients.entries()) {
    const at = now - (20 - i * 5) * DAY
    await recordHistory(tx, clientResource, sales.Id, [{ action: 'create', id: c.Id }], { at: Math.min(c.CreateTime, at - DAY) })
    await recordHistory(
      tx,
      clientResource,
      sales.Id,
      [{ action: 'update', id: c.Id, before: { ...c, Level: (c.Level + 1) % 4 }, after: c }],
      { at },
    )
    await recordHistory(
      tx,
      clientResource,
      sales.Id,
      [{ action: 'update', id: c.Id, before: { ...c, ClientPhone: c.ClientPhone ? `${c.ClientPhone.slice(0, -2)}00` : '' }, after: c }],
      { at: at + 2 * DAY },
    )
    n += 3
  }
  const [other] = await tx
    .select({ Id: Department.Id })
    .from(Department)
    .where(and(ne(Department.Id, warehouse.DepartmentId), ne(Department.Status, -1)))
    .orderBy(asc(Department.Id))
    .limit(1)
  if (other) {
    const moved = { ...warehouse, DepartmentId: other.Id, IdCard: `${warehouse.IdCard}-` }
    await recordHistory(tx, agentResource, admin.Id, [{ action: 'update', id: warehouse.Id, before: moved, after: warehouse }], {
      at: now - 30 * DAY,
      references,
    })
    n += 2
  }
  return n
}

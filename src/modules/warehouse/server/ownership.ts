import { ownershipResource, WAREHOUSE_GUARD_REASONS } from '../shared/warehouse.ts'
import { ownershipLifecycle } from '../../../../machines/ownership.ts'
import type { Db, Tx } from '../../../kernel/server/db/client.ts'
import { Ownership, OwnershipLine } from './tables.ts'
import type { ResourceHooks } from '../../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer, type Row } from '../../../kernel/server/lifecycle/engine.ts'
import { balanceOf, lockKeys, transfer } from './stock.ts'
import { agentOf, docLines, draftFacts, lineName, type LineRow } from './docs.ts'

export const ownershipLines = docLines(OwnershipLine, 'OwnershipId')

type Line = LineRow & { PlaceId: number }

/** Lines whose place does not hold that much unreserved stock of the giving owner (lines on one key add up). */
async function shortLines(tx: Db | Tx, row: Row, lines: readonly Line[]): Promise<string[]> {
  const need = new Map<string, { line: Line; n: number }>()
  for (const l of lines) {
    const k = `${l.ProductId}:${l.PlaceId}`
    need.set(k, { line: l, n: (need.get(k)?.n ?? 0) + l.ProductNum })
  }
  const short: string[] = []
  for (const { line, n } of need.values()) {
    const b = await balanceOf(tx, { ProductId: line.ProductId, PlaceId: line.PlaceId, OwnerId: Number(row.OwnerId) })
    if (b.OnHand - b.Reserved < n) short.push(lineName(line))
  }
  return short
}

export const ownershipServer: LifecycleServer = {
  lifecycle: ownershipLifecycle,
  table: Ownership,
  def: ownershipResource,
  reasons: WAREHOUSE_GUARD_REASONS,
  async load(tx, row) {
    const lines = await ownershipLines.load(tx, row.Id)
    if (row.State === 'Draft') return { lines, facts: await draftFacts(tx, row, lines) }
    if (row.State === 'Submitted') return { lines, facts: { shortLines: await shortLines(tx, row, lines) } }
    return { lines }
  },
  effects: {
    /** The goods stay on their place; only the owner on the ledger changes. */
    async transfer({ tx, row, context, auth }) {
      const lines = ownershipLines.rows(context.lines, 'Id', 'ProductId', 'PlaceId', 'ProductNum')
      await lockKeys(tx, [
        ...lines.map((l) => ({ ...l, OwnerId: Number(row.OwnerId) })),
        ...lines.map((l) => ({ ...l, OwnerId: Number(row.ToOwnerId) })),
      ])
      for (const l of lines) {
        const common = {
          ProductId: l.ProductId,
          PlaceId: l.PlaceId,
          WarehouseId: Number(row.WarehouseId),
          Doc: 'Ownership',
          DocId: row.Id,
          LineId: l.Id,
          AgentId: agentOf(auth),
        }
        await transfer(tx, { ...common, OwnerId: Number(row.OwnerId), Qty: l.ProductNum }, { ...common, OwnerId: Number(row.ToOwnerId) })
      }
    },
    rejected: ({ event }) => ({ RejectReason: String(event.data.Reason ?? '') }),
    resubmitted: () => ({ RejectReason: '' }),
  },
}

export const ownershipHooks: ResourceHooks = lifecycleHooks(ownershipServer, ownershipLines.hooks)

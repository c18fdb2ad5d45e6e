import { z } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import type { Deps } from '../../../kernel/server/env.ts'
import { transaction } from '../../../kernel/server/db/transaction.ts'
import { ApiError, notFound } from '../../../kernel/server/lib/errors.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../../kernel/server/routes/define.ts'
import { scopeCondition } from '../../../kernel/server/services/scope.ts'
import { DisposeBody } from '../shared/quarantine.ts'
import { PLACE_KINDS, STOCK_MESSAGES } from '../shared/warehouse.ts'
import { balanceOf, lockKeys, move, notEnough, storagePlace, transfer } from './stock.ts'
import { StockBalance, StockDisposal } from './tables.ts'

const Disposed = z.object({ Id: z.number().int(), OnHand: z.number().int() }).openapi('StockDisposed')

/**
 * Goods received damaged wait in the warehouse's quarantine area (the receiving station puts them
 * there). From there they are scrapped, returned to the supplier, or, found sound, put back on a
 * storage place: one disposal row, and its ledger rows, in one transaction.
 */
export function registerQuarantine(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, 'stock:update', {
      method: 'post',
      path: '/Api/StockBalance/Dispose',
      tags: ['StockBalance'],
      summary: 'Takes goods out of a quarantine area: scrapped, returned to the supplier, or back onto a storage place',
      request: { body: { content: { 'application/json': { schema: DisposeBody.openapi('StockDispose') } }, required: true } },
      responses: { 200: json(envelope(Disposed)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const body = c.req.valid('json')
      const data = await transaction(deps.db, async (tx) => {
        const scope = scopeCondition(tx, auth, { warehouse: StockBalance.WarehouseId })
        const [balance] = await tx
          .select()
          .from(StockBalance)
          .where(and(eq(StockBalance.Id, body.Id), scope))
          .for('update')
        if (!balance) throw notFound()
        if (balance.PlaceKind !== PLACE_KINDS.quarantine) throw new ApiError(409, STOCK_MESSAGES.notQuarantined)
        if (balance.OnHand - balance.Reserved < body.Qty) throw await notEnough(tx, balance)
        const toPlace = body.Way === 'restock' ? await storagePlace(tx, balance.WarehouseId, body.ToPlaceId) : 0
        const [disposal] = await tx
          .insert(StockDisposal)
          .values({
            WarehouseId: balance.WarehouseId,
            ProductId: balance.ProductId,
            OwnerId: balance.OwnerId,
            PlaceId: balance.PlaceId,
            Way: body.Way,
            Qty: body.Qty,
            ToPlaceId: toPlace,
            Reason: body.Reason,
            AgentId: auth.agentId,
          })
          .returning({ Id: StockDisposal.Id })
        const common = {
          ProductId: balance.ProductId,
          WarehouseId: balance.WarehouseId,
          OwnerId: balance.OwnerId,
          Doc: 'Disposal',
          DocId: disposal!.Id,
          AgentId: auth.agentId,
        }
        if (toPlace) await lockKeys(tx, [{ ...common, PlaceId: toPlace }])
        const from = { ...common, PlaceId: balance.PlaceId, Qty: body.Qty }
        // Goods put back keep their value; scrapped or returned goods take theirs out of stock.
        const { OnHand } = toPlace ? await transfer(tx, from, { ...common, PlaceId: toPlace }) : await move(tx, { ...from, Qty: -body.Qty })
        return { Id: disposal!.Id, OnHand: toPlace ? (await balanceOf(tx, from)).OnHand : OnHand }
      })
      return c.json({ Result: true, Data: data }, 200)
    },
  )
}

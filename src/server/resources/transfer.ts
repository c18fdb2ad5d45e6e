import { resource } from '../../kernel/server/module.ts'
import { z } from '@hono/zod-openapi'
import {
  gatherResource,
  quoteRequestSchema,
  transferChannelResource,
  transferCostResource,
  transferProductResource,
  transferResource,
  transferSchemeResource,
  TRANSFER_MESSAGES,
} from '../../shared/resources/transfer.ts'
import { Gather, Transfer, TransferChannel, TransferCost, TransferProduct, TransferScheme } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import { defineRoute, envelope, json, requireAuth } from '../../kernel/server/routes/define.ts'
import { quote } from '../services/transfer-quote.ts'
import type { ResourceHooks, WriteContext } from '../../kernel/server/resources/crud.ts'

/** Refuses an upper limit below its lower one (0: no limit), on the merged record. */
const bands =
  (...pairs: [string, string][]) =>
  ({ values, current }: WriteContext) => {
    for (const [lo, hi] of pairs) {
      const min = Number(values[lo] ?? current?.[lo] ?? 0)
      const max = Number(values[hi] ?? current?.[hi] ?? 0)
      if (max !== 0 && max < min) throw badRequest(TRANSFER_MESSAGES.maxBelowMin, [{ Field: hi, message: TRANSFER_MESSAGES.maxBelowMin }])
    }
    return values
  }

const QuoteOptionSchema = z
  .object({
    SchemeId: z.number().int(),
    ChannelId: z.number().int(),
    ProductId: z.number().int(),
    Carrier: z.string(),
    Channel: z.string(),
    Product: z.string(),
    Code: z.string(),
    ChargeWeight: z.number().int(),
    VolumeWeight: z.number().int(),
    Price: z.number().int(),
    Currency: z.string(),
    MinDays: z.number().int(),
    MaxDays: z.number().int(),
  })
  .openapi('QuoteOption')

const QuoteAnswerSchema = z
  .object({ Country: z.string(), Weight: z.number().int(), Options: z.array(QuoteOptionSchema) })
  .openapi('QuoteAnswer')

const transferHooks: ResourceHooks = {
  beforeWrite({ values, current }) {
    const from = Number(values.FromWarehouseId ?? current?.FromWarehouseId ?? 0)
    const to = Number(values.ToWarehouseId ?? current?.ToWarehouseId ?? 0)
    if (from > 0 && from === to)
      throw badRequest(TRANSFER_MESSAGES.sameWarehouse, [{ Field: 'ToWarehouseId', message: TRANSFER_MESSAGES.sameWarehouse }])
    return values
  },
  extend(app, deps) {
    // Whoever fills a delivery prices it too (salespeople, warehouse staff), not only the transfer module's users.
    app.openapi(
      defineRoute(deps, ['transfer:view', 'delivery:create', 'delivery:update'], {
        method: 'post',
        path: '/Api/Transfer/Quote',
        tags: ['Transfer'],
        summary:
          'Prices a parcel to a country: chargeable weight is the larger of actual and volumetric weight (L×W×H ÷ divisor); answers the options of the matching delivery schemes cheapest first, or none with a message saying why',
        request: { body: { content: { 'application/json': { schema: quoteRequestSchema } }, required: true } },
        responses: { 200: json(envelope(QuoteAnswerSchema)) },
      }),
      async (c) => {
        requireAuth(c)
        const answer = await quote(deps.db, c.req.valid('json'))
        const Message = answer.Options.length
          ? translate(c.var.lang, TRANSFER_MESSAGES.quoted, { count: answer.Options.length })
          : translate(c.var.lang, TRANSFER_MESSAGES.noOption, { country: answer.Country, weight: answer.Weight })
        return c.json({ Result: true, Data: answer, Message }, 200)
      },
    )
    app.openapi(
      defineRoute(deps, 'session', {
        method: 'get',
        path: '/Api/Transfer/MapConfig',
        tags: ['Transfer'],
        summary: 'The map tiles the collection points screen draws on (an XYZ address template), or null when no map is configured',
        responses: { 200: json(envelope(z.object({ TileUrl: z.string().nullable() }))) },
      }),
      (c) => {
        requireAuth(c)
        return c.json({ Result: true, Data: { TileUrl: deps.config.mapTileUrl ?? null } }, 200)
      },
    )
  },
}

/** The transfer and logistics resources served by the generic router. */
export const TRANSFER_RESOURCES = [
  resource(transferResource, Transfer, transferHooks),
  resource(gatherResource, Gather),
  resource(transferChannelResource, TransferChannel, { beforeWrite: bands(['MinWeight', 'MaxWeight']) }),
  resource(transferProductResource, TransferProduct, { beforeWrite: bands(['MinDays', 'MaxDays']) }),
  resource(transferSchemeResource, TransferScheme, { beforeWrite: bands(['MinWeight', 'MaxWeight'], ['MinValue', 'MaxValue']) }),
  resource(transferCostResource, TransferCost),
]

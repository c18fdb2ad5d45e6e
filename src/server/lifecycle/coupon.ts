import { resource } from '../../kernel/server/module.ts'
import { randomBytes } from 'node:crypto'
import { and, eq, gte, inArray, lte, ne, or } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { couponLifecycle } from '../../../machines/coupon.ts'
import { M } from '../../kernel/shared/messages.ts'
import {
  couponIssueSchema,
  couponResource,
  DISCOUNT_MESSAGES,
  discountResource,
  COUPON_GUARD_REASONS,
} from '../../shared/resources/discount.ts'
import { DISCOUNT_TYPES, priceCart } from '../../shared/resources/cart-pricing.ts'
import { id, qty, unixTime } from '../../kernel/shared/schemas/fields.ts'
import type { Tx } from '../../kernel/server/db/client.ts'
import { Coupon, Discount, DocEvent as Timeline } from '../db/schema/index.ts'
import { Product } from '../../modules/warehouse/server/schema.ts'
import { transaction } from '../../kernel/server/db/transaction.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { now } from '../../kernel/server/lib/clock.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import { defineRoute, envelope, json, requireAuth } from '../../kernel/server/routes/define.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

const PriceBody = z
  .object({
    Lines: z
      .array(z.object({ ProductId: id(), Num: qty() }))
      .min(1)
      .max(100),
    /** The moment to price at (Unix seconds); now when left out. */
    At: unixTime().optional(),
  })
  .openapi('DiscountPriceBody')
const PriceAnswer = z.object({
  Subtotal: z.number().int(),
  Reduction: z.number().int(),
  Total: z.number().int(),
  RuleId: z.number().int().nullable(),
  RuleTitle: z.string(),
  FreeItems: z.number().int(),
})

/** A rule's amount must mean something for its type; its dates must run forwards. */
const discountHooks: ResourceHooks = {
  /** Prices a cart of products (at their lowest price, in their own shops) with the best live rule. */
  extend(app, deps, crud) {
    app.openapi(
      defineRoute(deps, crud.key('view'), {
        method: 'post',
        path: '/Api/Discount/Price',
        tags: ['Discount'],
        summary: 'Price a cart with the best live discount rule: subtotal, reduction, total and the rule applied',
        request: { body: { content: { 'application/json': { schema: PriceBody } }, required: true } },
        responses: { 200: json(envelope(PriceAnswer)) },
      }),
      async (c) => {
        requireAuth(c)
        const body = c.req.valid('json')
        const at = body.At ?? now()
        const ids = [...new Set(body.Lines.map((l) => l.ProductId))]
        const products = await deps.db
          .select({ Id: Product.Id, Price: Product.MinPrice, ShopId: Product.ShopId })
          .from(Product)
          .where(and(inArray(Product.Id, ids), ne(Product.Status, -1)))
        const byId = new Map(products.map((p) => [p.Id, p]))
        const missing = body.Lines.findIndex((l) => !byId.has(l.ProductId))
        if (missing >= 0) throw badRequest(M.referenceMissing, [{ Field: `Lines.${missing}.ProductId`, message: M.referenceMissing }])
        const rules = await deps.db
          .select()
          .from(Discount)
          .where(
            and(
              eq(Discount.Status, 1),
              or(eq(Discount.BeginTime, 0), lte(Discount.BeginTime, at)),
              or(eq(Discount.EndTime, 0), gte(Discount.EndTime, at)),
            ),
          )
        const lines = body.Lines.map((l) => ({ ...byId.get(l.ProductId)!, ProductId: l.ProductId, Num: l.Num }))
        const price = priceCart(lines, rules, at)
        const rule = rules.find((r) => r.Id === price.ruleId)
        return c.json(
          {
            Result: true,
            Data: {
              Subtotal: price.subtotal,
              Reduction: price.reduction,
              Total: price.total,
              RuleId: price.ruleId,
              RuleTitle: rule?.Title ?? '',
              FreeItems: price.freeItems,
            },
          },
          200,
        )
      },
    )
  },
  beforeWrite({ values, current }) {
    const v = (f: string) => Number(values[f] ?? current?.[f] ?? 0)
    const type = v('Type')
    if (type === DISCOUNT_TYPES.discount && v('Amount') > 10_000)
      throw badRequest(DISCOUNT_MESSAGES.percentTooHigh, [{ Field: 'Amount', message: DISCOUNT_MESSAGES.percentTooHigh }])
    if (type === DISCOUNT_TYPES.gift && (v('Amount') < 100 || v('GreaterThanNum') < 1))
      throw badRequest(DISCOUNT_MESSAGES.giftNeedsItems, [{ Field: 'Amount', message: DISCOUNT_MESSAGES.giftNeedsItems }])
    if (v('EndTime') && v('BeginTime') > v('EndTime')) throw badRequest(M.endBeforeBegin, [{ Field: 'EndTime', message: M.endBeforeBegin }])
    return values
  },
}

/** A code nobody can guess from another: 12 characters of base-32, in groups of four. */
const newCode = () =>
  randomBytes(8)
    .readBigUInt64BE()
    .toString(32)
    .toUpperCase()
    .padStart(12, '0')
    .slice(-12)
    .replace(/(.{4})(?=.)/g, '$1-')

async function codeTaken(tx: Tx, code: string, except?: number) {
  const [twin] = await tx
    .select({ Id: Coupon.Id })
    .from(Coupon)
    .where(and(eq(Coupon.Code, code), except ? ne(Coupon.Id, except) : undefined))
    .limit(1)
  return !!twin
}

/**
 * Coupons on their machine: a claim names the end user, a use the order; both are refused past
 * the valid time (the machine's `stillValid`, from the facts read here), and the transition's row
 * lock means a coupon is used once however many try at the same moment.
 */
export const couponServer: LifecycleServer = {
  lifecycle: couponLifecycle,
  table: Coupon,
  def: couponResource,
  reasons: COUPON_GUARD_REASONS,
  async load(_tx, row) {
    return { facts: { expired: Number(row.ValidTime) > 0 && Number(row.ValidTime) < now() } }
  },
  effects: {
    recordClaim: ({ event, now }) => ({ UserId: Number(event.data.UserId), ClaimTime: now }),
    recordUse: ({ event, now }) => ({ OrderNo: String(event.data.OrderNo), UseTime: now }),
    recordVoid: ({ event }) => ({ VoidReason: String(event.data.Reason ?? '') }),
  },
}

const couponOwnHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current, auth }) {
    const out = { ...values }
    if (!current) {
      out.Code = String(values.Code ?? '') || newCode()
      out.AgentId = auth.agentId
      if (await codeTaken(tx, String(out.Code)))
        throw badRequest(DISCOUNT_MESSAGES.codeTaken, [{ Field: 'Code', message: DISCOUNT_MESSAGES.codeTaken }])
    }
    return out
  },
  extend(app, deps, crud) {
    app.openapi(
      defineRoute(deps, crud.key('create'), {
        method: 'post',
        path: '/Api/Coupon/Issue',
        tags: ['Coupon'],
        summary: 'Issue several coupons of a discount rule at once, each with its own code, in one transaction',
        request: {
          body: { content: { 'application/json': { schema: z.object(couponIssueSchema.shape).openapi('CouponIssue') } }, required: true },
        },
        responses: { 200: json(envelope(z.object({ Count: z.number().int() }))) },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const body = c.req.valid('json')
        const count = await transaction(deps.db, async (tx) => {
          const [rule] = await tx
            .select({ Id: Discount.Id })
            .from(Discount)
            .where(and(eq(Discount.Id, body.DiscountId), ne(Discount.Status, -1)))
          if (!rule) throw badRequest(M.referenceMissing, [{ Field: 'DiscountId', message: M.referenceMissing }])
          const rows = Array.from({ length: body.Count }, () => ({
            DiscountId: body.DiscountId,
            Code: newCode(),
            ValidTime: body.ValidTime,
            AgentId: auth.agentId,
            UpdateAgent: auth.agentId,
          }))
          const made = await tx.insert(Coupon).values(rows).onConflictDoNothing().returning({ Id: Coupon.Id })
          // Each coupon's timeline starts as one made through Post would.
          if (made.length)
            await tx.insert(Timeline).values(
              made.map((m) => ({
                Doc: 'Coupon',
                DocId: m.Id,
                Event: 'create',
                From: '',
                To: 'Issued',
                AgentId: auth.agentId,
                Data: { DiscountId: body.DiscountId, ValidTime: body.ValidTime },
              })),
            )
          return made.length
        })
        return c.json({ Result: true, Data: { Count: count }, Message: translate(c.var.lang, DISCOUNT_MESSAGES.issued, { count }) }, 200)
      },
    )
  },
}

export const couponHooks: ResourceHooks = lifecycleHooks(couponServer, couponOwnHooks)

/** Discount rules and their coupons. */
export const DISCOUNT_RESOURCES = [resource(discountResource, Discount, discountHooks), resource(couponResource, Coupon, couponHooks)]

export const DISCOUNT_SERVERS: Readonly<Record<string, LifecycleServer>> = { Coupon: couponServer }

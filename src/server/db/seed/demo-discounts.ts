import { resourceNamed } from '../../../kernel/server/module.ts'

import type { AuthContext } from '../../../kernel/server/env.ts'

import type { Tx } from '../../../kernel/server/db/client.ts'

import { DISCOUNT_RESOURCES } from '../../lifecycle/coupon.ts'

import { createThrough, DAY, HOUR, type DemoPlan } from './demo-plan.ts'

const res = (name: string) => resourceNamed(DISCOUNT_RESOURCES, name)

type Cast = {
  admin: AuthContext
  supervisor: AuthContext
  products: Record<string, number>
  shops: readonly number[]
  users: readonly number[]
}

/**
 * The 12.12 promotions: one rule of each type (spend and save on the whole shop, a free cable with
 * three, 85% on the flasks), one that ended last month, and coupons of the first in every state:
 * waiting to be claimed, claimed, used on an order, voided, expired.
 */
export async function planDiscounts(tx: Tx, plan: DemoPlan, cast: Cast) {
  const now = plan.now
  const day = (d: number) => Math.floor((now + d * DAY) / DAY) * DAY
  const rule = (body: Record<string, unknown>, ago: number) =>
    createThrough(tx, res('Discount'), cast.admin, body, { CreateTime: now - ago * DAY })
  const spend = await rule(
    {
      Title: '12.12 满 199 减 30',
      Type: 1,
      GreaterThanPrice: 19900,
      Amount: 3000,
      BeginTime: day(-5),
      EndTime: day(16),
      Score: 4,
      Remark: '全店通用',
    },
    6,
  )
  await rule(
    {
      Title: '数码配件 买 3 送 1',
      Type: 2,
      GreaterThanNum: 3,
      Amount: 100,
      ProductIds: [cast.products.cable, cast.products.charger20, cast.products.case].filter(Boolean),
      BeginTime: day(-5),
      EndTime: day(16),
      Score: 3,
    },
    6,
  )
  await rule(
    {
      Title: '保温杯 85 折',
      Type: 3,
      Amount: 8500,
      ProductIds: [cast.products.flask500, cast.products.flask750].filter(Boolean),
      ShopIds: cast.shops.slice(0, 2),
      BeginTime: day(-2),
      EndTime: day(16),
      Score: 2,
    },
    3,
  )
  await rule(
    {
      Title: '双 11 满 299 减 50（已结束）',
      Type: 1,
      GreaterThanPrice: 29900,
      Amount: 5000,
      BeginTime: day(-20),
      EndTime: day(-14),
      Score: 1,
    },
    25,
  )

  const coupon = (code: string, ago: number, valid: number) =>
    plan
      .story({
        res: res('Coupon'),
        by: cast.supervisor,
        body: { DiscountId: spend, Code: code, ValidTime: day(valid), Remark: '12.12 新客券' },
      })
      .endsAgo(ago)
  const user = (i: number) => cast.users[i % Math.max(1, cast.users.length)] ?? 0
  for (const [i, code] of ['DEMO-1212-A001', 'DEMO-1212-A002', 'DEMO-1212-A003'].entries()) coupon(code, 5 * DAY - i * HOUR, 16)
  plan
    .story({ res: res('Coupon'), by: cast.supervisor, body: { DiscountId: spend, Code: 'DEMO-1212-B001', ValidTime: day(16) } })
    .then(DAY, 'claim', cast.supervisor, { UserId: user(0) })
    .endsAgo(2 * DAY)
  plan
    .story({ res: res('Coupon'), by: cast.supervisor, body: { DiscountId: spend, Code: 'DEMO-1212-B002', ValidTime: day(16) } })
    .then(HOUR, 'claim', cast.supervisor, { UserId: user(1) })
    .then(DAY, 'use', cast.supervisor, { OrderNo: 'SO20261124001' })
    .endsAgo(DAY)
  plan
    .story({ res: res('Coupon'), by: cast.supervisor, body: { DiscountId: spend, Code: 'DEMO-1212-C001', ValidTime: day(16) } })
    .then(HOUR, 'void', cast.supervisor, { Reason: '发错客户，作废重发' })
    .endsAgo(3 * DAY)
  // Given out for the 11.11 sale and never used: the scheduler expired it.
  plan
    .story({ res: res('Coupon'), by: cast.supervisor, body: { DiscountId: spend, Code: 'DEMO-1111-X001', ValidTime: day(-13) } })
    .then(6 * DAY, 'expire', null)
    .endsAgo(13 * DAY - 6 * DAY)
}

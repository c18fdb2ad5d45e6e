import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

export const DISCOUNT_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'discount.type.1', message: 'Spend and save' } },
  { value: 2, label: /*i18n*/ { id: 'discount.type.2', message: 'Buy more, get free items' } },
  { value: 3, label: /*i18n*/ { id: 'discount.type.3', message: 'Percentage discount' } },
]

export const DISCOUNT_MESSAGES = {
  percentTooHigh: /*i18n*/ { id: 'srv.Discount.percentTooHigh', message: 'A discount pays at most 100.00 percent of the price' },
  giftNeedsItems: /*i18n*/ { id: 'srv.Discount.giftNeedsItems', message: 'Give at least 1.00 item, and ask for at least one item bought' },
  codeTaken: /*i18n*/ { id: 'srv.Coupon.codeTaken', message: 'Another coupon has this code' },
  issued: /*i18n*/ { id: 'srv.Coupon.issued', message: '{count} coupons issued' },
} as const satisfies Record<string, MessageDescriptor>

/**
 * Discount rules (spec "Discount / promotion rule"): the three types with their thresholds and
 * amount in hundredths (shown divided by 100), the products and shops they cover (none named: all)
 * and the dates they run. The best live rule prices a cart (cart-pricing.ts).
 */
export const discountResource = defineResource({
  name: 'Discount',
  noun: /*i18n*/ { id: 'noun.Discount', message: 'discount rule' },
  permission: 'discount',
  group: 'discount',
  route: '/discount/project',
  fields: {
    Title: z.string().trim().min(1).max(100),
    Type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    GreaterThanPrice: fields.money().default(0),
    GreaterThanNum: fields.int(0, fields.MAX_QTY).default(0),
    Amount: fields.money(),
    ProductIds: z
      .array(fields.id())
      .max(200)
      .overwrite((ids) => [...new Set(ids)])
      .default([]),
    ShopIds: z
      .array(fields.id())
      .max(50)
      .overwrite((ids) => [...new Set(ids)])
      .default([]),
    BeginTime: fields.unixTime().default(0),
    EndTime: fields.unixTime().default(0),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'Title',
  columns: [
    'Id',
    'Title',
    'Type',
    'GreaterThanPrice',
    'GreaterThanNum',
    'Amount',
    'ProductIds',
    'ShopIds',
    'BeginTime',
    'EndTime',
    'Status',
  ],
  sort: ['Id', 'Score', 'CreateTime', 'BeginTime'],
  filters: { Type: 'enum' },
  keyword: ['Title'],
  options: { Type: DISCOUNT_TYPE_OPTIONS },
  references: { ProductIds: 'Product', ShopIds: 'Shop' },
  widgets: { GreaterThanPrice: 'money', Amount: 'money', BeginTime: 'datetime', EndTime: 'datetime', Remark: 'textarea' },
  labels: {
    Title: /*i18n*/ { id: 'field.Discount.Title', message: 'Name' },
    Type: /*i18n*/ { id: 'field.Discount.Type', message: 'Rule type' },
    GreaterThanPrice: /*i18n*/ { id: 'field.Discount.GreaterThanPrice', message: 'When the goods cost at least' },
    GreaterThanNum: /*i18n*/ { id: 'field.Discount.GreaterThanNum', message: 'When at least this many items' },
    Amount: /*i18n*/ { id: 'field.Discount.Amount', message: 'Amount' },
    ProductIds: /*i18n*/ { id: 'field.Discount.ProductIds', message: 'Only these products' },
    ShopIds: /*i18n*/ { id: 'field.Discount.ShopIds', message: 'Only these shops' },
    BeginTime: /*i18n*/ { id: 'field.Discount.BeginTime', message: 'Runs from' },
    EndTime: /*i18n*/ { id: 'field.Discount.EndTime', message: 'Runs until' },
  },
  hints: {
    Amount: /*i18n*/ {
      id: 'hint.Discount.Amount',
      message:
        'Spend and save: the money taken off. Free items: how many items are given (1.00 = one). Percentage: the percent of the price paid (85.00 = pay 85%).',
    },
    ProductIds: /*i18n*/ { id: 'hint.Discount.ProductIds', message: 'None chosen: every product.' },
  },
  form: [
    ['Title', 'Type'],
    ['GreaterThanPrice', 'GreaterThanNum'],
    ['Amount'],
    ['ProductIds'],
    ['ShopIds'],
    ['BeginTime', 'EndTime'],
    ['Remark'],
    ['Score'],
  ],
})

export const COUPON_STATES: readonly EnumOption[] = [
  { value: 'Issued', label: /*i18n*/ { id: 'state.Coupon.Issued', message: 'Issued' } },
  { value: 'Claimed', label: /*i18n*/ { id: 'state.Coupon.Claimed', message: 'Claimed' } },
  { value: 'Used', label: /*i18n*/ { id: 'state.Coupon.Used', message: 'Used' } },
  { value: 'Voided', label: /*i18n*/ { id: 'state.Coupon.Voided', message: 'Voided' } },
  { value: 'Expired', label: /*i18n*/ { id: 'state.Coupon.Expired', message: 'Expired' } },
]

export const COUPON_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  claim: /*i18n*/ { id: 'event.Coupon.claim', message: 'Claimed by a customer' },
  use: /*i18n*/ { id: 'event.Coupon.use', message: 'Used on an order' },
  void: /*i18n*/ { id: 'event.Coupon.void', message: 'Void' },
  expire: /*i18n*/ { id: 'event.Coupon.expire', message: 'Expired' },
}

/** Coupons (spec /discount/coupon): each carries a rule, is claimed by one end user and used on one order. */
export const couponResource = defineResource({
  name: 'Coupon',
  events: COUPON_EVENTS,
  noun: /*i18n*/ { id: 'noun.Coupon', message: 'coupon' },
  permission: 'discount',
  group: 'discount',
  route: '/discount/coupon',
  fields: {
    DiscountId: fields.id(),
    /** Left empty, the server makes one. */
    Code: z
      .string()
      .trim()
      .max(30)
      .regex(/^[A-Za-z0-9-]*$/)
      .default(''),
    ValidTime: fields.unixTime(),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'Code',
  columns: ['Id', 'Code', 'DiscountId', 'State', 'UserId', 'ClaimTime', 'OrderNo', 'UseTime', 'ValidTime', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime', 'ValidTime'],
  filters: { State: 'in', DiscountId: 'reference', UserId: 'reference' },
  keyword: ['Code', 'OrderNo'],
  defaultSort: { field: 'Id' },
  immutable: ['DiscountId', 'Code'],
  options: { State: COUPON_STATES },
  references: { DiscountId: 'Discount', UserId: 'User' },
  widgets: { ValidTime: 'datetime', ClaimTime: 'datetime', UseTime: 'datetime', Remark: 'textarea' },
  labels: {
    DiscountId: /*i18n*/ { id: 'field.Coupon.DiscountId', message: 'Discount rule' },
    Code: /*i18n*/ { id: 'field.Coupon.Code', message: 'Coupon code' },
    ValidTime: /*i18n*/ { id: 'field.Coupon.ValidTime', message: 'Valid until' },
    UserId: /*i18n*/ { id: 'field.Coupon.UserId', message: 'Claimed by' },
    ClaimTime: /*i18n*/ { id: 'field.Coupon.ClaimTime', message: 'Claimed at' },
    OrderNo: /*i18n*/ { id: 'field.Coupon.OrderNo', message: 'Used on order' },
    UseTime: /*i18n*/ { id: 'field.Coupon.UseTime', message: 'Used at' },
    VoidReason: /*i18n*/ { id: 'field.Coupon.VoidReason', message: 'Why voided' },
  },
  hints: { Code: /*i18n*/ { id: 'hint.Coupon.Code', message: 'Leave empty to have one made.' } },
  form: [['DiscountId'], ['Code', 'ValidTime'], ['Remark'], ['Score']],
})

/** Issuing several coupons of a rule at once. */
export const couponIssueSchema = z.object({
  DiscountId: fields.id(),
  Count: fields.int(1, 500),
  ValidTime: fields.unixTime(),
})

/** Why the Coupon machine refuses an event, by guard name. */
export const COUPON_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  stillValid: /*i18n*/ { id: 'guard.stillValid', message: 'This coupon is past its valid time' },
}

import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import { money, ref, score, text, TRADE_LABELS } from './trade-fields.ts'
import { qty, unixTime } from '../../kernel/shared/schemas/fields.ts'

export const ORDER_STATES: readonly EnumOption[] = [
  { value: 'Unpaid', label: /*i18n*/ { id: 'state.Order.Unpaid', message: 'Awaiting payment' } },
  { value: 'RetryShip', label: /*i18n*/ { id: 'state.Order.RetryShip', message: 'Awaiting shipment' } },
  { value: 'ConfirmReceive', label: /*i18n*/ { id: 'state.Order.ConfirmReceive', message: 'Awaiting receipt' } },
  { value: 'Completed', label: /*i18n*/ { id: 'state.Order.Completed', message: 'Completed' } },
  { value: 'Cancelled', label: /*i18n*/ { id: 'state.Order.Cancelled', message: 'Cancelled' } },
]

export const ORDER_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  pay: /*i18n*/ { id: 'event.Order.pay', message: 'Record payment' },
  cancel: /*i18n*/ { id: 'event.Order.cancel', message: 'Cancel the order' },
  expire: /*i18n*/ { id: 'event.Order.expire', message: 'Cancelled: not paid in time' },
  ship: /*i18n*/ { id: 'event.Order.ship', message: 'Ship' },
  confirmReceive: /*i18n*/ { id: 'event.Order.confirmReceive', message: 'Confirm receipt' },
  autoConfirm: /*i18n*/ { id: 'event.Order.autoConfirm', message: 'Receipt confirmed automatically' },
}

/** One line of an order: what was bought, how many, at what unit price (hundredths). */
export const orderLineSchema = z.object({
  ProductId: ref,
  Title: z.string().trim().min(1).max(200),
  Spec: text(100),
  Num: qty(),
  Price: money,
})

/** Product orders (spec "Order"): states move only by the Order machine; the lines are written with the order. */
export const orderResource = defineResource({
  name: 'Order',
  events: ORDER_EVENTS,
  noun: /*i18n*/ { id: 'noun.Order', message: 'order' },
  permission: 'order',
  group: 'product',
  route: '/product/order',
  fields: {
    // Left empty, the next number of its kind is assigned on saving.
    OrderNo: z.string().trim().max(50).default(''),
    Title: text(200),
    ShopId: ref,
    UserId: ref,
    OrderTime: unixTime().default(0),
    DealAmount: money,
    Payment: text(50),
    Name: z.string().trim().min(1).max(50),
    Phone: text(30),
    Country: text(50),
    City: text(50),
    Address: text(200),
    Zip: text(20),
    Remark: text(500),
    Score: score,
    Lines: z.array(orderLineSchema).min(1).max(500),
  },
  label: 'OrderNo',
  columns: [
    'Id',
    'OrderNo',
    'Title',
    'State',
    'DealAmount',
    'AlreadyPay',
    'Name',
    'Country',
    'ExpressNo',
    'AgentName',
    'ShipTime',
    'CreateTime',
  ],
  sort: ['Id', 'Score', 'CreateTime', 'ShipTime'],
  filters: { State: 'in', ShopId: 'reference', UserId: 'reference', AgentId: 'reference', DepartmentId: 'reference', OrderNo: 'keyword' },
  keyword: ['OrderNo', 'Title', 'Name', 'Phone', 'ExpressNo'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: ORDER_STATES },
  references: { ShopId: 'Shop', UserId: 'User', AgentId: 'Agent', 'Lines.ProductId': 'Product' },
  widgets: {
    DealAmount: 'money',
    AlreadyPay: 'money',
    Price: 'money',
    OrderTime: 'date',
    PayTime: 'date',
    ShipTime: 'date',
    SignTime: 'date',
    Remark: 'textarea',
  },
  labels: { ...TRADE_LABELS, Name: /*i18n*/ { id: 'field.Order.Name', message: 'Recipient' } },
  form: [
    ['OrderNo', 'Title'],
    ['ShopId', 'UserId'],
    ['OrderTime', 'DealAmount'],
    ['Payment'],
    ['Name', 'Phone'],
    ['Country', 'City'],
    ['Address', 'Zip'],
    ['Lines'],
    ['Remark'],
  ],
})

import { country } from '../../kernel/shared/countries.ts'
import { z } from 'zod'
import { defineResource, type EnumOption, type ResourceDef } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import type { PermissionResource } from '../../kernel/shared/permissions.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'
import type { CatalogFamily } from './catalog.ts'
import { TRADE_LABELS } from './trade-fields.ts'

/**
 * The markets sold besides goods (spec "Services, Course, Live, Site, Single"): one offering table
 * and one provider table, each screen a family of it (`Offering/course`, `Provider/lecturer`) with
 * the shared field set below and, where a market needs one, a field or two of its own.
 */

export const OFFERING_MODULES = ['service', 'course', 'live', 'single', 'site'] as const
export type OfferingModule = (typeof OFFERING_MODULES)[number]
export const PROVIDER_KINDS = ['service', 'lecturer', 'live', 'single', 'platform'] as const
export type ProviderKind = (typeof PROVIDER_KINDS)[number]

const text = fields.text
const time = () => fields.unixTime().default(0)

interface ModuleSpec {
  permission: PermissionResource
  route: string
  noun: MessageDescriptor
  provider: ProviderKind
  catalog: CatalogFamily
  /** What Kind means in this market. */
  kinds: readonly EnumOption[]
  providerLabel: MessageDescriptor
}

export const OFFERING_SPECS: Readonly<Record<OfferingModule, ModuleSpec>> = {
  service: {
    permission: 'service',
    route: '/service/list',
    noun: /*i18n*/ { id: 'noun.Offering.service', message: 'service' },
    provider: 'service',
    catalog: 'service',
    providerLabel: /*i18n*/ { id: 'field.Offering.service.ProviderId', message: 'Service provider' },
    kinds: [
      { value: 1, label: /*i18n*/ { id: 'offering.service.kind.1', message: 'Company formation' } },
      { value: 2, label: /*i18n*/ { id: 'offering.service.kind.2', message: 'Trademark and certification' } },
      { value: 3, label: /*i18n*/ { id: 'offering.service.kind.3', message: 'Store operation' } },
      { value: 4, label: /*i18n*/ { id: 'offering.service.kind.4', message: 'Photography and design' } },
    ],
  },
  course: {
    permission: 'course',
    route: '/course/list',
    noun: /*i18n*/ { id: 'noun.Offering.course', message: 'course' },
    provider: 'lecturer',
    catalog: 'course',
    providerLabel: /*i18n*/ { id: 'field.Offering.course.ProviderId', message: 'Lecturer' },
    kinds: [
      { value: 1, label: /*i18n*/ { id: 'offering.course.kind.1', message: 'Recorded' } },
      { value: 2, label: /*i18n*/ { id: 'offering.course.kind.2', message: 'Live class' } },
      { value: 3, label: /*i18n*/ { id: 'offering.course.kind.3', message: 'In person' } },
    ],
  },
  live: {
    permission: 'live',
    route: '/live/list',
    noun: /*i18n*/ { id: 'noun.Offering.live', message: 'live stream' },
    provider: 'live',
    catalog: 'live',
    providerLabel: /*i18n*/ { id: 'field.Offering.live.ProviderId', message: 'Live institution' },
    kinds: [
      { value: 1, label: /*i18n*/ { id: 'offering.live.kind.1', message: 'Selling stream' } },
      { value: 2, label: /*i18n*/ { id: 'offering.live.kind.2', message: 'Training stream' } },
    ],
  },
  single: {
    permission: 'single',
    route: '/single/list',
    noun: /*i18n*/ { id: 'noun.Offering.single', message: 'project product' },
    provider: 'single',
    catalog: 'single',
    providerLabel: /*i18n*/ { id: 'field.Offering.single.ProviderId', message: 'Project' },
    kinds: [
      { value: 1, label: /*i18n*/ { id: 'offering.single.kind.1', message: 'Package' } },
      { value: 2, label: /*i18n*/ { id: 'offering.single.kind.2', message: 'Add-on' } },
    ],
  },
  site: {
    permission: 'platform',
    route: '/platform/site',
    noun: /*i18n*/ { id: 'noun.Offering.site', message: 'site' },
    provider: 'platform',
    catalog: 'platform',
    providerLabel: /*i18n*/ { id: 'field.Offering.site.ProviderId', message: 'Platform' },
    kinds: [
      { value: 1, label: /*i18n*/ { id: 'offering.site.kind.1', message: 'Marketplace' } },
      { value: 2, label: /*i18n*/ { id: 'offering.site.kind.2', message: 'Own web shop' } },
      { value: 3, label: /*i18n*/ { id: 'offering.site.kind.3', message: 'Social commerce' } },
    ],
  },
}

/** The shared field set (spec section 3), one definition for every market. */
const offeringFields = {
  Title: z.string().trim().min(1).max(200),
  CatalogId: fields.refId().default(0),
  ProviderId: fields.refId().default(0),
  AnotherShopId: fields.refId().default(0),
  Kind: fields.int(0, 99).default(0),
  Price: fields.money().default(0),
  FavourablePercent: fields.percent().default(0),
  ButtonName: text(20),
  Tag: text(100),
  CardImg: fields.images(10),
  DescribeItem: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
  Describe: text(20_000),
  DescribeImg: fields.images(20),
  Link: fields.url().default(''),
  StartTime: time(),
  Capacity: fields.int(0, fields.MAX_QTY).default(0),
  OnlineTime: time(),
  OfflineTime: time(),
  Score: fields.score().default(0),
}

const OFFERING_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Title: /*i18n*/ { id: 'field.Offering.Title', message: 'Title' },
  AnotherShopId: /*i18n*/ { id: 'field.Offering.AnotherShopId', message: 'Also sold by shop' },
  Kind: /*i18n*/ { id: 'field.Offering.Kind', message: 'Type' },
  Price: /*i18n*/ { id: 'field.Offering.Price', message: 'Price' },
  FavourablePercent: /*i18n*/ { id: 'field.Offering.FavourablePercent', message: 'Discount' },
  ButtonName: /*i18n*/ { id: 'field.Offering.ButtonName', message: 'Button text' },
  Tag: /*i18n*/ { id: 'field.Offering.Tag', message: 'Tags' },
  CardImg: /*i18n*/ { id: 'field.Offering.CardImg', message: 'Images' },
  DescribeItem: /*i18n*/ { id: 'field.Offering.DescribeItem', message: 'Highlights' },
  Describe: /*i18n*/ { id: 'field.Offering.Describe', message: 'Description' },
  DescribeImg: /*i18n*/ { id: 'field.Offering.DescribeImg', message: 'Description images' },
  Link: /*i18n*/ { id: 'field.Offering.Link', message: 'Link' },
  StartTime: /*i18n*/ { id: 'field.Offering.StartTime', message: 'Starts at' },
  Capacity: /*i18n*/ { id: 'field.Offering.Capacity', message: 'Places (0 = unlimited)' },
  OnlineTime: /*i18n*/ { id: 'field.Offering.OnlineTime', message: 'Online from' },
  OfflineTime: /*i18n*/ { id: 'field.Offering.OfflineTime', message: 'Offline from' },
  OrderCount: /*i18n*/ { id: 'field.Offering.OrderCount', message: 'Orders' },
  DealAmount: /*i18n*/ { id: 'field.Offering.DealAmount', message: 'Sales' },
  AlreadyPay: /*i18n*/ { id: 'field.Offering.AlreadyPay', message: 'Paid' },
  OrderTime: /*i18n*/ { id: 'field.Offering.OrderTime', message: 'Last ordered' },
}

/** The offering screen of one market: `Offering/<module>`. */
export function offeringResourceFor(module: OfferingModule): ResourceDef {
  const spec = OFFERING_SPECS[module]
  return defineResource({
    name: 'Offering',
    noun: spec.noun,
    permission: spec.permission,
    group: spec.permission,
    route: spec.route,
    fields: offeringFields,
    label: 'Title',
    columns: [
      'Id',
      'CardImg',
      'Title',
      'ProviderId',
      'Kind',
      'Price',
      'FavourablePercent',
      'OrderCount',
      'DealAmount',
      'OnlineTime',
      'Score',
      'CreateTime',
    ],
    sort: ['Id', 'Score', 'CreateTime', 'Price', 'DealAmount'],
    filters: { ProviderId: 'reference', CatalogId: 'reference', Kind: 'enum' },
    keyword: ['Title', 'Tag'],
    family: { suffix: module, fixed: { Module: module } },
    references: { ProviderId: `Provider/${spec.provider}`, CatalogId: `Catalog/${spec.catalog}`, AnotherShopId: 'Shop' },
    options: { Kind: spec.kinds },
    widgets: {
      CardImg: 'images',
      DescribeImg: 'images',
      Describe: 'richtext',
      DescribeItem: 'tags',
      Price: 'money',
      DealAmount: 'money',
      AlreadyPay: 'money',
      StartTime: 'datetime',
      OnlineTime: 'datetime',
      OfflineTime: 'datetime',
      OrderTime: 'datetime',
    },
    labels: { ...OFFERING_LABELS, ProviderId: spec.providerLabel },
    form: [
      ['Title', 'Kind'],
      ['ProviderId', 'CatalogId'],
      ['Price', 'FavourablePercent'],
      ['StartTime', 'Capacity'],
      ['CardImg'],
      ['DescribeItem'],
      ['Tag', 'ButtonName'],
      ['AnotherShopId', 'Link'],
      ['OnlineTime', 'OfflineTime'],
      ['Describe'],
      ['DescribeImg'],
      ['Score'],
    ],
    wideForm: true,
  })
}

/** Every offering, whatever its market, for the orders' picker and names (read only). */
export const anyOfferingResource: ResourceDef = {
  ...offeringResourceFor('service'),
  permission: 'order',
  route: '/service/order',
  family: { suffix: 'all', fixed: {} },
  readOnly: true,
  filters: { Module: 'in' },
  references: { ProviderId: 'Provider/all' },
}

// ----------------------------------------------------------------------------------- providers

const PROVIDER_SPECS: Readonly<Record<ProviderKind, { permission: PermissionResource; route: string; noun: MessageDescriptor }>> = {
  service: {
    permission: 'service',
    route: '/service/provider',
    noun: /*i18n*/ { id: 'noun.Provider.service', message: 'service provider' },
  },
  lecturer: { permission: 'course', route: '/course/lecturer', noun: /*i18n*/ { id: 'noun.Provider.lecturer', message: 'lecturer' } },
  live: { permission: 'live', route: '/live/shop', noun: /*i18n*/ { id: 'noun.Provider.live', message: 'live institution' } },
  single: { permission: 'single', route: '/single/shop', noun: /*i18n*/ { id: 'noun.Provider.single', message: 'project' } },
  platform: { permission: 'platform', route: '/platform/list', noun: /*i18n*/ { id: 'noun.Provider.platform', message: 'platform' } },
}

/** Who offers: a service provider, a lecturer, a live institution, a single project, a platform. */
export function providerResourceFor(kind: ProviderKind): ResourceDef {
  const spec = PROVIDER_SPECS[kind]
  return defineResource({
    name: 'Provider',
    noun: spec.noun,
    permission: spec.permission,
    group: spec.permission,
    route: spec.route,
    fields: {
      Name: z.string().trim().min(1).max(100),
      Logo: fields.url().default(''),
      Contact: text(50),
      Phone: text(30),
      Email: z.union([z.email(), z.literal('')]).default(''),
      Country: country(),
      Link: fields.url().default(''),
      Tag: text(100),
      Describe: text(5000),
      Score: fields.score().default(0),
    },
    label: 'Name',
    columns: ['Id', 'Logo', 'Name', 'Contact', 'Phone', 'Country', 'Tag', 'Score', 'CreateTime'],
    sort: ['Id', 'Score', 'CreateTime'],
    filters: {},
    keyword: ['Name', 'Contact', 'Tag'],
    family: { suffix: kind, fixed: { Kind: kind } },
    widgets: { Logo: 'image', Describe: 'textarea' },
    labels: {
      Name: /*i18n*/ { id: 'field.Provider.Name', message: 'Name' },
      Logo: /*i18n*/ { id: 'field.Provider.Logo', message: 'Logo or photo' },
      Contact: /*i18n*/ { id: 'field.Provider.Contact', message: 'Contact person' },
      Email: /*i18n*/ { id: 'field.Provider.Email', message: 'Email' },
      Link: /*i18n*/ { id: 'field.Provider.Link', message: 'Website' },
      Tag: /*i18n*/ { id: 'field.Provider.Tag', message: 'Tags' },
      Describe: /*i18n*/ { id: 'field.Provider.Describe', message: 'Introduction' },
    },
    form: [['Name', 'Contact'], ['Phone', 'Email'], ['Country', 'Link'], ['Logo'], ['Tag'], ['Describe'], ['Score']],
  })
}

export const anyProviderResource: ResourceDef = {
  ...providerResourceFor('service'),
  permission: 'order',
  route: '/service/order',
  family: { suffix: 'all', fixed: {} },
  readOnly: true,
}

// ---------------------------------------------------------------------------------------- orders

export const OFFERING_MODULE_OPTIONS: readonly EnumOption[] = OFFERING_MODULES.filter((m) => m !== 'site').map((m) => ({
  value: m,
  label: OFFERING_SPECS[m].noun,
}))

export const OFFERING_ORDER_STATES: readonly EnumOption[] = [
  { value: 'Unpaid', label: /*i18n*/ { id: 'state.OfferingOrder.Unpaid', message: 'Awaiting payment' } },
  { value: 'RetryShip', label: /*i18n*/ { id: 'state.OfferingOrder.RetryShip', message: 'Awaiting delivery' } },
  { value: 'ConfirmReceive', label: /*i18n*/ { id: 'state.OfferingOrder.ConfirmReceive', message: 'Awaiting confirmation' } },
  { value: 'Completed', label: /*i18n*/ { id: 'state.OfferingOrder.Completed', message: 'Completed' } },
  { value: 'Cancelled', label: /*i18n*/ { id: 'state.OfferingOrder.Cancelled', message: 'Cancelled' } },
]

export const OFFERING_ORDER_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  pay: /*i18n*/ { id: 'event.OfferingOrder.pay', message: 'Record payment' },
  cancel: /*i18n*/ { id: 'event.OfferingOrder.cancel', message: 'Cancel the order' },
  expire: /*i18n*/ { id: 'event.OfferingOrder.expire', message: 'Cancelled: not paid in time' },
  ship: /*i18n*/ { id: 'event.OfferingOrder.ship', message: 'Deliver' },
  confirmReceive: /*i18n*/ { id: 'event.OfferingOrder.confirmReceive', message: 'Confirm completion' },
  autoConfirm: /*i18n*/ { id: 'event.OfferingOrder.autoConfirm', message: 'Completion confirmed automatically' },
}

export const OFFERING_ORDER_MESSAGES = {
  wrongMarket: /*i18n*/ { id: 'srv.OfferingOrder.wrongMarket', message: 'Choose an offering of this market' },
  soldOut: /*i18n*/ { id: 'srv.OfferingOrder.soldOut', message: 'Not enough places left: {left} remaining' },
} as const satisfies Record<string, MessageDescriptor>

/**
 * Orders of services, course seats, live bookings and project products (spec: DealAmount,
 * AlreadyPay, OrderTime), one document on the order lifecycle; each market's screen shows its own
 * (`Module`). The price, title and amount are the server's, from the offering and its discount.
 */
export const offeringOrderResource = defineResource({
  name: 'OfferingOrder',
  events: OFFERING_ORDER_EVENTS,
  noun: /*i18n*/ { id: 'noun.OfferingOrder', message: 'order' },
  permission: 'order',
  group: 'product',
  route: '/service/order',
  fields: {
    Module: z.enum(['service', 'course', 'live', 'single']),
    // Left empty, the next number of its kind is assigned on saving.
    OrderNo: z.string().trim().max(50).default(''),
    OfferingId: fields.id(),
    Num: fields.qty().default(1),
    UserId: fields.refId().default(0),
    Name: z.string().trim().min(1).max(50),
    Phone: text(30),
    OrderTime: fields.unixTime().default(0),
    Payment: text(50),
    Remark: text(500),
    Score: fields.score().default(0),
  },
  label: 'OrderNo',
  columns: ['Id', 'OrderNo', 'Title', 'State', 'Num', 'DealAmount', 'AlreadyPay', 'Name', 'OrderTime', 'AgentName', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime', 'OrderTime'],
  filters: { Module: 'in', State: 'in', OfferingId: 'reference', UserId: 'reference', AgentId: 'reference', OrderNo: 'keyword' },
  keyword: ['OrderNo', 'Title', 'Name', 'Phone'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  immutable: ['Module'],
  options: { State: OFFERING_ORDER_STATES, Module: OFFERING_MODULE_OPTIONS },
  references: { OfferingId: 'Offering/all', UserId: 'User', AgentId: 'Agent' },
  widgets: {
    DealAmount: 'money',
    AlreadyPay: 'money',
    Price: 'money',
    RefundAmount: 'money',
    OrderTime: 'datetime',
    PayTime: 'datetime',
    ShipTime: 'datetime',
    SignTime: 'datetime',
    Remark: 'textarea',
  },
  labels: {
    ...TRADE_LABELS,
    Module: /*i18n*/ { id: 'field.OfferingOrder.Module', message: 'Market' },
    OfferingId: /*i18n*/ { id: 'field.OfferingOrder.OfferingId', message: 'Ordered' },
    Num: /*i18n*/ { id: 'field.OfferingOrder.Num', message: 'Quantity' },
    Name: /*i18n*/ { id: 'field.OfferingOrder.Name', message: 'Customer' },
    Note: /*i18n*/ { id: 'field.OfferingOrder.Note', message: 'Delivery note' },
    RefundAmount: /*i18n*/ { id: 'field.OfferingOrder.RefundAmount', message: 'To refund' },
    ShipTime: /*i18n*/ { id: 'field.OfferingOrder.ShipTime', message: 'Delivered' },
    SignTime: /*i18n*/ { id: 'field.OfferingOrder.SignTime', message: 'Completed' },
  },
  form: [['Module', 'OrderNo'], ['OfferingId', 'Num'], ['Name', 'Phone'], ['UserId', 'OrderTime'], ['Payment'], ['Remark']],
})

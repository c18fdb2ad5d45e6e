import { countryCode as codeOfCountry, COUNTRY_SCHEMAS, isCountryCode } from '../../kernel/shared/countries.ts'
import { z } from 'zod'
import { defineResource } from '../../kernel/shared/resources/define.ts'
import { YES_NO } from './hr.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/**
 * Transfer and logistics (spec "/transfer"): the routes goods travel between warehouses, the
 * collection points parcels are handed in at, the carriers' channels and their products, which
 * product serves which destination (delivery schemes) and what it costs. A quote (quote.ts on
 * the server) reads the last three to price a parcel.
 */

const score = fields.score().default(0)
const text = fields.text
const enabled = fields.flag().default(1)
/** Grams, up to 1,000 tonnes. */
export const MAX_GRAMS = 1_000_000_000
const grams = () => fields.int(0, MAX_GRAMS)

/** A country of the one list (MY, CN), taken in any case, required: picked by its name on the forms. */
export const countryCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => isCountryCode(v), { message: 'badCountry' })
    .register(COUNTRY_SCHEMAS, { list: 'iso3166' })

/** "lat,lng" in decimal degrees: latitude −90…90, longitude −180…180; empty: not placed. */
export function parseCoordinate(v: string): [number, number] | undefined {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(v)
  if (!m) return undefined
  const lat = Number(m[1])
  const lng = Number(m[2])
  return lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180 ? [lat, lng] : undefined
}

export const coordinate = () =>
  z
    .string()
    .trim()
    .max(60)
    .refine((v) => v === '' || parseCoordinate(v) !== undefined, { message: 'badCoordinate' })
    .default('')

/** The code of a country given by code or by name ('' when unknown): the one country list's reading (countries.ts). */
export const toCountryCode = codeOfCountry

/** Labels of the Transfer module's own fields (spec: it has its own label set). */
const TRANSFER_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Title: /*i18n*/ { id: 'field.Transfer.Title', message: 'Name' },
  FromCountry: /*i18n*/ { id: 'field.Transfer.FromCountry', message: 'From country' },
  FromWarehouseId: /*i18n*/ { id: 'field.Transfer.FromWarehouseId', message: 'From warehouse' },
  ToCountry: /*i18n*/ { id: 'field.Transfer.ToCountry', message: 'To country' },
  ToWarehouseId: /*i18n*/ { id: 'field.Transfer.ToWarehouseId', message: 'To warehouse' },
  TransitDays: /*i18n*/ { id: 'field.Transfer.TransitDays', message: 'Transit days' },
  Enabled: /*i18n*/ { id: 'field.Transfer.Enabled', message: 'Enabled' },
  Door: /*i18n*/ { id: 'field.Gather.Door', message: 'Door number' },
  Name: /*i18n*/ { id: 'field.Gather.Name', message: 'Collection point' },
  Phone: /*i18n*/ { id: 'field.Gather.Phone', message: 'Phone' },
  Prov: /*i18n*/ { id: 'field.Gather.Prov', message: 'Province / state' },
  City: /*i18n*/ { id: 'field.Gather.City', message: 'City' },
  Addr: /*i18n*/ { id: 'field.Gather.Addr', message: 'Address' },
  Zip: /*i18n*/ { id: 'field.Gather.Zip', message: 'Postcode' },
  Coordinate: /*i18n*/ { id: 'field.Gather.Coordinate', message: 'Coordinates (lat,lng)' },
  AgentId: /*i18n*/ { id: 'field.Gather.AgentId', message: 'Agent' },
  Carrier: /*i18n*/ { id: 'field.Transfer.Carrier', message: 'Carrier' },
  Countries: /*i18n*/ { id: 'field.Transfer.Countries', message: 'Countries served' },
  MinWeight: /*i18n*/ { id: 'field.Transfer.MinWeight', message: 'Minimum weight (g)' },
  MaxWeight: /*i18n*/ { id: 'field.Transfer.MaxWeight', message: 'Maximum weight (g)' },
  Divisor: /*i18n*/ { id: 'field.Transfer.Divisor', message: 'Volumetric divisor (cm³/kg)' },
  ChannelId: /*i18n*/ { id: 'field.Transfer.ChannelId', message: 'Channel' },
  Code: /*i18n*/ { id: 'field.Transfer.Code', message: 'Product code' },
  MinDays: /*i18n*/ { id: 'field.Transfer.MinDays', message: 'Fastest (days)' },
  MaxDays: /*i18n*/ { id: 'field.Transfer.MaxDays', message: 'Slowest (days)' },
  ProductId: /*i18n*/ { id: 'field.Transfer.ProductId', message: 'Channel product' },
  Country: /*i18n*/ { id: 'field.Transfer.Country', message: 'Destination country' },
  MinValue: /*i18n*/ { id: 'field.Transfer.MinValue', message: 'Minimum declared value' },
  MaxValue: /*i18n*/ { id: 'field.Transfer.MaxValue', message: 'Maximum declared value' },
  Preference: /*i18n*/ { id: 'field.Transfer.Preference', message: 'Preference' },
  Zone: /*i18n*/ { id: 'field.Transfer.Zone', message: 'Zone' },
  FirstWeight: /*i18n*/ { id: 'field.Transfer.FirstWeight', message: 'First weight (g)' },
  FirstPrice: /*i18n*/ { id: 'field.Transfer.FirstPrice', message: 'First weight price' },
  UnitWeight: /*i18n*/ { id: 'field.Transfer.UnitWeight', message: 'Additional unit (g)' },
  UnitPrice: /*i18n*/ { id: 'field.Transfer.UnitPrice', message: 'Price per additional unit' },
  Surcharge: /*i18n*/ { id: 'field.Transfer.Surcharge', message: 'Fuel surcharge' },
  Currency: /*i18n*/ { id: 'field.Transfer.Currency', message: 'Currency' },
}

export const TRANSFER_MESSAGES = {
  maxBelowMin: /*i18n*/ { id: 'srv.Transfer.maxBelowMin', message: 'The upper limit must not be below the lower one (0: no limit)' },
  sameWarehouse: /*i18n*/ { id: 'srv.Transfer.sameWarehouse', message: 'A route leaves one warehouse for another' },
  noOption: /*i18n*/ {
    id: 'srv.Transfer.noOption',
    message:
      'No channel delivers a parcel like this to {country}: no delivery scheme covers its weight ({weight} g) and value, or no cost is set',
  },
  unknownCountry: /*i18n*/ { id: 'srv.Transfer.unknownCountry', message: 'Choose a destination country (a code such as MY, or its name)' },
  noWeight: /*i18n*/ { id: 'srv.Transfer.noWeight', message: 'Give the parcel’s weight, or lines whose products have weights' },
  quoted: /*i18n*/ { id: 'srv.Transfer.quoted', message: '{count} delivery options' },
} as const satisfies Record<string, MessageDescriptor>

/** Transfer routes: from a country's warehouse to another's, and how long it takes. */
export const transferResource = defineResource({
  name: 'Transfer',
  noun: /*i18n*/ { id: 'noun.Transfer', message: 'transfer route' },
  permission: 'transfer',
  group: 'transfer',
  route: '/transfer/list',
  fields: {
    Title: z.string().trim().min(1).max(100),
    FromCountry: countryCode(),
    FromWarehouseId: fields.refId().default(0),
    ToCountry: countryCode(),
    ToWarehouseId: fields.refId().default(0),
    TransitDays: fields.int(0, 365).default(0),
    Enabled: enabled,
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'FromCountry', 'FromWarehouseId', 'ToCountry', 'ToWarehouseId', 'TransitDays', 'Enabled', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime', 'TransitDays'],
  filters: { FromCountry: 'in', ToCountry: 'in', FromWarehouseId: 'reference', ToWarehouseId: 'reference' },
  keyword: ['Title'],
  references: { FromWarehouseId: 'Warehouse', ToWarehouseId: 'Warehouse' },
  distinct: [['FromWarehouseId', 'ToWarehouseId']],
  options: { Enabled: YES_NO },
  widgets: { Enabled: 'switch', Remark: 'textarea' },
  labels: TRANSFER_LABELS,
  form: [['Title'], ['FromCountry', 'FromWarehouseId'], ['ToCountry', 'ToWarehouseId'], ['TransitDays', 'Enabled'], ['Remark'], ['Score']],
})

/** Collection points (spec "Gather"): where parcels are handed in; the agent running one owns it. */
export const gatherResource = defineResource({
  name: 'Gather',
  noun: /*i18n*/ { id: 'noun.Gather', message: 'collection point' },
  permission: 'transfer',
  group: 'transfer',
  route: '/transfer/addr',
  fields: {
    Name: z.string().trim().min(1).max(100),
    Door: text(50),
    Phone: text(30),
    Prov: text(50),
    City: text(50),
    Addr: text(200),
    Zip: text(20),
    Coordinate: coordinate(),
    ShopId: fields.refId().default(0),
    Enabled: enabled,
    Remark: text(500),
    Score: score,
  },
  label: 'Name',
  columns: ['Id', 'Name', 'Door', 'Phone', 'Prov', 'City', 'Addr', 'Zip', 'Coordinate', 'AgentId', 'ShopId', 'Enabled'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { City: 'keyword', ShopId: 'reference', AgentId: 'reference' },
  keyword: ['Name', 'Addr', 'Phone'],
  scope: { owner: 'AgentId' },
  references: { ShopId: 'Shop', AgentId: 'Agent' },
  options: { Enabled: YES_NO },
  widgets: { Enabled: 'switch', Remark: 'textarea' },
  labels: TRANSFER_LABELS,
  hints: { Coordinate: /*i18n*/ { id: 'hint.Gather.Coordinate', message: 'Latitude and longitude in degrees, such as 3.1390,101.6869' } },
  form: [['Name', 'Door'], ['Phone', 'ShopId'], ['Prov', 'City', 'Zip'], ['Addr'], ['Coordinate', 'Enabled'], ['Remark'], ['Score']],
})

/** A carrier's channel: where it delivers, the weights it takes and how it counts volume. */
export const transferChannelResource = defineResource({
  name: 'TransferChannel',
  noun: /*i18n*/ { id: 'noun.TransferChannel', message: 'channel' },
  permission: 'transfer',
  group: 'transfer',
  route: '/transfer/channel',
  fields: {
    Carrier: z.string().trim().min(1).max(50),
    Title: z.string().trim().min(1).max(100),
    Countries: z
      .array(countryCode())
      .max(250)
      .overwrite((c) => [...new Set(c)])
      .default([]),
    MinWeight: grams().default(0),
    MaxWeight: grams().default(0),
    Divisor: fields.int(1000, 20_000).default(5000),
    Enabled: enabled,
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Carrier', 'Title', 'Countries', 'MinWeight', 'MaxWeight', 'Divisor', 'Enabled', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { Carrier: 'keyword' },
  keyword: ['Carrier', 'Title'],
  options: { Enabled: YES_NO },
  widgets: { Countries: 'tags', Enabled: 'switch', Remark: 'textarea' },
  labels: { ...TRANSFER_LABELS, Title: /*i18n*/ { id: 'field.TransferChannel.Title', message: 'Service name' } },
  hints: {
    Countries: /*i18n*/ { id: 'hint.TransferChannel.Countries', message: 'Two-letter country codes, such as MY, ID, TH.' },
    MaxWeight: /*i18n*/ { id: 'hint.Transfer.noLimit', message: '0: no limit' },
    Divisor: /*i18n*/ {
      id: 'hint.TransferChannel.Divisor',
      message: 'Volumetric weight (kg) = length × width × height (cm) ÷ divisor; usually 5000 or 6000.',
    },
  },
  form: [['Carrier', 'Title'], ['Countries'], ['MinWeight', 'MaxWeight'], ['Divisor', 'Enabled'], ['Remark'], ['Score']],
})

/** What a channel sells (DHL Express Worldwide, Economy): its code, transit days and, if it differs, its divisor. */
export const transferProductResource = defineResource({
  name: 'TransferProduct',
  noun: /*i18n*/ { id: 'noun.TransferProduct', message: 'channel product' },
  permission: 'transfer',
  group: 'transfer',
  route: '/transfer/product',
  fields: {
    ChannelId: fields.id(),
    Title: z.string().trim().min(1).max(100),
    Code: text(30),
    MinDays: fields.int(0, 365).default(0),
    MaxDays: fields.int(0, 365).default(0),
    Divisor: fields.int(0, 20_000).default(0),
    Enabled: enabled,
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'Code', 'ChannelId', 'MinDays', 'MaxDays', 'Divisor', 'Enabled', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { ChannelId: 'reference' },
  keyword: ['Title', 'Code'],
  references: { ChannelId: 'TransferChannel' },
  options: { Enabled: YES_NO },
  widgets: { Enabled: 'switch', Remark: 'textarea' },
  labels: { ...TRANSFER_LABELS, Title: /*i18n*/ { id: 'field.TransferProduct.Title', message: 'Product name' } },
  hints: { Divisor: /*i18n*/ { id: 'hint.TransferProduct.Divisor', message: '0: the channel’s divisor' } },
  form: [['ChannelId'], ['Title', 'Code'], ['MinDays', 'MaxDays'], ['Divisor', 'Enabled'], ['Remark'], ['Score']],
})

/** Which channel product serves a destination, for which weights and declared values, in which order. */
export const transferSchemeResource = defineResource({
  name: 'TransferScheme',
  noun: /*i18n*/ { id: 'noun.TransferScheme', message: 'delivery scheme' },
  permission: 'transfer',
  group: 'transfer',
  route: '/transfer/scheme',
  fields: {
    Title: z.string().trim().min(1).max(100),
    ProductId: fields.id(),
    Country: countryCode(),
    MinWeight: grams().default(0),
    MaxWeight: grams().default(0),
    MinValue: fields.money().default(0),
    MaxValue: fields.money().default(0),
    Preference: fields.int(0, 9999).default(0),
    Enabled: enabled,
    Remark: text(500),
    Score: score,
  },
  label: 'Title',
  columns: ['Id', 'Title', 'ProductId', 'Country', 'MinWeight', 'MaxWeight', 'MinValue', 'MaxValue', 'Preference', 'Enabled'],
  sort: ['Id', 'Score', 'CreateTime', 'Preference'],
  filters: { Country: 'in', ProductId: 'reference' },
  keyword: ['Title'],
  references: { ProductId: 'TransferProduct' },
  options: { Enabled: YES_NO },
  widgets: { MinValue: 'money', MaxValue: 'money', Enabled: 'switch', Remark: 'textarea' },
  labels: TRANSFER_LABELS,
  hints: {
    MaxWeight: /*i18n*/ { id: 'hint.Transfer.noLimit', message: '0: no limit' },
    MaxValue: /*i18n*/ { id: 'hint.Transfer.noLimit', message: '0: no limit' },
    Preference: /*i18n*/ { id: 'hint.TransferScheme.Preference', message: 'Lower comes first when two options cost the same' },
  },
  form: [
    ['Title'],
    ['ProductId', 'Country'],
    ['MinWeight', 'MaxWeight'],
    ['MinValue', 'MaxValue'],
    ['Preference', 'Enabled'],
    ['Remark'],
    ['Score'],
  ],
})

/** What a channel product costs to a country (or a zone of it): first weight, then per additional unit, plus fuel surcharge. */
export const transferCostResource = defineResource({
  name: 'TransferCost',
  noun: /*i18n*/ { id: 'noun.TransferCost', message: 'transfer cost' },
  permission: 'transfer',
  group: 'transfer',
  route: '/transfer/cost',
  fields: {
    ProductId: fields.id(),
    Country: countryCode(),
    Zone: text(50),
    FirstWeight: fields.int(1, MAX_GRAMS),
    FirstPrice: fields.money(),
    UnitWeight: fields.int(1, MAX_GRAMS),
    UnitPrice: fields.money(),
    Surcharge: fields.percent().default(0),
    Currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/)
      .default('CNY'),
    Remark: text(500),
    Score: score,
  },
  label: 'Country',
  columns: ['Id', 'ProductId', 'Country', 'Zone', 'FirstWeight', 'FirstPrice', 'UnitWeight', 'UnitPrice', 'Surcharge', 'Currency'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { Country: 'in', ProductId: 'reference' },
  keyword: ['Zone'],
  references: { ProductId: 'TransferProduct' },
  widgets: { FirstPrice: 'money', UnitPrice: 'money', Remark: 'textarea' },
  labels: TRANSFER_LABELS,
  hints: { Zone: /*i18n*/ { id: 'hint.TransferCost.Zone', message: 'Empty: the whole country' } },
  form: [
    ['ProductId'],
    ['Country', 'Zone', 'Currency'],
    ['FirstWeight', 'FirstPrice'],
    ['UnitWeight', 'UnitPrice'],
    ['Surcharge'],
    ['Remark'],
    ['Score'],
  ],
})

/** A quote request: where, how heavy (grams, or the lines' products), how big (cm) and worth what (hundredths). */
export const quoteRequestSchema = z.object({
  Country: z.string().trim().min(1).max(50),
  Weight: fields.int(0, MAX_GRAMS).default(0),
  Length: fields.int(0, 10_000).default(0),
  Width: fields.int(0, 10_000).default(0),
  Height: fields.int(0, 10_000).default(0),
  Value: fields.money().default(0),
  /** A delivery's lines: their products' weights make the parcel's when no weight is given. */
  Lines: z
    .array(z.object({ ProductId: fields.id(), ProductNum: fields.qty() }))
    .max(500)
    .default([]),
})

export type QuoteRequest = z.infer<typeof quoteRequestSchema>

/** One way to send the parcel, as the quote answers it. */
export interface QuoteOption {
  SchemeId: number
  ChannelId: number
  ProductId: number
  Carrier: string
  Channel: string
  Product: string
  Code: string
  /** Grams charged: the larger of actual and volumetric weight. */
  ChargeWeight: number
  VolumeWeight: number
  /** Hundredths. */
  Price: number
  Currency: string
  MinDays: number
  MaxDays: number
}

export const TRANSFER_RESOURCES = [
  transferResource,
  gatherResource,
  transferChannelResource,
  transferProductResource,
  transferSchemeResource,
  transferCostResource,
] as const

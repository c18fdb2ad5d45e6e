import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import { money, unixTime, url } from '../../kernel/shared/schemas/fields.ts'

/** Largest budget an advert holds, in hundredths (one billion units; a `bigint` column). */
const MAX_AD_MONEY = 100_000_000_000

/** Where an advert is placed. */
export const AD_KINDS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'ad.kind.banner', message: 'Home banner' } },
  { value: 2, label: /*i18n*/ { id: 'ad.kind.popup', message: 'Pop-up' } },
  { value: 3, label: /*i18n*/ { id: 'ad.kind.list', message: 'Within lists' } },
  { value: 4, label: /*i18n*/ { id: 'ad.kind.nearby', message: 'Nearby (by location)' } },
]

/**
 * Adverts (spec section 3 "Ad"). Shown between BeginTime and EndTime (Unix seconds; the server
 * refuses an end before the start), optionally only within Distance metres of a point.
 * Amount (budget) and MinPrice are hundredths.
 */
export const adResource = defineResource({
  name: 'Ad',
  noun: /*i18n*/ { id: 'noun.Ad', message: 'advert' },
  permission: 'ad',
  group: 'system',
  route: '/system/ad',
  fields: {
    Title: z.string().trim().min(1).max(200),
    Kind: z.number().int().min(1).max(4).default(1),
    Img: url().default(''),
    Link: url().default(''),
    Tags: z.string().trim().max(200).default(''),
    Score: z.number().int().min(-9999).max(9999).default(0),
    Amount: money(0, MAX_AD_MONEY).default(0),
    MinPrice: money(0, MAX_AD_MONEY).default(0),
    DisplayTimes: z.number().int().min(0).max(1_000_000_000).default(0),
    BeginTime: unixTime(),
    EndTime: unixTime(),
    Longtitude: z.number().min(-180).max(180).default(0),
    Latitude: z.number().min(-90).max(90).default(0),
    Distance: z.number().int().min(0).max(20_000_000).default(0),
  },
  label: 'Title',
  columns: ['Id', 'Img', 'Title', 'Kind', 'MinPrice', 'Amount', 'DisplayTimes', 'BeginTime', 'EndTime', 'Score', 'Status'],
  sort: ['Id', 'Score', 'CreateTime', 'BeginTime', 'EndTime', 'DisplayTimes'],
  filters: { Kind: 'enum' },
  keyword: ['Title', 'Tags'],
  labels: { Kind: /*i18n*/ { id: 'ad.field.Kind', message: 'Placement' } },
  options: { Kind: AD_KINDS },
  widgets: { Img: 'image', Tags: 'tags', MinPrice: 'money', Amount: 'money', BeginTime: 'date', EndTime: 'date' },
  form: [
    ['Title', 'Kind'],
    ['Img'],
    ['Link'],
    ['Tags', 'Score'],
    ['MinPrice', 'Amount', 'DisplayTimes'],
    ['BeginTime', 'EndTime'],
    ['Longtitude', 'Latitude', 'Distance'],
  ],
})

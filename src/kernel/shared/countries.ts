import { z } from 'zod'
import { tag } from './format.ts'
import { isRegistered } from './schemas/fields.ts'

/**
 * The one country list (ISO 3166-1 alpha-2): records store the code, every screen and export names
 * it in the reader's language from the platform's CLDR names (`Intl.DisplayNames`), so the seven
 * languages need no list of their own.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF ' +
  'CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH ' +
  'GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW ' +
  'KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG ' +
  'NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN ' +
  'SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ' +
  'ZA ZM ZW'
).split(' ')

const KNOWN = new Set(COUNTRY_CODES)
export const isCountryCode = (v: string): boolean => KNOWN.has(v)

/** Every schema of a country field: forms pick it from the list, lists and exports name it. */
export const COUNTRY_SCHEMAS = z.registry<{ list: 'iso3166' }>()
/** A country's code, or '' for none; typed in any case (`my` is MY). */
export const country = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || KNOWN.has(v), { message: 'countryUnknown' })
    .register(COUNTRY_SCHEMAS, { list: 'iso3166' })
    .default('')

/** Whether a field's schema is a country (see COUNTRY_SCHEMAS). */
export const isCountry = (schema: z.core.$ZodType): boolean => isRegistered(COUNTRY_SCHEMAS, schema)

const names = new Map<string, Intl.DisplayNames>()
/** A country's name in the interface language; a text that is no code (written before the list) as it is. */
export function countryName(locale: string, code: string): string {
  if (!KNOWN.has(code)) return code
  const t = tag(locale)
  let dn = names.get(t)
  if (!dn) names.set(t, (dn = new Intl.DisplayNames([t], { type: 'region' })))
  return dn.of(code) ?? code
}

/** Names a country goes by besides CLDR's in these languages (Chinese short forms, the UN's spelling). */
const ALIASES: Readonly<Record<string, string>> = { 印尼: 'ID', 'viet nam': 'VN', 大陆: 'CN', 中国大陆: 'CN' }
const NAME_LANGS = ['en', 'zh-Hans', 'zh-Hant', 'ms', 'id', 'vi', 'th']
let byName: Map<string, string> | undefined

/**
 * A country's code from a code in any case or a name in one of the interface languages
 * (`my`, `Malaysia`, `马来西亚`), '' when it names none: what a delivery's or a quote's free text reads as.
 */
export function countryCode(text: string): string {
  const s = text.trim()
  if (KNOWN.has(s.toUpperCase())) return s.toUpperCase()
  if (!byName) {
    byName = new Map(Object.entries(ALIASES))
    for (const l of NAME_LANGS) {
      const dn = new Intl.DisplayNames([l], { type: 'region' })
      for (const c of COUNTRY_CODES) byName.set((dn.of(c) ?? c).toLowerCase(), c)
    }
  }
  return byName.get(s.toLowerCase()) ?? ''
}

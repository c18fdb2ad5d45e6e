import type { Messages } from '@lingui/core'
import type { Locale } from '../../shared/locales.ts'

type Part = () => Promise<{ messages: Messages }>

/**
 * Each language's catalog in two parts (scripts/catalog-parts.ts): `core`, what the login page and
 * the shell show, in the first load; `screens`, every other screen's, loaded before the first
 * of them opens. Written out, one import per file, so the bundler sees every chunk.
 */
export const CATALOGS: Record<Locale, { core: Part; screens: Part }> = {
  'zh-CN': { core: () => import('virtual:catalog/zh-CN/core'), screens: () => import('virtual:catalog/zh-CN/screens') },
  'zh-TW': { core: () => import('virtual:catalog/zh-TW/core'), screens: () => import('virtual:catalog/zh-TW/screens') },
  'en-US': { core: () => import('virtual:catalog/en-US/core'), screens: () => import('virtual:catalog/en-US/screens') },
  'may-MY': { core: () => import('virtual:catalog/may-MY/core'), screens: () => import('virtual:catalog/may-MY/screens') },
  'id-ID': { core: () => import('virtual:catalog/id-ID/core'), screens: () => import('virtual:catalog/id-ID/screens') },
  'vie-VN': { core: () => import('virtual:catalog/vie-VN/core'), screens: () => import('virtual:catalog/vie-VN/screens') },
  'th-TH': { core: () => import('virtual:catalog/th-TH/core'), screens: () => import('virtual:catalog/th-TH/screens') },
}

import { z } from 'zod'
import type { PermissionResource } from '../../kernel/shared/permissions.ts'
import { defineResource, type ResourceDef } from '../../kernel/shared/resources/define.ts'
import { refId } from '../../kernel/shared/schemas/fields.ts'

/**
 * Catalog families (`Multi`): every category tree of the product lives in one table and one set
 * of routes, told apart by family. Each family is guarded by the permission of the area it
 * classifies, and has its list screen:
 *
 * | Multi    | permission | screen                   |
 * |----------|------------|--------------------------|
 * | product  | product    | /product/catalog         |
 * | single   | single     | /single/catalog          |
 * | service  | service    | /service/catalog         |
 * | course   | course     | /course/catalog          |
 * | live     | live       | /live/catalog            |
 * | platform | platform   | /platform/catalog        |
 * | help     | help       | /system/catalog          |
 * | news     | news       | /news/news_catalog       |
 * | policy   | news       | /news/policy_catalog     |
 * | business | news       | /news/business_catalog   |
 * | app      | app        | /app/catalog             |
 *
 * Reading a family needs `<permission>:view`, creating `:create`, changing `:update`, removing `:delete`.
 */
export const CATALOG_FAMILIES = [
  'product',
  'single',
  'service',
  'course',
  'live',
  'platform',
  'help',
  'news',
  'policy',
  'business',
  'app',
] as const
export type CatalogFamily = (typeof CATALOG_FAMILIES)[number]

export const CATALOG_PERMISSION: Readonly<Record<CatalogFamily, PermissionResource>> = {
  product: 'product',
  single: 'single',
  service: 'service',
  course: 'course',
  live: 'live',
  platform: 'platform',
  help: 'help',
  news: 'news',
  policy: 'news',
  business: 'news',
  app: 'app',
}

const CATALOG_SCREENS: Readonly<Record<CatalogFamily, { route: string; group: string }>> = {
  product: { route: '/product/catalog', group: 'product' },
  single: { route: '/single/catalog', group: 'single' },
  service: { route: '/service/catalog', group: 'service' },
  course: { route: '/course/catalog', group: 'course' },
  live: { route: '/live/catalog', group: 'live' },
  platform: { route: '/platform/catalog', group: 'platform' },
  help: { route: '/system/catalog', group: 'system' },
  news: { route: '/news/news_catalog', group: 'news' },
  policy: { route: '/news/policy_catalog', group: 'news' },
  business: { route: '/news/business_catalog', group: 'news' },
  app: { route: '/app/catalog', group: 'app' },
}

/** Deepest level of a category tree (spec section 2: at most 7 nesting levels). */
export const CATALOG_MAX_DEPTH = 7

/** A colour as #rrggbb, or nothing. */
export const colour = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{6})?$/, { message: 'badColour' })

/**
 * Categories (spec section 3 "Catalog"). This definition is the help family's screen; the other
 * families use `catalogResourceFor(multi)`, which differs only in permission, route and group.
 * Each family's routes end in its name (`Catalog/Post/help`); Path and Level are kept by the server.
 */
export const catalogResource = defineResource({
  name: 'Catalog',
  noun: /*i18n*/ { id: 'noun.Catalog', message: 'category' },
  permission: 'help',
  group: 'system',
  route: '/system/catalog',
  fields: {
    Name: z.string().trim().min(1).max(100),
    Title: z.string().trim().max(200).default(''),
    Fid: refId().default(0),
    Score: z.number().int().min(-9999).max(9999).default(0),
    Feature: colour.default(''),
    Remark: z.string().trim().max(500).default(''),
  },
  label: 'Name',
  columns: ['Id', 'Name', 'Title', 'Level', 'Feature', 'Score', 'CreateTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime', 'Path', 'Level', 'Name'],
  filters: { Fid: 'reference', Level: 'number' },
  keyword: ['Name', 'Title'],
  references: { Fid: 'Catalog/help' },
  widgets: { Feature: 'color' },
  family: { suffix: 'help', fixed: { Multi: 'help' } },
  tree: { parent: 'Fid', maxDepth: CATALOG_MAX_DEPTH },
  form: [['Name', 'Title'], ['Fid'], ['Feature', 'Score'], ['Remark']],
})

/** The catalog screen of one family. */
export function catalogResourceFor(multi: CatalogFamily): ResourceDef {
  return {
    ...catalogResource,
    permission: CATALOG_PERMISSION[multi],
    ...CATALOG_SCREENS[multi],
    family: { suffix: multi, fixed: { Multi: multi } },
    references: { Fid: `Catalog/${multi}` },
  }
}

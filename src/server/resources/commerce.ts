import { brandResource, miniAppResource, pageResourceFor, siteNavResourceFor } from '../../shared/resources/commerce.ts'
import { productResource } from '../../shared/resources/product.ts'
import { Brand, MiniApp, Product, SiteNav, SitePage } from '../db/schema/index.ts'
import type { ResourceHooks } from './crud.ts'
import { productHooks } from './product.ts'

/** The commerce resources served by the generic router. */
export const COMMERCE_RESOURCES = [
  { def: productResource, table: Product, hooks: productHooks },
  { def: brandResource, table: Brand, hooks: {} as ResourceHooks },
  { def: siteNavResourceFor('menu'), table: SiteNav, hooks: {} as ResourceHooks },
  { def: siteNavResourceFor('link'), table: SiteNav, hooks: {} as ResourceHooks },
  { def: miniAppResource, table: MiniApp, hooks: {} as ResourceHooks },
  { def: pageResourceFor('site'), table: SitePage, hooks: {} as ResourceHooks },
  { def: pageResourceFor('app'), table: SitePage, hooks: {} as ResourceHooks },
] as const

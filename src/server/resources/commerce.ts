import { resource } from '../../kernel/server/module.ts'

import { brandResource, miniAppResource, pageResourceFor, siteNavResourceFor } from '../../shared/resources/commerce.ts'

import { productResource } from '../../shared/resources/product.ts'

import { Brand, MiniApp, SiteNav, SitePage } from '../db/schema/index.ts'
import { Product } from '../../modules/warehouse/server/schema.ts'

import { productHooks } from './product.ts'

/** The commerce resources served by the generic router. */
export const COMMERCE_RESOURCES = [
  resource(productResource, Product, productHooks),
  resource(brandResource, Brand),
  resource(siteNavResourceFor('menu'), SiteNav),
  resource(siteNavResourceFor('link'), SiteNav),
  resource(miniAppResource, MiniApp),
  resource(pageResourceFor('site'), SitePage),
  resource(pageResourceFor('app'), SitePage),
]

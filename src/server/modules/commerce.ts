import { DISCOUNT_RESOURCES, DISCOUNT_SERVERS } from '../lifecycle/coupon.ts'
import { LISTING_RESOURCES, LISTING_SERVERS } from '../lifecycle/listing.ts'
import type { ServerModule } from '../../kernel/server/module.ts'
import { COMMERCE_RESOURCES } from '../resources/commerce.ts'
import { COMMERCE_PERMISSIONS } from '../../shared/permissions.ts'

/** Shops, products and their listings on the platforms, discounts and coupons. */
export const commerceModule: ServerModule = {
  name: 'commerce',
  dependsOn: ['warehouse'],
  permissions: COMMERCE_PERMISSIONS,
  resources: [...COMMERCE_RESOURCES, ...DISCOUNT_RESOURCES, ...LISTING_RESOURCES],
  lifecycles: { ...DISCOUNT_SERVERS, ...LISTING_SERVERS },
}

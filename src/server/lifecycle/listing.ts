import { resource } from '../../kernel/server/module.ts'
import { and, eq, ne } from 'drizzle-orm'
import { listingLifecycle } from '../../../machines/listing.ts'
import { listingResource, LISTING_GUARD_REASONS } from '../../shared/resources/commerce.ts'
import { Listing } from '../db/schema/index.ts'
import { Product } from '../../modules/warehouse/server/schema.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

/**
 * A listing goes online only while its product is live and shown in shops; going online or
 * offline stamps the time (the timeline keeps who did it), going offline the reason.
 */
export const listingServer: LifecycleServer = {
  lifecycle: listingLifecycle,
  table: Listing,
  def: listingResource,
  reasons: LISTING_GUARD_REASONS,
  async load(tx, row) {
    const [product] = await tx
      .select({ Id: Product.Id })
      .from(Product)
      .where(and(eq(Product.Id, Number(row.ProductId)), ne(Product.Status, -1), eq(Product.Display, 1)))
    return { facts: { productListable: !!product } }
  },
  effects: {
    recordOnline: ({ now }) => ({ OnlineTime: now, OfflineTime: 0, OfflineReason: '' }),
    recordOffline: ({ event, now }) => ({ OfflineTime: now, OfflineReason: String(event.data.Reason ?? '') }),
  },
}

/** A listing without its own title or price shows the product's selling title (or name) and price. */
const listingOwnHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    const out = { ...values }
    const productId = Number(values.ProductId ?? current?.ProductId ?? 0)
    const title = String(values.Title ?? current?.Title ?? '')
    const price = Number(values.Price ?? current?.Price ?? 0)
    if (title && price) return out
    const [p] = await tx
      .select({ Name: Product.Name, Title: Product.Title, MinPrice: Product.MinPrice })
      .from(Product)
      .where(eq(Product.Id, productId))
    if (!p) return out
    if (!title) out.Title = p.Title || p.Name
    if (!price) out.Price = p.MinPrice
    return out
  },
}

export const LISTING_RESOURCES = [resource(listingResource, Listing, lifecycleHooks(listingServer, listingOwnHooks))]
export const LISTING_SERVERS: Readonly<Record<string, LifecycleServer>> = { Listing: listingServer }

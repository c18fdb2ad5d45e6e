import type { DocEvent } from '../../../machines/define.ts'
import { listingLifecycle } from '../../../machines/listing.ts'
import type { DocModel } from '../model.ts'

const ADMIN = { Id: 1, supervisor: true }
let seq = 0

/** The demo's first product (live, shown in shops) listed on the first shop. */
export const listingModel: DocModel = {
  lifecycle: listingLifecycle,
  input: { record: { ProductId: 1, ShopId: 1 }, lines: [], facts: { productListable: true } },
  events: (): DocEvent[] => [
    { type: 'publish', data: {}, actor: ADMIN },
    { type: 'takeDown', data: { Reason: 'Out of stock until the next container' }, actor: ADMIN },
    { type: 'withdraw', data: {}, actor: ADMIN },
  ],
  // A product hidden from shops does not go online.
  refusedByGuard: {
    state: 'Draft',
    event: { type: 'publish', data: {}, actor: ADMIN },
    facts: { productListable: false },
    record: async (api) => {
      const product = await api.call<{ Id: number }>('/Api/Product/Post', {
        as: 'admin',
        body: { Name: `Hidden product ${++seq}`, Display: 0 },
      })
      if (product.status !== 200) throw new Error(JSON.stringify(product.body))
      const res = await api.call<{ Id: number }>('/Api/Listing/Post', {
        as: 'admin',
        body: { ProductId: product.body.Data!.Id, ShopId: 1 },
      })
      if (res.status !== 200) throw new Error(JSON.stringify(res.body))
      return res.body.Data!.Id
    },
  },
  create: async (api) => {
    const res = await api.call<{ Id: number }>('/Api/Listing/Post', {
      as: 'admin',
      body: { ProductId: 1, ShopId: 1, Title: `Path listing ${++seq}` },
    })
    if (res.status !== 200) throw new Error(JSON.stringify(res.body))
    return res.body.Data!.Id
  },
  as: () => 'admin',
}

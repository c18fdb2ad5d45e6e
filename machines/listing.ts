import { setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'

export type ListingRecord = { ProductId: number; ShopId: number }
export type ListingFacts = { productListable: boolean }

type Ctx = DocContext<ListingRecord, never, ListingFacts>
type Ev = DocEvent<'publish' | 'takeDown' | 'withdraw'>

/**
 * Listing (spec /product/publish, "listing records"): a product put on a shop's or platform's
 * storefront. Drafted, published (online; only a live product that is shown in shops), taken down
 * (offline, with a reason) and published again; a draft never published can be withdrawn.
 */
export const listingMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    productListable: ({ context }) => context.facts.productListable,
  },
  actions: {
    /** OnlineTime = now, PublishAgent = who published it. */
    recordOnline: () => {},
    /** OfflineTime = now, OfflineReason = the reason. */
    recordOffline: () => {},
  },
}).createMachine({
  id: 'listing',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      on: {
        publish: { target: 'Online', guard: 'productListable', actions: 'recordOnline' },
        withdraw: { target: 'Withdrawn' },
      },
    },
    Online: {
      on: { takeDown: { target: 'Offline', actions: 'recordOffline' } },
    },
    Offline: {
      tags: ['editable'],
      on: { publish: { target: 'Online', guard: 'productListable', actions: 'recordOnline' } },
    },
    Withdrawn: { type: 'final' },
  },
})

export const listingLifecycle = defineLifecycle({
  doc: 'Listing',
  machine: listingMachine,
  steps: ['Draft', 'Online', 'Offline', 'Withdrawn'],
  events: {
    publish: { permission: 'product:update' },
    takeDown: { permission: 'product:update', data: z.object({ Reason: z.string().trim().min(1).max(500) }), confirm: true },
    withdraw: { permission: 'product:update', confirm: true },
  },
})

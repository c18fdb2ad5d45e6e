import type { ReactNode } from 'react'
import { LIFECYCLE_BY_DOC } from '../../machines/index.ts'
import { LifecyclesProvider } from './components/lifecycle/lifecycles.tsx'
import { PayloadPartsProvider } from './components/lifecycle/payload-views.tsx'
import { AreaWidgetsProvider } from './components/resource/area-widgets.tsx'
import { blocksWidget } from './features/commerce/blocks-widget.tsx'
import { CUSTOMS_PAYLOAD_PARTS } from './features/customs/payload-views.tsx'
import { skuWidget } from './features/product/sku-widget.tsx'

/** The fields the areas edit and show with widgets of their own, by the widget name their definitions give. */
const AREA_WIDGETS = { sku: skuWidget, blocks: blocksWidget }

/**
 * What the app's areas hand the generic screens: the lifecycles by document, the areas' field
 * widgets, customs' payload views. Loaded beside the first page (main.tsx), not in the entry: only
 * screens use them, and their words come with the screens' part of the catalog.
 */
export function AppParts({ children }: { children: ReactNode }) {
  return (
    <LifecyclesProvider byDoc={LIFECYCLE_BY_DOC}>
      <AreaWidgetsProvider widgets={AREA_WIDGETS}>
        <PayloadPartsProvider parts={CUSTOMS_PAYLOAD_PARTS}>{children}</PayloadPartsProvider>
      </AreaWidgetsProvider>
    </LifecyclesProvider>
  )
}

import { lazy, Suspense } from 'react'
import type { AreaWidget } from '../../../kernel/web/components/resource/area-widgets.tsx'
import type { SkuSet } from '../../../shared/resources/product-sku.ts'

/** A stored value with a SKU set's shape (the editor starts an empty one for a new product). */
function asSkuSet(v: unknown): SkuSet | undefined {
  return isSkuSet(v) ? v : undefined
}
function isSkuSet(v: unknown): v is SkuSet {
  return typeof v === 'object' && v !== null && 'Specs' in v && Array.isArray(v.Specs) && 'Rows' in v && Array.isArray(v.Rows)
}

// The editor (sortable lists, image uploads) loads with the first product form, not with the app.
const SkuEditor = lazy(() => import('./SkuEditor.tsx').then((m) => ({ default: m.SkuEditor })))
const SkuView = lazy(() => import('./SkuEditor.tsx').then((m) => ({ default: m.SkuView })))

/** A product's specifications and SKU rows (widget `sku`): edited as a grid, shown as its rows. */
export const skuWidget: AreaWidget = {
  Editor: ({ value, onChange, values }) => (
    <Suspense fallback={null}>
      <SkuEditor value={asSkuSet(value)} onChange={onChange} defaultPrice={Number(values().Price ?? 0) || 0} />
    </Suspense>
  ),
  View: ({ value }) => (
    <Suspense fallback={null}>
      <SkuView value={asSkuSet(value)} />
    </Suspense>
  ),
}

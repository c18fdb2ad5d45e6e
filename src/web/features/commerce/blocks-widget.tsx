import { lazy, Suspense } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { AreaWidget } from '../../../kernel/web/components/resource/area-widgets.tsx'
import { BLOCK_TYPES, type Block } from '../../../shared/resources/page-blocks.ts'

/**
 * The blocks of a stored value, as the editor left them: a block being filled in may not pass the
 * page's schema yet (the form's validation says what is missing), so only its kind is checked.
 */
function asBlocks(v: unknown): Block[] {
  return Array.isArray(v) ? v.filter(isBlock) : []
}
function isBlock(b: unknown): b is Block {
  return typeof b === 'object' && b !== null && 'Key' in b && 'Type' in b && BLOCK_TYPES.some((t) => t === b.Type)
}

// The editor (sortable blocks, rich text, product pickers) loads with the first page form, not with the app.
const BlocksEditor = lazy(() => import('./BlocksEditor.tsx').then((m) => ({ default: m.BlocksEditor })))

/** A page's blocks in a list or a record: how many of each, in order. */
function BlocksView({ value }: { value: unknown }) {
  const { i18n } = useLingui()
  const names: Record<string, string> = {
    banner: i18n._(msg`Banner`),
    products: i18n._(msg`Product row`),
    categories: i18n._(msg`Category grid`),
    richtext: i18n._(msg`Rich text`),
  }
  const types = Array.isArray(value) ? value.flatMap((b) => (typeof b === 'object' && b && 'Type' in b ? [String(b.Type)] : [])) : []
  if (!types.length) return <span className="text-neutral-500">—</span>
  return <span className="text-sm">{types.map((t) => names[t] ?? t).join(' · ')}</span>
}

/** A page's ordered blocks (widget `blocks`): edited beside their live preview, shown as their kinds. */
export const blocksWidget: AreaWidget = {
  Editor: ({ value, onChange }) => (
    <Suspense fallback={null}>
      <BlocksEditor value={asBlocks(value)} onChange={onChange} />
    </Suspense>
  ),
  View: BlocksView,
}

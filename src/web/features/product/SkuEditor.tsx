import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ImagePlus, Loader2, Plus, Trash2, X } from 'lucide-react'
import {
  alignRows,
  EMPTY_SKU_SET,
  MAX_SPECS,
  newSkuKey,
  skuName,
  type SkuRow,
  type SkuSet,
  type Spec,
} from '../../../shared/resources/product-sku.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Input } from '../../../kernel/web/components/ui/input.tsx'
import { moved, SortableItem, SortableList } from '../../../kernel/web/components/ui/sortable.tsx'
import { MoneyInput } from '../../../kernel/web/components/resource/MoneyInput.tsx'
import { IMAGE_ACCEPT, useImageUpload } from '../../../kernel/web/components/resource/use-image-upload.ts'

/** Server field errors under `Sku` come as paths (`Sku.Specs.1.Values.0.Name`); shown where they belong. */
export type SkuErrors = Readonly<Record<string, string>>

/**
 * A product's specifications and SKUs (spec section 5): at most two specifications, each with its
 * values, both sorted by dragging; images on the first specification's values only; the table
 * below has one row per combination, each keeping its id, price, stock and barcode however the
 * values are reordered or renamed (rows are matched by the values' keys, not their names).
 */
export function SkuEditor({
  value,
  onChange,
  defaultPrice = 0,
  id,
}: {
  value: SkuSet | undefined
  onChange(v: SkuSet): void
  defaultPrice?: number
  id?: string
}) {
  const { t } = useLingui()
  const set = value && Array.isArray(value.Specs) ? value : EMPTY_SKU_SET
  const emitSpecs = (specs: Spec[]) => onChange({ Specs: specs, Rows: alignRows(specs, set.Rows, defaultPrice) })
  const setSpec = (i: number, spec: Spec) => emitSpecs(set.Specs.map((s, j) => (j === i ? spec : s)))
  const setRow = (i: number, row: SkuRow) => onChange({ ...set, Rows: set.Rows.map((r, j) => (j === i ? row : r)) })
  return (
    <div id={id} className="flex flex-col gap-3" data-testid="sku-editor">
      <SortableList
        ids={set.Specs.map((s) => s.Key)}
        onMove={(from, to) => emitSpecs(moved(set.Specs, from, to))}
        label={(key) => set.Specs.find((s) => s.Key === key)?.Name || t`Specification`}
      >
        {set.Specs.map((spec, i) => (
          <SortableItem key={spec.Key} id={spec.Key} className="rounded-md border border-neutral-200 bg-white p-3">
            {(handle) => (
              <SpecCard
                spec={spec}
                first={i === 0}
                index={i}
                handle={handle}
                onChange={(s) => setSpec(i, s)}
                onRemove={() => emitSpecs(set.Specs.filter((_, j) => j !== i))}
              />
            )}
          </SortableItem>
        ))}
      </SortableList>
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={set.Specs.length >= MAX_SPECS}
          data-testid="sku-add-spec"
          onClick={() => emitSpecs([...set.Specs, { Key: newSkuKey(), Name: '', Values: [] }])}
        >
          <Plus className="size-4" aria-hidden />
          <Trans>Add specification</Trans>
        </Button>
        <span className="text-xs text-neutral-500">
          <Trans>At most {MAX_SPECS} specifications. Only the first one’s values can have images.</Trans>
        </span>
      </div>
      {set.Rows.length ? (
        <SkuTable set={set} onRow={setRow} onAll={(patch) => onChange({ ...set, Rows: set.Rows.map((r) => ({ ...r, ...patch })) })} />
      ) : null}
    </div>
  )
}

function SpecCard({
  spec,
  first,
  index,
  handle,
  onChange,
  onRemove,
}: {
  spec: Spec
  first: boolean
  index: number
  handle: React.ReactNode
  onChange(s: Spec): void
  onRemove(): void
}) {
  const { t } = useLingui()
  const [draft, setDraft] = useState('')
  const add = () => {
    const names = draft
      .split(/[,，]/)
      .map((s) => s.trim())
      .filter(Boolean)
    const fresh = names.filter((n, i) => names.indexOf(n) === i && !spec.Values.some((v) => v.Name.toLowerCase() === n.toLowerCase()))
    if (fresh.length) onChange({ ...spec, Values: [...spec.Values, ...fresh.map((Name) => ({ Key: newSkuKey(), Name, Image: '' }))] })
    setDraft('')
  }
  const n = index + 1
  return (
    <div className="flex flex-col gap-2" data-testid={`sku-spec-${index}`}>
      <div className="flex items-center gap-2">
        {handle}
        <Input
          className="max-w-56"
          aria-label={t`Specification ${n} name`}
          placeholder={t`Specification name, e.g. Colour`}
          value={spec.Name}
          onChange={(e) => onChange({ ...spec, Name: e.target.value })}
          data-testid="sku-spec-name"
        />
        <button
          type="button"
          className="ml-auto rounded p-1 text-neutral-500 hover:bg-neutral-100 hover:text-red-700"
          aria-label={t`Remove specification ${n}`}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <SortableList
        ids={spec.Values.map((v) => v.Key)}
        layout="grid"
        onMove={(from, to) => onChange({ ...spec, Values: moved(spec.Values, from, to) })}
        label={(key) => spec.Values.find((v) => v.Key === key)?.Name ?? ''}
      >
        <ul className="flex flex-wrap items-center gap-2">
          {spec.Values.map((v, j) => (
            <SortableItem
              key={v.Key}
              id={v.Key}
              as="li"
              className="flex items-center gap-1 rounded-md border border-neutral-200 bg-neutral-50 py-1 pr-1 pl-0.5"
            >
              {(grip) => (
                <>
                  {grip}
                  {first ? (
                    <ValueImage
                      url={v.Image}
                      name={v.Name}
                      onChange={(Image) => onChange({ ...spec, Values: spec.Values.map((x, k) => (k === j ? { ...x, Image } : x)) })}
                    />
                  ) : null}
                  <input
                    className="w-24 bg-transparent text-sm outline-none focus:underline"
                    aria-label={t`Value ${j + 1} of specification ${n}`}
                    value={v.Name}
                    data-testid="sku-value"
                    onChange={(e) =>
                      onChange({ ...spec, Values: spec.Values.map((x, k) => (k === j ? { ...x, Name: e.target.value } : x)) })
                    }
                  />
                  <button
                    type="button"
                    className="rounded p-0.5 text-neutral-400 hover:text-neutral-900"
                    aria-label={t`Remove ${v.Name}`}
                    onClick={() => onChange({ ...spec, Values: spec.Values.filter((_, k) => k !== j) })}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </>
              )}
            </SortableItem>
          ))}
          <li>
            <Input
              className="h-8 w-44"
              placeholder={t`Add values, Enter`}
              aria-label={t`New values of specification ${n}`}
              value={draft}
              data-testid="sku-value-new"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  add()
                }
              }}
              onBlur={add}
            />
          </li>
        </ul>
      </SortableList>
    </div>
  )
}

/** The picture of a first-specification value (the colour's photo): upload, replace, remove. */
function ValueImage({ url, name, onChange }: { url: string; name: string; onChange(url: string): void }) {
  const { t } = useLingui()
  const { busy, input, upload } = useImageUpload(([first]) => onChange(first!))
  const pick = (file: File | undefined) => upload(file ? [file] : [])
  return (
    <span className="relative">
      <label
        className="flex size-7 cursor-pointer items-center justify-center overflow-hidden rounded border border-dashed border-neutral-300 bg-white"
        title={t`Image of ${name}`}
      >
        {busy ? (
          <Loader2 className="size-3.5 animate-spin" aria-hidden />
        ) : url ? (
          <img src={url} alt="" className="size-full object-cover" />
        ) : (
          <ImagePlus className="size-3.5 text-neutral-400" aria-hidden />
        )}
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-label={t`Image of ${name}`}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </label>
      {url ? (
        <button
          type="button"
          className="absolute -top-1.5 -right-1.5 rounded-full bg-white p-px shadow"
          aria-label={t`Remove the image of ${name}`}
          onClick={() => onChange('')}
        >
          <X className="size-2.5" aria-hidden />
        </button>
      ) : null}
    </span>
  )
}

/** One row per combination: its values, price, stock and barcode; a price or stock can be set for all rows at once. */
function SkuTable({ set, onRow, onAll }: { set: SkuSet; onRow(i: number, row: SkuRow): void; onAll(patch: Partial<SkuRow>): void }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const [allPrice, setAllPrice] = useState<number | undefined>()
  const [allStock, setAllStock] = useState('')
  // The price inputs keep what is typed; "apply to all" starts them afresh.
  const [epoch, setEpoch] = useState(0)
  const prices = set.Rows.map((r) => r.Price)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <span className="text-neutral-600">
          <Trans>
            {set.Rows.length} SKUs, {fmt.money(Math.min(...prices))} – {fmt.money(Math.max(...prices))}, stock{' '}
            {fmt.number(set.Rows.reduce((n, r) => n + r.Stock, 0))}
          </Trans>
        </span>
        <span className="ml-auto flex items-center gap-1">
          <span className="w-28">
            <MoneyInput
              aria-label={t`Price for all SKUs`}
              placeholder={t`Price`}
              value={allPrice}
              onChange={(v) => setAllPrice(typeof v === 'number' ? v : undefined)}
            />
          </span>
          <Input
            className="w-24"
            inputMode="numeric"
            aria-label={t`Stock for all SKUs`}
            placeholder={t`Stock`}
            value={allStock}
            onChange={(e) => setAllStock(e.target.value.replace(/\D/g, ''))}
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => (
              setEpoch((n) => n + 1),
              onAll({
                ...(allPrice !== undefined && allPrice >= 0 ? { Price: allPrice } : {}),
                ...(allStock !== '' ? { Stock: Number(allStock) } : {}),
              })
            )}
          >
            <Trans>Apply to all</Trans>
          </Button>
        </span>
      </div>
      <div className="overflow-auto rounded-md border border-neutral-200">
        <table className="w-full text-sm" data-testid="sku-table">
          <thead className="bg-neutral-50 text-left text-neutral-600">
            <tr>
              {set.Specs.map((s, i) => (
                <th key={s.Key} className="px-2 py-1.5 font-medium">
                  {s.Name || t`Specification ${i + 1}`}
                </th>
              ))}
              <th className="px-2 py-1.5 font-medium">
                <Trans>Price</Trans> *
              </th>
              <th className="px-2 py-1.5 font-medium">
                <Trans>Stock</Trans>
              </th>
              <th className="px-2 py-1.5 font-medium">
                <Trans>Barcode</Trans>
              </th>
              <th className="px-2 py-1.5 font-medium">
                <Trans>SKU ID</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {set.Rows.map((row, i) => {
              const name = skuName(set.Specs, row.Values)
              return (
                <tr
                  key={row.Values.join('|')}
                  className="border-t border-neutral-100"
                  data-testid="sku-row"
                  data-sku-id={row.Id || undefined}
                >
                  {row.Values.map((k, j) => (
                    <td key={k} className="px-2 py-1">
                      {set.Specs[j]?.Values.find((v) => v.Key === k)?.Name}
                    </td>
                  ))}
                  <td className="w-32 px-2 py-1">
                    <MoneyInput
                      key={epoch}
                      aria-label={t`Price of ${name}`}
                      value={row.Price}
                      onChange={(v) => onRow(i, { ...row, Price: typeof v === 'number' ? v : (v as never) })}
                    />
                  </td>
                  <td className="w-24 px-2 py-1">
                    <Input
                      inputMode="numeric"
                      aria-label={t`Stock of ${name}`}
                      value={String(row.Stock)}
                      onChange={(e) => onRow(i, { ...row, Stock: Number(e.target.value.replace(/\D/g, '') || 0) })}
                    />
                  </td>
                  <td className="w-40 px-2 py-1">
                    <Input
                      data-halfwidth
                      aria-label={t`Barcode of ${name}`}
                      value={row.BarCode}
                      onChange={(e) => onRow(i, { ...row, BarCode: e.target.value })}
                    />
                  </td>
                  <td className={cn('px-2 py-1 tabular-nums', !row.Id && 'text-neutral-500')}>{row.Id ? row.Id : t`new`}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** The SKUs as a record's detail shows them. */
/** A row's SKU set as the server sends it; anything else shows as none. */
const isSkuSet = (v: unknown): v is SkuSet =>
  typeof v === 'object' && v !== null && 'Specs' in v && Array.isArray(v.Specs) && 'Rows' in v && Array.isArray(v.Rows)

export function SkuView({ value }: { value: unknown }) {
  const fmt = useFormat()
  const set = isSkuSet(value) ? value : EMPTY_SKU_SET
  if (!set.Specs.length) return <span className="text-neutral-500">—</span>
  return (
    <div className="flex flex-col gap-2" data-testid="sku-view">
      <ul className="flex flex-col gap-1 text-sm">
        {set.Specs.map((s) => (
          <li key={s.Key} className="flex flex-wrap items-center gap-1.5">
            <span className="font-medium">{s.Name}:</span>
            {s.Values.map((v) => (
              <span key={v.Key} className="inline-flex items-center gap-1 rounded bg-neutral-100 px-1.5 py-0.5 text-xs">
                {v.Image ? <img src={v.Image} alt="" className="size-4 rounded-sm object-cover" /> : null}
                {v.Name}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <table className="text-sm">
        <thead className="text-left text-xs text-neutral-500">
          <tr>
            <th className="pr-3 font-normal">
              <Trans>Variant</Trans>
            </th>
            <th className="pr-3 font-normal">
              <Trans>Price</Trans>
            </th>
            <th className="pr-3 font-normal">
              <Trans>Stock</Trans>
            </th>
            <th className="pr-3 font-normal">
              <Trans>Barcode</Trans>
            </th>
            <th className="font-normal">
              <Trans>SKU ID</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {set.Rows.map((r) => (
            <tr key={r.Id || r.Values.join('|')} className="border-t border-neutral-100">
              <td className="py-1 pr-3">{skuName(set.Specs, r.Values)}</td>
              <td className="py-1 pr-3 tabular-nums">{fmt.money(r.Price)}</td>
              <td className="py-1 pr-3 tabular-nums">{fmt.number(r.Stock)}</td>
              <td className="py-1 pr-3 text-neutral-500">{r.BarCode}</td>
              <td className="py-1 text-neutral-500 tabular-nums">{r.Id || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Package, Scale } from 'lucide-react'
import { z } from 'zod'
import type { Row } from '../../../../kernel/web/components/resource/resource-api.ts'
import { rowList, rowNumber, rowText } from '../../../../kernel/web/components/resource/row-lists.ts'

const packageLine = z.object({ LineId: rowNumber, Qty: rowNumber })
const packagesOf = (row: Row) =>
  rowList(row.Packages, { PackageNo: rowText, Weight: rowNumber, Lines: z.array(packageLine).catch(() => []) }).map((p) => ({
    no: p.PackageNo,
    weight: p.Weight || undefined,
    items: p.Lines.reduce((n, l) => n + l.Qty, 0),
  }))

/**
 * The packing station's package: the number the next scans go into, a new one when a box is full,
 * and its weight from the scale (one lifecycle event; weighing again replaces it).
 */
export function PackagePanel({
  row,
  packageNo,
  onPackage,
  onWeigh,
}: {
  row: Row
  packageNo: string
  onPackage(no: string): void
  onWeigh(no: string, kg: number): void
}) {
  const { t } = useLingui()
  const [weight, setWeight] = useState('')
  const packages = packagesOf(row)
  const next = () => String(Math.max(0, ...packages.map((p) => Number(p.no)).filter(Number.isFinite), Number(packageNo) || 0) + 1)
  const kg = Number(weight.replace(',', '.'))
  return (
    <section className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-neutral-200" data-testid="package-panel">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex w-20 flex-col gap-1 text-xs text-neutral-600">
          <Trans>Package</Trans>
          <input
            className="h-10 rounded-md border border-neutral-300 px-2 font-mono"
            data-testid="package-no"
            value={packageNo}
            onChange={(e) => onPackage(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="h-10 rounded-md border border-neutral-300 px-3 text-sm whitespace-nowrap"
          data-testid="package-new"
          onClick={() => onPackage(next())}
        >
          <Package className="mr-1 inline size-4" aria-hidden />
          <Trans>New package</Trans>
        </button>
        <label className="flex w-24 flex-col gap-1 text-xs text-neutral-600">
          <Trans>Weight (KG)</Trans>
          <input
            className="h-10 rounded-md border border-neutral-300 px-2 tabular-nums"
            inputMode="decimal"
            data-testid="package-weight"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="h-10 rounded-md bg-neutral-900 px-3 text-sm whitespace-nowrap text-white disabled:opacity-40"
          data-testid="package-weigh"
          disabled={!(kg > 0)}
          onClick={() => {
            onWeigh(packageNo, kg)
            setWeight('')
          }}
        >
          <Scale className="mr-1 inline size-4" aria-hidden />
          <Trans>Weigh</Trans>
        </button>
      </div>
      {packages.length ? (
        <ul className="flex flex-wrap gap-2 text-xs" aria-label={t`Packages`}>
          {packages.map((p) => (
            <li
              key={p.no}
              data-testid="package"
              data-weighed={p.weight ? 'yes' : 'no'}
              className={`rounded-full px-2.5 py-1 ${p.weight ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'}`}
            >
              {p.weight ? t`Package ${p.no}: ${p.items} items, ${p.weight} kg` : t`Package ${p.no}: ${p.items} items, not weighed`}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

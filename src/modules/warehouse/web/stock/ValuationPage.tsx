import { useQuery } from '@tanstack/react-query'
import { useMatch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { DAY, valuationQuery, type ValuationSearch } from './valuation-search.ts'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Loader2 } from 'lucide-react'
import { useFormat } from '../../../../kernel/web/lib/format.ts'
import { Input, NativeSelect } from '../../../../kernel/web/components/ui/input.tsx'
import { Button } from '../../../../kernel/web/components/ui/button.tsx'
import { ReferenceName } from '../../../../kernel/web/components/resource/ReferenceName.tsx'
import { ReferenceSelect } from '../../../../kernel/web/components/resource/ReferenceSelect.tsx'
import { companyZone } from '../../../../kernel/web/lib/session.ts'
import { dayOf, DEFAULT_TIME_ZONE } from '../../../../kernel/shared/date-ranges.ts'

/**
 * The stock valuation (`/stock/valuation`): what each warehouse holds for each owner and what it is
 * worth at the owners' moving-average cost, as of today or the end of any past day, replayed from
 * the ledger. Totals per currency; a warehouse and owner opens its products.
 */
export function ValuationPage({ search, setSearch }: { search: ValuationSearch; setSearch(patch: Partial<ValuationSearch>): void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const { data, isPending, isFetching } = useQuery(valuationQuery(search))
  const rows = data?.rows ?? []
  const byProduct = search.by === 'product'
  // One total per currency: values of two currencies are never added up.
  const totals = [
    ...rows.reduce((m, r) => {
      const sum = m.get(r.Currency) ?? { value: 0, units: 0 }
      return m.set(r.Currency, { value: sum.value + r.Value, units: sum.units + r.Qty })
    }, new Map<string, { value: number; units: number }>()),
  ]
  return (
    <main className="flex w-full flex-col gap-4 p-4" data-testid="valuation-page">
      <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
        {meta?.title ? i18n._(meta.title) : null}
      </h1>
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t`What to value`}>
        <label className="flex flex-col gap-1 text-xs text-neutral-600">
          <Trans>As of the end of</Trans>
          <Input
            type="date"
            className="h-8 w-44"
            value={search.day ?? ''}
            max={dayOf(Math.floor(Date.now() / 1000), companyZone() ?? DEFAULT_TIME_ZONE)}
            onChange={(e) => setSearch({ day: DAY.test(e.target.value) ? e.target.value : undefined })}
            data-testid="valuation-day"
          />
        </label>
        <div className="flex w-56 flex-col gap-1 text-xs text-neutral-600">
          <span id="valuation-warehouse">
            <Trans>Warehouse</Trans>
          </span>
          <ReferenceSelect
            resource="Warehouse"
            aria-labelledby="valuation-warehouse"
            aria-label={t`Warehouse`}
            value={search.warehouse}
            onChange={(v) => setSearch({ warehouse: v })}
            placeholder={t`All warehouses`}
          />
        </div>
        <div className="flex w-56 flex-col gap-1 text-xs text-neutral-600">
          <span>
            <Trans>Owner (shop)</Trans>
          </span>
          <ReferenceSelect
            resource="Shop"
            aria-label={t`Owner (shop)`}
            value={search.owner}
            onChange={(v) => setSearch({ owner: v })}
            placeholder={t`All owners`}
          />
        </div>
        <label className="flex flex-col gap-1 text-xs text-neutral-600">
          <Trans>Rows</Trans>
          <NativeSelect
            className="h-8 w-48"
            value={search.by ?? 'owner'}
            onChange={(e) => setSearch({ by: e.target.value === 'product' ? 'product' : undefined })}
            data-testid="valuation-by"
          >
            <option value="owner">{t`Per warehouse and owner`}</option>
            <option value="product">{t`Per product`}</option>
          </NativeSelect>
        </label>
        {isFetching ? <Loader2 className="mb-2 size-4 animate-spin text-neutral-400" aria-label={t`Loading`} /> : null}
      </div>
      <p className="text-sm text-neutral-600" data-testid="valuation-as-of">
        {data?.at ? (
          <Trans>Stock and average costs as the ledger had them at {fmt.dateTime(data.at)}</Trans>
        ) : (
          <Trans>Stock and average costs as they are now</Trans>
        )}
      </p>
      <div className="relative overflow-x-auto rounded-md border border-neutral-200">
        <table className="w-full text-sm" data-testid="valuation-table">
          <thead className="bg-neutral-50 text-left text-xs text-neutral-500">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                <Trans>Warehouse</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <Trans>Owner (shop)</Trans>
              </th>
              {byProduct ? (
                <th scope="col" className="px-3 py-2 font-medium">
                  <Trans>Product</Trans>
                </th>
              ) : (
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <Trans>Products</Trans>
                </th>
              )}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <Trans>Units</Trans>
              </th>
              {byProduct ? (
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <Trans>Unit cost</Trans>
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <Trans>Value</Trans>
              </th>
              {byProduct ? null : <th scope="col" className="sr-only">{t`Open`}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={`${r.WarehouseId}:${r.OwnerId}:${r.ProductId}:${r.Currency}`}
                className="border-t border-neutral-100"
                data-testid="valuation-row"
              >
                <td className="px-3 py-2">
                  <ReferenceName resource="Warehouse" id={r.WarehouseId} />
                </td>
                <td className="px-3 py-2">{r.OwnerId ? <ReferenceName resource="Shop" id={r.OwnerId} /> : <Trans>No owner</Trans>}</td>
                {byProduct ? (
                  <td className="px-3 py-2">
                    <ReferenceName resource="Product" id={r.ProductId} />
                  </td>
                ) : (
                  <td className="px-3 py-2 text-right tabular-nums">{fmt.number(r.Products)}</td>
                )}
                <td className="px-3 py-2 text-right tabular-nums">{fmt.number(r.Qty)}</td>
                {byProduct ? (
                  <td className="px-3 py-2 text-right tabular-nums">
                    {r.Qty ? fmt.money(Math.round(r.Value / r.Qty), r.Currency || undefined) : ''}
                  </td>
                ) : null}
                <td className="px-3 py-2 text-right font-medium tabular-nums" data-testid="valuation-value">
                  {fmt.money(r.Value, r.Currency || undefined)}
                </td>
                {byProduct ? null : (
                  <td className="px-3 py-1 text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setSearch({ warehouse: r.WarehouseId, owner: r.OwnerId || undefined, by: 'product' })}
                      data-testid="valuation-open"
                    >
                      <Trans>Products</Trans>
                    </Button>
                  </td>
                )}
              </tr>
            ))}
            {!isPending && rows.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-3 py-6 text-center text-neutral-500">
                  <Trans>No stock was held then</Trans>
                </td>
              </tr>
            ) : null}
          </tbody>
          {rows.length ? (
            <tfoot className="border-t border-neutral-200 bg-neutral-50 font-medium">
              {totals.map(([currency, { value, units }]) => (
                <tr key={currency} data-testid="valuation-total">
                  <th scope="row" colSpan={3} className="px-3 py-2 text-left">
                    {currency ? <Trans>Total in {currency}</Trans> : <Trans>Total without a cost</Trans>}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{fmt.number(units)}</td>
                  {byProduct ? <td /> : null}
                  <td className="px-3 py-2 text-right tabular-nums">{fmt.money(value, currency || undefined)}</td>
                  {byProduct ? null : <td />}
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </div>
    </main>
  )
}

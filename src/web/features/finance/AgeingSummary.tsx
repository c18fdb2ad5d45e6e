import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { AGEING_BUCKETS, type AgeingKey } from '../../../shared/finance/receivable.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { ageingQuery } from './receivable-api.ts'

const DAY = 86_400

/** The address that lists one bucket's receivables still owed: owed since within its days, oldest first. */
export function bucketSearch(key: AgeingKey, at: number) {
  const b = AGEING_BUCKETS.find((x) => x.key === key)!
  return {
    State: 'Open,PartlyPaid',
    range: undefined,
    from: b.to === null ? undefined : at - (b.to + 1) * DAY + 1,
    to: at - b.from * DAY,
    sort: 'OpenTime',
    asc: 1,
    page: 1,
  }
}

/**
 * What is still owed under the list's filters, by currency and age (days since the money was
 * agreed): the buckets add up to the open total. A bucket opens the receivables behind it.
 */
export function AgeingSummary({
  query,
  onBucket,
}: {
  query: Record<string, string | number>
  onBucket(search: ReturnType<typeof bucketSearch>): void
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const { data } = useQuery(ageingQuery(query))
  if (!data) return <div className="h-24 animate-pulse rounded-lg bg-neutral-100" aria-hidden />
  return (
    <section
      className="overflow-x-auto rounded-lg border border-neutral-200 bg-white"
      aria-label={t`Ageing of what is still owed`}
      data-testid="ageing"
    >
      <table className="w-full text-sm tabular-nums">
        <caption className="px-3 pt-2 text-left text-xs font-medium text-neutral-500">
          <Trans>Still owed, by days since the money was agreed</Trans>
        </caption>
        <thead>
          <tr className="border-b border-neutral-100 text-xs text-neutral-500">
            <th scope="col" className="px-3 py-1.5 text-left font-medium">
              <Trans>Currency</Trans>
            </th>
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              <Trans>Still owed</Trans>
            </th>
            {AGEING_BUCKETS.map((b) => (
              <th key={b.key} scope="col" className="px-3 py-1.5 text-right font-medium">
                {i18n._(b.label)}
              </th>
            ))}
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              <Trans>Received</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.Rows.length === 0 ? (
            <tr>
              <td colSpan={AGEING_BUCKETS.length + 3} className="px-3 py-3 text-center text-neutral-500">
                <Trans>Nothing is owed under these filters.</Trans>
              </td>
            </tr>
          ) : (
            data.Rows.map((r) => (
              <tr key={r.Currency} className="border-b border-neutral-50 last:border-0" data-testid={`ageing-${r.Currency}`}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {r.Currency}
                </th>
                <td className="px-3 py-2 text-right font-semibold" data-testid="ageing-open">
                  {fmt.money(r.Open, r.Currency)}
                  <span className="ml-1 text-xs font-normal text-neutral-500">
                    <Trans>({r.Count} open)</Trans>
                  </span>
                </td>
                {AGEING_BUCKETS.map((b) => (
                  <td key={b.key} className="px-3 py-2 text-right" data-testid={`ageing-${b.key}`}>
                    {r[b.key] ? (
                      <button
                        type="button"
                        className={
                          b.key === 'B90'
                            ? 'font-medium text-red-700 underline-offset-2 hover:underline'
                            : b.key === 'B61_90'
                              ? 'text-amber-700 underline-offset-2 hover:underline'
                              : 'underline-offset-2 hover:underline'
                        }
                        onClick={() => onBucket(bucketSearch(b.key, data.At))}
                        title={t`List these receivables`}
                      >
                        {fmt.money(r[b.key], r.Currency)}
                      </button>
                    ) : (
                      <span className="text-neutral-500">—</span>
                    )}
                  </td>
                ))}
                <td className="px-3 py-2 text-right text-neutral-600">{fmt.money(r.Received, r.Currency)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { NativeSelect } from '../ui/input.tsx'
import { PAGE_SIZES } from '../../../shared/schemas/list.ts'

/**
 * Pages as buttons around the current one: 1 … 4 5 [6] 7 8 … 20. When the last page is not known
 * (the list has more records than its count says), the window ends open: 1 … 4 5 [6] 7 …
 */
export function pageWindow(page: number, pages: number, open = false): (number | '…')[] {
  const out: (number | '…')[] = []
  const last = open ? pages + 1 : pages
  const from = Math.max(2, page - 2)
  const to = Math.min(last - 1, page + 2)
  out.push(1)
  if (from > 2) out.push('…')
  for (let p = from; p <= to; p++) out.push(p)
  if (open) out.push('…')
  else {
    if (to < pages - 1) out.push('…')
    if (pages > 1) out.push(pages)
  }
  return out
}

export function Pager({
  page,
  size,
  count,
  capped = false,
  hasNext = false,
  auto,
  onPage,
  onSize,
  onAuto,
}: {
  page: number
  size: number
  /** Exact, or when `capped` the cap of exact counts (there are more). */
  count: number
  capped?: boolean
  /** The page on screen is followed by another. */
  hasNext?: boolean
  auto: boolean
  onPage(p: number): void
  onSize(s: number): void
  onAuto(on: boolean): void
}) {
  const { t, i18n } = useLingui()
  const shown = i18n.number(count)
  // Past the cap the last page is unknown: the pages go on while the one on screen has a next.
  const pages = capped ? Math.max(page + (hasNext ? 1 : 0), Math.ceil(count / size)) : Math.max(1, Math.ceil(count / size))
  return (
    <nav className="flex flex-wrap items-center gap-3 text-sm text-neutral-600" aria-label={t`Pages`} data-testid="pager">
      <span data-testid="list-count">{capped ? <Trans>More than {shown} records</Trans> : <Trans>{shown} records</Trans>}</span>
      {auto ? null : (
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t`Previous page`}>
            <ChevronLeft className="size-4" aria-hidden />
          </Button>
          {pageWindow(page, pages, capped && hasNext).map((p, i) =>
            p === '…' ? (
              <span key={`gap${i}`} className="px-1">
                …
              </span>
            ) : (
              <Button
                key={p}
                variant={p === page ? 'outline' : 'ghost'}
                size="sm"
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onPage(p)}
              >
                {p}
              </Button>
            ),
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label={t`Next page`}
            data-testid="next-page"
          >
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </div>
      )}
      <label className="flex items-center gap-2">
        <Trans>Per page</Trans>
        <NativeSelect className="h-8 w-20" value={size} onChange={(e) => onSize(Number(e.target.value))} data-testid="page-size">
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-neutral-900"
          checked={auto}
          onChange={(e) => onAuto(e.target.checked)}
          data-testid="auto-page"
        />
        <Trans>Auto page on scroll</Trans>
      </label>
    </nav>
  )
}

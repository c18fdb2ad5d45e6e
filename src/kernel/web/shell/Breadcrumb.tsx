import { useLingui } from '@lingui/react/macro'
import { ChevronRight } from 'lucide-react'
import type { PageInfo } from './page-info.ts'

/** Where the page sits: menu group › page title. */
export function Breadcrumb({ page }: { page: PageInfo | undefined }) {
  const { i18n, t } = useLingui()
  const parts = [page?.group?.title, page?.title].filter((p) => p !== undefined)
  return (
    <nav aria-label={t`Breadcrumb`} data-testid="breadcrumb" className="flex h-8 shrink-0 items-center px-4 text-xs text-neutral-600">
      <ol className="flex min-w-0 items-center gap-1">
        {parts.map((p, i) => {
          const last = i === parts.length - 1
          return (
            <li key={i} className="flex min-w-0 items-center gap-1">
              {i > 0 ? <ChevronRight className="size-3 shrink-0 text-neutral-400" aria-hidden /> : null}
              <span className={last ? 'truncate font-medium text-neutral-900' : 'truncate'} aria-current={last ? 'page' : undefined}>
                {i18n._(p)}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

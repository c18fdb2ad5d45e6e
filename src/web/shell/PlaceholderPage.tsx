import { useMatch, useMatches } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Hammer } from 'lucide-react'
import { Card } from '../components/ui/card.tsx'
import { ICONS } from './icons.ts'
import type { RouteMeta } from './route-meta.ts'

/**
 * The page of a screen whose module comes later: its translated title and a short line. The
 * route's menu entry, tab, breadcrumb and permission guard already work from its `meta`.
 */
export function PlaceholderPage() {
  const { i18n } = useLingui()
  // This route's own match (right inside a kept-alive tab too), else the deepest with a meta.
  const own = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const deepest = useMatches({ select: (ms) => ms.findLast((m) => m.staticData?.meta)?.staticData?.meta })
  const meta: RouteMeta | undefined = own ?? deepest
  const search = useMatch({ strict: false, select: (m) => m.search as Record<string, unknown> })
  const query = Object.entries(search ?? {}).filter(([, v]) => v !== undefined && v !== '')
  const Icon = meta?.icon ? ICONS[meta.icon] : null

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex items-center gap-3">
        {Icon ? (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-neutral-200 bg-white text-neutral-600 shadow-sm">
            <Icon className="size-5" aria-hidden />
          </span>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
          {meta ? i18n._(meta.title) : null}
        </h1>
      </div>
      <Card className="border-dashed shadow-none">
        <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-neutral-100 text-neutral-500">
            <Hammer className="size-5" aria-hidden />
          </span>
          <p className="max-w-md text-sm text-pretty text-neutral-600" data-testid="placeholder-note">
            <Trans>This screen arrives with its module. The menu, tabs and permissions already work.</Trans>
          </p>
          {query.length > 0 ? (
            <dl className="flex flex-wrap justify-center gap-2 text-xs" data-testid="page-query">
              {query.map(([key, value]) => (
                <div key={key} className="flex items-center gap-1 rounded-md border border-neutral-200 bg-neutral-50 px-2 py-1">
                  <dt className="font-medium text-neutral-500">{key}</dt>
                  <dd className="font-mono text-neutral-800">{String(value)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </Card>
    </main>
  )
}

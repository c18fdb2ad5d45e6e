import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChartLine } from 'lucide-react'
import type { Lifecycle } from '../../../../../machines/define.ts'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { can } from '../../../shared/permissions.ts'
import { agentInfoQuery } from '../../lib/auth.ts'
import { cacheName, type Row } from '../resource/resource-api.ts'
import { isLineList } from '../resource/lines.ts'
import { LifecycleActions } from './LifecycleActions.tsx'
import { LifecycleStepper } from './LifecycleStepper.tsx'
import { StateBadge } from './StateBadge.tsx'
import { TimelineOf } from './Timeline.tsx'
import { timelineQuery } from './lifecycle-api.ts'

/** A lifecycle document's record page head: its state, where that is on the road, what can be done next, and its history. */
export function LifecyclePanel({ def, lifecycle, row }: { def: ResourceDef; lifecycle: Lifecycle; row: Row }) {
  const { t } = useLingui()
  const state = String(row.State ?? '')
  const timeline = useQuery(timelineQuery(cacheName(def), lifecycle.doc, row.Id))
  const visited = new Set((timeline.data ?? []).map((r) => r.To))
  // The progress chart lives in the chart module: offered to those who may open it.
  const charts = can(useQuery(agentInfoQuery).data?.access, 'chart:view')
  return (
    <section
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-neutral-50/60 p-4"
      aria-label={t`Progress and history`}
      data-testid="lifecycle-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm">
          <span className="text-neutral-500">
            <Trans>Current state</Trans>
          </span>
          <StateBadge def={def} lifecycle={lifecycle} state={state} />
          {charts ? (
            <Link
              to="/chart/progress/$doc/$id"
              params={{ doc: lifecycle.doc, id: String(row.Id) }}
              className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
              data-testid="lifecycle-progress-link"
            >
              <ChartLine className="size-3.5" aria-hidden />
              <Trans>Progress</Trans>
            </Link>
          ) : null}
        </div>
        <LifecycleActions def={def} lifecycle={lifecycle} row={row} />
      </div>
      <LifecycleStepper def={def} lifecycle={lifecycle} state={state} visited={visited} />
      <div className="flex flex-col gap-2 border-t border-neutral-200 pt-3">
        <h3 className="text-sm font-semibold text-neutral-700">
          <Trans>History</Trans>
        </h3>
        <TimelineOf def={def} timeline={timeline} lines={isLineList(row.Lines) ? row.Lines : []} />
      </div>
    </section>
  )
}

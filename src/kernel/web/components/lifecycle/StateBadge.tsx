import { useLingui } from '@lingui/react'
import type { Lifecycle } from '../../../../../machines/define.ts'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { cn } from '../../lib/cn.ts'
import { stateLabel } from '../../../shared/resources/labels.ts'
import { stateKind, type StateKind } from './state-kind.ts'

const TONES: Record<StateKind, string> = {
  initial: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  progress: 'bg-indigo-50 text-indigo-800 ring-indigo-600/25',
  queue: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  final: 'bg-neutral-100 text-neutral-700 ring-neutral-500/25',
}

/** A record's state as its label, coloured by what kind of state it is. */
export function StateBadge({
  def,
  lifecycle,
  state,
  className,
}: {
  def: ResourceDef
  lifecycle: Lifecycle
  state: string
  className?: string
}) {
  const { i18n } = useLingui()
  const label = stateLabel(def, state)
  const kind = stateKind(lifecycle, state)
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[kind],
        className,
      )}
      data-testid="state-badge"
      data-state={state}
      data-kind={kind}
    >
      {label ? i18n._(label) : state}
    </span>
  )
}

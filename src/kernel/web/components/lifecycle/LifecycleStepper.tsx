import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Check, CircleSlash } from 'lucide-react'
import type { Lifecycle } from '../../../../../machines/define.ts'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { cn } from '../../lib/cn.ts'
import { stateLabel } from '../../../shared/resources/labels.ts'
import { stepperSteps, type StepStatus } from './state-kind.ts'

const DOT: Record<StepStatus, string> = {
  done: 'border-emerald-600 bg-emerald-600 text-white',
  current: 'border-sky-700 bg-sky-700 text-white ring-4 ring-sky-100',
  ahead: 'border-neutral-300 bg-white text-neutral-500',
  skipped: 'border-dashed border-neutral-300 bg-white text-neutral-500',
  off: 'border-rose-600 bg-rose-600 text-white ring-4 ring-rose-100',
}
const TEXT: Record<StepStatus, string> = {
  done: 'text-neutral-700',
  current: 'font-semibold text-sky-800',
  ahead: 'text-neutral-500',
  skipped: 'text-neutral-500',
  off: 'font-semibold text-rose-700',
}

/**
 * Where the record stands on its machine's main road, one equal column per step so a long road
 * (a declaration's nine states) still fits one line; a state off the road follows it, marked apart.
 */
export function LifecycleStepper({
  def,
  lifecycle,
  state,
  visited,
}: {
  def: ResourceDef
  lifecycle: Lifecycle
  state: string
  visited?: ReadonlySet<string>
}) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const said: Record<StepStatus, string> = {
    done: t`done`,
    current: t`current`,
    ahead: t`not reached yet`,
    skipped: t`skipped`,
    off: t`current, off the usual course`,
  }
  const steps = stepperSteps(lifecycle, state, visited)
  return (
    <ol className="grid" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }} data-testid="lifecycle-stepper">
      {steps.map((s, i) => {
        const label = stateLabel(def, s.state)
        const next = steps[i + 1]
        return (
          <li
            key={s.state}
            className="relative flex min-w-0 flex-col items-center gap-1 px-1 text-center"
            data-state={s.state}
            data-status={s.status}
            aria-current={s.status === 'current' || s.status === 'off' ? 'step' : undefined}
          >
            {next ? (
              <span
                className={cn(
                  'absolute top-3 left-1/2 h-0.5 w-full',
                  s.status === 'done' && next.status !== 'skipped' ? 'bg-emerald-600' : 'bg-neutral-200',
                  next.status === 'off' && 'border-t-2 border-dashed border-rose-300 bg-transparent',
                )}
                aria-hidden
              />
            ) : null}
            <span
              className={cn(
                'relative flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-[11px] font-semibold tabular-nums',
                DOT[s.status],
              )}
              aria-hidden
            >
              {s.status === 'done' ? <Check className="size-3.5" /> : s.status === 'off' ? <CircleSlash className="size-3.5" /> : i + 1}
            </span>
            <span className={cn('w-full text-xs leading-tight break-words hyphens-auto', TEXT[s.status])}>
              {label ? i18n._(label) : s.state}
              <span className="sr-only">: {said[s.status]}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}

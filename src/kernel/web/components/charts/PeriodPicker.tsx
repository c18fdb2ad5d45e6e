import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { DATE_PRESETS, dayOf, dayRange, type DatePreset } from '../../../shared/date-ranges.ts'
import { DATE_PRESET_LABELS } from '../resource/ListToolbar.tsx'
import { Button } from '../ui/button.tsx'
import { Input } from '../ui/input.tsx'

/**
 * The period of a figures page: the spec's presets (today … the last 3 months, weeks from Sunday)
 * and two days of one's choosing, read in the company's time zone. `begin`/`end` are the period the
 * server answered for (the days shown until changed).
 */
export function PeriodPicker({
  active,
  shown,
  onPreset,
  onDays,
}: {
  /** The preset in use (none: two days were picked). */
  active: DatePreset | undefined
  shown: { begin: number; end: number; timeZone: string } | undefined
  onPreset(p: DatePreset): void
  onDays(from: number, to: number): void
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  return (
    <div className="flex flex-wrap items-end gap-2" role="group" aria-label={t`Period`}>
      {DATE_PRESETS.map((p) => (
        <Button
          key={p}
          size="sm"
          variant={active === p ? 'default' : 'outline'}
          aria-pressed={active === p}
          onClick={() => onPreset(p)}
          data-testid={`range-${p}`}
        >
          {i18n._(DATE_PRESET_LABELS[p])}
        </Button>
      ))}
      {shown ? (
        <DaysPicker key={`${shown.begin}-${shown.end}`} begin={shown.begin} end={shown.end} timeZone={shown.timeZone} onPick={onDays} />
      ) : null}
    </div>
  )
}

/** Two days, read in the company's time zone. */
function DaysPicker({
  begin,
  end,
  timeZone,
  onPick,
}: {
  begin: number
  end: number
  timeZone: string
  onPick(from: number, to: number): void
}) {
  const { t } = useLingui()
  const [from, setFrom] = useState(dayOf(begin, timeZone))
  const [to, setTo] = useState(dayOf(end, timeZone))
  const range = dayRange(from, to, timeZone)
  return (
    <form
      className="ml-auto flex items-center gap-1.5"
      onSubmit={(e) => {
        e.preventDefault()
        if (range) onPick(range.BeginTime, range.EndTime)
      }}
    >
      <Input type="date" className="h-8 w-36" aria-label={t`From`} value={from} onChange={(e) => setFrom(e.target.value)} />
      <span className="text-neutral-500">–</span>
      <Input type="date" className="h-8 w-36" aria-label={t`To`} value={to} onChange={(e) => setTo(e.target.value)} />
      <Button type="submit" size="sm" variant="outline" disabled={!range}>
        <Trans>Show</Trans>
      </Button>
    </form>
  )
}

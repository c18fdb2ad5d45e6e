import type { AreaWidget } from '../../../kernel/web/components/resource/area-widgets.tsx'
import { MoneyInput } from '../../../kernel/web/components/resource/MoneyInput.tsx'
import { fieldClass } from '../../../kernel/web/components/ui/input.tsx'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { settingUnit } from '../../../shared/lifecycle/setting-labels.ts'

/** A stored Value that is a whole number of hundredths, as a number; anything else is not one. */
const hundredths = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : undefined)

/**
 * A setting's Value (widget `settingValue`): text, except for the rules that hold a rate or an
 * amount in hundredths (shared/lifecycle/setting-labels.ts `SETTING_UNITS`), typed and shown as
 * 50.00% or 15,000.00 and stored as the whole number the rules read.
 */
export const settingValueWidget: AreaWidget = {
  Editor: ({ value, onChange, values, ...aria }) => {
    const unit = settingUnit(values().Name)
    if (!unit)
      return (
        <textarea
          {...aria}
          className={cn(fieldClass, 'h-28 py-2')}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    const input = (
      <MoneyInput
        {...aria}
        value={hundredths(value)}
        onChange={(n) => onChange(typeof n === 'number' ? String(n) : typeof n === 'string' ? n : '')}
      />
    )
    return unit === 'money' ? (
      input
    ) : (
      <div className="relative">
        {input}
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-neutral-500" aria-hidden>
          %
        </span>
      </div>
    )
  },
  View: function SettingValue({ value, row }) {
    const fmt = useFormat()
    const unit = settingUnit(row?.Name)
    const n = hundredths(value)
    if (!unit || n === undefined) return <>{String(value ?? '')}</>
    return <span className="tabular-nums">{unit === 'money' ? fmt.money(n) : fmt.rate(n)}</span>
  },
}

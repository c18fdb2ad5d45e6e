import type { AreaWidget } from '../../../kernel/web/components/resource/area-widgets.tsx'
import { FieldInput } from '../../../kernel/web/components/resource/FieldInput.tsx'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { settingUnit } from '../../../shared/lifecycle/setting-labels.ts'
import { settingResource } from '../../../shared/resources/system.ts'

/** A stored Value that is a whole number of hundredths, as a number; anything else is not one. */
const hundredths = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : undefined)

/**
 * A setting's Value (widget `settingValue`): text, except for the rules that hold a rate or an
 * amount in hundredths (shared/lifecycle/setting-labels.ts `SETTING_UNITS`), typed and shown as
 * 50.00% or 15,000.00 and stored as the whole number the rules read.
 */
export const settingValueWidget: AreaWidget = {
  // The generic inputs do the typing: text as a textarea, a unit's number with the money input.
  Editor: ({ value, onChange, values, ...aria }) => {
    const unit = settingUnit(values().Name)
    if (!unit) return <FieldInput {...aria} def={settingResource} field="Value" widget="textarea" value={value} onChange={onChange} />
    return (
      <FieldInput
        {...aria}
        def={settingResource}
        field="Value"
        widget={unit}
        value={hundredths(value)}
        onChange={(n) => onChange(typeof n === 'number' ? String(n) : typeof n === 'string' ? n : '')}
      />
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

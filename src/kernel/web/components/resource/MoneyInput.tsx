import { useState } from 'react'
import { moneyText, parseMoneyText } from '../../lib/money-input.ts'
import { Input } from '../ui/input.tsx'

/** What a form field passes on for assistive technology. */
type Aria = { id?: string; 'aria-invalid'?: boolean; 'aria-required'?: boolean; 'aria-describedby'?: string; 'aria-label'?: string }

/** Money is typed in units with two decimals and stored in hundredths; a value set from outside replaces the text. */
export function MoneyInput({
  value,
  onChange,
  onBlur,
  ...aria
}: Aria & {
  /** Hundredths; or, while what is typed is not an amount, that text as the form holds it. */
  value: unknown
  onChange(v: unknown): void
  onBlur?(): void
  placeholder?: string
}) {
  const amount = typeof value === 'number' ? value : undefined
  const [text, setText] = useState(moneyText(amount))
  // A value set from outside (a quote fills the fee) shows; what is being typed is kept as typed.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (typeof value === 'number' ? parseMoneyText(text) !== value : value === undefined && parseMoneyText(text) !== undefined)
      setText(moneyText(amount))
  }
  return (
    <Input
      {...aria}
      inputMode="decimal"
      data-money=""
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        onChange(parseMoneyText(e.target.value))
      }}
      onBlur={() => {
        if (amount !== undefined) setText(moneyText(amount))
        onBlur?.()
      }}
    />
  )
}

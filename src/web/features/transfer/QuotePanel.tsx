import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { Calculator, Loader2 } from 'lucide-react'
import type { Row } from '../../../kernel/web/components/resource/resource-api.ts'
import { MoneyInput } from '../../../kernel/web/components/resource/MoneyInput.tsx'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Input } from '../../../kernel/web/components/ui/input.tsx'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { fetchQuote, type QuoteAnswer } from './transfer-api.ts'
import { isRecordList } from '../../../kernel/web/lib/values.ts'

const num = (v: string) => (v === '' ? 0 : Math.max(0, Math.round(Number(v)) || 0))

/**
 * A delivery form's shipping quote: from the destination and lines it holds (the products'
 * weights), plus a size and a declared value typed here, the delivery options cheapest first;
 * choosing one fills the carrier, the service and the fee of the form.
 */
export function QuotePanel({ form, row }: { form: UseFormReturn<Record<string, unknown>>; row: Row | undefined }) {
  const { t } = useLingui()
  const format = useFormat()
  const [size, setSize] = useState({ Length: '', Width: '', Height: '', Weight: '' })
  const [value, setValue] = useState<number | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<QuoteAnswer>()
  const [message, setMessage] = useState<string>()
  const [chosen, setChosen] = useState<number>()
  if (row && row.State !== 'Draft') return null

  const ask = async () => {
    const country = String(form.getValues('ToCountry') ?? '')
    const entered = form.getValues('Lines')
    const lines = (isRecordList(entered) ? entered : []).filter((l) => Number(l.ProductId) > 0 && Number(l.ProductNum) > 0)
    setBusy(true)
    setChosen(undefined)
    const res = await fetchQuote({
      Country: country,
      Weight: num(size.Weight),
      Length: num(size.Length),
      Width: num(size.Width),
      Height: num(size.Height),
      Value: typeof value === 'number' ? value : 0,
      Lines: lines.map((l) => ({ ProductId: Number(l.ProductId), ProductNum: Number(l.ProductNum) })),
    }).catch(() => undefined)
    setBusy(false)
    setAnswer(res?.Result ? res.Data : undefined)
    setMessage(res?.Message)
  }

  const choose = (i: number) => {
    const o = answer?.Options[i]
    if (!o) return
    const opts = { shouldDirty: true, shouldValidate: true }
    form.setValue('Express', o.Carrier, opts)
    form.setValue('ExpressType', o.Product, opts)
    form.setValue('ExpressFee', o.Price, opts)
    setChosen(i)
  }

  const box = (key: keyof typeof size, label: string) => (
    <label className="flex flex-col gap-1 text-xs text-neutral-600">
      {label}
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        value={size[key]}
        onChange={(e) => setSize({ ...size, [key]: e.target.value })}
        data-testid={`quote-${key}`}
      />
    </label>
  )

  return (
    <section className="flex flex-col gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-3" data-testid="quote-panel">
      <h3 className="text-sm font-semibold text-neutral-700">
        <Trans>Shipping quote</Trans>
      </h3>
      <p className="text-xs text-neutral-500">
        <Trans>
          Prices the parcel to the destination country from the lines’ product weights (or the weight given) and its size; choose an option
          to fill the carrier, service and fee.
        </Trans>
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {box('Weight', t`Weight (g)`)}
        {box('Length', t`Length (cm)`)}
        {box('Width', t`Width (cm)`)}
        {box('Height', t`Height (cm)`)}
        <label className="flex flex-col gap-1 text-xs text-neutral-600">
          {t`Declared value`}
          <MoneyInput value={value} onChange={(v) => setValue(typeof v === 'number' ? v : undefined)} aria-label={t`Declared value`} />
        </label>
      </div>
      <div>
        <Button type="button" variant="outline" onClick={() => void ask()} disabled={busy} data-testid="quote-ask">
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Calculator className="size-4" aria-hidden />}
          <Trans>Get quote</Trans>
        </Button>
      </div>
      {message ? (
        <p
          className={answer?.Options.length ? 'text-xs text-neutral-600' : 'text-sm text-amber-700'}
          role="status"
          data-testid="quote-message"
        >
          {message}
        </p>
      ) : null}
      {answer?.Options.length ? (
        <table className="w-full text-sm" data-testid="quote-options">
          <thead className="text-left text-xs text-neutral-500">
            <tr>
              <th className="py-1 font-normal">{t`Carrier`}</th>
              <th className="py-1 font-normal">{t`Service`}</th>
              <th className="py-1 text-right font-normal">{t`Chargeable weight`}</th>
              <th className="py-1 text-right font-normal">{t`Price`}</th>
              <th className="py-1 text-right font-normal">{t`Transit days`}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {answer.Options.map((o, i) => (
              <tr key={o.ProductId} className="border-t border-neutral-200" data-testid="quote-option">
                <td className="py-1">{o.Carrier}</td>
                <td className="py-1">{o.Product}</td>
                <td className="py-1 text-right tabular-nums">{t`${format.weight(o.ChargeWeight / 1000)} kg`}</td>
                <td className="py-1 text-right tabular-nums" data-testid="quote-price">
                  {format.money(o.Price, o.Currency)}
                </td>
                <td className="py-1 text-right tabular-nums">{o.MinDays === o.MaxDays ? o.MinDays : `${o.MinDays}–${o.MaxDays}`}</td>
                <td className="py-1 text-right">
                  <Button
                    type="button"
                    size="sm"
                    variant={chosen === i ? 'default' : 'outline'}
                    onClick={() => choose(i)}
                    data-testid="quote-choose"
                  >
                    {chosen === i ? <Trans>Chosen</Trans> : <Trans>Use</Trans>}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}

import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Calculator, Loader2, Plus, X } from 'lucide-react'
import { ReferenceSelect } from '../../../kernel/web/components/resource/ReferenceSelect.tsx'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../kernel/web/components/ui/dialog.tsx'
import { Input } from '../../../kernel/web/components/ui/input.tsx'
import { api } from '../../../kernel/web/lib/api.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'

type Line = { ProductId: number | undefined; Num: string }
type Price = { Subtotal: number; Reduction: number; Total: number; RuleId: number | null; RuleTitle: string; FreeItems: number }

/**
 * Trying the rules on a cart: products and quantities in, the server's price out (the best live
 * rule, what it takes off, the total), so a merchandiser sees what a new rule does before a
 * customer does.
 */
export function CartTry() {
  const { t } = useLingui()
  const fmt = useFormat()
  const [open, setOpen] = useState(false)
  const [lines, setLines] = useState<Line[]>([{ ProductId: undefined, Num: '1' }])
  const [price, setPrice] = useState<Price>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const set = (i: number, patch: Partial<Line>) => (setLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l))), setPrice(undefined))
  const run = async () => {
    const chosen = lines.filter((l) => l.ProductId && Number(l.Num) > 0).map((l) => ({ ProductId: l.ProductId!, Num: Number(l.Num) }))
    if (!chosen.length) return
    setBusy(true)
    setFailure(undefined)
    const res = await api<Price>('/Api/Discount/Price', { body: { Lines: chosen } }).catch(() => undefined)
    setBusy(false)
    if (!res?.Result || !res.Data) return setFailure(res?.Message ?? '')
    setPrice(res.Data)
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="cart-try">
        <Calculator className="size-4" aria-hidden />
        <Trans>Try a cart</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="cart-try-dialog">
          <DialogHeader>
            <DialogTitle>
              <Trans>Try a cart</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Products at their lowest price; the rule that takes most off applies.</Trans>
            </DialogDescription>
          </DialogHeader>
          <ul className="flex flex-col gap-2">
            {lines.map((l, i) => (
              <li key={i} className="flex items-center gap-2" data-testid="cart-line">
                <div className="flex-1">
                  <ReferenceSelect
                    resource="Product"
                    value={l.ProductId}
                    onChange={(v) => set(i, { ProductId: v })}
                    aria-label={t`Product ${i + 1}`}
                  />
                </div>
                <Input
                  className="w-20"
                  inputMode="numeric"
                  aria-label={t`Quantity ${i + 1}`}
                  value={l.Num}
                  onChange={(e) => set(i, { Num: e.target.value.replace(/\D/g, '') })}
                />
                <button
                  type="button"
                  className="rounded p-1 text-neutral-500 hover:bg-neutral-100"
                  aria-label={t`Remove line ${i + 1}`}
                  onClick={() => (setLines(lines.filter((_, j) => j !== i)), setPrice(undefined))}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex justify-between">
            <Button variant="outline" size="sm" onClick={() => setLines([...lines, { ProductId: undefined, Num: '1' }])}>
              <Plus className="size-4" aria-hidden />
              <Trans>Add a product</Trans>
            </Button>
            <Button size="sm" onClick={() => void run()} disabled={busy} data-testid="cart-price">
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              <Trans>Price it</Trans>
            </Button>
          </div>
          {failure ? (
            <p className="text-sm text-red-700" role="alert">
              {failure}
            </p>
          ) : null}
          {price ? (
            <dl className="grid grid-cols-2 gap-1 rounded-md bg-neutral-50 p-3 text-sm" data-testid="cart-result">
              <dt className="text-neutral-600">
                <Trans>Goods</Trans>
              </dt>
              <dd className="text-right tabular-nums">{fmt.money(price.Subtotal)}</dd>
              <dt className="text-neutral-600">{price.RuleTitle || <Trans>No rule applies</Trans>}</dt>
              <dd className="text-right text-emerald-700 tabular-nums">−{fmt.money(price.Reduction)}</dd>
              {price.FreeItems ? (
                <>
                  <dt className="text-neutral-600">
                    <Trans>Free items</Trans>
                  </dt>
                  <dd className="text-right tabular-nums">{price.FreeItems}</dd>
                </>
              ) : null}
              <dt className="font-medium">
                <Trans>To pay</Trans>
              </dt>
              <dd className="text-right font-medium tabular-nums">{fmt.money(price.Total)}</dd>
            </dl>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

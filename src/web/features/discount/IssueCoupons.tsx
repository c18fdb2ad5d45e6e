import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2, TicketPlus } from 'lucide-react'
import { can } from '../../../kernel/shared/permissions.ts'
import { couponIssueSchema } from '../../../shared/resources/discount.ts'
import { FieldInput } from '../../../kernel/web/components/resource/FieldInput.tsx'
import { ReferenceSelect } from '../../../kernel/web/components/resource/ReferenceSelect.tsx'
import { resourceKeys } from '../../../kernel/web/components/resource/resource-api.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../kernel/web/components/ui/dialog.tsx'
import { Input } from '../../../kernel/web/components/ui/input.tsx'
import { Label } from '../../../kernel/web/components/ui/label.tsx'
import { api } from '../../../kernel/web/lib/api.ts'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { messageText } from '../../../kernel/web/lib/form-errors.ts'
import { notify } from '../../../kernel/web/lib/notices.ts'
import { couponResource } from '../../../shared/resources/discount.ts'
import { numberOrNone } from '../../../kernel/web/lib/values.ts'

/** Issuing a batch of coupons of one rule (each with its own code), valid until a chosen time. */
export function IssueCoupons() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const access = useQuery(agentInfoQuery).data?.access
  const [open, setOpen] = useState(false)
  const [rule, setRule] = useState<number | undefined>()
  const [count, setCount] = useState('50')
  const [valid, setValid] = useState<number | undefined>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  if (!can(access, 'discount:create')) return null
  const issue = async () => {
    const body = { DiscountId: rule, Count: Number(count), ValidTime: valid }
    const parsed = couponIssueSchema.safeParse(body)
    if (!parsed.success) return setFailure(messageText('incomplete'))
    setBusy(true)
    setFailure(undefined)
    const res = await api<{ Count: number }>('/Api/Coupon/Issue', { body: parsed.data }).catch(() => undefined)
    setBusy(false)
    if (!res?.Result) return setFailure(res?.Message ?? '')
    notify(res.Message ?? '', 'success')
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all('Coupon') })
    setOpen(false)
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="issue-coupons">
        <TicketPlus className="size-4" aria-hidden />
        <Trans>Issue coupons</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="issue-dialog">
          <DialogHeader>
            <DialogTitle>
              <Trans>Issue coupons</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Each coupon gets its own code; a customer claims one and uses it on one order.</Trans>
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-3">
            <Label className="flex flex-col gap-1">
              <Trans>Discount rule</Trans>
              <ReferenceSelect resource="Discount" value={rule} onChange={setRule} aria-label={t`Discount rule`} />
            </Label>
            <Label className="flex flex-col gap-1">
              <Trans>How many</Trans>
              <Input
                inputMode="numeric"
                value={count}
                onChange={(e) => setCount(e.target.value.replace(/\D/g, ''))}
                data-testid="issue-count"
              />
            </Label>
            <Label className="flex flex-col gap-1">
              <Trans>Valid until</Trans>
              <FieldInput
                def={couponResource}
                field="ValidTime"
                widget="datetime"
                value={valid}
                onChange={(v) => setValid(numberOrNone(v))}
                aria-label={t`Valid until`}
              />
            </Label>
            {failure ? (
              <p className="text-sm text-red-700" role="alert">
                {failure}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onClick={() => void issue()} disabled={busy} data-testid="issue-submit">
                {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                <Trans>Issue</Trans>
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}

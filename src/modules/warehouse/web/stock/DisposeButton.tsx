import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Loader2, PackageX } from 'lucide-react'
import type { z } from 'zod'
import { can } from '../../../../kernel/shared/permissions.ts'
import { resourceKeys, type Row } from '../../../../kernel/web/components/resource/resource-api.ts'
import { ReferenceSelect } from '../../../../kernel/web/components/resource/ReferenceSelect.tsx'
import { Alert } from '../../../../kernel/web/components/ui/alert.tsx'
import { Button } from '../../../../kernel/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../kernel/web/components/ui/dialog.tsx'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../../../kernel/web/components/ui/form.tsx'
import { Input } from '../../../../kernel/web/components/ui/input.tsx'
import { api } from '../../../../kernel/web/lib/api.ts'
import { agentInfoQuery } from '../../../../kernel/web/lib/auth.ts'
import { applyServerErrors, formSummary, schemaResolver } from '../../../../kernel/web/lib/form-errors.ts'
import { notify } from '../../../../kernel/web/lib/notices.ts'
import { DisposeBody } from '../../shared/quarantine.ts'
import { DISPOSAL_OPTIONS, PLACE_KINDS } from '../../shared/warehouse.ts'

type Values = z.input<typeof DisposeBody>
const FIELDS = ['Way', 'Qty', 'ToPlaceId', 'Reason'] as const

/**
 * A quarantined balance's way out (damaged at receiving): scrapped, returned to the supplier, or
 * found sound and put back on a storage place; the reason goes with the ledger rows.
 */
export function DisposeButton({ row }: { row: Row }) {
  const access = useQuery(agentInfoQuery).data?.access
  const [open, setOpen] = useState(false)
  const onHand = Number(row.OnHand ?? 0)
  if (Number(row.PlaceKind) !== PLACE_KINDS.quarantine || onHand <= 0 || !can(access, 'stock:update')) return null
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 self-start rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50"
        data-testid="dispose-open"
      >
        <PackageX className="size-4" aria-hidden />
        <Trans>Dispose of damaged goods</Trans>
      </button>
      {open ? <DisposeDialog row={row} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  )
}

function DisposeDialog({ row, onDone }: { row: Row; onDone(): void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const queryClient = useQueryClient()
  const onHand = Number(row.OnHand ?? 0)
  const form = useForm<Values>({
    resolver: schemaResolver(DisposeBody),
    defaultValues: { Id: Number(row.Id), Way: 'scrap', Qty: onHand, ToPlaceId: 0, Reason: '' },
  })
  const [failure, setFailure] = useState<string>()
  const { errors, isSubmitted, isSubmitting } = form.formState
  const summary = failure ?? (isSubmitted ? formSummary(errors) : undefined)
  const way = form.watch('Way')

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined)
    const res = await api<{ Id: number }>('/Api/StockBalance/Dispose', { body: values }).catch(() => undefined)
    if (!res) return
    if (!res.Result) {
      applyServerErrors(form.setError, res, FIELDS)
      return setFailure(res.Message ?? '')
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all('StockBalance') })
    notify(t`Done: the ledger shows the movement`, 'success')
    onDone()
  })

  return (
    <DialogContent data-testid="dispose-dialog">
      <DialogHeader>
        <DialogTitle>
          <Trans>Dispose of damaged goods</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>{onHand} in quarantine. Scrapped and returned goods leave the stock; sound goods go back onto a storage place.</Trans>
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="dispose-form">
          {summary ? (
            <Alert variant="destructive" data-testid="dispose-error">
              {summary}
            </Alert>
          ) : null}
          <FormField
            control={form.control}
            name="Way"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>
                  <Trans>What becomes of them</Trans>
                </FormLabel>
                <FormControl>
                  <select {...field} data-testid="dispose-way" className="h-9 rounded-md border border-neutral-300 bg-white px-2 text-sm">
                    {DISPOSAL_OPTIONS.map((o) => (
                      <option key={String(o.value)} value={String(o.value)}>
                        {i18n._(o.label)}
                      </option>
                    ))}
                  </select>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="Qty"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>
                  <Trans>Quantity</Trans>
                </FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    min={1}
                    max={onHand}
                    data-testid="dispose-qty"
                    {...field}
                    onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {way === 'restock' ? (
            <FormField
              control={form.control}
              name="ToPlaceId"
              render={({ field }) => (
                <FormItem required>
                  <FormLabel>
                    <Trans>Back onto the place</Trans>
                  </FormLabel>
                  <FormControl>
                    <ReferenceSelect
                      resource="Place"
                      value={field.value || undefined}
                      onChange={(v) => field.onChange(v ?? 0)}
                      filter={{ WarehouseId: Number(row.WarehouseId), Kind: PLACE_KINDS.storage }}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ) : null}
          <FormField
            control={form.control}
            name="Reason"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>
                  <Trans>Reason</Trans>
                </FormLabel>
                <FormControl>
                  <Input data-testid="dispose-reason" placeholder={t`e.g. crushed carton, supplier's RMA number`} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <DialogFooter className="mt-2">
            <Button variant="outline" type="button" onClick={onDone}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" disabled={isSubmitting} data-testid="dispose-submit">
              {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              <Trans>Record it</Trans>
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </DialogContent>
  )
}

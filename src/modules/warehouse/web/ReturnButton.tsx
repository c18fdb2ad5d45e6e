import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2, Undo2 } from 'lucide-react'
import { can } from '../../../kernel/shared/permissions.ts'
import { resourceKeys, type Row } from '../../../kernel/web/components/resource/resource-api.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { rowList, rowNumber } from '../../../kernel/web/components/resource/row-lists.ts'

/**
 * A shipped delivery's way back: a return entry for the same warehouse and owner with the goods
 * that left (edit the quantities in its Draft), received like any entry. The server checks that the
 * returns never bring back more than was shipped.
 */
export function ReturnButton({ row }: { row: Row }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const access = useQuery(agentInfoQuery).data?.access
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  if (!['Shipped', 'Signed'].includes(String(row.State)) || !can(access, 'entry:create')) return null
  // What already came back in earlier returns is not proposed again: a second return proposes the rest.
  const returned = new Map(rowList(row.Returned, { ProductId: rowNumber, Qty: rowNumber }).map((r) => [r.ProductId, r.Qty]))
  const shipped = rowList(row.Lines, { ProductId: rowNumber, PickNum: rowNumber })
  const lines = shipped
    .map((l) => {
      const back = Math.min(l.PickNum, returned.get(l.ProductId) ?? 0)
      returned.set(l.ProductId, (returned.get(l.ProductId) ?? 0) - back)
      return { ProductId: l.ProductId, PickNum: l.PickNum - back }
    })
    .filter((l) => l.PickNum > 0)
  const partly = returned.size > 0
  const create = async () => {
    setBusy(true)
    setFailure(undefined)
    const res = await api<{ Id: number }>('/Api/Entry/Post', {
      body: {
        Title: t`Return of ${String(row.Title ?? `#${row.Id}`)}`,
        WarehouseId: row.WarehouseId,
        OwnerId: row.OwnerId,
        ReturnOf: row.Id,
        OutOrderId: String(row.OutOrderId ?? ''),
        Express: String(row.Express ?? ''),
        ExpressNo: String(row.ExpressNo ?? ''),
        Lines: lines.map((l) => ({ ProductId: l.ProductId, ProductNum: l.PickNum })),
      },
    }).catch(() => undefined)
    setBusy(false)
    if (!res?.Result || !res.Data) return setFailure(res?.Message ?? '')
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all('Entry') })
    void navigate({ to: '/entry/list', search: { view: res.Data.Id } })
  }
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={busy || !lines.length}
        onClick={() => void create()}
        className="inline-flex items-center gap-1.5 self-start rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50 disabled:opacity-50"
        data-testid="create-return"
      >
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Undo2 className="size-4" aria-hidden />}
        {partly && lines.length ? (
          <Trans>Create a return entry for what is left</Trans>
        ) : partly ? (
          <Trans>Everything shipped is on its way back</Trans>
        ) : (
          <Trans>Create a return entry</Trans>
        )}
      </button>
      {failure ? (
        <p className="text-sm text-red-700" role="alert" data-testid="return-failure">
          {failure}
        </p>
      ) : null}
    </div>
  )
}

import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2 } from 'lucide-react'
import { api } from '../../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../../kernel/web/lib/auth.ts'

type Waiting = { Id: number; Title: string; State: string; WarehouseId: number; WarehouseName: string; Name: string }

/** Most deliveries one round takes (a cart's totes). */
export const ROUND_SIZE = 12

/**
 * Choosing a batch-picking round (`/station/batch`): the allocated deliveries of the worker's
 * warehouses, oldest first; he ticks several of one warehouse and claims them as one round (a
 * delivery someone else holds stays out of it, said so).
 */
export function BatchChooser() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [chosen, setChosen] = useState<number[]>([])
  const [busy, setBusy] = useState(false)
  const [left, setLeft] = useState<string[]>([])
  const list = useQuery({
    queryKey: ['station', 'batch'],
    queryFn: async ({ signal }) => {
      const res = await api<Waiting[]>('/Api/Delivery/Index', { query: { State: 'Allocated', Size: 200, OrderBy: 'Id', IsAsc: 1 }, signal })
      if (!res.Result) throw new ApiFailure(res)
      return res.Data ?? []
    },
  })
  const rows = list.data ?? []
  const warehouse = rows.find((r) => r.Id === chosen[0])?.WarehouseId
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length < ROUND_SIZE ? [...c, id] : c))

  const start = async () => {
    setBusy(true)
    const claimed: number[] = []
    const refused: string[] = []
    for (const id of chosen) {
      const res = await api('/Api/Queue/Claim', { body: { Doc: 'Delivery', Id: id }, quiet: true }).catch(() => undefined)
      if (res?.Result) claimed.push(id)
      else refused.push(`#${id}: ${res?.Message ?? ''}`)
    }
    setBusy(false)
    setLeft(refused)
    if (claimed.length && !refused.length) void navigate({ to: '/station/batch/pick', search: { Ids: claimed } })
    else setChosen(claimed)
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col gap-3 bg-neutral-50 p-3" data-testid="batch-chooser">
      <header className="flex items-center justify-between gap-2">
        <h1 className="text-base font-semibold">
          <Trans>Batch picking: choose the round</Trans>
        </h1>
        <Link to="/delivery/picking" className="text-sm text-sky-700 hover:underline">
          <Trans>Back to the queue</Trans>
        </Link>
      </header>
      <p className="text-sm text-neutral-600">
        <Trans>
          Tick up to {ROUND_SIZE} allocated deliveries of one warehouse. Each goes into a tote of its own; the station says which tote every
          scan goes to.
        </Trans>
      </p>
      {list.error ? (
        <p className="text-red-700" role="alert">
          {list.error instanceof ApiFailure ? (list.error.envelope.Message ?? list.error.message) : list.error.message}
        </p>
      ) : list.isPending ? (
        <Loader2 className="size-6 animate-spin text-neutral-400" aria-hidden />
      ) : rows.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-neutral-600 ring-1 ring-neutral-200">
          <Trans>No allocated delivery is waiting to be picked.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-100 rounded-lg bg-white ring-1 ring-neutral-200">
          {rows.map((r) => {
            const other = warehouse !== undefined && r.WarehouseId !== warehouse
            return (
              <li key={r.Id}>
                <label
                  className={`flex items-center gap-3 px-3 py-2.5 ${other ? 'opacity-40' : ''}`}
                  data-testid="batch-candidate"
                  data-id={r.Id}
                >
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chosen.includes(r.Id)}
                    disabled={other}
                    onChange={() => toggle(r.Id)}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">
                      #{r.Id} · {r.Title}
                    </span>
                    <span className="text-xs text-neutral-500">
                      {r.WarehouseName} · {r.Name}
                    </span>
                  </span>
                  {chosen.includes(r.Id) ? (
                    <span className="ml-auto rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-800">{t`Tote ${chosen.indexOf(r.Id) + 1}`}</span>
                  ) : null}
                </label>
              </li>
            )
          })}
        </ul>
      )}
      {left.length ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="alert" data-testid="batch-left-out">
          <Trans>Someone else holds these; they stay out of the round:</Trans> {left.join('; ')}
        </p>
      ) : null}
      <button
        type="button"
        className="rounded-lg bg-neutral-900 px-4 py-3 text-white disabled:opacity-40"
        disabled={chosen.length < 1 || busy}
        onClick={() => void start()}
        data-testid="batch-start"
      >
        {busy ? <Loader2 className="mr-2 inline size-4 animate-spin" aria-hidden /> : null}
        <Trans>Claim and pick {chosen.length} as one round</Trans>
      </button>
    </main>
  )
}

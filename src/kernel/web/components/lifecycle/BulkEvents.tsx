import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui as useLinguiCore } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CheckCircle2, ChevronDown, Loader2, Workflow, XCircle } from 'lucide-react'
import { offeredEvents, type Lifecycle } from '../../../../../machines/define.ts'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { can } from '../../../shared/permissions.ts'
import { api, type Envelope } from '../../lib/api.ts'
import { agentInfoQuery } from '../../lib/auth.ts'
import { confirmAction } from '../../lib/confirm.ts'
import { notify } from '../../lib/notices.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu.tsx'
import { cacheName, recordName, type Row } from '../resource/resource-api.ts'
import { eventLabel } from './labels.ts'
import { invalidateAfterTransition } from './lifecycle-api.ts'
import { EventDialog } from './EventDialog.tsx'

/** One record's outcome as `<Doc>/TransitionMany` answers it (kernel/server/lifecycle/bulk.ts). */
interface BulkResult {
  Id: number
  Result: boolean
  Message: string
  Status: number
}

/**
 * An event a person sends to many records at once: one of theirs, with nothing to fill in, or with
 * a form whose answer holds for all (the salesperson they go to, a reason), not one about a record's
 * own lines.
 */
function bulkable(lifecycle: Lifecycle, event: string, access: readonly string[] | undefined): 'plain' | 'form' | false {
  const spec = lifecycle.events[event]
  if (!spec || spec.timed || !can(access, spec.permission)) return false
  if (!spec.data || Object.values(spec.data.shape).every((f) => f.safeParse(undefined).success)) return 'plain'
  return Object.keys(spec.data.shape).some((f) => f === 'LineId' || f === 'Lines') ? false : 'form'
}

/**
 * The lifecycle events the selected records' states offer, sent to all of them at once: each record
 * is judged by its machine on the server and moves on its own, and the answer lists each one's
 * outcome (done, or why its state or a guard refused it). Events that ask for a form stay on the
 * record's page.
 */
export function BulkEvents({ def, lifecycle, rows, onDone }: { def: ResourceDef; lifecycle: Lifecycle; rows: Row[]; onDone(): void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const queryClient = useQueryClient()
  const access = useQuery(agentInfoQuery).data?.access
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<{ event: string; results: BulkResult[] } | null>(null)
  const [asking, setAsking] = useState<string | null>(null)
  const label = (event: string) => {
    const d = eventLabel(def, event)
    return d ? i18n._(d) : event
  }
  const offeredBy = new Map<string, number>()
  for (const r of rows)
    for (const e of offeredEvents(lifecycle, String(r.State ?? '')))
      if (bulkable(lifecycle, e, access)) offeredBy.set(e, (offeredBy.get(e) ?? 0) + 1)
  if (offeredBy.size === 0 && !outcome) return null

  /** `TransitionMany` with the form's data (once for all): its refusal of the data comes back to the form. */
  const sendMany = async (event: string, data?: Record<string, unknown>): Promise<Envelope> => {
    const res = await api<{ Results: BulkResult[]; Done: number }>(`/Api/${lifecycle.doc}/TransitionMany`, {
      body: { Event: event, Items: rows.map((r) => ({ Id: r.Id, Version: r.Version })), ...(data ? { Data: data } : {}) },
    })
    if (res.Result && res.Data) {
      setOutcome({ event, results: res.Data.Results })
      await invalidateAfterTransition(queryClient, cacheName(def))
    }
    return { ...res, Errors: res.Errors?.map((e) => ({ ...e, Field: `Data.${e.Field}` })) }
  }

  const send = async (event: string) => {
    if (bulkable(lifecycle, event, access) === 'form') return setAsking(event)
    if (lifecycle.events[event]?.confirm) {
      const ok = await confirmAction({
        title: eventLabel(def, event) ?? { id: event, message: event },
        description: msg`Each selected record is checked on its own; the step is recorded on each one’s timeline.`,
        action: msg`Confirm`,
      })
      if (!ok) return
    }
    setSending(true)
    try {
      const res = await sendMany(event)
      if (!res.Result) notify(res.Message ?? '', 'error')
    } catch {
      // no network or the session ended: the notice is up already
    } finally {
      setSending(false)
    }
  }

  const byId = new Map(rows.map((r) => [r.Id, r]))
  const done = outcome?.results.filter((r) => r.Result).length ?? 0
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={sending} data-testid="bulk-events">
            {sending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Workflow className="size-4" aria-hidden />}
            <Trans>Next step</Trans>
            <ChevronDown className="size-3.5" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {[...offeredBy].map(([event, n]) => (
            <DropdownMenuItem key={event} onSelect={() => void send(event)} data-testid={`bulk-event-${event}`}>
              <span className="flex-1">{label(event)}</span>
              <span className="text-xs text-neutral-600">{t`${n} of ${rows.length}`}</span>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {asking ? (
        <EventDialog
          def={def}
          lifecycle={lifecycle}
          // The form starts empty: no one record's values stand for the whole selection.
          row={{ Id: 0, Version: 0, Status: 0 }}
          event={asking}
          many={rows.length}
          submit={(values) => sendMany(asking, values)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <Dialog
        open={!!outcome}
        onOpenChange={(open) => {
          if (open) return
          setOutcome(null)
          onDone()
        }}
      >
        {outcome ? (
          <DialogContent data-testid="bulk-results">
            <DialogHeader>
              <DialogTitle>{label(outcome.event)}</DialogTitle>
              <DialogDescription data-testid="bulk-summary">
                <Trans>
                  {done} of {outcome.results.length} done
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <ul className="flex max-h-80 flex-col divide-y divide-neutral-100 overflow-y-auto text-sm">
              {outcome.results.map((r) => {
                const row = byId.get(r.Id)
                return (
                  <li key={r.Id} className="flex items-start gap-2 py-2" data-testid="bulk-result" data-ok={r.Result ? 'yes' : 'no'}>
                    {r.Result ? (
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label={t`Done`} />
                    ) : (
                      <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-label={t`Refused`} />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="font-medium">{(row && recordName(def, row)) || `#${r.Id}`}</span>
                      <span className={r.Result ? 'block text-neutral-600' : 'block text-red-700'}>{r.Message}</span>
                    </span>
                  </li>
                )
              })}
            </ul>
            <DialogFooter>
              <Button
                onClick={() => {
                  setOutcome(null)
                  onDone()
                }}
                data-testid="bulk-results-close"
              >
                <Trans>Close</Trans>
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  )
}

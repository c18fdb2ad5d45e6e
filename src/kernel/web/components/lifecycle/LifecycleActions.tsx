import { useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Loader2 } from 'lucide-react'
import type { Lifecycle } from '../../../../../machines/define.ts'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { confirmAction } from '../../lib/confirm.ts'
import { messageText } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notices.ts'
import { Button } from '../ui/button.tsx'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../ui/tooltip.tsx'
import { cacheName, type Row } from '../resource/resource-api.ts'
import { EventDialog } from './EventDialog.tsx'
import { eventLabel } from './labels.ts'
import { actionsQuery, invalidateAfterTransition, sendTransition, type ActionRow } from './lifecycle-api.ts'

/**
 * One button per event the record's state offers, as the server judged them for this person.
 * An event with data opens its form; one marked `confirm` asks first; any other is sent at once.
 * A refused one stays visible, focusable and explained (tooltip and accessible description).
 */
export function LifecycleActions({ def, lifecycle, row }: { def: ResourceDef; lifecycle: Lifecycle; row: Row }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const actions = useQuery(actionsQuery(cacheName(def), lifecycle.doc, row.Id))
  const [dialog, setDialog] = useState<string | null>(null)
  const [sending, setSending] = useState<string | null>(null)
  const label = (event: string) => {
    const d = eventLabel(def, event)
    return d ? i18n._(d) : event
  }

  const send = async (event: string) => {
    setSending(event)
    try {
      const res = await sendTransition(lifecycle.doc, row, event)
      if (!res.Result) {
        notify(res.Message ?? messageText('invalid'), 'error')
        // Refused on a record that moved on meanwhile (409): the page shows it as it is now.
        return await invalidateAfterTransition(queryClient, cacheName(def))
      }
      notify(res.Message || messageText('saveSuccess'), 'success')
      await invalidateAfterTransition(queryClient, cacheName(def))
    } catch {
      // no network or the session ended: the notice is up already
    } finally {
      setSending(null)
    }
  }

  const start = async (event: string) => {
    const spec = lifecycle.events[event]
    if (spec?.data) return setDialog(event)
    if (spec?.confirm) {
      const title = eventLabel(def, event) ?? { id: event, message: event }
      const ok = await confirmAction({ title, description: msg`This step is recorded on the record’s timeline.`, action: msg`Confirm` })
      if (!ok) return
    }
    await send(event)
  }

  if (actions.isPending) return <Loader2 className="size-4 animate-spin text-neutral-400" aria-hidden />
  if (actions.isError)
    return (
      <p className="text-sm text-neutral-500" role="alert" data-testid="lifecycle-actions-error">
        <Trans>The next steps could not be loaded.</Trans>
      </p>
    )
  const list = actions.data ?? []
  if (list.length === 0) return null
  return (
    <TooltipProvider>
      <div className="flex flex-wrap gap-2" data-testid="lifecycle-actions">
        {list.map((a) =>
          a.Allowed ? (
            <Button
              key={a.Event}
              size="sm"
              disabled={sending !== null}
              onClick={() => void start(a.Event)}
              data-testid={`action-${a.Event}`}
            >
              {sending === a.Event ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {label(a.Event)}
            </Button>
          ) : (
            <RefusedAction key={a.Event} action={a} label={label(a.Event)} />
          ),
        )}
      </div>
      {dialog ? <EventDialog def={def} lifecycle={lifecycle} row={row} event={dialog} onClose={() => setDialog(null)} /> : null}
    </TooltipProvider>
  )
}

/** Not `disabled`, so it keeps focus and hover for its reason; `aria-disabled` says it does nothing. */
function RefusedAction({ action, label }: { action: ActionRow; label: string }) {
  const reasonId = useId()
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            size="sm"
            variant="outline"
            aria-disabled="true"
            aria-describedby={action.Reason ? reasonId : undefined}
            className="cursor-not-allowed text-neutral-500 opacity-70 hover:bg-white"
            onClick={(e) => e.preventDefault()}
            data-testid={`action-${action.Event}`}
          >
            {label}
          </Button>
        </TooltipTrigger>
        {action.Reason ? <TooltipContent data-testid={`reason-${action.Event}`}>{action.Reason}</TooltipContent> : null}
      </Tooltip>
      {action.Reason ? (
        <span id={reasonId} className="sr-only">
          {action.Reason}
        </span>
      ) : null}
    </>
  )
}

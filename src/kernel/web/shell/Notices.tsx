import { useState, useSyncExternalStore, type MouseEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { dismissNotice, getNotices, subscribeNotices, type NoticeTone } from '../lib/notices.ts'
import { useConfirmRequest } from '../lib/confirm.ts'
import { cn } from '../lib/cn.ts'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../components/ui/alert-dialog.tsx'

const TONES: Record<NoticeTone, { box: string; icon: typeof Info; iconClass: string }> = {
  info: { box: 'border-neutral-200 text-neutral-900', icon: Info, iconClass: 'text-sky-600' },
  success: { box: 'border-emerald-200 text-neutral-900', icon: CircleCheck, iconClass: 'text-emerald-600' },
  error: { box: 'border-red-200 text-red-800', icon: CircleAlert, iconClass: 'text-red-600' },
}

/**
 * Notices (toasts), centred 24 px from the top, and the confirmation host; mounted once at the root.
 */
export function Notices() {
  const notices = useSyncExternalStore(subscribeNotices, getNotices, getNotices)
  const { i18n, t } = useLingui()
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        data-notice-region
        className="pointer-events-none fixed top-6 left-1/2 z-[70] flex w-full max-w-sm -translate-x-1/2 flex-col gap-2 px-4"
      >
        {notices.map((n) => {
          const tone = TONES[n.tone]
          const Icon = tone.icon
          return (
            <div
              key={n.id}
              data-testid="notice"
              data-tone={n.tone}
              className={cn('pointer-events-auto flex items-start gap-3 rounded-lg border bg-white px-4 py-3 text-sm shadow-md', tone.box)}
            >
              <Icon className={cn('mt-0.5 size-4 shrink-0', tone.iconClass)} aria-hidden />
              <span className="flex-1">{typeof n.text === 'string' ? n.text : i18n._(n.text)}</span>
              <button
                type="button"
                onClick={() => dismissNotice(n.id)}
                className="rounded-sm text-neutral-500 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:outline-none"
                aria-label={t`Dismiss`}
              >
                <X className="size-4" aria-hidden />
              </button>
            </div>
          )
        })}
      </div>
      <ConfirmHost />
    </>
  )
}

/** Shows the question `confirmDelete()` or `confirmAction()` asked (lib/confirm.ts). */
export function ConfirmHost() {
  const request = useConfirmRequest()
  const { i18n } = useLingui()
  const texts = request?.texts
  // What the confirmed step answered when it was refused, for the question it belongs to.
  const [refusal, setRefusal] = useState<{ id: number; text: string } | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const shownRefusal = refusal && request && refusal.id === request.id ? refusal.text : null
  const confirm = async (e: MouseEvent) => {
    if (!request?.run) return request?.resolve(true)
    e.preventDefault() // the question stays open until the step is done
    setBusy(request.id)
    const reason = await request.run()
    setBusy(null)
    if (reason === null) request.resolve(true)
    else setRefusal({ id: request.id, text: reason })
  }
  return (
    <AlertDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) request?.resolve(false)
      }}
    >
      {request ? (
        <AlertDialogContent data-testid={`confirm-${request.kind}`}>
          <AlertDialogHeader>
            <AlertDialogTitle>{texts ? i18n._(texts.title) : <Trans>Are you sure you want to delete the data?</Trans>}</AlertDialogTitle>
            <AlertDialogDescription>
              {texts ? i18n._(texts.description) : <Trans>After deletion, the data will not be recoverable</Trans>}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {shownRefusal ? (
            <p
              role="alert"
              data-testid="confirm-refusal"
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {shownRefusal}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel data-testid="confirm-cancel">
              <Trans>Cancel</Trans>
            </AlertDialogCancel>
            <AlertDialogAction
              variant={texts ? 'default' : 'destructive'}
              data-testid="confirm-ok"
              disabled={busy === request.id || shownRefusal !== null}
              onClick={(e) => void confirm(e)}
            >
              {texts ? i18n._(texts.action) : <Trans>Delete</Trans>}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  )
}

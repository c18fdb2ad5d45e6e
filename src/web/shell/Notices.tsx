import { useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { dismissNotice, getNotices, subscribeNotices } from '../lib/notices.ts'
import { cn } from '../lib/cn.ts'

/** The corner where notices (toasts) appear; mounted once at the root. */
export function Notices() {
  const notices = useSyncExternalStore(subscribeNotices, getNotices, getNotices)
  const { i18n, t } = useLingui()
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed top-4 left-1/2 z-50 flex w-full max-w-sm -translate-x-1/2 flex-col gap-2 px-4"
    >
      {notices.map((n) => (
        <div
          key={n.id}
          data-testid="notice"
          className={cn(
            'pointer-events-auto flex items-start gap-3 rounded-lg border bg-white px-4 py-3 text-sm shadow-md',
            n.tone === 'error' ? 'border-red-200 text-red-800' : 'border-neutral-200 text-neutral-900',
          )}
        >
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
      ))}
    </div>
  )
}

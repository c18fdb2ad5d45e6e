import type { ReactNode } from 'react'
import { Printer } from 'lucide-react'

/** A link to a printed page (opened in a tab of its own to print). */
export const printLinkClass =
  'inline-flex items-center gap-1.5 rounded-md border border-neutral-200 px-2.5 py-1 text-sm hover:bg-neutral-50'

/** A record's printed papers, as a row of links behind a printer icon. */
export function PrintLinkBar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="print-links">
      <Printer className="size-4 text-neutral-500" aria-hidden />
      {children}
    </div>
  )
}

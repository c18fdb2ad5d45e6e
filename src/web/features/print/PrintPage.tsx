import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Printer } from 'lucide-react'

/** The paper sizes the print views use: A4 documents and 100 × 150 mm shipping labels. */
const PAGE = { a4: '@page { size: A4; margin: 12mm }', label: '@page { size: 100mm 150mm; margin: 4mm }' } as const

/**
 * One printed document: its page size for the printer, and on screen a sheet of that size with a
 * Print button (hidden on paper).
 */
export function PrintPage({ size, title, children }: { size: keyof typeof PAGE; title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-neutral-100 py-6 print:bg-white print:py-0">
      <style>{`${PAGE[size]} @media print { html, body { background: #fff } }`}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] items-center justify-between px-2 print:hidden">
        <h1 className="text-sm text-neutral-600">{title}</h1>
        <button type="button" onClick={() => window.print()} className="inline-flex items-center gap-2 rounded-md bg-neutral-900 px-3 py-1.5 text-sm text-white" data-testid="print-button">
          <Printer className="size-4" aria-hidden />
          <Trans>Print</Trans>
        </button>
      </div>
      <article
        data-testid="print-sheet"
        className={
          size === 'a4'
            ? 'mx-auto w-[210mm] min-h-[297mm] bg-white p-[12mm] text-[11pt] text-black shadow print:w-auto print:min-h-0 print:p-0 print:shadow-none'
            : 'mx-auto w-[100mm] min-h-[150mm] bg-white p-[4mm] text-[9pt] text-black shadow print:w-auto print:min-h-0 print:p-0 print:shadow-none'
        }
      >
        {children}
      </article>
    </div>
  )
}

/** A label and its value on printed paper. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-neutral-500">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

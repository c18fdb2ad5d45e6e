import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Loader2, Printer } from 'lucide-react'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { detailQuery } from '../resource/resource-api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { Barcode } from './Barcode.tsx'

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
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-md bg-neutral-900 px-3 py-1.5 text-sm text-white"
          data-testid="print-button"
        >
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

/** A printed document's head: its title and facts, and its number as a barcode beside them. */
export function DocHeader({ title, code, children }: { title: ReactNode; code: string; children: ReactNode }) {
  return (
    <header className="mb-4 flex items-start justify-between gap-4 border-b border-black pb-3">
      <div>
        <h2 className="text-xl font-bold">{title}</h2>
        <dl className="mt-1 text-sm">{children}</dl>
      </div>
      <Barcode text={code} height={10} className="w-48" />
    </header>
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

/** Until the record is there: its loading, or why it cannot be printed. */
export function Waiting({ error }: { error: Error | null }) {
  if (error)
    return (
      <p className="p-8 text-red-700" role="alert">
        {error instanceof ApiFailure ? (error.envelope.Message ?? error.message) : error.message}
      </p>
    )
  return <Loader2 className="m-8 size-5 animate-spin text-neutral-400" aria-hidden />
}

/** The labels of a definition's fields, as its screens say them. */
export function useLabel(def: ResourceDef) {
  const { i18n } = useLinguiCore()
  return (field: string) => {
    const l = fieldLabel(def, field)
    return l ? i18n._(l) : field
  }
}

/** A record to print, as Get answers it. */
export function usePrinted<T>(def: ResourceDef, id: number) {
  const q = useQuery(detailQuery(def, id))
  return { doc: q.data as T | undefined, error: q.error }
}

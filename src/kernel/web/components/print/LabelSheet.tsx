import type { ReactNode } from 'react'
import { PrintPage } from './PrintPage.tsx'

/** Labels on an A4 sheet of 3 × 8 (70 × 37 mm, the common label stock). */
export function LabelSheet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PrintPage size="a4" title={title}>
      <div className="grid grid-cols-3 gap-[2mm]" data-testid="labels">
        {children}
      </div>
    </PrintPage>
  )
}

/** One label of the sheet. */
export const labelCell =
  'flex h-[35mm] flex-col items-center justify-center gap-1 overflow-hidden rounded-sm border border-dashed border-neutral-400 p-[2mm] break-inside-avoid print:border-neutral-200'

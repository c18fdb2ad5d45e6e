import type { ReactNode } from 'react'
import { DASH } from './declaration.ts'

/** The document's two parties side by side. */
export function Parties({ children }: { children: ReactNode }) {
  return <div className="mb-3 grid grid-cols-2 gap-3">{children}</div>
}

/** A party of the document (seller, buyer, shipper …) in a box: its role, name and particulars. */
export function Party({ role, name, children, testId }: { role: ReactNode; name: string; children?: ReactNode; testId?: string }) {
  return (
    <section className="border border-black p-2 text-[9pt]" data-testid={testId}>
      <div className="text-[8pt] uppercase tracking-wide text-neutral-600">{role}</div>
      <div className="text-[10.5pt] font-semibold">{name || DASH}</div>
      <dl className="mt-0.5 space-y-0.5">{children}</dl>
    </section>
  )
}

import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'

/** Who signs, and a line to sign on with what it is for under it. */
export function Signature({
  name,
  children,
  className,
  testId,
}: {
  name: ReactNode
  children: ReactNode
  className?: string
  testId?: string
}) {
  return (
    <div className={className} data-testid={testId}>
      <div className="mb-1 text-[9pt] font-semibold">{name}</div>
      <div className="border-t border-black pt-1 text-[9pt]">{children}</div>
    </div>
  )
}

/** The seller's (shipper's) signature and stamp, at the foot of the page on the right. */
export function SellerSignature({ name, testId }: { name: string; testId?: string }) {
  return (
    <Signature name={name} className="mt-14 ml-auto w-72 break-inside-avoid text-center" testId={testId}>
      <Trans>Authorised signature and stamp</Trans>
    </Signature>
  )
}

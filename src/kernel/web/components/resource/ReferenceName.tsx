import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { nameQuery } from './resource-api.ts'

/**
 * A referenced record's label (`RoleId` 3 → "Salesperson") where no row carries it (a timeline's
 * payload, a line): that one record, asked of the resource's `Select` by its Id and cached.
 */
export function ReferenceName({ resource, id }: { resource: string; id: number }) {
  const { i18n } = useLingui()
  const { data, isPending } = useQuery(nameQuery(resource, id))
  if (data) return <span title={data.Path && data.Path !== data.Name ? data.Path : undefined}>{data.Name}</span>
  if (isPending) return <>…</>
  // Gone, or outside what one may see: said so, never shown as a bare number.
  return <span className="text-neutral-500">{i18n._(msg`Unavailable`)}</span>
}

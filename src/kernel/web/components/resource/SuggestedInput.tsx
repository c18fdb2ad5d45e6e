import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { Input } from '../ui/input.tsx'

/**
 * A text input that offers, as it is typed, the values one field of a list holds (a customer's
 * contacts' names), read once the form names what filters them; until then a plain input.
 */
export function SuggestedInput({
  resource,
  query,
  field,
  value,
  onChange,
  onBlur,
  ...aria
}: {
  resource: string
  /** The list's filters from the form; none empty, or nothing is offered. */
  query: Readonly<Record<string, string>>
  field: string
  value: unknown
  onChange(v: string): void
  onBlur?(): void
  id?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
  'aria-describedby'?: string
}) {
  const listId = useId()
  const ready = Object.values(query).every((v) => v !== '' && v !== '0')
  const options = useQuery({
    queryKey: ['suggest', resource, field, query],
    enabled: ready,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const res = await api<Record<string, unknown>[]>(`/Api/${resource}/Index`, { query: { ...query, Size: '100' }, signal })
      return [...new Set((res.Data ?? []).map((r) => String(r[field] ?? '')).filter(Boolean))]
    },
  })
  const list = ready ? (options.data ?? []) : []
  return (
    <>
      <Input
        {...aria}
        list={list.length ? listId : undefined}
        autoComplete="off"
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        data-testid="suggested-input"
      />
      {list.length ? (
        <datalist id={listId} data-testid="suggestions">
          {list.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      ) : null}
    </>
  )
}

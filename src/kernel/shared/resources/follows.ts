import type { ResourceDef } from './define.ts'

type Values = Readonly<Record<string, unknown>>

/** Whether a form's field still waits for a value: nothing, blank text, zero, no lines. */
export const isBlank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === 0 ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.every((line) => typeof line === 'object' && line !== null && Object.values(line).every(isBlank)))

/**
 * What a chosen record fills in (a definition's `follows`): each mapped field still blank in the
 * form takes the record's value when it has one; a field the user filled is never overwritten.
 * Lines are copied with the fields the form's lines have (`lineKeys`), not the record's ids.
 */
export function followedValues(
  def: Pick<ResourceDef, 'follows'>,
  reference: string,
  record: Values,
  current: Values,
  lineKeys: (field: string) => readonly string[] | undefined = () => undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [field, source] of Object.entries(def.follows?.[reference] ?? {})) {
    const value = record[source]
    if (!isBlank(current[field]) || isBlank(value)) continue
    const keys = lineKeys(field)
    out[field] =
      Array.isArray(value) && keys
        ? value.map((line: Values) => Object.fromEntries(keys.filter((k) => line[k] !== undefined).map((k) => [k, line[k]])))
        : value
  }
  return out
}

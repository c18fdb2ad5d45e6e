import { z } from '@hono/zod-openapi'
import { safeParse } from 'zod'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { ResourceDef, Widget } from '../../shared/resources/define.ts'

/** What a widget says of a number or text beyond its type (the OpenAPI `format` integrators read). */
const FORMATS: Partial<Record<Widget, string>> = {
  money: 'hundredths',
  percent: 'hundredths-of-percent',
  date: 'unix-seconds',
  datetime: 'unix-seconds',
  country: 'iso-3166-alpha-2',
  color: 'color',
  image: 'uri-reference',
}

type Column = PgColumn & { enumValues?: readonly string[]; baseColumn?: PgColumn }

/** A column's value as the database answers it in a record (a list page's JSON or a decoded row alike). */
function columnValue(c: Column): z.ZodType {
  switch (c.columnType) {
    case 'PgText':
    case 'PgVarchar':
      return c.enumValues?.length ? z.enum(c.enumValues) : z.string()
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgSerial':
    case 'PgBigInt53':
    case 'PgBigSerial53':
      return z.number().int()
    case 'PgDoublePrecision':
    case 'PgNumericNumber':
      return z.number()
    case 'PgDateString':
      return z.string().openapi({ format: 'date' })
    case 'PgBoolean':
      return z.boolean()
    case 'PgArray':
      return z.array(c.baseColumn ? columnValue(c.baseColumn) : z.unknown())
    default:
      // jsonb and what else a table may hold: any JSON value.
      return z.unknown()
  }
}

/**
 * The enumerated values a definition allows a field, when they are a closed list (not a range of
 * codes), with the column's default when no option names it (a customer never lost has LoseWay 0).
 */
function enumOf(def: ResourceDef, field: string, c: Column): z.ZodType | undefined {
  const options = def.options?.[field]
  if (!options?.length || options.some((o) => o.upTo !== undefined)) return undefined
  const values = options.map((o) => o.value)
  if (writesOther(def.fields[field], values)) return undefined
  const fallback = c.hasDefault ? c.default : undefined
  if ((typeof fallback === 'string' || typeof fallback === 'number') && !values.includes(fallback)) values.push(fallback)
  const texts = values.filter((v) => typeof v === 'string')
  if (texts.length === values.length) return z.enum(texts)
  if (values.every((v) => typeof v === 'number')) return z.number().int().openapi({ enum: values })
  return undefined
}

/**
 * Whether a field's write schema takes a value its options do not list (a setting's use is free
 * text the options only suggest): then its records may hold one, and the record lists no values.
 */
function writesOther(written: ResourceDef['fields'][string] | undefined, values: readonly (string | number)[]): boolean {
  if (!written) return false
  const numbers = values.filter((v) => typeof v === 'number')
  const others = numbers.length ? [Math.min(...numbers) - 1, Math.max(...numbers) + 1] : ['~', 'not-an-option~']
  return others.some((v) => safeParse(written, v).success)
}

/**
 * One record of a resource as Get and Index answer it, typed from the same definition and table the
 * answers are made from: each column with its type (an enumeration where the definition lists the
 * values), nullable where the column is, its label and format; each reference with the resource it
 * names; each name the answer joins (`AgentId` → `AgentName`) a text. Loose, since a resource's
 * detail (its lines) and a present hook may add fields; a generated client still types every one
 * listed here.
 */
export function recordSchema(
  def: ResourceDef,
  columns: Readonly<Record<string, PgColumn>>,
  /** The fields of the answer besides the columns: each name and the field whose record it names. */
  names: Readonly<Record<string, string>>,
  secret: ReadonlySet<string>,
): z.ZodType {
  const shape: Record<string, z.ZodType> = {}
  for (const [field, c] of Object.entries<Column>(columns)) {
    if (secret.has(field)) continue
    let value = (c.columnType === 'PgArray' ? undefined : enumOf(def, field, c)) ?? columnValue(c)
    const target = def.references?.[field]
    const widget = def.widgets?.[field]
    const described = [
      def.labels?.[field]?.message,
      target ? `${c.columnType === 'PgArray' ? 'Ids' : 'the Id'} of ${target} records (0: none)` : undefined,
    ].filter(Boolean)
    const meta = {
      ...(described.length ? { description: described.join(': ') } : {}),
      ...(widget && FORMATS[widget] ? { format: FORMATS[widget] } : {}),
    }
    if (Object.keys(meta).length) value = value.openapi(meta)
    shape[field] = c.notNull ? value : value.nullable()
  }
  for (const [name, field] of Object.entries(names))
    shape[name] = z.string().openapi({ description: `The name of the record ${field} refers to (empty: none)` })
  // A family's members answer different names (an offering's course and live lists): one record each.
  return z.looseObject(shape).openapi(def.family ? `${def.name}_${def.family.suffix}` : def.name)
}

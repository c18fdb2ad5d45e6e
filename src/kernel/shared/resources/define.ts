import type { z } from 'zod'
import type { MessageDescriptor } from '../messages.ts'
import { canAny, type PermissionKey, type PermissionResource } from '../permissions.ts'

/** How a list may be filtered by a field (docs/API.md "Lists"). */
/**
 * `in`: a comma-separated list of exact values (`Name=AgentStatus,Role`); `positive`: a 0/1 switch,
 * 1 keeps the rows whose field is above zero (stock on hand); `below`: keeps the rows whose field
 * is less than the number given (stock under a minimum).
 */
export type FilterKind = 'number' | 'enum' | 'reference' | 'keyword' | 'in' | 'positive' | 'below'

/** How a form edits a field; inferred from the zod type, options and references unless given. */
export type Widget =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money' // hundredths in the record, shown with two decimals
  | 'country' // an ISO 3166 code, picked and shown by its name in the reader's language (countries.ts)
  | 'percent' // hundredths of a percent in the record (550), typed and shown as a percentage (5.50 %)
  | 'date' // Unix seconds, a day
  | 'datetime' // Unix seconds, a day and a time (an appointment: the next follow-up)
  | 'enum'
  | 'reference'
  | 'references' // several records of one resource (a list of ids)
  | 'tree'
  | 'image'
  | 'images' // several uploaded images (a list of their addresses)
  | 'tags'
  | 'richtext'
  | 'switch'
  | 'color'
  | 'permissions' // a role's permission keys, as a matrix of menu groups and actions
  | 'password'
  | 'signed' // a quantity in or out, shown with its sign (+3, −2)
  | 'shortfall' // how much is missing: marked when above 0, a dash when nothing is
  | 'sku' // a product's specifications and SKU rows (product-sku.ts)
  | 'blocks' // a page's ordered blocks (page-blocks.ts), edited beside their live preview
  | 'settingValue' // a setting's Value: text, or a rate or an amount for the rules that hold one (setting-labels.ts)

/** One value of an enumerated field and its translated label. */
export interface EnumOption {
  value: number | string
  label: MessageDescriptor
  /** The option also names every number from `value` up to this one (customs' held codes 501–599). */
  upTo?: number
}

/** The option naming a value (within an option's range too), if any. */
export function findOption(options: readonly EnumOption[], value: unknown): EnumOption | undefined {
  return (
    options.find((o) => o.value === value) ??
    (typeof value === 'number' ? options.find((o) => o.upTo !== undefined && value >= Number(o.value) && value <= o.upTo) : undefined)
  )
}

/**
 * One declarative definition per entity (ARCHITECTURE.md): the server builds its CRUD routes
 * from it, and the client its list, detail and form pages. Data only: no React, no fetching.
 */
export interface ResourceDef<S extends z.ZodRawShape = z.ZodRawShape> {
  /** API path segment, PascalCase singular (`Notice` → /Api/Notice/Index). */
  name: string
  /** What one record is called ("customer"): dialogs say "New customer", "Edit customer #12". */
  noun?: MessageDescriptor
  /**
   * A lifecycle document's event labels, by event name (its states' labels are its `State`
   * options): the record page's actions, dialogs and timeline name its events with them.
   */
  events?: Readonly<Record<string, MessageDescriptor>>
  /** Permission resource: `<permission>:view|create|update|delete`. */
  permission: PermissionResource
  /**
   * Other keys that also let a role read the records (list, record page, board): a finance
   * supervisor reads the tax refunds she approves without the customs clerks' `declare:view`.
   */
  viewers?: readonly PermissionKey[]
  /** Menu group the screens live in. */
  group: string
  /** The client route of its list page (its file under src/web/routes/_app). */
  route: string
  /** Writable fields and their validation (create; update takes them partially). */
  fields: S
  /** The field a `Select` answers as the label (checked against the table at registration). */
  label: string
  /** Columns a list shows, in order. */
  columns: readonly string[]
  /** Fields `OrderBy` may name (each needs an index). */
  sort: readonly string[]
  /** Query filters by field (each needs an index). */
  filters: Readonly<Record<string, FilterKind>>
  /** Query names the spec uses for a filter field (`Role` for RoleId). */
  aliases?: Readonly<Record<string, string>>
  /** Fields `Value` searches. */
  keyword?: readonly string[]
  /** The Unix-seconds field `BeginTime`/`EndTime` range over (default CreateTime). */
  dateField?: string
  /** Where the record keeps its owner and department, for data scope. */
  scope?: { owner?: string; department?: string; warehouse?: string }
  /** Labels that differ from the shared field vocabulary (labels.ts). */
  labels?: Readonly<Record<string, MessageDescriptor>>
  /** Enumerated fields and their values. */
  options?: Readonly<Record<string, readonly EnumOption[]>>
  /**
   * Reference fields and the resource whose `Select` feeds them (`AgentId: 'Agent'`); a dotted path
   * names a field of the document's lines (`Lines.ProductId`). The server checks each one it is sent.
   */
  references?: Readonly<Record<string, string>>
  /**
   * Fields naming a record of a document whose type another field holds (a ledger row's `DocId`
   * with its `Doc`): lists link them to that record, on the list route its type names. Each type
   * is the name of the document's resource (`Entry`, `DeclareOrder`), so the server names the
   * record by that resource's `label` (labels.ts `docName`: `DocId` → `DocName`), as it names a reference.
   */
  documents?: Readonly<Record<string, DocumentField>>
  /** What a form's picker of a reference asks besides the search (a contract's company: customers of type 1). */
  pickFilters?: Readonly<Record<string, Readonly<Record<string, string | number>>>>
  /**
   * What a reference picker asks, taken from the form's own fields as they are filled in (text or a
   * record): `{ DeclareOrderId: { OrderCode: 'OrderCode' } }` offers a declaration the orders of its order code.
   */
  pickFrom?: Readonly<Record<string, Readonly<Record<string, string>>>>
  /**
   * References whose chosen record fills the form's fields still empty, as `form field: the record's
   * field` (`{ DeclareOrderId: { ClientName: 'ClientName', Lines: 'Lines' } }`): a declaration takes its
   * parties, goods and amounts from the order, payment receipt and waybill it follows (follows.ts).
   */
  follows?: Readonly<Record<string, Readonly<Record<string, string>>>>
  /**
   * Line fields whose chosen record fills the line's fields still empty, as `line field: the record's
   * field`: `{ ProductId: { resource: 'Product', fields: { Price: 'MinPrice' } } }` prices a sales
   * order's line at the product's price. With `by`, the record is the first of the resource's list
   * filtered by the picked id and by the form's own fields (`{ SupplierId: 'SupplierId' }`): a
   * contract's line takes the price its supplier offers for the product.
   */
  lineFollows?: Readonly<Record<string, LineFollow>>
  /**
   * Text fields offered, as they are typed, the values a list holds, filtered by the form's fields:
   * `{ ContactName: { resource: 'ClientContact', by: { ClientId: 'ClientId' }, field: 'Name' } }`
   * suggests a follow-up's contact among its customer's contacts; anything else may still be typed.
   */
  suggestions?: Readonly<Record<string, { resource: string; by: Readonly<Record<string, string>>; field: string }>>
  /**
   * What a line field's picker asks, taken from the form's own fields as they are filled in:
   * `{ PlaceId: { WarehouseId: 'WarehouseId' } }` offers a line the places of the document's warehouse.
   */
  lineFilters?: Readonly<Record<string, Readonly<Record<string, string>>>>
  /**
   * A write may be refused as a likely duplicate of another record (409, the answer's `Data.Duplicate`
   * naming it); the same write with `ConfirmDuplicate: true` saves anyway. The area's hook decides.
   */
  duplicates?: true
  /** Pairs of reference fields that may not name the same record (a cooperating agent is not the owner). */
  distinct?: readonly (readonly [string, string])[]
  /** A note under a field in forms (the remark's warning not to enter confidential phone numbers or addresses). */
  hints?: Readonly<Record<string, MessageDescriptor>>
  /** Widgets that cannot be inferred (money, date, image, tags, richtext …). */
  widgets?: Readonly<Record<string, Widget>>
  /** Columns never answered (password hashes); a field of that name is write-only. */
  secret?: readonly string[]
  /** Fields whose changes the record's history notes without their values (an ID card number); secrets are too. */
  sensitive?: readonly string[]
  /** Fields set when a record is created and not changed by `Update` (the form shows them read-only). */
  immutable?: readonly string[]
  /** Form layout: rows of fields; fields left out follow one per row. */
  form?: readonly (readonly string[])[]
  /** Headings over the form's rows, by the index of the row they stand above. */
  formHeadings?: Readonly<Record<number, MessageDescriptor>>
  /** The form needs the page's width (the product editor), not a narrow dialog. */
  wideForm?: boolean
  /**
   * One family of a shared table (the catalog's `{Multi}`): its routes end in `/<suffix>`
   * (`/Api/Catalog/Post/help`) and every query and write is pinned to these values.
   */
  family?: { suffix: string; fixed: Readonly<Record<string, string | number>> }
  /**
   * The rows of a table shared with another resource under its own name (customers are `Kind` 1
   * of the client table, suppliers `Kind` 2): every query, scope and write is pinned to these values.
   * A reference to the resource checks only its `referable` rule, so a contact may name either kind.
   */
  pinned?: Readonly<Record<string, string | number>>
  /** Order when the list names none (default Score desc, Id desc; tables without Score: Id desc). */
  defaultSort?: { field: string; asc?: boolean }
  /** A log the generic router only reads (no Post, Update or Delete); its writes are routes of its own. */
  readOnly?: boolean
  /** A tree: the parent field and the deepest level allowed (root = 1). */
  tree?: { parent: string; maxDepth: number }
  /**
   * Records may be imported from a spreadsheet (`Import`, needs `create`): every field a cell can
   * fill, or only these. Each row goes through the same checks and hooks as `Post`.
   */
  importable?: true | readonly string[]
}

/** Where a picked line record's values come from (ResourceDef `lineFollows`). */
export interface LineFollow {
  /** The resource read: by the picked id (`Get`), or, with `by`, the first of its list. */
  resource: string
  /** List filters taken from the form's fields, by filter name; the picked id filters by the line field's own name. */
  by?: Readonly<Record<string, string>>
  /** Line field: the record's field. */
  fields: Readonly<Record<string, string>>
}

/** A field naming a record of one of several document resources, the type held by another field. */
export interface DocumentField {
  /** The field holding the document's type: its resource's name (`Entry`, `Declare`). */
  type: string
  /** The list route of each type, where the link opens the record. */
  routes: Readonly<Record<string, string>>
  /**
   * A field of the row itself that names the document (a receivable's `SourceNo`, kept with it);
   * without one, the server answers the document's own label as `docName(field)`.
   */
  label?: string
}

export function defineResource<S extends z.ZodRawShape>(def: ResourceDef<S>): ResourceDef<S> {
  return def
}

/** The columns every record's table has besides its fields (server/db/schema/columns.ts `recordColumns`). */
export type RecordColumns = {
  Id: number
  Status: number
  Score: number
  Version: number
  CreateTime: number
  UpdateTime: number
  UpdateAgent: number
}

/** A stored record of a resource, typed from its definition: the shared record columns and its fields' values. */
export type RowOf<D extends ResourceDef<z.ZodRawShape>> = RecordColumns & z.output<z.ZodObject<D['fields']>>

/** The column values every row of the resource holds: its family's and its own pins. */
export const pinnedValues = (def: Pick<ResourceDef, 'family' | 'pinned'>): Readonly<Record<string, string | number>> => ({
  ...def.family?.fixed,
  ...def.pinned,
})

/** A resource's name with its family (`Catalog/help`): how references, caches and registries name it. */
/** The keys any one of which lets a role read the resource's records: its own `view` and its viewers'. */
export const viewKeys = (def: Pick<ResourceDef, 'permission' | 'viewers'>): PermissionKey[] => [
  `${def.permission}:view` as PermissionKey,
  ...(def.viewers ?? []),
]

/** Whether an access list reads the resource's records. */
export const mayView = (access: readonly string[] | undefined | null, def: Pick<ResourceDef, 'permission' | 'viewers'>) =>
  canAny(access, viewKeys(def))

export const cacheName = (def: Pick<ResourceDef, 'name' | 'family'>) => (def.family ? `${def.name}/${def.family.suffix}` : def.name)

/** The API path of one of a resource's actions (`/Api/Notice/Index`, `/Api/Catalog/Index/help`). */
export function apiPath(def: Pick<ResourceDef, 'name' | 'family'>, action: string): string {
  return `/Api/${def.name}/${action}${def.family ? `/${def.family.suffix}` : ''}`
}

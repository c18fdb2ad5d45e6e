import { TriangleAlert } from 'lucide-react'
import { Fragment } from 'react'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { Link } from '@tanstack/react-router'
import { useLifecycle } from '../lifecycle/lifecycles.tsx'
import { findOption, type ResourceDef } from '../../../shared/resources/define.ts'
import { docName, fieldOptions, refName, TIMESTAMP_FIELDS } from '../../../shared/resources/labels.ts'
import { useFormat } from '../../lib/format.ts'
import { StateBadge } from '../lifecycle/StateBadge.tsx'
import { DocumentLines } from './DocumentLines.tsx'
import { ReferenceName } from './ReferenceName.tsx'
import { useAreaWidget } from './area-widgets.tsx'
import { fieldWidget } from './field-meta.ts'
import { isLineList } from './lines.ts'
import { cacheName } from './resource-api.ts'
import { isStringList } from '../../lib/values.ts'
import { PermissionNames } from './PermissionNames.tsx'
import { countryName } from '../../../shared/countries.ts'

/**
 * One value of a record as lists and details show it: labels for enums, formatted money and dates,
 * and for a reference the name the server joined into the row (`CoAgentId` → `CoAgentName`).
 */
export function CellValue({ def, field, value, row }: { def: ResourceDef; field: string; value: unknown; row?: Record<string, unknown> }) {
  const { i18n } = useLingui()
  const fmt = useFormat()
  const ofDoc = useLifecycle(def.name)
  const area = useAreaWidget(fieldWidget(def, field))
  if (value === null || value === undefined || value === '') return <span className="text-neutral-500">—</span>
  // A lifecycle document's state, coloured by its kind as on the record page.
  const lifecycle = field === 'State' ? ofDoc : undefined
  if (lifecycle && typeof value === 'string') return <StateBadge def={def} lifecycle={lifecycle} state={value} />
  const options = fieldOptions(def, field)
  if (options) {
    const o = findOption(options, value)
    // A code no option names, at 0, is not set yet (no receipt from customs so far).
    if (!o && value === 0) return <span className="text-neutral-500">—</span>
    if (field === 'Status') return <StatusBadge value={Number(value)} label={o ? i18n._(o.label) : String(value)} />
    return <>{o ? i18n._(o.label) : String(value)}</>
  }
  const widget = fieldWidget(def, field)
  const document = def.documents?.[field]
  // The document's name the row carries: its own number (a receivable's), or the one the server joined (`DocName`).
  const named = document ? row?.[docName(field, document)] : undefined
  const docLabel = typeof named === 'string' ? named : ''
  const docType = document ? String(row?.[document.type] ?? '') : ''
  const route = document ? document.routes[docType] : undefined
  // No document at all (a receivable finance entered): its number if it has one, never a bare 0.
  if (document && value === 0) return <>{docLabel || '—'}</>
  // A ledger row's document opens in its own list's panel (`?view=`), with its lines and history;
  // named by its label, else (a row without the name) asked of its resource like a reference.
  if (route && typeof value === 'number')
    return (
      <Link
        to={route}
        search={{ view: value }}
        className="text-sky-700 hover:underline"
        onClick={(e) => e.stopPropagation()}
        data-testid={`doc-link-${value}`}
      >
        {docLabel || <ReferenceName resource={docType} id={value} />}
      </Link>
    )
  if (widget === 'signed' && typeof value === 'number')
    return (
      <span className={`tabular-nums font-medium ${value < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
        {value > 0 ? `+${fmt.number(value)}` : fmt.number(value)}
      </span>
    )
  if (widget === 'shortfall' && typeof value === 'number')
    return value > 0 ? (
      <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 font-medium text-amber-900 tabular-nums" data-shortfall>
        <TriangleAlert className="size-3" aria-hidden />
        {fmt.number(value)}
      </span>
    ) : (
      <span className="text-neutral-500">—</span>
    )
  const reference = widget === 'tree' ? cacheName(def) : def.references?.[field]
  if (reference && typeof value === 'number') {
    if (!value) return <span className="text-neutral-500">—</span>
    const joined = row?.[refName(field)]
    return typeof joined === 'string' && joined ? <>{joined}</> : <ReferenceName resource={reference} id={value} />
  }
  // A moment not reached yet (not posted, no receipt) is 0.
  if ((TIMESTAMP_FIELDS.has(field) || widget === 'date' || widget === 'datetime') && Number(value) === 0)
    return <span className="text-neutral-500">—</span>
  if (TIMESTAMP_FIELDS.has(field) || widget === 'datetime') return <span className="tabular-nums">{fmt.dateTime(Number(value))}</span>
  if (widget === 'date') return <span className="tabular-nums">{fmt.date(Number(value))}</span>
  if (widget === 'money') return <span className="tabular-nums">{fmt.money(Number(value))}</span>
  if (widget === 'country') return <>{countryName(i18n.locale, String(value))}</>
  if (widget === 'percent') return <span className="tabular-nums">{fmt.rate(Number(value))}</span>
  if (widget === 'image') return <img src={String(value)} alt="" className="size-8 rounded object-cover" loading="lazy" />
  if (area) return <area.View value={value} row={row} />
  if (widget === 'images') return <Thumbnails urls={isStringList(value) ? value : []} />
  if (widget === 'permissions') return <PermissionNames keys={isStringList(value) ? value : []} />
  if (widget === 'color') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <span className="size-3 rounded-full border border-neutral-300" style={{ background: String(value) }} aria-hidden />
        {String(value)}
      </span>
    )
  }
  if (isLineList(value)) return <DocumentLines def={def} lines={value} />
  if (reference && Array.isArray(value))
    return value.length ? (
      <span>
        {value.map((id, i) => (
          <Fragment key={String(id)}>
            {i > 0 ? ', ' : null}
            <ReferenceName resource={reference} id={Number(id)} />
          </Fragment>
        ))}
      </span>
    ) : (
      <span className="text-neutral-500">—</span>
    )
  if (Array.isArray(value)) return <>{value.join(', ')}</>
  // A record's number is a name, not a quantity: never grouped (121001, not 121,001).
  if (field === 'Id' && typeof value === 'number') return <span className="tabular-nums">{value}</span>
  if (typeof value === 'number') return <span className="tabular-nums">{fmt.number(value)}</span>
  if (widget === 'richtext')
    return (
      <>
        {String(value)
          .replace(/<[^>]*>/g, ' ')
          .slice(0, 120)}
      </>
    )
  return <>{String(value)}</>
}

function StatusBadge({ value, label }: { value: number; label: string }) {
  const tone =
    value === 1
      ? 'bg-emerald-50 text-emerald-700 ring-emerald-600/20'
      : value === -1
        ? 'bg-red-50 text-red-700 ring-red-600/20'
        : 'bg-neutral-100 text-neutral-600 ring-neutral-500/20'
  return <span className={`inline-flex rounded-md px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}>{label}</span>
}

/** A list of images as small thumbnails, each opening the full image. */
export function Thumbnails({ urls, size = 'size-8' }: { urls: readonly string[]; size?: string }) {
  const { i18n } = useLingui()
  if (!urls.length) return <span className="text-neutral-500">—</span>
  return (
    <span className="inline-flex gap-1">
      {urls.map((url, i) => (
        <a
          key={url + i}
          href={url}
          target="_blank"
          rel="noreferrer"
          onClick={(e) => e.stopPropagation()}
          aria-label={i18n._(msg`Open image ${i + 1}`)}
        >
          <img src={url} alt="" className={`${size} rounded border border-neutral-200 object-cover`} loading="lazy" />
        </a>
      ))}
    </span>
  )
}

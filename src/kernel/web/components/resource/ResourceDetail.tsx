import { useEffect, type ReactNode } from 'react'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight, Loader2, Pencil } from 'lucide-react'
import { isEditable } from '../../../../../machines/define.ts'
import { useLifecycle } from '../lifecycle/lifecycles.tsx'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import type { MessageDescriptor } from '../../../shared/messages.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { LifecyclePanel } from '../lifecycle/LifecyclePanel.tsx'
import { Button } from '../ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx'
import { UserHtml } from '../ui/user-html.tsx'
import { CellValue } from './Cell.tsx'
import { RecordHistory } from './RecordHistory.tsx'
import { fieldWidget } from './field-meta.ts'
import { isLineList } from './lines.ts'
import type { Row } from './resource-api.ts'
import { useFreshRecord } from './use-fresh-record.ts'

const TRAILER = ['Status', 'Score', 'CreateTime', 'UpdateTime', 'Version']

/**
 * One record, every field labelled: the list's columns, the writable fields, then the shared
 * trailer. A lifecycle document shows its state, next steps and history above them. Previous /
 * next walk the list as it stands (also with ← and →).
 */
export function ResourceDetail({
  def,
  id,
  onEdit,
  prevId,
  nextId,
  onGo,
  actions,
  tabs,
}: {
  def: ResourceDef
  id: number
  onEdit?: () => void
  /** What a resource adds beside Edit (the role's "apply to its staff"). */
  actions?: (row: Row) => ReactNode
  prevId?: number
  nextId?: number
  onGo(id: number): void
  /** What else the record's page shows beside its fields, a tab each (a customer's contacts and follow-ups). */
  tabs?: readonly RecordTab[]
}) {
  const { i18n } = useLinguiCore()
  const { t } = useLingui()
  const { record, changed, dismiss } = useFreshRecord(def, id)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName)) return
      if (e.key === 'ArrowLeft' && prevId) onGo(prevId)
      if (e.key === 'ArrowRight' && nextId) onGo(nextId)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [prevId, nextId, onGo])

  // A document's lines show even when the server answers them beside its fields (a stocktake's
  // lines are frozen by the server, never posted).
  const sections = detailSections(def, [...new Set([...def.columns, ...Object.keys(def.fields), 'Lines', ...TRAILER])])
  const data = record.data
  const lifecycle = useLifecycle(def.name)
  // A document past its editable states refuses updates (409): no Edit to offer.
  const editable = !lifecycle || !data || isEditable(lifecycle.machine, String(data.State ?? ''))
  return (
    <div className="flex flex-col gap-4" data-testid="resource-detail">
      {record.isPending ? (
        <div className="flex justify-center py-10">
          <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
        </div>
      ) : record.isError || !data ? (
        <p className="py-6 text-center text-neutral-500">
          <Trans>The record does not exist</Trans>
        </p>
      ) : (
        <RecordTabs tabs={tabs} row={data}>
          {changed ? (
            <div
              role="status"
              className="flex items-start justify-between gap-3 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
              data-testid="record-refreshed"
            >
              <span>
                <Trans>
                  This record was changed meanwhile (by a colleague or by an answer that came in). You are seeing it as it is now.
                </Trans>
              </span>
              <Button variant="ghost" size="sm" onClick={dismiss}>
                <Trans>OK</Trans>
              </Button>
            </div>
          ) : null}
          {lifecycle ? <LifecyclePanel def={def} lifecycle={lifecycle} row={data} /> : null}
          {sections.map(({ heading, fields }, si) => (
            <section key={si} className="flex flex-col gap-2" data-testid={heading ? 'detail-section' : undefined}>
              {heading ? (
                <h3 className="border-b border-neutral-100 pb-1 text-sm font-semibold text-neutral-700">{i18n._(heading)}</h3>
              ) : null}
              <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
                {fields
                  .filter((f) => f in data)
                  .map((f) => {
                    const label = fieldLabel(def, f)
                    // Lines and rich text take the full width under their label; rich text as it reads
                    // (the server cleaned it when it was stored).
                    const rich = fieldWidget(def, f) === 'richtext' && typeof data[f] === 'string' && data[f] !== ''
                    if (isLineList(data[f]) || rich)
                      return (
                        <div key={f} className="col-span-2 flex flex-col gap-1" data-field={f}>
                          <dt className="text-neutral-500">{label ? i18n._(label) : f}</dt>
                          <dd className="min-w-0">
                            {rich ? (
                              <UserHtml className="rounded-md border border-neutral-200 p-3" html={String(data[f] ?? '')} />
                            ) : (
                              <CellValue def={def} field={f} value={data[f]} row={data} />
                            )}
                          </dd>
                        </div>
                      )
                    return (
                      <div key={f} className="contents" data-field={f}>
                        <dt className="text-neutral-500">{label ? i18n._(label) : f}</dt>
                        <dd className="min-w-0 break-words whitespace-pre-wrap">
                          <CellValue def={def} field={f} value={data[f]} row={data} />
                        </dd>
                      </div>
                    )
                  })}
              </dl>
            </section>
          ))}
          {def.readOnly ? null : <RecordHistory def={def} id={data.Id} />}
        </RecordTabs>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-neutral-100 pt-3">
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            disabled={!prevId}
            onClick={() => prevId && onGo(prevId)}
            aria-label={t`Previous record`}
            data-testid="detail-prev"
          >
            <ChevronLeft className="size-4" aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!nextId}
            onClick={() => nextId && onGo(nextId)}
            aria-label={t`Next record`}
            data-testid="detail-next"
          >
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </div>
        {actions && data ? actions(data) : null}
        {onEdit && data && editable ? (
          <Button size="sm" onClick={onEdit} data-testid="detail-edit">
            <Pencil className="size-4" aria-hidden />
            <Trans>Edit</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  )
}

/** One tab of a record's page besides its fields. */
export interface RecordTab {
  key: string
  label: ReactNode
  render(row: Row): ReactNode
}

/** The record's fields (the overview) and its other tabs; without tabs, the fields alone. */
function RecordTabs({ tabs, row, children }: { tabs?: readonly RecordTab[]; row: Row; children: ReactNode }) {
  if (!tabs?.length) return <>{children}</>
  return (
    <Tabs defaultValue="overview" data-testid="record-tabs">
      <TabsList>
        <TabsTrigger value="overview" data-testid="record-tab-overview">
          <Trans>Overview</Trans>
        </TabsTrigger>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.key} value={tab.key} data-testid={`record-tab-${tab.key}`}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview" className="flex flex-col gap-4">
        {children}
      </TabsContent>
      {tabs.map((tab) => (
        <TabsContent key={tab.key} value={tab.key}>
          {tab.render(row)}
        </TabsContent>
      ))}
    </Tabs>
  )
}

/**
 * A record's fields as its page lists them: everything else first, then each part of the form that
 * has a heading (`formHeadings`: a customer's company profile) under that heading, in the form's order.
 */
function detailSections(def: ResourceDef, all: readonly string[]): { heading?: MessageDescriptor; fields: string[] }[] {
  const form = def.form ?? []
  const starts = Object.keys(def.formHeadings ?? {})
    .map(Number)
    .sort((a, b) => a - b)
  const headed = starts.map((start, i) => ({
    heading: def.formHeadings![start]!,
    fields: form.slice(start, starts[i + 1] ?? form.length).flat(),
  }))
  const inSection = new Set(headed.flatMap((s) => s.fields))
  return [{ fields: all.filter((f) => !inSection.has(f)) }, ...headed]
}

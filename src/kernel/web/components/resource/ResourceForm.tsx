import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { Loader2 } from 'lucide-react'
import { Link } from '@tanstack/react-router'
import { z } from 'zod'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { followedValues } from '../../../shared/resources/follows.ts'
import { applyServerErrors, formSummary, messageText, schemaResolver } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notices.ts'
import { cn } from '../../lib/cn.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../ui/form.tsx'
import { agentInfoQuery } from '../../lib/auth.ts'
import { api, newIdempotencyKey } from '../../lib/api.ts'
import { FieldInput } from './FieldInput.tsx'
import { LinesEditor } from './LinesEditor.tsx'
import { SuggestedInput } from './SuggestedInput.tsx'
import { useAreaWidgets } from './area-widgets.tsx'
import { filterFields, filtersOf, lineFilterFields, lineFiltersOf, lineSchemaOf } from './lines.ts'
import { fieldWidget, formRows, initialValues, isRequiredField } from './field-meta.ts'
import { isRecord } from '../../lib/values.ts'
import { cacheName, recordQuery, resourceKeys, saveRecord, type Row } from './resource-api.ts'

type Values = Record<string, unknown>

/**
 * What a screen adds to a resource's form under its fields, given the form itself (a delivery's
 * shipping quote reads the destination and lines and fills the carrier): the one seam for a
 * form that needs more than field widgets, so the generic form is never copied.
 */
export type FormSlot = (form: UseFormReturn<Values>, row: Row | undefined) => ReactNode

/** The record a refused save looks like (the 409's `Data.Duplicate`, define.ts `duplicates`). */
interface DuplicateMatch {
  Id: number
  Name: string
  Visible: boolean
}
function duplicateIn(data: unknown): DuplicateMatch | undefined {
  const d = isRecord(data) && isRecord(data.Duplicate) ? data.Duplicate : undefined
  return d && typeof d.Id === 'number' && typeof d.Name === 'string' ? { Id: d.Id, Name: d.Name, Visible: d.Visible === true } : undefined
}

const pickFields = (def: ResourceDef, values: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(values).filter(([k, v]) => k in def.fields && v !== undefined))

/**
 * Create or edit one record: react-hook-form over the definition's own zod fields (the schema
 * the server validates with), field widgets by type, the server's field errors placed on their
 * fields. An edit sends only what changed, with the Version it was read at (a stale one: 409).
 */
export function ResourceForm({
  def,
  row,
  defaults,
  onDone,
  onCancel,
  slot,
}: {
  def: ResourceDef
  row?: Row
  slot?: FormSlot
  /** Starting values of a new record (the list's fixed filters). */
  defaults?: Record<string, unknown>
  onDone(id: number): void
  onCancel(): void
}) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const schema = useMemo(() => (row ? z.object(def.fields).partial() : z.object(def.fields)), [def, row])
  const form = useForm<Values>({
    resolver: schemaResolver(schema),
    defaultValues: { ...initialValues(def, row), ...(row ? {} : pickFields(def, defaults)) },
  })
  const areaWidgets = useAreaWidgets()
  const [failure, setFailure] = useState<string | null>(null)
  // A save refused as a likely duplicate: the user opens the match, or saves anyway.
  const [duplicate, setDuplicate] = useState<DuplicateMatch | null>(null)
  const confirming = useRef(false)
  // The question sits above the fields, the Save that raised it below them: bring it into view.
  const duplicateRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (duplicate) duplicateRef.current?.scrollIntoView({ block: 'nearest' })
  }, [duplicate])
  const { errors, isSubmitted, isSubmitting, dirtyFields } = form.formState
  const match = duplicate?.Name
  const summary = duplicate ? undefined : (failure ?? (isSubmitted ? formSummary(errors) : undefined))
  const fields = Object.keys(def.fields)
  // A line's pickers may be narrowed by the form's own fields (a stocktake's places: its warehouse's).
  const lineFields = lineFilterFields(def)
  const lineValues = form.watch(lineFields)
  const lineFilters = lineFiltersOf(def, Object.fromEntries(lineFields.map((f, i) => [f, lineValues[i]])))
  // Text fields suggested from a list the form's own fields filter (a follow-up's contact: its customer's contacts).
  const suggestFields = [...new Set(Object.values(def.suggestions ?? {}).flatMap((s) => Object.values(s.by)))]
  const suggestValues = form.watch(suggestFields)
  const suggestQuery = (name: string) =>
    Object.fromEntries(
      Object.entries(def.suggestions?.[name]?.by ?? {}).map(([param, from]) => [
        param,
        String(suggestValues[suggestFields.indexOf(from)] ?? ''),
      ]),
    )
  const me = useQuery(agentInfoQuery).data?.user_id
  const pairs = def.distinct ?? []
  const watched = form.watch(pairs.flat())
  /**
   * What a reference picker offers: only what may be newly chosen (no staff who left), and never
   * the record the other field of a distinct pair holds (a new customer's owner is its author).
   */
  const pickOf = (name: string) => {
    const pair = pairs.find((p) => p.includes(name))
    const other = pair ? (pair[0] === name ? pair[1] : pair[0]) : undefined
    const held = other ? watched[pairs.flat().indexOf(other)] : undefined
    const notValue =
      typeof held === 'number' && held > 0
        ? held
        : other && !row && other === def.scope?.owner
          ? me
          : row && other
            ? Number(row[other]) || undefined
            : undefined
    // A tree's parent is offered only where the record may go: not its own branch, not too deep.
    const parentOf: Record<string, number> = def.tree?.parent === name ? { ParentOf: row ? row.Id : 0 } : {}
    return { Pick: 1, ...def.pickFilters?.[name], ...pickFromOf(name), ...(notValue ? { NotValue: notValue } : {}), ...parentOf }
  }
  // A picker may be narrowed by what the form says already (a declaration's documents: its order code).
  const fromFields = filterFields(def.pickFrom)
  const fromValues = form.watch(fromFields)
  const pickFrom = filtersOf(def.pickFrom, Object.fromEntries(fromFields.map((f, i) => [f, fromValues[i]])), true)
  const pickFromOf = (name: string) => pickFrom[name] ?? {}
  /** A followed record chosen: the fields still empty take its values (`follows`), and the user is told how many. */
  const follow = async (name: string, id: unknown) => {
    const reference = def.references?.[name]
    if (!def.follows?.[name] || !reference || typeof id !== 'number' || id <= 0) return
    let record: Row
    try {
      record = await queryClient.fetchQuery(recordQuery(reference, id))
    } catch {
      return // not readable by this user, or gone: the form stays as it is
    }
    const lineKeys = (field: string) => {
      const item = lineSchemaOf(def, field)
      return item ? Object.keys(item.shape) : undefined
    }
    // On a new record a field the user has not touched holds only its default (USD): it follows too.
    const current = Object.fromEntries(
      Object.entries(form.getValues()).map(([k, v]) => [k, row || form.getFieldState(k).isDirty ? v : undefined]),
    )
    const filled = followedValues(def, name, record, current, lineKeys)
    for (const [field, value] of Object.entries(filled)) form.setValue(field, value, { shouldDirty: true, shouldValidate: isSubmitted })
    const count = Object.keys(filled).length
    const what = fieldLabel(def, name)
    const source = what ? i18n._(what) : name
    if (count) notify(i18n._(msg`Filled in ${count} fields from: ${source}`), 'success')
  }

  /** A line's picked record (`lineFollows`): the values it brings, read by its id or from its list filtered by the form. */
  const followLine = async (field: string, id: number) => {
    const spec = def.lineFollows?.[field]
    if (!spec) return {}
    const values = form.getValues()
    const query = Object.fromEntries(Object.entries(spec.by ?? {}).map(([param, from]) => [param, String(values[from] ?? '')]))
    const [resource = spec.resource, suffix] = spec.resource.split('/')
    const path = `/Api/${resource}/${spec.by ? 'Index' : 'Get'}${suffix ? `/${suffix}` : ''}`
    const res = await api<Row | Row[]>(path, { query: spec.by ? { ...query, [field]: String(id), Size: '1' } : { Id: String(id) } }).catch(
      () => undefined,
    )
    const data = res?.Data
    const record = Array.isArray(data) ? data[0] : data
    if (!record) return {}
    return Object.fromEntries(
      Object.entries(spec.fields)
        .map(([line, from]) => [line, record[from]] as const)
        .filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== 0),
    )
  }

  // One key per submission: a submit while the last one is still on its way sends the same key.
  const submission = useRef<string | null>(null)
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    setDuplicate(null)
    const changed = row ? Object.fromEntries(Object.entries(values).filter(([k]) => k in dirtyFields)) : values
    const body = confirming.current ? { ...changed, ConfirmDuplicate: true } : changed
    confirming.current = false
    // A repeat of a submission on its way (a double click) sends its key and gets its answer: only
    // the first acts on it, or the record it opens would open again after the user closed it.
    const first = submission.current === null
    submission.current ??= newIdempotencyKey()
    let res
    try {
      res = await saveRecord(def, body, row, submission.current)
    } catch {
      if (first) submission.current = null
      return // no network: the notice is up already
    }
    if (!first) return
    submission.current = null
    if (res.Result) {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(cacheName(def)) })
      onDone(res.Data?.Id ?? row?.Id ?? 0)
      // The notice once the form has given way to what follows it, so a key pressed on seeing it
      // (Escape) acts on that, not on the form closing underneath.
      notify(res.Message || messageText(row ? 'saveSuccess' : 'addSuccess'), 'success')
      return
    }
    applyServerErrors(form.setError, res, fields)
    setFailure(res.Message ?? null)
    setDuplicate(def.duplicates ? (duplicateIn(res.Data) ?? null) : null)
  })
  const saveAnyway = () => {
    confirming.current = true
    void onSubmit()
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="resource-form">
        {summary ? (
          <Alert variant="destructive" data-testid="form-error">
            {summary}
          </Alert>
        ) : null}
        {duplicate ? (
          <Alert variant="warning" data-testid="form-duplicate" ref={duplicateRef}>
            <p>{failure}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {duplicate.Visible ? (
                <Link to={def.route} search={{ view: duplicate.Id }} className="text-sky-700 underline" data-testid="form-duplicate-open">
                  <Trans>Open {match}</Trans>
                </Link>
              ) : null}
              <Button type="button" size="sm" variant="outline" onClick={saveAnyway} disabled={isSubmitting} data-testid="form-save-anyway">
                <Trans>It is another one: save anyway</Trans>
              </Button>
            </div>
          </Alert>
        ) : null}
        {formRows(def).map((rowFields, rowIndex) => (
          <div
            key={rowFields.join()}
            className={cn('grid gap-4', rowFields.length === 2 && 'sm:grid-cols-2', rowFields.length > 2 && 'sm:grid-cols-3')}
          >
            {def.formHeadings?.[rowIndex] ? (
              <h3
                className="col-span-full -mb-1 border-b border-neutral-200 pt-2 pb-1 text-sm font-semibold text-neutral-700"
                data-testid="form-heading"
              >
                {i18n._(def.formHeadings[rowIndex])}
              </h3>
            ) : null}
            {rowFields.map((name) => {
              const widget = fieldWidget(def, name)
              const area = widget ? areaWidgets[widget] : undefined
              const label = fieldLabel(def, name)
              const lineItem = lineSchemaOf(def, name)
              return (
                <FormField
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormItem required={isRequiredField(def, name)} data-field={name}>
                      <FormLabel>{label ? i18n._(label) : name}</FormLabel>
                      <FormControl>
                        {area ? (
                          <area.Editor value={field.value} onChange={field.onChange} values={() => form.getValues()} />
                        ) : lineItem ? (
                          <LinesEditor
                            def={def}
                            item={lineItem}
                            value={field.value}
                            onChange={field.onChange}
                            errors={
                              Array.isArray(errors[name])
                                ? (errors[name] as unknown as Parameters<typeof LinesEditor>[0]['errors'])
                                : undefined
                            }
                            filters={lineFilters}
                            follow={def.lineFollows ? followLine : undefined}
                          />
                        ) : def.suggestions?.[name] && widget === 'text' ? (
                          <SuggestedInput
                            resource={def.suggestions[name].resource}
                            field={def.suggestions[name].field}
                            query={suggestQuery(name)}
                            value={field.value}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                          />
                        ) : (
                          <FieldInput
                            def={def}
                            field={name}
                            widget={widget}
                            value={field.value}
                            onChange={(v: unknown) => {
                              field.onChange(v)
                              void follow(name, v)
                            }}
                            onBlur={field.onBlur}
                            disabled={!!row && !!def.immutable?.includes(name)}
                            pick={widget === 'reference' || widget === 'references' ? pickOf(name) : undefined}
                          />
                        )}
                      </FormControl>
                      {def.hints?.[name] ? <FormDescription data-testid={`hint-${name}`}>{i18n._(def.hints[name])}</FormDescription> : null}
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )
            })}
          </div>
        ))}
        {slot?.(form, row)}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={isSubmitting} data-testid="form-submit">
            {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Form>
  )
}

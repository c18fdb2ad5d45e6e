import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { Loader2 } from 'lucide-react'
import type { Lifecycle } from '../../../../../machines/define.ts'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { applyServerErrors, formSummary, messageText, schemaResolver } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notices.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../ui/form.tsx'
import { cacheName, type Row } from '../resource/resource-api.ts'
import { eventLabel, payloadLabel } from './labels.ts'
import { invalidateAfterTransition, sendTransition } from './lifecycle-api.ts'
import { PayloadInput } from './PayloadInput.tsx'
import { payloadDefaults, payloadFields, recordDefaults } from './payload-fields.ts'
import { usePayloadParts } from './payload-views.tsx'
import { isRecordList } from '../../lib/values.ts'
import type { Envelope } from '../../lib/api.ts'

type Values = Record<string, unknown>

/**
 * The form of an event that carries data, built from the event's own zod schema (the one the
 * server validates `Data` with). Sending it is the confirmation. A refusal (409) or bad data (400)
 * stays in the dialog with the server's words, field errors under their fields; nothing changes.
 */
export function EventDialog({
  def,
  lifecycle,
  row,
  event,
  onClose,
  submit,
  many,
}: {
  def: ResourceDef
  lifecycle: Lifecycle
  row: Row
  event: string
  onClose(): void
  /** Sends the form's data itself (the selection's bulk event), instead of this one record's `Transition`. */
  submit?: (values: Values) => Promise<Envelope>
  /** How many records the event goes to (a bulk event): the dialog says so. */
  many?: number
}) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const spec = lifecycle.events[event]!
  const schema = spec.data!
  const lines = isRecordList(row.Lines) ? row.Lines : undefined
  const parts = usePayloadParts()
  const fields = useMemo(
    () =>
      payloadFields(schema, {
        hasLines: !!lines,
        references: def.references,
        options: def.options,
        referenceFilter: (resource) => parts.referenceFilter?.(resource, row),
      }),
    [schema, lines, def, parts, row],
  )
  // A record of one line: that line is the one the event is about.
  const defaults = useMemo(
    () => ({
      ...payloadDefaults(schema),
      ...recordDefaults(schema, spec.prefill, row),
      ...('LineId' in schema.shape && lines?.length === 1 ? { LineId: Number(lines[0]!.Id) } : {}),
    }),
    // The form reads them once, when it opens: a refetch while it is open keeps what was typed.
    [schema, spec.prefill, row, lines],
  )
  const form = useForm<Values>({ resolver: schemaResolver(schema), defaultValues: defaults })
  // What the record fills in for the chosen line (the areas' `lineDefaults`: a pick's reserved place, a put-away's suggestion).
  const watched = form.watch('LineId')
  const lineId = typeof watched === 'number' ? watched : undefined
  const lineValues = useMemo(
    () =>
      Object.entries(lineId === undefined ? {} : (parts.lineDefaults?.(row, lineId) ?? {})).filter(([k]) =>
        fields.some((f) => f.name === k),
      ),
    [parts, row, lineId, fields],
  )
  // Once per line chosen: a refetch of the record must not undo a value picked on purpose.
  const filledFor = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (!lineValues.length || filledFor.current === lineId) return
    filledFor.current = lineId
    for (const [k, v] of lineValues) form.setValue(k, v)
  }, [lineValues, lineId, form])
  const [failure, setFailure] = useState<string | null>(null)
  const { errors, isSubmitted, isSubmitting } = form.formState
  const summary = failure ?? (isSubmitted ? formSummary(errors) : undefined)
  const label = eventLabel(def, event)

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    let res
    try {
      res = submit ? await submit(values) : await sendTransition(lifecycle.doc, row, event, values)
    } catch {
      return // no network or the session ended: the notice is up already
    }
    if (res.Result && submit) return onClose()
    if (res.Result) {
      notify(res.Message || messageText('saveSuccess'), 'success')
      await invalidateAfterTransition(queryClient, cacheName(def))
      onClose()
      return
    }
    // A refusal may come of a record that moved on meanwhile: the page (and this dialog's Version) follow it.
    void invalidateAfterTransition(queryClient, cacheName(def))
    applyServerErrors(
      form.setError,
      res,
      fields.map((f) => f.name),
      'Data.',
    )
    setFailure(res.Message ?? messageText('invalid'))
  })

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        className="max-w-lg"
        data-testid={`event-dialog-${event}`}
        // The first field still to fill takes the focus (the tracking number once the carrier is planned), else the first.
        onOpenAutoFocus={(e) => {
          const content = e.currentTarget
          const inputs =
            content instanceof HTMLElement
              ? [
                  ...content.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
                    'form :is(input:not([type=hidden]), textarea, select):not([disabled])',
                  ),
                ]
              : []
          const empty = inputs.find((i) => i.value === '')
          if (!empty) return
          e.preventDefault()
          empty.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{label ? i18n._(label) : event}</DialogTitle>
          <DialogDescription>
            {many ? (
              <Trans>
                For {many} selected records, each checked on its own. The step is recorded on each one’s timeline with what you enter here.
              </Trans>
            ) : (
              <Trans>The step is recorded on the timeline with what you enter here.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="event-form">
            {summary ? (
              <Alert variant="destructive" data-testid="event-error">
                {summary}
              </Alert>
            ) : null}
            {fields.map((f) => {
              const text = payloadLabel(def, f.name)
              return (
                <FormField
                  key={f.name}
                  control={form.control}
                  name={f.name}
                  render={({ field }) => (
                    <FormItem required={f.required} data-field={f.name}>
                      <FormLabel>{text ? i18n._(text) : f.name}</FormLabel>
                      <FormControl>
                        {parts.input?.({ field: f, value: field.value, onChange: field.onChange, onBlur: field.onBlur, row, lineId }) ?? (
                          <PayloadInput field={f} value={field.value} onChange={field.onChange} onBlur={field.onBlur} lines={lines} />
                        )}
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )
            })}
            <DialogFooter>
              {/* Not "Cancel": the event itself is often called so (a cancel dialog with two "Cancel" buttons). */}
              <Button variant="outline" onClick={onClose} data-testid="event-dismiss">
                <Trans>Back</Trans>
              </Button>
              <Button type="submit" disabled={isSubmitting} data-testid="event-submit">
                {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                {label ? i18n._(label) : event}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}

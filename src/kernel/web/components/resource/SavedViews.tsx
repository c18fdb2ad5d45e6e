import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Bookmark, Check, Loader2, Star, Trash2, Users } from 'lucide-react'
import type { z } from 'zod'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { SaveViewBody } from '../../../shared/schemas/saved-views.ts'
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { applyServerErrors, formSummary, schemaResolver } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notices.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../ui/form.tsx'
import { Input } from '../ui/input.tsx'
import { cacheName } from './resource-api.ts'

/** One saved view as `SavedView/Index` answers it. */
export interface SavedView {
  Id: number
  Name: string
  Query: Record<string, string | number>
  Hidden: string[]
  Share: number
  Mine: boolean
  OwnerName: string
}

export function savedViewsQuery(resource: string) {
  return queryOptions({
    queryKey: ['savedViews', resource] as const,
    queryFn: async ({ signal }) => {
      const res = await api<{ Views: SavedView[]; Default: number }>('/Api/SavedView/Index', { query: { Resource: resource }, signal })
      if (!res.Result || !res.Data) throw new ApiFailure(res)
      return res.Data
    },
    staleTime: 60_000,
  })
}

/** Whether a view holds exactly this query (the address the list stands at). */
export const sameQuery = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => String(b[k]) === String(v))

/**
 * The list's saved views, beside its title: open one (its filter, sort and columns), save the list
 * as it stands under a name (for oneself, the department or the role), choose the one the list
 * opens with, delete one's own. The button names the view the list stands at.
 */
export function SavedViews({
  def,
  query,
  hidden,
  onOpen,
}: {
  def: ResourceDef
  /** The part of the address a view keeps (list.ts `viewQueryOf`). */
  query: Record<string, string | number>
  hidden: string[]
  onOpen(view: Pick<SavedView, 'Query' | 'Hidden'>): void
}) {
  const { t } = useLingui()
  const resource = cacheName(def)
  const queryClient = useQueryClient()
  const views = useQuery(savedViewsQuery(resource))
  const [saving, setSaving] = useState(false)
  const list = views.data?.Views ?? []
  const current = list.find(
    (v) =>
      sameQuery(v.Query, query) &&
      sameQuery(Object.fromEntries(v.Hidden.map((h) => [h, 1])), Object.fromEntries(hidden.map((h) => [h, 1]))),
  )
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['savedViews', resource] })
  const call = async (path: string, body: Record<string, unknown>) => {
    const res = await api(path, { body })
    notify(res.Message ?? '', res.Result ? 'success' : 'error')
    await refresh()
  }
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            data-testid="views-menu"
            aria-label={current ? t`Saved views: ${current.Name}` : t`Saved views`}
          >
            <Bookmark className="size-4" aria-hidden />
            <span className="max-w-40 truncate" data-testid="views-current">
              {current ? current.Name : <Trans>Views</Trans>}
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-64">
          <DropdownMenuLabel>
            <Trans>Saved views</Trans>
          </DropdownMenuLabel>
          {views.isPending ? (
            <Loader2 className="mx-2 my-1 size-4 animate-spin text-neutral-400" aria-hidden />
          ) : list.length === 0 ? (
            <p className="px-2 py-1 text-xs text-neutral-600">
              <Trans>None yet: filter and sort the list, then save it here.</Trans>
            </p>
          ) : (
            list.map((v) => (
              <DropdownMenuItem key={v.Id} onSelect={() => onOpen(v)} data-testid="view-item" data-view={v.Name}>
                {v.Id === current?.Id ? <Check className="size-4" aria-hidden /> : <span className="size-4" aria-hidden />}
                <span className="flex-1 truncate">{v.Name}</span>
                {v.Id === views.data?.Default ? <Star className="size-3.5 fill-amber-400 text-amber-500" aria-label={t`Default`} /> : null}
                {v.Mine ? null : (
                  <span className="flex items-center gap-0.5 text-xs text-neutral-600" title={t`Shared by ${v.OwnerName}`}>
                    <Users className="size-3.5" aria-hidden />
                    {v.OwnerName}
                  </span>
                )}
              </DropdownMenuItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setSaving(true)} data-testid="view-save">
            <Bookmark className="size-4" aria-hidden />
            <Trans>Save the list as it stands…</Trans>
          </DropdownMenuItem>
          {current ? (
            current.Id === views.data?.Default ? (
              <DropdownMenuItem
                onSelect={() => void call('/Api/SavedView/Default', { Resource: resource, Id: 0 })}
                data-testid="view-undefault"
              >
                <Star className="size-4" aria-hidden />
                <Trans>Open the plain list by default</Trans>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem
                onSelect={() => void call('/Api/SavedView/Default', { Resource: resource, Id: current.Id })}
                data-testid="view-default"
              >
                <Star className="size-4" aria-hidden />
                <Trans>Open this view by default</Trans>
              </DropdownMenuItem>
            )
          ) : null}
          {current?.Mine ? (
            <DropdownMenuItem onSelect={() => void call('/Api/SavedView/Delete', { Id: current.Id })} data-testid="view-delete">
              <Trash2 className="size-4" aria-hidden />
              <Trans>Delete this view</Trans>
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={saving} onOpenChange={setSaving}>
        {saving ? (
          <SaveViewDialog
            resource={resource}
            query={query}
            hidden={hidden}
            name={current?.Mine ? current.Name : ''}
            onDone={async () => {
              setSaving(false)
              await refresh()
            }}
          />
        ) : null}
      </Dialog>
    </>
  )
}

type Values = z.input<typeof SaveViewBody>
const FIELDS = ['Name', 'Share'] as const

function SaveViewDialog({
  resource,
  query,
  hidden,
  name,
  onDone,
}: {
  resource: string
  query: Record<string, string | number>
  hidden: string[]
  name: string
  onDone(): Promise<void>
}) {
  const { t } = useLingui()
  const form = useForm<Values>({
    resolver: schemaResolver(SaveViewBody),
    defaultValues: { Resource: resource, Name: name, Query: query, Hidden: hidden, Share: 0, Default: false },
  })
  const [failure, setFailure] = useState<string>()
  const { errors, isSubmitted, isSubmitting } = form.formState
  const summary = failure ?? (isSubmitted ? formSummary(errors) : undefined)
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined)
    const res = await api<{ Id: number }>('/Api/SavedView/Post', { body: values }).catch(() => undefined)
    if (!res) return
    if (!res.Result) {
      applyServerErrors(form.setError, res, FIELDS)
      return setFailure(res.Message ?? '')
    }
    notify(t`The view is saved`, 'success')
    await onDone()
  })
  return (
    <DialogContent data-testid="view-dialog">
      <DialogHeader>
        <DialogTitle>
          <Trans>Save this view</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>The list’s filters, sort and columns as they stand, under a name. A view of the same name is replaced.</Trans>
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="view-form">
          {summary ? (
            <Alert variant="destructive" data-testid="view-error">
              {summary}
            </Alert>
          ) : null}
          <FormField
            control={form.control}
            name="Name"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>
                  <Trans>Name</Trans>
                </FormLabel>
                <FormControl>
                  <Input {...field} maxLength={60} autoFocus data-testid="view-name" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="Share"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  <Trans>Who sees it</Trans>
                </FormLabel>
                <FormControl>
                  <select
                    className="h-9 rounded-md border border-neutral-300 bg-white px-2 text-sm"
                    value={String(field.value)}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                    data-testid="view-share"
                  >
                    <option value="0">{t`Only me`}</option>
                    <option value="1">{t`Everyone in my department`}</option>
                    <option value="2">{t`Everyone with my role`}</option>
                  </select>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="Default"
            render={({ field }) => (
              <FormItem className="flex-row items-center gap-2">
                <FormControl>
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={field.value === true}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                    data-testid="view-default-check"
                  />
                </FormControl>
                <FormLabel>
                  <Trans>Open the list with this view</Trans>
                </FormLabel>
              </FormItem>
            )}
          />
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting} data-testid="view-submit">
              {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              <Trans>Save</Trans>
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </DialogContent>
  )
}

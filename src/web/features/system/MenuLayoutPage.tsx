import { useMemo, useState, type ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMatch, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, ChevronRight, Eye, EyeOff, ExternalLink, Loader2, Lock, Plus, RotateCcw, Save, Trash2 } from 'lucide-react'
import { MenuLink as MenuLinkSchema, type MenuLayout, type MenuLayoutAnswer } from '../../../kernel/shared/schemas/menu-layout.ts'
import { can, WILDCARD } from '../../../kernel/shared/permissions.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { confirmAction } from '../../../kernel/web/lib/confirm.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { menuLayoutKeys } from '../../../kernel/web/lib/menu-layout.ts'
import { notify } from '../../../kernel/web/lib/notices.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Input, NativeSelect } from '../../../kernel/web/components/ui/input.tsx'
import { moved, SortableItem, SortableList } from '../../../kernel/web/components/ui/sortable.tsx'
import { ICONS } from '../../../kernel/web/shell/icons.ts'
import { buildMenu } from '../../../kernel/web/shell/menu.ts'
import { menuRoutes } from '../../../kernel/web/shell/page-info.ts'
import { draftOf, layoutOf, newLinkId, type DraftEntry, type DraftGroup } from './menu-layout-draft.ts'

type RoleRow = { Id: number; Title: string; Own: boolean }

const rolesQuery = {
  queryKey: [...menuLayoutKeys.all, 'roles'] as const,
  queryFn: async () => (await api<RoleRow[]>('Menu/Roles')).Data ?? [],
}
const layoutQuery = (roleId: number) => ({
  queryKey: [...menuLayoutKeys.all, 'role', roleId] as const,
  queryFn: async () => (await api<MenuLayoutAnswer>('Menu/Layout', { query: { RoleId: roleId } })).Data,
})

/**
 * `/system/menu`: the navigation menu each role sees — groups and screens in order (dragged, with
 * the mouse or the keyboard), hidden ones, and external links among them. Every role without its
 * own layout uses "every role"'s; without that, the route table's order. The menu still shows only
 * what the agent's permissions open.
 */
export function MenuLayoutPage() {
  const { i18n } = useLingui()
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const [roleId, setRoleId] = useState(0)
  const roles = useQuery(rolesQuery)
  const answer = useQuery(layoutQuery(roleId))
  const access = useQuery(agentInfoQuery).data?.access ?? []
  const mayEdit = can(access, 'setting:update')

  const choose = async (next: number, dirty: boolean) => {
    if (
      dirty &&
      !(await confirmAction({
        title: msg`Leave the unsaved menu?`,
        description: msg`The changes made to this role’s menu are not saved and will be lost.`,
        action: msg`Leave`,
      }))
    )
      return
    setRoleId(next)
  }

  return (
    <main className="flex w-full flex-col gap-4 p-4" data-testid="menu-layout-page">
      <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
        {meta?.title ? i18n._(meta.title) : null}
      </h1>
      <p className="max-w-3xl text-sm text-neutral-600">
        <Trans>
          Arrange the menu a role sees: drag groups and screens into order, hide what the role does not use, and add links to outside sites.
          The menu never shows a screen the role’s permissions do not open.
        </Trans>
      </p>
      {answer.data ? (
        <Editor key={roleId} roleId={roleId} roles={roles.data ?? []} answer={answer.data} mayEdit={mayEdit} onRole={choose} />
      ) : (
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
      )}
    </main>
  )
}

function Editor({
  roleId,
  roles,
  answer,
  mayEdit,
  onRole,
}: {
  roleId: number
  roles: RoleRow[]
  answer: MenuLayoutAnswer
  mayEdit: boolean
  onRole(id: number, dirty: boolean): void
}) {
  const { t, i18n } = useLingui()
  const fmt = useFormat()
  const router = useRouter()
  const queryClient = useQueryClient()
  const catalogue = useMemo(() => buildMenu(menuRoutes(router), { access: [WILDCARD] }), [router])
  // The screens the chosen role's permissions open: the others are listed (the layout keeps their
  // places) but marked, as its menu will not show them.
  const opens = useMemo(
    () =>
      answer.Permission
        ? new Set(buildMenu(menuRoutes(router), { access: answer.Permission }).flatMap((g) => g.items.map((i) => i.name)))
        : null,
    [router, answer.Permission],
  )
  const start = useMemo(() => draftOf(catalogue, answer.Layout ?? answer.Fallback), [catalogue, answer])
  const [draft, setDraft] = useState<DraftGroup[]>(start)
  const [open, setOpen] = useState<string | null>(null)
  const saved = JSON.stringify(layoutOf(start))
  const layout = layoutOf(draft)
  const dirty = JSON.stringify(layout) !== saved

  const refresh = () => queryClient.invalidateQueries({ queryKey: menuLayoutKeys.all })
  const save = useMutation({
    mutationFn: (value: MenuLayout) => api('Menu/Save', { method: 'POST', body: { RoleId: roleId, Layout: value } }),
    onSuccess: async (res) => {
      notify(res.Message ?? '', res.Result ? 'success' : 'error')
      if (res.Result) await refresh()
    },
  })
  const reset = useMutation({
    mutationFn: () => api('Menu/Reset', { method: 'POST', body: { RoleId: roleId } }),
    onSuccess: async (res) => {
      if (!res.Result) notify(res.Message ?? '', 'error')
      await refresh()
    },
  })
  const askReset = async () => {
    const ok = await confirmAction({
      title: roleId === 0 ? msg`Go back to the route table’s order?` : msg`Remove this role’s own menu?`,
      description:
        roleId === 0
          ? msg`Roles without a menu of their own will see the screens in the route table’s order.`
          : msg`The role will see the menu laid out for every role.`,
      action: msg`Remove`,
    })
    if (ok) reset.mutate()
  }

  const update = (key: string, fn: (g: DraftGroup) => DraftGroup) => setDraft((d) => d.map((g) => (g.key === key ? fn(g) : g)))
  const roleName = (id: number) => (id === 0 ? t`Every role` : (roles.find((r) => r.Id === id)?.Title ?? `#${id}`))
  const source = answer.Layout ? 'own' : answer.Fallback ? 'fallback' : 'routes'

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-neutral-700">
            <Trans>Role</Trans>
          </span>
          <NativeSelect className="w-64" value={roleId} onChange={(e) => onRole(Number(e.target.value), dirty)} data-testid="layout-role">
            <option value={0}>{t`Every role (default)`}</option>
            {roles.map((r) => (
              <option key={r.Id} value={r.Id}>
                {r.Own ? t`${r.Title} · own menu` : r.Title}
              </option>
            ))}
          </NativeSelect>
        </label>
        <p className="pb-2 text-sm text-neutral-600" data-testid="layout-source" data-source={source}>
          {source === 'own'
            ? answer.UpdateName
              ? t`${roleName(roleId)} has its own menu, saved ${fmt.dateTime(answer.UpdateTime)} by ${answer.UpdateName}.`
              : t`${roleName(roleId)} has its own menu, saved ${fmt.dateTime(answer.UpdateTime)}.`
            : source === 'fallback'
              ? t`${roleName(roleId)} uses the menu laid out for every role.`
              : t`No menu is laid out yet: the screens follow the route table’s order.`}
        </p>
        {mayEdit ? (
          <div className="ml-auto flex gap-2">
            {answer.Layout ? (
              <Button variant="outline" onClick={askReset} disabled={reset.isPending} data-testid="layout-reset">
                <RotateCcw className="size-4" aria-hidden />
                <Trans>Remove own menu</Trans>
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setDraft(start)} disabled={!dirty}>
              <Trans>Discard changes</Trans>
            </Button>
            <Button onClick={() => save.mutate(layout)} disabled={(!dirty && !!answer.Layout) || save.isPending} data-testid="layout-save">
              {save.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Save className="size-4" aria-hidden />}
              {roleId === 0 ? <Trans>Save for every role</Trans> : <Trans>Save for this role</Trans>}
            </Button>
          </div>
        ) : null}
      </div>

      <SortableList
        ids={draft.map((g) => g.key)}
        onMove={(from, to) => setDraft((d) => moved(d, from, to))}
        label={(key) => i18n._(draft.find((g) => g.key === key)?.title ?? { id: key })}
      >
        <ol className="flex flex-col gap-2" data-testid="layout-groups">
          {draft.map((g) => (
            <SortableItem key={g.key} id={g.key} as="li" className="rounded-lg border border-neutral-200 bg-white">
              {(handle) => (
                <GroupCard
                  group={g}
                  handle={mayEdit ? handle : null}
                  open={open === g.key}
                  onOpen={() => setOpen(open === g.key ? null : g.key)}
                  onChange={(fn) => update(g.key, fn)}
                  mayEdit={mayEdit}
                  opens={opens}
                  newId={() => newLinkId(draft)}
                />
              )}
            </SortableItem>
          ))}
        </ol>
      </SortableList>
    </div>
  )
}

function HideToggle({ hidden, onToggle, label, disabled }: { hidden: boolean; onToggle(): void; label: string; disabled: boolean }) {
  const { t } = useLingui()
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={hidden}
      aria-label={hidden ? t`Show ${label}` : t`Hide ${label}`}
      title={hidden ? t`Hidden: show it` : t`Shown: hide it`}
      data-testid="layout-hide"
    >
      {hidden ? <EyeOff className="size-4 text-neutral-400" aria-hidden /> : <Eye className="size-4" aria-hidden />}
    </Button>
  )
}

function GroupCard({
  group,
  handle,
  open,
  onOpen,
  onChange,
  mayEdit,
  opens,
  newId,
}: {
  group: DraftGroup
  handle: ReactNode
  open: boolean
  onOpen(): void
  onChange(fn: (g: DraftGroup) => DraftGroup): void
  mayEdit: boolean
  /** The screens the role opens; null: every role's menu, each screen shown to whoever may open it. */
  opens: ReadonlySet<string> | null
  newId(): string
}) {
  const { t, i18n } = useLingui()
  const Icon = group.icon ? ICONS[group.icon] : null
  const title = i18n._(group.title)
  const shown = group.items.filter((i) => i.kind === 'link' || (!i.hidden && (!opens || opens.has(i.name)))).length
  const setItems = (items: DraftEntry[]) => onChange((g) => ({ ...g, items }))
  const addLink = (link: string, title: string, url: string) =>
    setItems([...group.items, { kind: 'link', id: `l:${link}`, link, title, url }])
  return (
    <div data-testid={`layout-group-${group.key}`} data-hidden={group.hidden}>
      <div className="flex items-center gap-2 px-2 py-1.5">
        {handle}
        <button
          type="button"
          className="flex flex-1 items-center gap-2 text-left text-sm font-medium"
          onClick={onOpen}
          aria-expanded={open}
          data-testid="layout-group-toggle"
        >
          {open ? <ChevronDown className="size-4" aria-hidden /> : <ChevronRight className="size-4" aria-hidden />}
          {Icon ? <Icon className="size-4 text-neutral-500" aria-hidden /> : null}
          <span className={cn(group.hidden && 'text-neutral-500 line-through')}>{title}</span>
          <span className="text-xs font-normal text-neutral-500">{t`${shown} of ${group.items.length} shown`}</span>
        </button>
        <HideToggle
          hidden={group.hidden}
          label={title}
          disabled={!mayEdit}
          onToggle={() => onChange((g) => ({ ...g, hidden: !g.hidden }))}
        />
      </div>
      {open ? (
        <div className="border-t border-neutral-100 px-2 py-2">
          <SortableList
            ids={group.items.map((i) => i.id)}
            onMove={(from, to) => setItems(moved(group.items, from, to))}
            label={(id) => entryTitle(group.items.find((i) => i.id === id))}
          >
            <ul className="flex flex-col gap-1" data-testid="layout-items">
              {group.items.map((item) => (
                <SortableItem
                  key={item.id}
                  id={item.id}
                  as="li"
                  className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-neutral-50"
                >
                  {(itemHandle) => (
                    <div
                      className="flex flex-1 items-center gap-2"
                      data-testid={`layout-item-${item.kind === 'screen' ? item.name : item.link}`}
                      data-hidden={item.kind === 'screen' ? item.hidden : false}
                    >
                      {mayEdit ? itemHandle : null}
                      {item.kind === 'screen' ? (
                        <ScreenRow item={item} closed={!!opens && !opens.has(item.name)} />
                      ) : (
                        <LinkRow item={item} />
                      )}
                      {item.kind === 'screen' ? (
                        <HideToggle
                          hidden={item.hidden}
                          label={i18n._(item.title)}
                          disabled={!mayEdit || group.hidden}
                          onToggle={() =>
                            setItems(group.items.map((i) => (i.id === item.id && i.kind === 'screen' ? { ...i, hidden: !i.hidden } : i)))
                          }
                        />
                      ) : (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={!mayEdit}
                          onClick={() => setItems(group.items.filter((i) => i.id !== item.id))}
                          aria-label={t`Remove the link ${item.title}`}
                          data-testid="layout-link-remove"
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      )}
                    </div>
                  )}
                </SortableItem>
              ))}
            </ul>
          </SortableList>
          {mayEdit ? <AddLink onAdd={(title, url) => addLink(newId(), title, url)} /> : null}
        </div>
      ) : null}
    </div>
  )

  function entryTitle(item: DraftEntry | undefined) {
    if (!item) return ''
    return item.kind === 'screen' ? i18n._(item.title) : item.title
  }
}

function ScreenRow({ item, closed }: { item: Extract<DraftEntry, { kind: 'screen' }>; closed: boolean }) {
  const { i18n } = useLingui()
  const Icon = item.icon ? ICONS[item.icon] : null
  return (
    <span className="flex flex-1 items-center gap-2 text-sm" data-closed={closed}>
      {Icon ? <Icon className="size-4 text-neutral-500" aria-hidden /> : <span className="size-4" />}
      <span className={cn(item.hidden && 'line-through', (item.hidden || closed) && 'text-neutral-500')}>{i18n._(item.title)}</span>
      <code className="text-xs text-neutral-500">{item.path}</code>
      {closed ? (
        <span
          className="inline-flex items-center gap-1 rounded bg-neutral-100 px-1.5 py-0.5 text-xs text-neutral-600"
          data-testid="layout-closed"
        >
          <Lock className="size-3" aria-hidden />
          <Trans>Not in this role’s permissions</Trans>
        </span>
      ) : null}
    </span>
  )
}

function LinkRow({ item }: { item: Extract<DraftEntry, { kind: 'link' }> }) {
  return (
    <span className="flex flex-1 items-center gap-2 text-sm">
      <ExternalLink className="size-4 text-sky-600" aria-hidden />
      <span>{item.title}</span>
      <a href={item.url} target="_blank" rel="noopener noreferrer" className="truncate text-xs text-sky-700 underline">
        {item.url}
      </a>
    </span>
  )
}

function AddLink({ onAdd }: { onAdd(title: string, url: string): void }) {
  const { t } = useLingui()
  const [title, setTitle] = useState('')
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = () => {
    const checked = MenuLinkSchema.safeParse({ link: 'x', title, url })
    if (!checked.success) {
      const bad = checked.error.issues[0]?.path[0]
      setError(
        bad === 'title' ? t`Give the link a title of at most 30 characters.` : t`Enter an address starting with http:// or https://.`,
      )
      return
    }
    onAdd(checked.data.title, checked.data.url)
    setTitle('')
    setUrl('')
    setError(null)
  }
  return (
    <div className="mt-2 flex flex-col gap-1 border-t border-dashed border-neutral-200 pt-2">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          className="w-48"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t`Link title`}
          aria-label={t`Link title`}
          data-testid="layout-link-title"
        />
        <Input
          className="w-80"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://"
          aria-label={t`Link address`}
          aria-invalid={!!error}
          data-testid="layout-link-url"
          onKeyDown={(e) => e.key === 'Enter' && add()}
        />
        <Button variant="outline" size="sm" onClick={add} data-testid="layout-link-add">
          <Plus className="size-4" aria-hidden />
          <Trans>Add link</Trans>
        </Button>
      </div>
      {error ? (
        <p className="text-xs text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

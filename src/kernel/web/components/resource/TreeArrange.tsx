import { useEffect, useMemo, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ListTree, Loader2 } from 'lucide-react'
import { apiPath, type ResourceDef } from '../../../shared/resources/define.ts'
import { api } from '../../lib/api.ts'
import { notify } from '../../lib/notices.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { moved, SortableItem, SortableList } from '../ui/sortable.tsx'
import { cacheName, listQuery, recordName, resourceKeys, type Row } from './resource-api.ts'
import { MAX_PAGE_SIZE } from '../../../shared/schemas/list.ts'

/**
 * A tree (menu, footer links, categories) arranged by dragging: each record moves among its
 * siblings, with the mouse or the keyboard; each drop is saved at once as that parent's order.
 */
export function TreeArrange({ def }: { def: ResourceDef }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="tree-arrange">
        <ListTree className="size-4" aria-hidden />
        <Trans>Arrange</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl" data-testid="tree-arrange-dialog">
          <DialogHeader>
            <DialogTitle>
              <Trans>Arrange the order</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Drag an item by its handle among those beside it (or focus the handle, press Space, the arrow keys, Space). Each drop is
                saved.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          {open ? <Arranger def={def} /> : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

function Arranger({ def }: { def: ResourceDef }) {
  const queryClient = useQueryClient()
  const parentField = def.tree!.parent
  // A tree is small (seven levels of a menu); the whole of it, heaviest first among siblings.
  const { data, isPending } = useQuery(listQuery(def, { Index: 1, Size: MAX_PAGE_SIZE, OrderBy: 'Score', IsAsc: 0 }))
  const rows = data?.rows
  const byId = useMemo(() => new Map((rows ?? []).map((r) => [r.Id, r])), [rows])
  const [children, setChildren] = useState(new Map<number, number[]>())
  useEffect(() => {
    const next = new Map<number, number[]>()
    for (const r of rows ?? []) {
      const parent = Number(r[parentField] ?? 0)
      next.set(parent, [...(next.get(parent) ?? []), r.Id])
    }
    setChildren(next)
  }, [rows, parentField])

  const move = async (parent: number, from: number, to: number) => {
    const before = children.get(parent) ?? []
    const ids = moved(before, from, to)
    setChildren((m) => new Map(m).set(parent, ids))
    const res = await api<{ Count: number }>(apiPath(def, 'Arrange'), { body: { Fid: parent, Ids: ids } }).catch(() => undefined)
    if (!res?.Result) {
      setChildren((m) => new Map(m).set(parent, before))
      notify(res?.Message ?? '', 'error')
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(cacheName(def)) })
  }

  if (isPending)
    return (
      <div className="flex justify-center py-6">
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
      </div>
    )
  if (!children.get(0)?.length)
    return (
      <p className="py-4 text-sm text-neutral-500">
        <Trans>Nothing to arrange yet.</Trans>
      </p>
    )
  return (
    <div className="max-h-[60vh] overflow-auto" data-testid="tree-arrange-root">
      <Branch parent={0} def={def} byId={byId} tree={children} onMove={move} />
    </div>
  )
}

function Branch({
  parent,
  def,
  byId,
  tree,
  onMove,
}: {
  parent: number
  def: ResourceDef
  byId: Map<number, Row>
  tree: Map<number, number[]>
  onMove(parent: number, from: number, to: number): void
}) {
  const { t } = useLingui()
  const ids = tree.get(parent) ?? []
  const name = (id: number) => recordName(def, byId.get(id)) ?? ''
  if (!ids.length) return null
  return (
    <SortableList ids={ids.map(String)} onMove={(from, to) => onMove(parent, from, to)} label={(id) => name(Number(id))}>
      <ul className={parent ? 'ml-6 border-l border-neutral-200 pl-2' : ''} aria-label={parent ? t`Under ${name(parent)}` : undefined}>
        {ids.map((id) => (
          <SortableItem key={id} id={String(id)} as="li">
            {(handle) => (
              <div data-testid="tree-node" data-id={id}>
                <div className="flex items-center gap-2 rounded-md py-1 pr-2 hover:bg-neutral-50">
                  {handle}
                  <span className="truncate text-sm" data-testid="tree-node-name">
                    {name(id)}
                  </span>
                </div>
                <Branch parent={id} def={def} byId={byId} tree={tree} onMove={onMove} />
              </div>
            )}
          </SortableItem>
        ))}
      </ul>
    </SortableList>
  )
}

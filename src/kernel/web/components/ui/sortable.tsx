import type { CSSProperties, ReactNode } from 'react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  horizontalListSortingStrategy,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useLingui } from '@lingui/react/macro'
import { GripVertical } from 'lucide-react'
import { cn } from '../../lib/cn.ts'

const STRATEGIES = { vertical: verticalListSortingStrategy, horizontal: horizontalListSortingStrategy, grid: rectSortingStrategy }

/**
 * A list sorted by dragging, with the mouse or touch (a few pixels of movement start a drag, so
 * clicks inside still work) or the keyboard (focus a handle, Space, arrows, Space), announced to
 * screen readers in the user's language.
 */
export function SortableList({
  ids,
  onMove,
  layout = 'vertical',
  label,
  children,
}: {
  ids: readonly string[]
  onMove(from: number, to: number): void
  layout?: keyof typeof STRATEGIES
  /** What one item is called in announcements ("image 2"). */
  label(id: string): string
  children: ReactNode
}) {
  const { t } = useLingui()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const position = (id: unknown) => ids.indexOf(String(id)) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up ${label(String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over ? t`${label(String(active.id))} is over position ${position(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t`${label(String(active.id))} dropped at position ${position(over.id)} of ${ids.length}.`
        : t`${label(String(active.id))} dropped.`,
    onDragCancel: ({ active }) => t`Moving ${label(String(active.id))} was cancelled.`,
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(String(active.id))
    const to = ids.indexOf(String(over.id))
    if (from >= 0 && to >= 0) onMove(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move an item, press Space, move it with the arrow keys, and press Space again to drop it or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={STRATEGIES[layout]}>
        {children}
      </SortableContext>
    </DndContext>
  )
}

/** One item of a SortableList: `children` gets the drag handle to place. */
export function SortableItem({
  id,
  className,
  children,
  as: Tag = 'div',
}: {
  id: string
  className?: string
  as?: 'div' | 'li'
  children(handle: ReactNode, dragging: boolean): ReactNode
}) {
  const { t } = useLingui()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id })
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 10 : undefined }
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t`Drag to reorder`}
      title={t`Drag to reorder`}
      data-testid="drag-handle"
      className="cursor-grab touch-none rounded p-0.5 text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700 active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  )
  return (
    <Tag ref={setNodeRef} style={style} className={cn(className, isDragging && 'opacity-80 shadow-lg')} data-sortable-id={id}>
      {children(handle, isDragging)}
    </Tag>
  )
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

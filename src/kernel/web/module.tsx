import { Fragment, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { LinkProps } from '@tanstack/react-router'
import type { Lifecycle } from '../../../machines/define.ts'
import { queueSources } from '../../../machines/queues.ts'
import type { PermissionTable } from '../shared/permissions.ts'
import { queueTitleIn, type QueueDef } from '../shared/lifecycle/queues.ts'
import type { ResourceDef } from '../shared/resources/define.ts'
import { declaredOnce } from '../shared/declared-once.ts'
import type { PayloadParts } from './components/lifecycle/payload-views.tsx'
import type { QueueParts } from './components/queue/queue-parts.tsx'
import type { AreaWidget } from './components/resource/area-widgets.tsx'
import type { FormSlot } from './components/resource/ResourceForm.tsx'

/** A screen of the app, as a typed route. */
export type ScreenAddress = NonNullable<LinkProps['to']>

/** A lifecycle document of an area: its machine, its resource definition and its list screen (boards link there by state). */
export interface WebDoc {
  lifecycle: Lifecycle
  def: ResourceDef
  list: ScreenAddress
}

/** A work queue of an area (its server manifest declares the same) and the screen that works it. */
export interface WebQueue extends QueueDef {
  screen: ScreenAddress
}

/**
 * What an area brings to the browser beside its screens (those are mounted from its folder's
 * `web/routes`): declared in its `web/manifest.tsx`, which the app finds by folder. The same
 * permission table as its server manifest, its permission resources' names for the role matrix,
 * its own field widgets, what it adds under another area's record form, its parts of the
 * lifecycle payloads and of a queue item's panel; its lifecycle documents and work queues with
 * their screens, and the resources its queued documents refer to.
 */
export interface WebModule {
  name: string
  docs?: readonly WebDoc[]
  queues?: readonly WebQueue[]
  referenced?: readonly ResourceDef[]
  permissions?: PermissionTable
  permissionLabels?: Readonly<Record<string, MessageDescriptor>>
  widgets?: Readonly<Record<string, AreaWidget>>
  formSlots?: Readonly<Record<string, FormSlot>>
  payloadParts?: Partial<PayloadParts>
  queueParts?: Pick<QueueParts, 'itemLinks' | 'itemDetails'>
}

/** The browser's modules put together: one of each part, for the providers at the app's root. */
export interface AssembledWebModules {
  modules: readonly WebModule[]
  /** Every lifecycle document, by name. */
  docs: Readonly<Record<string, WebDoc>>
  /** Every document's machine, by name (the generic record pages read it). */
  lifecycles: Readonly<Record<string, Lifecycle>>
  /** Every work queue, in module order. */
  queues: readonly WebQueue[]
  permissions: PermissionTable
  permissionLabels: Readonly<Record<string, MessageDescriptor>>
  widgets: Readonly<Record<string, AreaWidget>>
  formSlots: Readonly<Record<string, FormSlot>>
  payloadParts: PayloadParts
  queueParts: QueueParts
}

/** The entries of one part of every module, refusing a key two modules declare. */
const merged = <T,>(modules: readonly WebModule[], kind: string, part: (m: WebModule) => Readonly<Record<string, T>> | undefined) =>
  Object.fromEntries(
    declaredOnce(
      kind,
      modules.flatMap((m) => Object.entries(part(m) ?? {}).map(([key, value]) => [key, m.name, [key, value] as const] as const)),
    ),
  )

/**
 * Puts the browser's modules together, in the order given. Each part is one for all: a
 * reference's filter and a field's control are the first module's that gives one, a line's
 * values and the payloads' views and labels those of all, a queue item's links and details
 * every module's in turn.
 */
export function assembleWebModules(modules: readonly WebModule[]): AssembledWebModules {
  const names = new Set<string>()
  for (const m of modules) {
    if (names.has(m.name)) throw new Error(`Module ${m.name} is listed twice`)
    names.add(m.name)
  }
  const docs = merged(modules, 'Lifecycle document', (m) => Object.fromEntries((m.docs ?? []).map((d) => [d.lifecycle.doc, d])))
  for (const [doc, d] of Object.entries(docs))
    if (d.def.name !== doc) throw new Error(`Lifecycle document ${doc} carries the definition of ${d.def.name}`)
  const queues = declaredOnce(
    'Queue',
    modules.flatMap((m) => (m.queues ?? []).map((q): [string, string, WebQueue] => [q.name, m.name, q])),
  )
  const sources = queueSources(Object.values(docs).map((d) => d.lifecycle))
  const untitled = Object.keys(sources).filter((q) => !queues.some((d) => d.name === q))
  if (untitled.length) throw new Error(`Machine states feed queues no module declares: ${untitled.join(', ')}`)
  const referenced = new Map<string, ResourceDef>(
    [...Object.values(docs).map((d) => d.def), ...modules.flatMap((m) => m.referenced ?? [])].map((d) => [d.name, d]),
  )
  const parts = modules.flatMap((m) => (m.payloadParts ? [m.payloadParts] : []))
  const items = modules.flatMap((m) => (m.queueParts ? [[m.name, m.queueParts] as const] : []))
  const each = (render: (p: Pick<QueueParts, 'itemLinks' | 'itemDetails'>) => ReactNode) =>
    items.map(([name, p]) => <Fragment key={name}>{render(p)}</Fragment>)
  return {
    modules,
    docs,
    lifecycles: Object.fromEntries(Object.entries(docs).map(([doc, d]) => [doc, d.lifecycle])),
    queues,
    permissions: merged(modules, 'Permission resource', (m) => m.permissions),
    permissionLabels: merged(modules, 'Permission label', (m) => m.permissionLabels),
    widgets: merged(modules, 'Widget', (m) => m.widgets),
    formSlots: merged(modules, 'Form slot', (m) => m.formSlots),
    payloadParts: {
      views: parts.flatMap((p) => p.views ?? []),
      labels: Object.assign({}, ...parts.map((p) => p.labels ?? {})),
      referenceFilter: (resource, row) => parts.map((p) => p.referenceFilter?.(resource, row)).find((f) => f !== undefined),
      lineDefaults: (row, lineId) => Object.assign({}, ...parts.map((p) => p.lineDefaults?.(row, lineId) ?? {})),
      input: (p) => parts.map((part) => part.input?.(p)).find((e) => e !== undefined),
    },
    queueParts: {
      docs: (queue) =>
        (sources[queue] ?? []).flatMap((s) => {
          const d = docs[s.lifecycle.doc]
          return d ? [{ doc: s.lifecycle.doc, def: d.def, lifecycle: s.lifecycle, states: s.states }] : []
        }),
      title: (queue) => queueTitleIn(queues, queue),
      referenced,
      itemLinks: (doc, row) => each((p) => p.itemLinks?.(doc, row)),
      itemDetails: (doc, row, lines) => each((p) => p.itemDetails?.(doc, row, lines)),
    },
  }
}

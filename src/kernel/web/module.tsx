import { Fragment, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { PermissionTable } from '../shared/permissions.ts'
import { declaredOnce } from '../shared/declared-once.ts'
import type { PayloadParts } from './components/lifecycle/payload-views.tsx'
import type { QueueParts } from './components/queue/queue-parts.tsx'
import type { AreaWidget } from './components/resource/area-widgets.tsx'
import type { FormSlot } from './components/resource/ResourceForm.tsx'

/**
 * What an area brings to the browser beside its screens (those are mounted from its folder's
 * `web/routes`): declared in its `web/manifest.tsx`, which the app finds by folder. The same
 * permission table as its server manifest, its permission resources' names for the role matrix,
 * its own field widgets, what it adds under another area's record form, its parts of the
 * lifecycle payloads and of a queue item's panel.
 */
export interface WebModule {
  name: string
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
  permissions: PermissionTable
  permissionLabels: Readonly<Record<string, MessageDescriptor>>
  widgets: Readonly<Record<string, AreaWidget>>
  formSlots: Readonly<Record<string, FormSlot>>
  payloadParts: PayloadParts
  queueParts: Pick<QueueParts, 'itemLinks' | 'itemDetails'>
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
  const parts = modules.flatMap((m) => (m.payloadParts ? [m.payloadParts] : []))
  const items = modules.flatMap((m) => (m.queueParts ? [[m.name, m.queueParts] as const] : []))
  const each = (render: (p: Pick<QueueParts, 'itemLinks' | 'itemDetails'>) => ReactNode) =>
    items.map(([name, p]) => <Fragment key={name}>{render(p)}</Fragment>)
  return {
    modules,
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
      itemLinks: (doc, row) => each((p) => p.itemLinks?.(doc, row)),
      itemDetails: (doc, row, lines) => each((p) => p.itemDetails?.(doc, row, lines)),
    },
  }
}

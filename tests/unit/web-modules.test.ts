import fs from 'node:fs'
import path from 'node:path'
import { createElement, isValidElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { assembleWebModules, type WebModule } from '../../src/kernel/web/module.tsx'
import { APP_WEB } from '../../src/web/app-modules.tsx'
import { SERVER_MODULES } from '../../src/server/modules/index.ts'
import { boxLifecycle, boxQueue, boxResource } from '../fixtures/box-area.ts'

const ROW = { Id: 7, Version: 1, Status: 1, State: 'Allocated', WarehouseId: 3 }

describe('the browser’s modules', () => {
  it('are every module folder’s web manifest, found by folder, each one a module of the server’s list', () => {
    const root = path.join(import.meta.dirname, '../../src/modules')
    const folders = fs.readdirSync(root).filter((m) => fs.existsSync(path.join(root, m, 'web/manifest.tsx')))
    expect(folders).toContain('warehouse')
    const names = APP_WEB.modules.map((m) => m.name)
    expect(names).toEqual(['app', ...folders])
    for (const name of folders) expect(SERVER_MODULES.map((m) => m.name)).toContain(name)
  })

  it('put the warehouse’s parts where the kernel’s screens find them', () => {
    expect(APP_WEB.permissionLabels.stock).toBeDefined()
    expect(APP_WEB.permissionLabels.client).toBeDefined()
    expect(APP_WEB.payloadParts.referenceFilter?.('Place', ROW)).toEqual({ WarehouseId: 3, Kind: 1 })
    expect(APP_WEB.payloadParts.views.length).toBeGreaterThan(0) // customs'
    expect(APP_WEB.formSlots.Delivery).toBeDefined() // the transport area's quote
  })

  it('refuse a key two modules declare, and compose the rest in order', () => {
    const a: WebModule = {
      name: 'a',
      permissions: { crate: ['view'] },
      payloadParts: { referenceFilter: (r) => (r === 'Crate' ? { Kind: 1 } : undefined), lineDefaults: () => ({ A: 1 }) },
      queueParts: { itemLinks: (doc) => createElement('i', null, `a:${doc}`) },
    }
    const b: WebModule = {
      name: 'b',
      payloadParts: { referenceFilter: () => ({ Kind: 2 }), lineDefaults: () => ({ B: 2 }) },
      queueParts: { itemLinks: (doc) => createElement('b', null, `b:${doc}`) },
    }
    const both = assembleWebModules([a, b])
    expect(both.permissions).toEqual({ crate: ['view'] })
    expect(both.payloadParts.referenceFilter?.('Crate', ROW)).toEqual({ Kind: 1 })
    expect(both.payloadParts.referenceFilter?.('Box', ROW)).toEqual({ Kind: 2 })
    expect(both.payloadParts.lineDefaults?.(ROW, 1)).toEqual({ A: 1, B: 2 })
    const links = both.queueParts.itemLinks?.('Box', ROW)
    expect(isValidElement(createElement('div', null, links))).toBe(true)
    expect(renderToString(createElement('div', null, links))).toBe('<div><i>a:Box</i><b>b:Box</b></div>')
    expect(() => assembleWebModules([a, { name: 'c', permissions: { crate: ['view'] } }])).toThrow(
      'Permission resource crate is declared by a and c',
    )
    expect(() => assembleWebModules([a, a])).toThrow('Module a is listed twice')
  })

  it('take a new area’s lifecycle documents and queues from its manifest: the record pages’ machine, the queue screens, the boards’ list', () => {
    const { title } = boxQueue
    const box = boxLifecycle
    const crates: WebModule = {
      name: 'crates',
      docs: [{ lifecycle: box, def: boxResource, list: '/delivery/list' }],
      queues: [{ name: 'boxes-to-count', title, slaMinutes: 30, screen: '/delivery/picking' }],
    }
    const app = assembleWebModules([...APP_WEB.modules, crates])
    expect(app.lifecycles.Box).toBe(box)
    expect(app.docs.Box?.list).toBe('/delivery/list')
    expect(app.queues.map((q) => q.name)).toEqual([...APP_WEB.queues.map((q) => q.name), 'boxes-to-count'])
    expect(app.queueParts.title('boxes-to-count')).toBe(title)
    expect(app.queueParts.docs('boxes-to-count')).toEqual([{ doc: 'Box', def: boxResource, lifecycle: box, states: ['Counting'] }])
    expect(app.queueParts.referenced.get('Box')).toBe(boxResource)
    // Without the area, nothing of it is left; a machine feeding an undeclared queue, or a document declared twice, is refused.
    expect(APP_WEB.lifecycles.Box).toBeUndefined()
    expect(APP_WEB.queueParts.docs('boxes-to-count')).toEqual([])
    expect(() => assembleWebModules([...APP_WEB.modules, { ...crates, queues: [] }])).toThrow(
      'Machine states feed queues no module declares: boxes-to-count',
    )
    expect(() => assembleWebModules([...APP_WEB.modules, crates, { name: 'more', docs: crates.docs }])).toThrow(
      'Lifecycle document Box is declared by crates and more',
    )
  })
})

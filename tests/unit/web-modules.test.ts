import fs from 'node:fs'
import path from 'node:path'
import { createElement, isValidElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { assembleWebModules, type WebModule } from '../../src/kernel/web/module.tsx'
import { APP_WEB } from '../../src/web/app-modules.tsx'
import { SERVER_MODULES } from '../../src/server/modules/index.ts'

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
})

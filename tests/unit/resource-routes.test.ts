import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { routeTree } from '../../src/web/routeTree.gen.ts'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { listParams, listQuerySchema, listSearchSchema, toIndexQuery } from '../../src/kernel/shared/schemas/list.ts'
import { fieldOptions } from '../../src/kernel/shared/resources/labels.ts'
import { isTextFilter } from '../../src/kernel/shared/schemas/list.ts'
import { fieldLabel } from '../../src/kernel/shared/resources/labels.ts'
import { viewKeys } from '../../src/kernel/shared/resources/define.ts'

const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never })
const byPath = new Map(Object.values(router.routesById).map((r) => [r.fullPath as string, r]))

/** Each definition's screen: its route file, its menu entry, its guard, and its list state. */
describe.each(RESOURCES.map((r) => [r.def.name, r.def] as const))('%s screen', (_name, def) => {
  const route = byPath.get(def.route)

  it('has its route file, rendering a page', () => {
    expect(route, def.route).toBeDefined()
    expect(route!.options.component, def.route).toBeDefined()
  })

  it('has a menu entry offered only to those who may read its records', () => {
    const meta = route!.options.staticData?.meta
    expect(meta?.name).toBeTruthy()
    // Each key offering it must be one the server's list takes: another would offer a screen that
    // answers 403 (the sales supervisor's tax refunds did).
    expect(meta?.access?.length, def.route).toBeGreaterThan(0)
    for (const key of meta!.access!) expect(viewKeys(def), `${def.route} offered by ${key}`).toContain(key)
  })

  it('labels every column and field', () => {
    for (const f of [...def.columns, ...Object.keys(def.fields)]) expect(fieldLabel(def, f), `${def.name}.${f}`).toBeDefined()
  })

  it('reads a hand-edited address without failing, and sends only allow-listed sorts', () => {
    const schema = listSearchSchema(def)
    const parsed = schema.parse({ page: '-3', size: '5000', sort: 'Pwd', asc: 'x', status: '1', q: 'abc' })
    expect(parsed).toMatchObject({ page: 1, size: 24, status: 1, q: 'abc' })
    expect(parsed.sort).toBeUndefined()
    const good = schema.parse({ page: '2', size: '50', sort: def.sort[0], asc: '1' })
    expect(toIndexQuery(def, good as never)).toMatchObject({ Index: 2, Size: 50, OrderBy: def.sort[0], IsAsc: 1 })
  })

  it('its address and the query the server takes are one table: every list value the page keeps reaches the server, which accepts it', () => {
    const address: Record<string, string> = {
      page: '3',
      size: '50',
      sort: def.sort[0]!,
      asc: '1',
      q: 'ab',
      status: '1',
      from: '1700000000',
      to: '1800000000',
      after: 'WzEsMl0',
    }
    for (const f of Object.keys(def.filters)) {
      const first = fieldOptions(def, f)?.[0]?.value
      address[f] = first !== undefined ? String(first) : def.filters[f] === 'positive' ? '1' : isTextFilter(def, f) ? 'Draft' : '7'
    }
    const search = listSearchSchema(def).parse(address)
    const query = toIndexQuery(def, search as never)
    const server = listQuerySchema(def).safeParse(query)
    expect(server.success, JSON.stringify(server.error?.issues)).toBe(true)
    for (const p of listParams(def)) {
      expect(p.api in (server.data as object), `${def.name}: ${p.address} reaches ${p.api}`).toBe(true)
      expect(String((server.data as Record<string, unknown>)[p.api]), `${def.name}.${p.api}`).toBe(address[p.address])
    }
  })
})

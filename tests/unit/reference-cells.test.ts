import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { clientResource } from '../../src/shared/resources/client.ts'
import { docName, refName } from '../../src/kernel/shared/resources/labels.ts'
import { RESOURCES } from '../../src/server/modules/index.ts'
import type { ResourceDef } from '../../src/kernel/shared/resources/define.ts'
import { CellValue } from '../../src/kernel/web/components/resource/Cell.tsx'
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'

const render = (def: ResourceDef, field: string, row: Record<string, unknown>) => {
  const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } })
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  // A document cell is a link: rendered within a router, as on a page.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() })
  return renderToString(
    createElement(
      RouterContextProvider,
      { router } as never,
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(I18nProvider, { i18n }, createElement(CellValue, { def, field, value: row[field], row })),
      ),
    ),
  )
}

/** A reference cell shows the name the row carries: no list of the first thousand records to look it up in. */
describe('reference cells', () => {
  it('show the joined name for an id far past the first thousand', () => {
    expect(render(clientResource as ResourceDef, 'CoAgentId', { CoAgentId: 4321, CoAgentName: 'Nguyen Thi Lan' })).toContain(
      'Nguyen Thi Lan',
    )
  })

  it.each(
    RESOURCES.flatMap((r) =>
      Object.keys(r.def.references ?? {})
        .filter((f) => !f.includes('.') && r.def.columns.includes(f))
        .map((f) => [`${r.def.name}.${f}`, r.def as ResourceDef, f] as const),
    ),
  )('%s in a list shows its name', (_n, def, field) => {
    const html = render(def, field, { [field]: 98765, [refName(field)]: 'Joined name' })
    expect(html).toContain('Joined name')
    expect(html).not.toContain('#98765')
  })

  // Every document a row may name (a ledger row's entry, a receipt's declaration), type by type.
  const documents = RESOURCES.flatMap((r) =>
    Object.entries(r.def.documents ?? {}).flatMap(([field, doc]) =>
      Object.keys(doc.routes).map((type) => [`${r.def.name}.${field} ${type}`, r.def as ResourceDef, field, type] as const),
    ),
  )

  it.each(documents)('%s shows the document’s name, linked to its record', (_n, def, field, type) => {
    const doc = def.documents![field]!
    const html = render(def, field, { [field]: 98765, [doc.type]: type, [docName(field, doc)]: 'RK-2024-0042' })
    expect(html).toContain('RK-2024-0042')
    expect(html).toContain(`href="${doc.routes[type]}?view=98765"`)
    expect(html).not.toContain('#98765')
  })

  it.each(documents)('%s is never a bare #id, even in a row without the name', (_n, def, field, type) => {
    const doc = def.documents![field]!
    const html = render(def, field, { [field]: 98765, [doc.type]: type })
    expect(html).not.toMatch(/#\d/)
    expect(html).toContain(`href="${doc.routes[type]}?view=98765"`)
  })
})

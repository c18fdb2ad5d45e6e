import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/kernel/shared/locales.ts'
import { fieldLabel } from '../../src/kernel/shared/resources/labels.ts'
import type { ResourceDef } from '../../src/kernel/shared/resources/define.ts'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { loadServerCatalogs, translate } from '../../src/kernel/server/lib/i18n.ts'

/**
 * A list's filter bar names each filter once: the record's Status, the document's lifecycle stage
 * and every filter of the definition carry labels that differ in every language.
 */
describe('filter labels', () => {
  beforeAll(() => loadServerCatalogs())
  const defs = RESOURCES.map((r) => r.def as ResourceDef)

  it.each(LOCALES)('are distinct on every list in %s', (lang) => {
    const clashes: string[] = []
    for (const def of defs) {
      const fields = ['Status', ...Object.keys(def.filters)]
      const seen = new Map<string, string>()
      for (const f of fields) {
        const label = fieldLabel(def, f)
        const text = label ? translate(lang, label) : f
        if (seen.has(text)) clashes.push(`${def.name}: ${seen.get(text)} and ${f} are both “${text}”`)
        seen.set(text, f)
      }
    }
    expect(clashes).toEqual([])
  })
})

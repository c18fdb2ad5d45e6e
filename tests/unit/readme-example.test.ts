import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { FIXTURES } from '../fixtures/resources.ts'

const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The README's "Add a new screen" blocks are the real files' text, so the example cannot drift. */
describe('the README’s “add a new screen” example', () => {
  const blocks = [...readme.matchAll(/<!-- file: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)].map((m) => ({ file: m[1]!, code: m[2]! }))

  it('shows the definition, the table, the registry line and the route file', () => {
    expect(blocks.map((b) => b.file)).toEqual([
      'src/shared/resources/sku.ts',
      'src/server/db/schema/catalog.ts',
      'src/server/resources/system.ts',
      'src/web/routes/_app/system/sku.tsx',
    ])
  })

  it.each(blocks.map((b) => [b.file, b.code] as const))('%s holds the block as written', (file, code) => {
    const real = fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
    expect(squash(real)).toContain(squash(code))
  })

  it('is served by the generic router and covered by the contract tests through its fixture', () => {
    expect(RESOURCES.some((r) => r.def.name === 'Sku')).toBe(true)
    expect(FIXTURES.Sku).toBeDefined()
  })
})

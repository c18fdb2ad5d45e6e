import { describe, expect, it } from 'vitest'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { Spectral, Document } from '@stoplight/spectral-core'
import * as parsers from '@stoplight/spectral-parsers'
import { oas } from '@stoplight/spectral-rulesets'
import { servedDescription } from '../helpers/described-app.ts'

// A CommonJS package: under plain Node its parsers sit on `default`, under Vite's transform on the namespace.
const Json = ((parsers as { Json?: unknown }).Json ??
  (parsers as unknown as { default: { Json: unknown } }).default.Json) as typeof parsers.Json

/**
 * The description serves people who generate clients from it: both common linters, on their
 * recommended rulesets, find nothing to say about it (errors and warnings alike).
 */
describe('the OpenAPI description', () => {
  it("is clean under Redocly's recommended ruleset", async () => {
    const doc = await servedDescription()
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config })
    const summary = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)
    expect(summary.slice(0, 30), `${summary.length} problems`).toEqual([])
  }, 60_000)

  it("is clean under Spectral's spectral:oas ruleset", async () => {
    const doc = await servedDescription()
    const spectral = new Spectral()
    spectral.setRuleset(oas as never)
    const results = await spectral.run(new Document(JSON.stringify(doc), Json))
    const summary = results.map((r) => `${r.severity} ${String(r.code)}: ${r.message} at ${r.path.join('.')}`)
    expect(summary.slice(0, 30), `${summary.length} problems`).toEqual([])
  }, 60_000)

  it('gives every operation a stable, unique operationId, a description and a declared tag', async () => {
    const doc = (await servedDescription()) as {
      paths: Record<string, Record<string, { operationId?: string; description?: string; tags?: string[] }>>
      tags: { name: string }[]
    }
    const ids = new Set<string>()
    const tags = new Set(doc.tags.map((t) => t.name))
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/)
        expect(ids.has(op.operationId!), `duplicate ${op.operationId}`).toBe(false)
        ids.add(op.operationId!)
        expect(op.description?.length, `${method} ${path}`).toBeGreaterThan(20)
        expect(tags.has(op.tags![0]!), `${method} ${path} tag ${op.tags![0]}`).toBe(true)
      }
    expect(doc.paths['/Api/Agent/Login']!.post!.operationId).toBe('agentLogin')
    expect(doc.paths['/Api/Catalog/Index/help']!.get!.operationId).toBe('catalogIndexHelp')
  }, 60_000)
})

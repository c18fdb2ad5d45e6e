import { and, eq, inArray } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { M } from '../../kernel/shared/messages.ts'
import { settingValueValid } from '../../shared/resources/system.ts'
import { ProjectParam } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { defineRoute, envelope, json } from '../../kernel/server/routes/define.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { builtinText } from '../../kernel/shared/builtin-texts.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'

/** A parameter's value as its type reads (a JSON parameter whose value is not JSON never gets stored). */
export function typedValue(type: string, value: string): unknown {
  switch (type) {
    case 'number':
      return Number(value)
    case 'bool':
      return value === 'true' || value === '1'
    case 'json':
      return JSON.parse(value)
    default:
      return value
  }
}

/** A typed parameter's write (system or project): its Value must read as its Attr says. */
export const checkTypedValue: NonNullable<ResourceHooks['beforeWrite']> = ({ values, current }) => {
  const type = String(values.Attr ?? current?.Attr ?? 'text')
  const value = String(values.Value ?? current?.Value ?? '')
  if (!settingValueValid(type, value)) throw badRequest(M.settingValueInvalid, [{ Field: 'Value', message: M.settingValueInvalid }])
  return values
}

/** The public sides read the values as `Public/Params` types them. */
export const projectParamHooks: ResourceHooks = {
  // A seeded label and note, still as seeded, speak the caller's language.
  present(row, lang) {
    const key = `${String(row.Project)}:${String(row.Name)}`
    const text = builtinText('param', key, String(row.Text))
    const remark = builtinText('param-remark', key, String(row.Remark))
    if (!text && !remark) return row
    return { ...row, ...(text ? { Text: translate(lang, text) } : {}), ...(remark ? { Remark: translate(lang, remark) } : {}) }
  },
  beforeWrite: checkTypedValue,
  extend(app, deps) {
    app.openapi(
      defineRoute(deps, 'public', {
        method: 'get',
        path: '/Api/Public/Params',
        tags: ['ProjectParam'],
        summary: 'A project’s enabled parameters by name, typed, for the public sides; its own override those of every project',
        request: { query: z.object({ Project: z.enum(['site', 'app', 'single']) }) },
        responses: { 200: json(envelope(z.record(z.string(), z.unknown()))) },
      }),
      async (c) => {
        const { Project } = c.req.valid('query')
        const rows = await deps.db
          .select({ Project: ProjectParam.Project, Name: ProjectParam.Name, Value: ProjectParam.Value, Attr: ProjectParam.Attr })
          .from(ProjectParam)
          .where(and(inArray(ProjectParam.Project, [Project, 'all']), eq(ProjectParam.Status, 1)))
        const out: Record<string, unknown> = {}
        // "Every project" first, so the project's own value lands last and wins.
        for (const r of rows.sort((a, b) => (a.Project === 'all' ? 0 : 1) - (b.Project === 'all' ? 0 : 1)))
          out[r.Name] = typedValue(r.Attr, r.Value)
        return c.json({ Result: true, Data: out }, 200)
      },
    )
  },
}

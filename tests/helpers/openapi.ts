import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/**
 * Holds the server to its own description: every answer the API tests see must have a status the
 * operation declares and a body (or content type) that the declared schema accepts.
 */
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, unknown> }
}
export type Operation = {
  operationId?: string
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[]
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> }
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>
  security?: unknown[]
  'x-permission'?: string
}

const pointer = (...parts: string[]) => '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

export function createResponseChecker(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  ;(addFormats as unknown as (a: Ajv2020) => void)(ajv)
  // The formats a record's fields carry (kernel/server/resources/record-schema.ts), held to what they say.
  const whole = (n: number) => Number.isInteger(n)
  ajv.addFormat('hundredths', { type: 'number', validate: whole })
  ajv.addFormat('hundredths-of-percent', { type: 'number', validate: whole })
  ajv.addFormat('unix-seconds', { type: 'number', validate: whole })
  ajv.addFormat('iso-3166-alpha-2', { type: 'string', validate: (v: string) => /^([A-Z]{2})?$/.test(v) })
  ajv.addFormat('color', { type: 'string', validate: () => true })
  ajv.addSchema({ $id: 'openapi', components: doc.components ?? {}, paths: doc.paths } as never, 'openapi')
  const compiled = new Map<string, ValidateFunction>()
  // Paths with parameters ({name}) become patterns; most paths are literal.
  const templated = Object.keys(doc.paths)
    .filter((p) => p.includes('{'))
    .map((p) => ({ p, re: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`) }))

  function operationOf(method: string, path: string): { path: string; op: Operation } | undefined {
    const m = method.toLowerCase()
    const literal = doc.paths[path]?.[m]
    if (literal) return { path, op: literal }
    for (const t of templated) if (t.re.test(path) && doc.paths[t.p]?.[m]) return { path: t.p, op: doc.paths[t.p]![m]! }
    return undefined
  }

  /** What is wrong with one answer, or undefined when the description allows it. */
  function check(method: string, path: string, status: number, contentType: string, body: unknown): string | undefined {
    const found = operationOf(method, path)
    if (!found) return status === 404 ? undefined : `${method} ${path}: no such operation in the description, yet it answered ${status}`
    const response = found.op.responses[String(status)] ?? found.op.responses[`${String(status)[0]}XX`] ?? found.op.responses.default
    if (!response)
      return `${method} ${path} answered ${status}, which the description does not declare (declared: ${Object.keys(found.op.responses).join(', ')})`
    if (!response.content) return undefined
    const type = contentType.split(';')[0]!.trim()
    const media = Object.keys(response.content).find((t) => t === type)
    if (!media) return `${method} ${path} ${status}: content type ${type || '(none)'}, declared ${Object.keys(response.content).join(', ')}`
    if (media !== 'application/json' || response.content[media]!.schema === undefined) return undefined
    const key = `${found.path} ${method} ${status}`
    let validate = compiled.get(key)
    if (!validate) {
      const statusKey = found.op.responses[String(status)] ? String(status) : `${String(status)[0]}XX`
      validate = ajv.compile({
        $ref: `openapi${pointer('paths', found.path, method.toLowerCase(), 'responses', statusKey, 'content', media, 'schema')}`,
      })
      compiled.set(key, validate)
    }
    if (validate(body)) return undefined
    return `${method} ${path} ${status}: the body does not match the declared schema: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600)}\n  body: ${JSON.stringify(body).slice(0, 400)}`
  }

  return { check, operationOf }
}

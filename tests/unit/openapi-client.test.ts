import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import openapiTS, { astToString } from 'openapi-typescript'
import { describe, expect, it } from 'vitest'
import { servedDescription } from '../helpers/described-app.ts'

/**
 * Someone generating a typed client from the description gets one that compiles and says what the
 * server really takes and answers: a generated client, and code written against it, type-check.
 */
describe('a typed client generated from the description', () => {
  it('compiles, and describes the login, a list and a lifecycle event as the server takes them', async () => {
    const doc = await servedDescription()
    const source = astToString(await openapiTS(doc as never))
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-client-'))
    try {
      fs.writeFileSync(path.join(dir, 'api.d.ts'), source)
      fs.writeFileSync(
        path.join(dir, 'use.ts'),
        `import type { paths, operations } from './api'
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never
type LoginBody = Json<paths['/Api/Agent/Login']['post']['requestBody']>
export const login: LoginBody = { Cellphone: 13800000000, Pwd: 'admin123', Day: 7 }
type ClientList = Json<operations['clientIndex']['responses'][200]>
export const first = (l: ClientList): number | undefined => l.Data[0]?.Id
// A record's fields are typed from its definition: texts, numbers, the names its references join, its states.
type Customer = ClientList['Data'][number]
export const card = (c: Customer): [string, number, string, string] => [c.ClientName, c.CoAgentId, c.CoAgentName, c.DepartmentName]
export const onHighSeas = (c: Customer): boolean => c.State === 'Public'
// @ts-expect-error a state the Client definition does not list
export const lost = (c: Customer): boolean => c.State === 'Lost'
// @ts-expect-error a number is not a text
export const misnamed: Customer['ClientName'] = 12
type Delivery = Json<operations['deliveryGet']['responses'][200]>['Data']
export const where = (d: Delivery): number => d.WarehouseId
type Failure = Json<operations['clientIndex']['responses'][400]>
export const why = (f: Failure): string => (f.Data === null ? f.Message : '')
type Release = Json<paths['/Api/Client/Transition']['post']['requestBody']>
export const release: Release = { Id: 1, Version: 1, Event: 'release', Data: { Reason: 'moved abroad' } }
// @ts-expect-error an event the Client machine does not have
export const bogus: Release = { Id: 1, Version: 1, Event: 'explode' }
`,
      )
      const program = ts.createProgram([path.join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      })
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
      expect(diagnostics).toEqual([])
      expect(source).toContain('agentLogin')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

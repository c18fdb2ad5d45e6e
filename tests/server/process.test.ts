import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildServer, serverStale } from '../../scripts/build.ts'
import { startServerProcess, stopServerProcess } from '../helpers/server-process.ts'
import { describeDb } from '../helpers/server.ts'

/** Real server processes on the embedded database, as `npm start` runs them: the server bundle (PGlite project only). */

const start = (dataDir: string) => startServerProcess({ DATA_DIR: dataDir, DEMO: '1' })
const stop = stopServerProcess

describeDb('the server process on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-proc-'))
  beforeAll(async () => {
    if (serverStale()) await buildServer()
  }, 60_000)
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('keeps its data across a restart, and a second server on the same directory refuses to start', async () => {
    const first = start(dataDir)
    const url = await first.ready
    expect(first.output()).toContain('13800000000 / admin123')
    // The first start says what it is doing before it is ready.
    const said = first.output()
    expect(said.indexOf('Creating the embedded database')).toBeGreaterThanOrEqual(0)
    expect(said.indexOf('Preparing the demo company')).toBeGreaterThan(said.indexOf('Creating the embedded database'))
    expect(said.indexOf('Console ready')).toBeGreaterThan(said.indexOf('Preparing the demo company'))

    const login = (pwd: string) =>
      fetch(`${url}/Api/Agent/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Cellphone: 13800000002, Pwd: pwd }),
      })
    const { Data } = (await (await login('demo123')).json()) as { Data: { Token: string } }
    const changed = await fetch(`${url}/Api/User/UpdatePwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', user: Data.Token },
      body: JSON.stringify({ OldPwd: 'demo123', NewPwd: 'kept-after-restart', NewPwdConfirm: 'kept-after-restart' }),
    })
    expect(changed.status).toBe(200)

    // A second server on the same directory: a clear message, a non-zero exit, and the first lives on.
    const second = start(dataDir)
    await expect(second.ready).rejects.toMatchObject({ code: 1 })
    expect(second.output()).toContain('is in use by another running server')
    expect((await fetch(`${url}/Api/Health?Deep=1`)).status).toBe(200)

    expect(await stop(first)).toBe(0)

    const again = start(dataDir)
    const url2 = await again.ready
    expect(again.output()).toContain('Opening the embedded database')
    expect(again.output()).not.toContain('Creating the embedded database')
    const res = await fetch(`${url2}/Api/Agent/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Cellphone: 13800000002, Pwd: 'kept-after-restart' }),
    })
    expect(res.status).toBe(200)
    expect(await stop(again)).toBe(0)
  }, 150_000)
})

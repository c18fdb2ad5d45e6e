import { Readable } from 'node:stream'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { buildServer, serverStale } from '../../scripts/build.ts'
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.ts'
import { describeDb } from '../helpers/server.ts'
import { adminQuery, databaseUrl } from '../helpers/test-db.ts'

/**
 * A body over the limit gets its 413 on a real socket, whatever the client: a whole body with its
 * length, one streamed in chunks without a length, sent one after another on kept-alive
 * connections and many at once. None may see its connection reset instead of the answer.
 * (PostgreSQL project only, vitest.config.ts: a server process on a copy of the template database.)
 */
describeDb('the body limit through a real server', () => {
  const name = `cbc_limit_${process.pid}`
  let server: ServerProcess
  let url = ''
  beforeAll(async () => {
    if (serverStale()) await buildServer()
    await adminQuery(`drop database if exists ${name} with (force)`)
    await adminQuery(`create database ${name} template ${inject('dbSource')}`)
    server = startServerProcess({ DATABASE_URL: databaseUrl(name), BODY_LIMIT: String(64 * 1024) })
    url = await server.ready
  }, 90_000)
  afterAll(async () => {
    if (server) await stopServerProcess(server)
    await adminQuery(`drop database if exists ${name} with (force)`)
  })

  const big = Buffer.alloc(2 * 1024 * 1024, 'a')
  const answer = async (body: () => BodyInit) => {
    try {
      const res = await fetch(`${url}/Api/Agent/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(),
        duplex: 'half',
      } as RequestInit)
      await res.arrayBuffer()
      return res.status
    } catch (e) {
      return `${(e as Error).message}: ${String((e as { cause?: unknown }).cause)}`
    }
  }

  it('answers 413 to every oversized body, with or without a length, one by one and at once', async () => {
    const whole = () => new Uint8Array(big)
    const streamed = () => Readable.toWeb(Readable.from([big.subarray(0, 1 << 20), big.subarray(1 << 20)])) as unknown as BodyInit
    const results: (number | string)[] = []
    for (let i = 0; i < 10; i++) results.push(await answer(whole), await answer(streamed))
    results.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => answer(i % 2 ? whole : streamed)))))
    expect(results.filter((r) => r !== 413)).toEqual([])
    // The server is still there for a body within the limit.
    expect(await answer(() => JSON.stringify({ Cellphone: 13800000000, Pwd: 'admin123' }))).toBe(200)
  })
})

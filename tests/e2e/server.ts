/**
 * The server the browser tests run against: the real `npm start` path (building the client
 * when stale) on a fresh embedded database with the demo company, on port 4173.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-e2e-'))
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  DEMO: '1',
  // The demo data stays as seeded while the browser tests look at it: no scheduled jobs here.
  SCHEDULER: 'off',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
})
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }))

/**
 * The server's clock, movable by a browser test (company-day.spec.ts: "today" at 23:30 and 00:30):
 * `Date` reads the real time plus a shift that `POST /shift?to=<ms>` on the control port sets and
 * `POST /shift` clears. The tests run one at a time, and the one that moves it puts it back.
 */
const RealDate = Date
let shift = 0
class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + shift)
    else super(...(args as [string | number | Date]))
  }
  static override now() {
    return RealDate.now() + shift
  }
}
globalThis.Date = ShiftedDate as DateConstructor
const control = http.createServer((req, res) => {
  const to = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '')
  shift = req.method === 'POST' && to > 0 ? to - RealDate.now() : 0
  res.end(String(shift))
})
control.listen(Number(process.env.PORT) + 1, '127.0.0.1')
control.unref()

await import('../../scripts/start.ts')

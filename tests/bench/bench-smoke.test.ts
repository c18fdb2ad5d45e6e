import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { clientSizes } from '../../bench/measure/client.ts'
import { DELIVERY_STATES } from '../../bench/load/stock.ts'
import { openDatabase } from '../../src/kernel/server/db/client.ts'
import { rebuildDifferences } from '../../src/modules/warehouse/server/stock.ts'

const root = path.resolve(import.meta.dirname, '../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-smoke-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** A built client in miniature: the manifest shape Vite writes, with files of known content. */
function fixtureClient(dir: string) {
  const files: Record<string, string> = {
    'assets/index.js': 'import "./shared.js";'.repeat(40),
    'assets/index.css': 'body{margin:0}'.repeat(30),
    'assets/shared.js': 'export const shared = 1;'.repeat(50),
    'assets/messages-zh.js': 'export const messages = {};'.repeat(20),
    'assets/messages-th.js': 'export const messages = {"th":1};'.repeat(200),
    'assets/login.js': 'export const login = 1;'.repeat(25),
    'assets/app.js': 'export const app = 1;'.repeat(60),
    'assets/home.js': 'export const home = 1;'.repeat(35),
    'assets/chart.js': 'export const chart = Math.random();'.repeat(300),
  }
  const manifest = {
    'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js' },
    'catalog:zh-CN/core': { file: 'assets/messages-zh.js', src: 'catalog:zh-CN/core', isDynamicEntry: true },
    'catalog:th-TH/core': { file: 'assets/messages-th.js', src: 'catalog:th-TH/core', isDynamicEntry: true },
    'src/web/routes/login.tsx?tsr-split=component': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_shared.js'] },
    'src/web/routes/_app.tsx?tsr-split=component': { file: 'assets/app.js', isDynamicEntry: true, imports: ['_shared.js'] },
    'src/web/routes/_app/home.tsx?tsr-split=component': { file: 'assets/home.js', isDynamicEntry: true },
    'src/web/routes/_app/chart/board.tsx?tsr-split=component': { file: 'assets/chart.js', isDynamicEntry: true, imports: ['_shared.js'] },
  }
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true })
  fs.mkdirSync(path.join(dir, '.vite'))
  for (const [f, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, f), text)
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>')
  return (f: string) => gzipSync(Buffer.from(files[`assets/${f}`]!)).length
}

interface Figure {
  id: string
  value: number | null
  notMeasured?: string
  met: boolean | null
}

const LISTS = ['users', 'clients', 'ledger', 'queue', 'achieve', 'commission']
const REPORTS = ['achieve', 'commission']

describe('npm run bench', () => {
  it('sizes a first load from the Vite manifest: entry, its imports, the default catalog and the page’s route chunks', () => {
    const dir = path.join(work, 'client')
    const gz = fixtureClient(dir)
    const sizes = clientSizes(dir)
    const common = gz('index.js') + gz('index.css') + gz('shared.js') + gz('messages-zh.js')
    expect(sizes.login).toBe(common + gz('login.js'))
    expect(sizes.shell).toBe(common + gz('app.js') + gz('home.js'))
    // What opening the chart costs from the shell: its own chunk, not the shared one already loaded.
    expect(sizes.largestRoute).toEqual({ bytes: gz('chart.js'), src: 'src/web/routes/_app/chart/board.tsx' })
  })

  it('runs end to end at a tiny scale on PGlite and reports every figure with a number', async () => {
    const dist = path.join(work, 'client-run')
    fixtureClient(dist)
    const out = path.join(work, 'latest.json')
    const args = [
      '--import',
      'tsx',
      'bench/run.ts',
      '--scale',
      '0.001',
      '--db',
      'pglite',
      '--duration',
      '1',
      '--connections',
      '2',
      '--starts',
      '1',
      '--dist',
      dist,
      '--out',
      out,
      '--keep',
    ]
    await new Promise<void>((resolve, reject) =>
      execFile(
        process.execPath,
        args,
        { cwd: root, env: { ...process.env, DATABASE_URL: '' }, maxBuffer: 16 * 1024 * 1024 },
        (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`)) : resolve()),
      ),
    )
    const result = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      database: string
      figures: Figure[]
      load: {
        tables: { table: string; rows: number }[]
        deliveryStates: Record<string, number>
        commission: { months: number; credits: number }
      }
      lists: Record<string, { rows: number; non2xx: number; errors: number; statements: { sql: string }[][]; counting: string }>
      transitions: { rps: number; refused: number; non2xx: number }
    }
    try {
      const ids = result.figures.map((f) => f.id)
      expect(ids).toEqual([
        'http.floor',
        // A report (achievements, commissions) counts no total: no cheaper SQL to compare its page with.
        ...LISTS.flatMap((l) => [
          `list.${l}.latency`,
          `list.${l}.cpu`,
          `list.${l}.throughput`,
          `list.${l}.shareOfSql`,
          ...(REPORTS.includes(l) ? [] : [`list.${l}.shareOfCeiling`, `list.${l}.sqlOverCheapest`]),
        ]),
        'transitions.rate',
        'transitions.pgbench',
        'transitions.share',
        'deploy.clients.1',
        'deploy.clients.2',
        'deploy.queue.1',
        'deploy.queue.2',
        'start.cold',
        'client.login',
        'client.shell',
        'client.largestRoute',
        'lighthouse.desktop.login',
        'lighthouse.desktop.home',
        'lighthouse.mobile.login',
        'lighthouse.mobile.home',
      ])
      // Only these may go unmeasured on PGlite, and only for these reasons.
      const allowed: Record<string, string[]> = {
        'transitions.pgbench': ['PostgreSQL only'],
        'transitions.share': ['PostgreSQL only'],
        ...Object.fromEntries(['clients', 'queue'].flatMap((l) => [1, 2].map((n) => [`deploy.${l}.${n}`, ['PostgreSQL only']]))),
        ...Object.fromEntries(
          ['desktop', 'mobile'].flatMap((f) => ['login', 'home'].map((p) => [`lighthouse.${f}.${p}`, ['lighthouse not installed']])),
        ),
        // The endpoint against its own SQL needs pgbench, which PGlite has no server for.
        ...Object.fromEntries(
          LISTS.flatMap((l) =>
            [`list.${l}.shareOfSql`, `list.${l}.shareOfCeiling`, `list.${l}.sqlOverCheapest`].map((id) => [
              id,
              ['PostgreSQL only (pgbench)'],
            ]),
          ),
        ),
      }
      for (const f of result.figures) {
        if (f.value === null) expect(allowed[f.id], f.id).toContain(f.notMeasured)
        else expect(Number.isFinite(f.value) && f.value > 0, `${f.id} = ${f.value}`).toBe(true)
      }
      // Each list answered with rows and nothing but 2xx; the cycles changed customers and none was refused.
      for (const [id, l] of Object.entries(result.lists))
        expect({ id, rows: l.rows > 0, bad: l.non2xx + l.errors }).toEqual({ id, rows: true, bad: 0 })
      // The statements each list request made were recorded (what pgbench replays on PostgreSQL): its page's select (or a report's `with … select`) among them.
      for (const [id, l] of Object.entries(result.lists)) {
        expect(l.statements.length, id).toBeGreaterThan(0)
        for (const st of l.statements)
          expect(
            st.some((x) => /^(select|with) /i.test(x.sql.trim())),
            id,
          ).toBe(true)
        expect(REPORTS.includes(id) ? ['none (a report)'] : ['page proves it', 'capped', 'capped, remembered', 'exact'], id).toContain(
          l.counting,
        )
      }
      expect(result.transitions.rps).toBeGreaterThan(0)
      expect(result.transitions.refused + result.transitions.non2xx).toBe(0)
      for (const t of result.load.tables) expect(t.rows, t.table).toBeGreaterThan(0)
      // The deals' year is closed for commission up to the month before last, oldest first.
      expect(result.load.commission.months).toBe(11)
      expect(result.load.commission.credits).toBeGreaterThan(0)
      for (const s of DELIVERY_STATES) expect(result.load.deliveryStates[s], s).toBeGreaterThan(0)

      // The ledger it wrote keeps the product's invariants: balances, the cache and reservations agree.
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(result.database, 'pg') })
      try {
        expect(await rebuildDifferences(database.db)).toEqual([])
      } finally {
        await database.close()
      }
    } finally {
      fs.rmSync(result.database, { recursive: true, force: true })
    }
  })
})

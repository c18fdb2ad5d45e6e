import type { TableLoad } from './load/timing.ts'

/** One row of the results table: a figure, its value, the goal for it and whether it is met. */
export interface Figure {
  id: string
  figure: string
  /** The number the goal is judged on (ms, req/s, %, s, kB or a score); null when not measured. */
  value: number | null
  unit: string
  /** The value as printed (may carry more than `value`, e.g. all three percentiles). */
  display: string
  goal: string | null
  /** null: no goal for this figure on this database, or not measured. */
  met: boolean | null
  /** Why there is no value. */
  notMeasured?: string
}

export type Db = 'pglite' | 'postgres'

/** The goals (never enforced: printed beside the figures). */
export const GOALS = {
  /** p95 at 16 connections on PostgreSQL, by list (the reports at scale 1). */
  listP95Ms: { users: 100, clients: 40, ledger: 50, queue: 40, achieve: 100, commission: 100 } as Record<string, number>,
  /** p95 at 16 connections on PGlite: every report answers. */
  pgliteReportP95Ms: 300,
  /** The server's (Node's) CPU per request, by list. */
  listCpuMs: { clients: 0.8, queue: 0.8 } as Record<string, number>,
  /** Each list's req/s as a share of its ceiling (the HTTP floor and its SQL one after the other), on PostgreSQL. */
  listShareOfCeiling: 80,
  /** Each list's req/s on PGlite: 1.5× what it was before the list core was rebuilt (2026-11-25: 21, 55, 204, 98). */
  pgliteListRps: { users: 32, clients: 83, ledger: 306, queue: 147 } as Record<string, number>,
  /** Each list endpoint's req/s as a share of its own SQL through pgbench, on PostgreSQL. */
  listShareOfSql: 80,
  /** Its SQL's cost against the cheapest SQL answering the same page (its rows without counting). */
  sqlOverCheapest: 2,
  /** Transitions/s as a share of pgbench -N TPS. */
  transitionShareOfPgbench: 15,
  coldStartSeconds: 3,
  initialKb: 250,
  lighthouseDesktop: 95,
  lighthouseMobile: 90,
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

export function figure(f: {
  id: string
  figure: string
  value: number | null
  unit: string
  display?: string
  goal?: { text: string; met: (v: number) => boolean }
  notMeasured?: string
}): Figure {
  const measured = f.value !== null && Number.isFinite(f.value)
  return {
    id: f.id,
    figure: f.figure,
    value: measured ? f.value : null,
    unit: f.unit,
    display: measured
      ? (f.display ?? `${fmt(f.value!, f.unit === 'ms' || f.unit === 's' ? 2 : 0)} ${f.unit}`)
      : `not measured: ${f.notMeasured ?? 'no value'}`,
    goal: f.goal?.text ?? null,
    met: measured && f.goal ? f.goal.met(f.value!) : null,
    ...(measured ? {} : { notMeasured: f.notMeasured ?? 'no value' }),
  }
}

export function markdownTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => `| ${f.figure} | ${f.display} | ${f.goal ?? '—'} | ${f.met === null ? '—' : f.met ? 'met' : 'not yet'} |`)
  return ['| figure | value | goal | met / not yet |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

export function loadTable(tables: readonly TableLoad[]): string {
  const rows = tables.map((t) => `| ${t.table} | ${fmt(t.rows)} | ${t.seconds.toFixed(1)} | ${fmt(t.rowsPerSecond)} |`)
  return ['| table | rows | s | rows/s |', '| --- | ---: | ---: | ---: |', ...rows].join('\n')
}

export { fmt }

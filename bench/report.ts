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
  listP95Ms: { postgres: 20, pglite: 60 } as Record<Db, number>,
  /** Each list's req/s as a share of the HTTP floor, on PostgreSQL. */
  listShareOfFloor: 25,
  /** Transitions/s as a share of pgbench -N TPS. */
  transitionShareOfPgbench: 40,
  coldStartSeconds: 3,
  initialKb: 250,
  lighthouse: 95,
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

export function figure(f: { id: string; figure: string; value: number | null; unit: string; display?: string; goal?: { text: string; met: (v: number) => boolean }; notMeasured?: string }): Figure {
  const measured = f.value !== null && Number.isFinite(f.value)
  return {
    id: f.id,
    figure: f.figure,
    value: measured ? f.value : null,
    unit: f.unit,
    display: measured ? (f.display ?? `${fmt(f.value!, f.unit === 'ms' || f.unit === 's' ? 2 : 0)} ${f.unit}`) : `not measured: ${f.notMeasured ?? 'no value'}`,
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

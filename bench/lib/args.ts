/** `npm run bench -- --scale N --db pglite|postgres [--quick] [--keep] …` */
export interface BenchOptions {
  /** Units of data: 1 = 100k end users, 100k customers, 500k follow-ups, 1M ledger rows, 50k deliveries. */
  scale: number
  db: 'pglite' | 'postgres'
  /** Shorter measurements (3 s each, one cold start). */
  quick: boolean
  /** Keep the database (PGlite directory or PostgreSQL database) afterwards. */
  keep: boolean
  /** Seconds each HTTP measurement runs. */
  duration: number
  /** Connections each HTTP measurement keeps open. */
  connections: number
  seed: number
  /** A built client to size instead of building one (a folder with index.html and .vite/manifest.json). */
  dist: string | undefined
  /** Where the JSON goes. */
  out: string | undefined
  /** Cold starts to time (the median is reported). */
  starts: number
}

const HELP = `Usage: npm run bench -- [--scale N] [--db pglite|postgres] [--quick] [--keep]
  [--duration S] [--connections N] [--seed N] [--dist DIR] [--out FILE] [--starts N]
PostgreSQL: DATABASE_URL names the server (any database on it); the bench makes its own database there.`

export function parseArgs(argv: readonly string[]): BenchOptions {
  const o: BenchOptions = {
    scale: 1,
    db: 'pglite',
    quick: false,
    keep: false,
    duration: 10,
    connections: 16,
    seed: 20261123,
    dist: undefined,
    out: undefined,
    starts: 3,
  }
  let durationGiven = false
  let startsGiven = false
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const value = () => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`${a} needs a value\n${HELP}`)
      return v
    }
    const num = (min: number) => {
      const n = Number(value())
      if (!Number.isFinite(n) || n < min) throw new Error(`${a} must be a number ≥ ${min}`)
      return n
    }
    switch (a) {
      case '--scale':
        o.scale = num(0.0001)
        break
      case '--db': {
        const v = value()
        if (v !== 'pglite' && v !== 'postgres') throw new Error(`--db is pglite or postgres, not ${v}`)
        o.db = v
        break
      }
      case '--quick':
        o.quick = true
        break
      case '--keep':
        o.keep = true
        break
      case '--duration':
        o.duration = num(0.5)
        durationGiven = true
        break
      case '--connections':
        o.connections = Math.round(num(1))
        break
      case '--seed':
        o.seed = Math.round(num(0))
        break
      case '--dist':
        o.dist = value()
        break
      case '--out':
        o.out = value()
        break
      case '--starts':
        o.starts = Math.round(num(1))
        startsGiven = true
        break
      case '-h':
      case '--help':
        console.log(HELP)
        process.exit(0)
        break
      default:
        throw new Error(`unknown option ${a}\n${HELP}`)
    }
  }
  if (o.quick && !durationGiven) o.duration = 3
  if (o.quick && !startsGiven) o.starts = 1
  return o
}

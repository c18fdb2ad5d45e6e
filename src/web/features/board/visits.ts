/** The timeline fields a visit is read from (a document's Timeline rows, oldest first, as the server answers them). */
export interface TimelineStep {
  To: string
  CreateTime: number
}

/** One stay of a document in one state: from entering it to leaving it (the current one up to now). */
export interface Visit {
  state: string
  /** Unix seconds. */
  from: number
  to: number
  seconds: number
  /** The stay still going on (the document's current state). */
  current: boolean
  /** A final state: the document is closed there, and time no longer counts. */
  final: boolean
  /** The service level of the queue the state feeds, 0 for none. */
  slaMinutes: number
  over: boolean
}

export interface VisitOptions {
  now: number
  /** Service level in minutes per state (states absent or 0: none). */
  sla?: Readonly<Record<string, number>>
  isFinal?: (state: string) => boolean
}

/**
 * A document's stays in its states, from its timeline. An event that leaves the state as it was
 * (a picked line, a received line) does not end the stay: the time counts from entering the
 * state to leaving it. A final state closes the document: its stay has no length. A stay is over
 * its service level when it lasted longer than the minutes of the queue its state feeds.
 */
export function visitsOf(rows: readonly TimelineStep[], { now, sla = {}, isFinal = () => false }: VisitOptions): Visit[] {
  const out: Visit[] = []
  // The timeline's own order (oldest first, by Id) is the truth; its times come from two clocks
  // (the database stamps a creation, the server an event), so a time never runs back before the last.
  for (const row of rows) {
    const last = out.at(-1)
    if (last && last.state === row.To) continue
    const at = Math.max(row.CreateTime, last?.from ?? row.CreateTime)
    if (last) last.to = at
    out.push({ state: row.To, from: at, to: at, seconds: 0, current: false, final: false, slaMinutes: 0, over: false })
  }
  const last = out.at(-1)
  if (last) last.current = true
  return out.map((v) => {
    const final = isFinal(v.state)
    const to = final ? v.from : v.current ? Math.max(v.from, now) : v.to
    const seconds = Math.max(0, to - v.from)
    const slaMinutes = sla[v.state] ?? 0
    return { ...v, to, seconds, final, slaMinutes, over: slaMinutes > 0 && seconds > slaMinutes * 60 }
  })
}

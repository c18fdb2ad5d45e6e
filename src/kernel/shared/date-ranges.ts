/**
 * The date-range presets of the spec's date helpers (section 9), in Unix seconds, computed in the
 * viewer's local time or in a named time zone (the company's, for figures that must agree
 * whoever looks at them): today, yesterday, this week and last week (weeks start on Sunday), this
 * month, last month and the last 3 months (the two months before this one and this one).
 * Ranges are inclusive: `EndTime` is the last second of the range.
 */
/** The company's time zone (IANA name), a setting: the product's days, weeks and months are its. */
export const TIME_ZONE_KEY = 'Company.TimeZone'
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

export const DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'last3Months'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

export interface UnixRange {
  BeginTime: number
  EndTime: number
}

/** [start, next start) in milliseconds → inclusive seconds. */
const span = (start: number, nextStart: number): UnixRange => ({
  BeginTime: Math.floor(start / 1000),
  EndTime: Math.floor(nextStart / 1000) - 1,
})

/** A calendar: today's date in it, and the instant a date (overflowing days allowed: 0, -3, 35) begins. */
interface Calendar {
  y: number
  m: number
  d: number
  weekday: number
  midnight(y: number, m: number, d: number): number
}

function localCalendar(now: Date): Calendar {
  return {
    y: now.getFullYear(),
    m: now.getMonth(),
    d: now.getDate(),
    weekday: now.getDay(),
    midnight: (y, m, d) => new Date(y, m, d, 0, 0, 0, 0).getTime(),
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()
/** The wall-clock reading of an instant in a time zone, as if it were UTC (milliseconds). */
function wallClock(timeZone: string, ms: number): number {
  let f = formatters.get(timeZone)
  if (!f)
    formatters.set(
      timeZone,
      (f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })),
    )
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, Number(x.value)]))
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
}

/**
 * The instant whose wall clock in a time zone reads `wall` (a UTC-coded reading, milliseconds): the
 * offset at a first guess, corrected once if the offset differs there (a daylight-saving change).
 */
function instantOf(timeZone: string, wall: number): number {
  let t = wall - (wallClock(timeZone, wall) - wall)
  const again = wallClock(timeZone, t)
  if (again !== wall) t += wall - again
  return t
}

function zonedCalendar(now: Date, timeZone: string): Calendar {
  const wall = new Date(wallClock(timeZone, now.getTime()))
  return {
    y: wall.getUTCFullYear(),
    m: wall.getUTCMonth(),
    d: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    midnight: (y, m, d) => instantOf(timeZone, Date.UTC(y, m, d)),
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A moment as a date or datetime input shows it (`2026-03-01`, `2026-03-01T09:30`), read in a time
 * zone (the company's), or in the viewer's when none is named. 0 means unset: ''.
 */
export function toWallInput(unixSeconds: number, withTime: boolean, timeZone?: string): string {
  if (!unixSeconds) return ''
  const ms = unixSeconds * 1000
  const d = timeZone ? new Date(wallClock(timeZone, ms)) : new Date(ms - new Date(ms).getTimezoneOffset() * 60_000)
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return withTime ? `${day}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : day
}

/** What a date or datetime input holds, as the moment it names in a time zone (or the viewer's). */
export function fromWallInput(text: string, timeZone?: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(text)
  if (!m) return undefined
  const [y, mo, d, h, mi] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number]
  const ms = timeZone ? instantOf(timeZone, Date.UTC(y, mo - 1, d, h, mi)) : new Date(y, mo - 1, d, h, mi).getTime()
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000)
}

/**
 * The days a person picked (`2026-03-01` to `2026-03-31`), as the moments they span in a time zone:
 * from the first one's midnight to the last second of the last one.
 */
export function dayRange(from: string, to: string, timeZone: string): UnixRange | undefined {
  const parse = (s: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)?.slice(1).map(Number)
  const a = parse(from)
  const b = parse(to)
  if (!a || !b) return undefined
  const c = zonedCalendar(new Date(), timeZone)
  const r = span(c.midnight(a[0]!, a[1]! - 1, a[2]!), c.midnight(b[0]!, b[1]! - 1, b[2]! + 1))
  return r.EndTime >= r.BeginTime ? r : undefined
}

/** A moment's day in a time zone, as a date input shows it (`2026-03-01`). */
export function dayOf(unixSeconds: number, timeZone: string): string {
  return new Date(wallClock(timeZone, unixSeconds * 1000)).toISOString().slice(0, 10)
}

/** Whether the runtime knows a time zone name (`Asia/Shanghai`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return name.length > 0
  } catch {
    return false
  }
}

export function presetRange(preset: DatePreset, now: Date = new Date(), timeZone?: string): UnixRange {
  const c = timeZone ? zonedCalendar(now, timeZone) : localCalendar(now)
  const { y, m, d } = c
  const day = c.midnight
  const sunday = d - c.weekday
  switch (preset) {
    case 'today':
      return span(day(y, m, d), day(y, m, d + 1))
    case 'yesterday':
      return span(day(y, m, d - 1), day(y, m, d))
    case 'thisWeek':
      return span(day(y, m, sunday), day(y, m, sunday + 7))
    case 'lastWeek':
      return span(day(y, m, sunday - 7), day(y, m, sunday))
    case 'thisMonth':
      return span(day(y, m, 1), day(y, m + 1, 1))
    case 'lastMonth':
      return span(day(y, m - 1, 1), day(y, m, 1))
    case 'last3Months':
      return span(day(y, m - 2, 1), day(y, m + 1, 1))
  }
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Whether a text is a month key from 2000-01 to 2099-12. */
export function isMonth(s: string): boolean {
  const m = MONTH.exec(s)
  return !!m && Number(m[1]) >= 2000 && Number(m[1]) <= 2099
}

/**
 * Which columns a person has hidden, per list, remembered in this browser for that signed-in
 * agent (two people sharing a computer keep their own).
 */
const key = (userId: number, resource: string) => `cols:${userId}:${resource}`

export function loadHiddenColumns(userId: number, resource: string): Record<string, boolean> {
  try {
    const raw = localStorage.getItem(key(userId, resource))
    const list: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(list) ? Object.fromEntries(list.filter((x) => typeof x === 'string').map((c) => [c, false])) : {}
  } catch {
    return {}
  }
}

export function saveHiddenColumns(userId: number, resource: string, visibility: Record<string, boolean>) {
  const hidden = Object.entries(visibility)
    .filter(([, v]) => v === false)
    .map(([c]) => c)
  if (hidden.length) localStorage.setItem(key(userId, resource), JSON.stringify(hidden))
  else localStorage.removeItem(key(userId, resource))
}

/** The versions this tab itself wrote, by record (`Declare:21`): its own changes are no news to it. */
const ownVersions = new Map<string, Set<number>>()

/** Called with what a write of this tab answered: the record's new Version is its own doing. */
export function markOwnWrite(cache: string, id: number, version: unknown) {
  if (typeof version !== 'number') return
  const key = `${cache}:${id}`
  const set = ownVersions.get(key) ?? new Set<number>()
  set.add(version)
  ownVersions.set(key, set)
}

/** Whether this tab wrote the record's Version itself. */
export const isOwnWrite = (cache: string, id: number, version: number) => ownVersions.get(`${cache}:${id}`)?.has(version) === true

/**
 * What the modules declare, each key by one module only: the items in the order given, or an
 * error naming the two modules that declare the same key. The server's and the browser's module
 * lists are put together with it.
 */
export function declaredOnce<T>(kind: string, items: readonly (readonly [key: string, owner: string, item: T])[]): T[] {
  const by = new Map<string, string>()
  for (const [key, owner] of items) {
    const other = by.get(key)
    if (other) throw new Error(`${kind} ${key} is declared by ${other} and ${owner}`)
    by.set(key, owner)
  }
  return items.map(([, , item]) => item)
}

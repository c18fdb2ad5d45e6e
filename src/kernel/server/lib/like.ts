/** A literal inside a LIKE pattern: `%`, `_` and `\` match themselves (PostgreSQL's default escape). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)

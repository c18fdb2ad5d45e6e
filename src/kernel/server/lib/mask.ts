/**
 * A failed query's message keeps its SQL (what went wrong) but not its parameter values, which can
 * hold personal data (names, phone numbers, addresses): drizzle appends them as `params: a,b,c`.
 */
export function maskQueryParams(text: string): string {
  return text.replace(/(\n\s*params:)([^\n]*)/g, (_, head: string, values: string) => {
    const n = values.trim() ? values.split(',').length : 0
    return `${head} [${n} value${n === 1 ? '' : 's'} hidden]`
  })
}

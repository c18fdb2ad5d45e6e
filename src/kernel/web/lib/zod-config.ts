/**
 * Imported first by main.tsx, before zod loads (it comes with the screens, not the first load):
 * zod 4 takes its global settings from this object, and `jitless` keeps it from probing
 * `new Function` to compile its object parsers, which the page's CSP (no 'unsafe-eval') reports
 * on every screen. Set without importing zod, so the first load still carries none.
 */
declare global {
  // The object zod 4 reads its settings from (zod/v4/core/core.js), set before zod loads.
  var __zod_globalConfig: Record<string, unknown> | undefined
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }
export {}

/**
 * Imported first by main.tsx, before zod loads (it comes with the screens, not the first load):
 * zod 4 takes its global settings from this object, and `jitless` keeps it from probing
 * `new Function` to compile its object parsers, which the page's CSP (no 'unsafe-eval') reports
 * on every screen. Set without importing zod, so the first load still carries none.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }

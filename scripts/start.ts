/**
 * The browser tests' way into `npm start` (tests/e2e/server.ts): build what is stale, then run the
 * server bundle in this process. `npm start` itself does the same in two steps (package.json), so
 * the server's own process never loads a TypeScript loader.
 */
import { buildClient, buildServer, clientStale, SERVER_BUNDLE, serverStale } from './build.ts'

if (!process.env.STATIC_DIR && clientStale()) buildClient()
if (serverStale()) await buildServer()
await import(SERVER_BUNDLE)

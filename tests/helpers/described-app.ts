import { createApp } from '../../src/server/app.ts'
import { readConfig } from '../../src/kernel/server/config.ts'
import type { Deps } from '../../src/kernel/server/env.ts'
import { createLogger } from '../../src/kernel/server/lib/logger.ts'

/**
 * The server's description as `GET /Api/OpenApi.json` answers it, from an app assembled without a
 * database (building the description reads none).
 */
export async function servedDescription(): Promise<Record<string, unknown>> {
  const deps = { db: {} as Deps['db'], dbKind: 'pglite', config: readConfig({}), log: createLogger('silent') } satisfies Deps
  const res = await createApp(deps).request('http://127.0.0.1:3000/Api/OpenApi.json')
  if (res.status !== 200) throw new Error(`OpenApi.json answered ${res.status}`)
  return (await res.json()) as Record<string, unknown>
}

/**
 * Where the browser tests' servers listen: E2E_BASE_URL if set (one server, one worker), else one
 * per worker from 4173 on, two ports apart (tests/e2e/server.ts takes the next one for its clock).
 * One worker by default: on two cores, two browsers beside two servers ran the suite no faster and
 * timed out the heaviest pages (prints, the longest role walks). E2E_WORKERS=2 where cores allow.
 */
export const E2E_WORKERS = process.env.E2E_BASE_URL ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1)
export const e2ePort = (worker: number) => 4173 + 2 * worker
export const e2eServerUrl = (worker: number) => process.env.E2E_BASE_URL ?? `http://127.0.0.1:${e2ePort(worker)}`

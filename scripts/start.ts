/**
 * `npm start`: serve the built client and the API from one process, building the client
 * first when the build is missing or older than its sources.
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const stamp = path.join(dist, 'index.html')
const SOURCES = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json']

function newest(p: string): number {
  const full = path.join(root, p)
  if (!fs.existsSync(full)) return 0
  const st = fs.statSync(full)
  if (!st.isDirectory()) return st.mtimeMs
  let max = st.mtimeMs
  for (const entry of fs.readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) max = Math.max(max, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return max
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0
const changed = Math.max(...SOURCES.map(newest))
if (!process.env.STATIC_DIR && built < changed) {
  console.log(built ? 'The client changed since the last build: building it…' : 'Building the client (first start)…')
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

await import('../src/server/main.ts')

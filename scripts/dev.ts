/**
 * `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload,
 * which proxies /Api to it. Open the URL Vite prints.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const apiPort = process.env.API_PORT ?? '3001'
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--watch',
      '--watch-path=src/server',
      '--watch-path=src/shared',
      '--watch-path=src/kernel',
      '--watch-path=src/modules',
      '--watch-path=machines',
      'src/server/main.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, STATIC_DIR: '' },
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', process.env.PORT ?? '3000'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop())

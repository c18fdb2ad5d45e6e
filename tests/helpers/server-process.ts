import { spawn, type ChildProcess } from 'node:child_process'
import { SERVER_BUNDLE } from '../../scripts/build.ts'

/** A real server process, as `npm start` runs it: the server bundle with the given environment. */
export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: { ...process.env, PORT: '0', STATIC_DIR: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = out.match(/Console ready at (http:\/\/\S+)/)
      if (m) {
        clearInterval(timer)
        resolve(m[1]!)
      }
    }, 50)
    child.once('exit', (code) => {
      clearInterval(timer)
      reject(Object.assign(new Error(`exited ${code}`), { code, out }))
    })
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, ready, exited, output: () => out }
}

export type ServerProcess = ReturnType<typeof startServerProcess>

export const stopServerProcess = async (p: { child: ChildProcess; exited: Promise<number | null> }) => {
  p.child.kill('SIGTERM')
  return p.exited
}

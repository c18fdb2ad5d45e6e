import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/**
 * PGlite lets two processes open one data directory and then corrupts it, so the server
 * holds an exclusive lock: a Unix socket bound inside the directory. The kernel frees it
 * when the process dies, so a crash never leaves a stale lock behind.
 */
export class DataDirLockedError extends Error {
  constructor(public dataDir: string) {
    super(`The data directory ${dataDir} is in use by another running server. Stop it first, or set DATA_DIR to another directory.`)
  }
}

export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  fs.mkdirSync(dataDir, { recursive: true })
  // Socket paths are limited to ~107 bytes: use a relative path from inside the directory.
  const socketPath = path.join(dataDir, '.server.lock')
  const relative = path.relative(process.cwd(), socketPath)
  const bindPath = relative.length < socketPath.length ? relative : socketPath

  const tryListen = () =>
    new Promise<net.Server>((resolve, reject) => {
      const server = net.createServer((socket) => socket.end())
      server.once('error', reject)
      server.listen(bindPath, () => {
        server.unref()
        resolve(server)
      })
    })
  const isAlive = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(bindPath)
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })

  let server: net.Server
  try {
    server = await tryListen()
  } catch (err) {
    if (!(err instanceof Error && 'code' in err && err.code === 'EADDRINUSE')) throw err
    if (await isAlive()) throw new DataDirLockedError(dataDir)
    fs.rmSync(socketPath, { force: true }) // left by a process that died
    server = await tryListen()
  }
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

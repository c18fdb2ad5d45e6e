import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../src/kernel/server/paths.ts'
import { freePort, stopChild, track } from './process.ts'

/** What every site of the console holds (deploy/nginx/console-proxy.conf). */
const SNIPPET = path.join(ROOT, 'deploy/nginx/console-proxy.conf')
export const nginxBinary = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))

export interface Nginx {
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

/**
 * nginx as deploy/nginx/console.conf sets it up, on plain HTTP on loopback: the site's own proxy
 * snippet in front of the app processes on `ports`, taking turns (so consecutive calls go to
 * different processes), its files in `dir`. One worker: the app processes take the cores. Used by
 * the bench's deployment phase and by the cross-process checks (tests/server/behind-nginx.test.ts).
 */
export async function startNginx(dir: string, ports: number[]): Promise<Nginx> {
  const binary = nginxBinary()
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)')
  const port = await freePort()
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, d), { recursive: true })
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream cbc_console { ${ports.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 32; }
  server { listen 127.0.0.1:${port}; include ${SNIPPET}; }
}
`,
  )
  let out = ''
  const child = track(spawn(binary, ['-p', dir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] }))
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = performance.now() + 10_000
  for (;;) {
    try {
      const res = await fetch(`${url}/Api/Health`)
      if (res.ok) return { url, child, stop: () => stopChild(child) }
      if (performance.now() > deadline) throw new Error(`nginx answered ${res.status}: ${out}`)
    } catch (e) {
      if (performance.now() > deadline) throw new Error(`nginx did not answer within 10 s: ${out || (e as Error).message}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

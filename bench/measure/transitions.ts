import { authHeader, getJson } from './api.ts'
import { runLoad, type LoadResult } from './http.ts'

interface Customer {
  Id: number
  Version: number
  State: string
}

const parse = (body: string): Customer | undefined => {
  try {
    return (JSON.parse(body) as { Data?: Customer }).Data
  } catch {
    return undefined
  }
}

/**
 * Customer release / claim cycles as the salesperson: every request is one Transition (row lock,
 * machine check, effects, new Version, timeline row, in one transaction). Customers wait in one
 * queue; a request takes the one at its head and puts it back at the tail when answered, so no two
 * requests in flight ever touch the same customer and none waits on another's row lock.
 */
export async function measureTransitions(
  url: string,
  token: string,
  salesId: number,
  load: { connections: number; duration: number; warmup: number; serverPid?: number },
): Promise<LoadResult & { customers: number; refused: number }> {
  const { Data } = await getJson<Customer[]>(
    url,
    `/Api/Client/Index?State=Private&AgentId=${salesId}&OrderBy=Id&IsAsc=1&Index=1&Size=1000`,
    token,
  )
  const queue: Customer[] = Data.map((c) => ({ Id: c.Id, Version: c.Version, State: c.State }))
  if (queue.length < load.connections * 2)
    throw new Error(`transitions: the salesperson owns ${queue.length} customers; ${load.connections * 2} are needed`)
  const customers = queue.length
  const inFlight = new Set<Customer>()
  let refused = 0
  const options = (duration: number) => ({
    url,
    connections: load.connections,
    duration,
    warmup: 0,
    serverPid: load.serverPid,
    // No accept-encoding here: autocannon hands onResponse the body as a string, which a gzipped answer is not.
    headers: { ...authHeader(token), 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST' as const,
        path: '/Api/Client/Transition',
        setupRequest(req: import('autocannon').Request, context: Record<string, unknown>) {
          const c = queue.shift()!
          inFlight.add(c)
          context.customer = c
          const body =
            c.State === 'Private'
              ? { Id: c.Id, Event: 'release', Version: c.Version, Data: { Reason: 'Benchmark cycle' } }
              : { Id: c.Id, Event: 'claim', Version: c.Version }
          return { ...req, body: JSON.stringify(body) }
        },
        onResponse(status: number, body: string, context: Record<string, unknown>) {
          const c = context.customer as Customer
          inFlight.delete(c)
          const data = status === 200 ? parse(body) : undefined
          if (data) {
            c.Version = data.Version
            c.State = data.State
            queue.push(c)
          } else refused++ // left out: its state is no longer known
        },
      },
    ],
  })
  /** Customers whose answer the end of a run cut off: read back as they are now. */
  const recover = async () => {
    await new Promise((r) => setTimeout(r, 300))
    for (const c of inFlight) {
      const { Data: now } = await getJson<Customer>(url, `/Api/Client/Get?Id=${c.Id}`, token)
      queue.push({ Id: c.Id, Version: now.Version, State: now.State })
    }
    inFlight.clear()
  }
  if (load.warmup > 0) {
    await runLoad(options(load.warmup))
    await recover()
  }
  refused = 0
  const result = await runLoad(options(load.duration))
  await recover()
  return { ...result, customers, refused }
}

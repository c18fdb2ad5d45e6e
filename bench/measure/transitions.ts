import { authHeader, getJson } from './api.ts'
import { runLoad, type LoadResult } from './http.ts'
import { wrkInstalled } from './wrk.ts'

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
    wrkScript,
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
  /**
   * For wrk: each thread keeps its half of the customers in a queue, sends the head's next event and
   * puts the customer back at the tail with the Version and State its answer names (the answer's
   * record is the `Data` object, whose first key is its Id). A refused event drops the customer; a
   * thread with none left waiting sends a filler (the HTTP floor's request), not counted.
   */
  const wrkScript = async () => {
    // Where the warm-up left them: every customer read back as it is now.
    const now = await Promise.all(queue.map(async (c) => (await getJson<Customer>(url, `/Api/Client/Get?Id=${c.Id}`, token)).Data))
    queue.splice(0, queue.length, ...now.map((c) => ({ Id: c.Id, Version: c.Version, State: c.State })))
    return [
      `local all = { ${queue.map((c) => `{ ${c.Id}, ${c.Version}, ${c.State === 'Private' ? 'true' : 'false'} }`).join(', ')} }`,
      'local counter = 0',
      'threads = {}',
      'function setup(thread) counter = counter + 1; thread:set("tid", counter); table.insert(threads, thread) end',
      'function init(args)',
      '  queue, byId, fillers = {}, {}, 0',
      '  for i, c in ipairs(all) do',
      '    if i % 2 == tid - 1 then local r = { id = c[1], version = c[2], private = c[3] }; table.insert(queue, r); byId[r.id] = r end',
      '  end',
      `  wrk.headers[${JSON.stringify(Object.keys(authHeader(token))[0])}] = ${JSON.stringify(Object.values(authHeader(token))[0])}`,
      '  wrk.headers["content-type"] = "application/json"',
      'end',
      'function request()',
      '  local c = table.remove(queue, 1)',
      '  if c == nil then fillers = fillers + 1; return wrk.format("GET", "/Api/Health") end',
      '  local body',
      '  if c.private then',
      '    body = string.format(\'{"Id":%d,"Event":"release","Version":%d,"Data":{"Reason":"Benchmark cycle"}}\', c.id, c.version)',
      '  else',
      '    body = string.format(\'{"Id":%d,"Event":"claim","Version":%d}\', c.id, c.version)',
      '  end',
      '  return wrk.format("POST", "/Api/Client/Transition", nil, body)',
      'end',
      'function response(status, headers, body)',
      '  if status ~= 200 then return end',
      '  local id = tonumber(string.match(body, \'"Data":{"Id":(%d+)\'))',
      '  local c = id and byId[id]',
      '  if not c then return end',
      '  c.version = tonumber(string.match(body, \'"Version":(%d+)\'))',
      '  c.private = string.match(body, \'"State":"(%a+)"\') == "Private"',
      '  table.insert(queue, c)',
      'end',
    ].join('\n')
  }
  /** Customers whose answer the end of a run cut off: read back as they are now. */
  const recover = async () => {
    await new Promise((r) => setTimeout(r, 300))
    for (const c of inFlight) {
      const { Data: now } = await getJson<Customer>(url, `/Api/Client/Get?Id=${c.Id}`, token)
      queue.push({ Id: c.Id, Version: now.Version, State: now.State })
    }
    inFlight.clear()
  }
  if (wrkInstalled()) {
    // One run: wrk's warm-up and measured run, each from the customers as they are.
    const result = await runLoad({ ...options(load.duration), warmup: load.warmup })
    return { ...result, customers, refused: result.non2xx }
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

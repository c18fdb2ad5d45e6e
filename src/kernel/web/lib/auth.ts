import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { AgentInfo, Envelope } from '../../shared/api.ts'
import { api, type ApiOptions } from './api.ts'
import { clearSession, getToken, saveInfo, setToken } from './session.ts'

/** Query keys of the signed-in agent. */
export const agentKeys = {
  all: ['agent'] as const,
  info: ['agent', 'info'] as const,
}

/** Failure answered by the API (`Result: false`), kept with its envelope. */
export class ApiFailure extends Error {
  override name = 'ApiFailure'
  constructor(readonly envelope: Envelope) {
    super(envelope.Message ?? 'Request failed')
  }
}

/** An API call's `Data`, or its failure thrown as an ApiFailure (what a query function wants). */
export async function apiData<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const res = await api<T>(path, options)
  if (!res.Result) throw new ApiFailure(res)
  return res.Data as T
}

/** `Agent/GetInfo`: the agent's name, avatar and permission keys; also stored in the session. */
export const agentInfoQuery = queryOptions({
  queryKey: agentKeys.info,
  queryFn: async ({ signal }) => {
    const res = await api<AgentInfo>('Agent/GetInfo', { signal })
    if (!res.Result || !res.Data) throw new ApiFailure(res)
    saveInfo(res.Data)
    return res.Data
  },
  staleTime: 5 * 60_000,
})

export interface LoginInput {
  account: string
  pwd: string
  day: number
}

/**
 * Logs in and loads the agent's info. Answers the failing envelope when the server refuses
 * (wrong password, locked out), `null` on success.
 */
export async function login(queryClient: QueryClient, input: LoginInput): Promise<Envelope | null> {
  const res = await api<{ Token: string }>('Agent/Login', {
    method: 'POST',
    body: { Cellphone: Number(input.account.trim()), Pwd: input.pwd, Day: input.day },
  })
  if (!res.Result || !res.Data?.Token) return res
  setToken(res.Data.Token, input.day)
  queryClient.removeQueries({ queryKey: agentKeys.all })
  try {
    await queryClient.fetchQuery(agentInfoQuery)
  } catch (err) {
    clearSession()
    if (err instanceof ApiFailure) return err.envelope
    throw err
  }
  return null
}

/**
 * Logs out at once: the token and permissions are forgotten before the server hears of it,
 * the server is told in the background (the request outlives the page), and the browser
 * reloads on /login so no data of this agent stays in memory.
 */
export function logout() {
  const token = getToken()
  clearSession()
  if (token) {
    void api('Agent/Logout', { method: 'POST', keepalive: true, token, quiet: true }).catch(() => {})
  }
  location.assign('/login')
}

/**
 * The guard of every signed-in page (`beforeLoad`): no token → /login, coming back here afterwards;
 * otherwise the agent's info, loaded once.
 */
export async function requireSession({
  context,
  location,
}: {
  context: { session: { getToken(): string | null }; queryClient: QueryClient }
  location: { href: string }
}) {
  if (!context.session.getToken()) throw redirect({ to: '/login', search: { redirect: location.href } })
  return context.queryClient.ensureQueryData(agentInfoQuery)
}

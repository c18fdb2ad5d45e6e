import { TOKEN_HEADER } from '../../src/kernel/shared/api.ts'

/** A signed-in session's token, through the product's login. */
export async function login(url: string, who: { mobile: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/Api/Agent/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Cellphone: Number(who.mobile), Pwd: who.password }),
  })
  const body = (await res.json()) as { Result: boolean; Data?: { Token: string }; Message?: string }
  if (!res.ok || !body.Data?.Token) throw new Error(`login as ${who.mobile} failed: ${res.status} ${body.Message ?? ''}`)
  return body.Data.Token
}

/** One authenticated GET, checked: the measurements only count answers like this one. */
export async function getJson<T>(url: string, path: string, token: string): Promise<{ Data: T; Count?: number }> {
  const res = await fetch(`${url}${path}`, { headers: { [TOKEN_HEADER]: token } })
  const body = (await res.json()) as { Result: boolean; Data: T; Count?: number; Message?: string }
  if (!res.ok || !body.Result) throw new Error(`GET ${path}: ${res.status} ${body.Message ?? ''}`)
  return body
}

export const authHeader = (token: string) => ({ [TOKEN_HEADER]: token })

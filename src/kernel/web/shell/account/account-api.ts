import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { agentKeys, ApiFailure } from '../../lib/auth.ts'
import type { SessionRow, SmsSendBody, UpdateMobileBody } from '../../../shared/schemas/account.ts'
import type { UpdatePwdBody } from '../../../shared/schemas/password.ts'

/** Query keys of the account dialogs: the agent's record sits under the agent's key. */
export const accountKeys = {
  my: [...agentKeys.all, 'my'] as const,
  sessions: ['session'] as const,
  sessionList: ['session', 'list'] as const,
}

/** `Agent/My`: the signed-in agent's own record. */
export interface MyRecord {
  Id: number
  Name: string
  Mobile: string
  Email?: string
}

export const myQuery = queryOptions({
  queryKey: accountKeys.my,
  queryFn: async ({ signal }) => {
    const res = await api<MyRecord>('Agent/My', { signal })
    if (!res.Result || !res.Data) throw new ApiFailure(res)
    return res.Data
  },
})

export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessionList,
  queryFn: async ({ signal }) => {
    const res = await api<SessionRow[]>('Session/Index', { signal })
    if (!res.Result || !res.Data) throw new ApiFailure(res)
    return res.Data
  },
  staleTime: 0,
})

/** The calls answer the envelope whatever its Result; the dialogs show Message either way. */
export const updatePwd = (body: UpdatePwdBody) => api<{ Token: string }>('User/UpdatePwd', { method: 'POST', body })
export const sendSms = (body: SmsSendBody) => api<null>('Sms/Send', { method: 'POST', body })
export const updateMobile = (body: UpdateMobileBody) => api<{ Mobile: string }>('Agent/UpdateMobile', { method: 'POST', body })
export const revokeSession = (id: number) => api<null>('Session/Delete', { method: 'POST', body: { Id: id } })

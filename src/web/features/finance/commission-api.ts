import { saveFile } from '../../../kernel/web/lib/save-file.ts'
import { infiniteQueryOptions, keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { type CommissionAnswer, type CommissionDocRow } from '../../../shared/finance/commission.ts'
import type { CommissionSearch } from './finance-search.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'

export const commissionKeys = { all: ['Commission'] as const }

export function commissionQuery(s: CommissionSearch) {
  const query = s.month ? { Month: s.month } : {}
  return queryOptions({
    queryKey: [...commissionKeys.all, 'index', query],
    queryFn: async ({ signal }) => {
      const res = await api<CommissionAnswer>('/Api/Commission/Index', { query, signal })
      if (!res.Result || !res.Data) throw new ApiFailure(res)
      return res.Data
    },
    placeholderData: keepPreviousData,
  })
}

/** The credits behind one agent's commission, fifty at a time. */
export function commissionDocsQuery(month: string, who: number) {
  const query = { Month: month, AgentId: who, Size: 50 }
  return infiniteQueryOptions({
    queryKey: [...commissionKeys.all, 'docs', query],
    initialPageParam: 1,
    queryFn: async ({ signal, pageParam }) => {
      const res = await api<CommissionDocRow[]>('/Api/Commission/Documents', { query: { ...query, Index: pageParam }, signal })
      if (!res.Result) throw new ApiFailure(res)
      return { rows: res.Data ?? [], next: 'Next' in res && res.Next ? pageParam + 1 : undefined }
    },
    getNextPageParam: (last) => last.next,
  })
}

/** Closes a month; answers the refusal's envelope, or null once closed (the month's figures are then read again). */
export async function closeMonth(queryClient: QueryClient, month: string) {
  const res = await api<CommissionAnswer>('/Api/Commission/Close', { body: { Month: month } })
  await queryClient.invalidateQueries({ queryKey: commissionKeys.all })
  return res.Result ? null : res
}

/** A CSV file (UTF-8 with a byte-order mark, so spreadsheets read Chinese and Thai) handed to the browser. */
export function downloadCsv(file: string, header: string[], rows: (string | number)[][]) {
  const cell = (v: string | number) => {
    const s = String(v)
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
  }
  const text = '\ufeff' + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n'
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), file)
}

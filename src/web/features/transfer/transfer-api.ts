import { queryOptions } from '@tanstack/react-query'
import type { QuoteOption } from '../../../shared/resources/transfer.ts'
import { api } from '../../../kernel/web/lib/api.ts'

export interface QuoteAnswer {
  Country: string
  Weight: number
  Options: QuoteOption[]
}

export interface QuoteInput {
  Country: string
  Weight?: number
  Length?: number
  Width?: number
  Height?: number
  Value?: number
  Lines?: { ProductId: number; ProductNum: number }[]
}

/** Prices a parcel: the envelope as answered (its Message says why when nothing applies). */
export const fetchQuote = (body: QuoteInput) => api<QuoteAnswer>('/Api/Transfer/Quote', { body })

/** Whether the server has map tiles configured for the collection points (null: no map). */
export const mapConfigQuery = queryOptions({
  queryKey: ['Transfer', 'map-config'],
  queryFn: async () => (await api<{ TileUrl: string | null }>('/Api/Transfer/MapConfig')).Data?.TileUrl ?? null,
  staleTime: Infinity,
})

import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { notify } from '../../../kernel/web/lib/notices.ts'
import { remindersQuery } from './reminders-api.ts'

/** How long a due notice stays: longer than a form's notice, it asks for something to be done. */
const DUE_NOTICE_MS = 15_000

/** What has been announced in this tab: a run may tell the boundary second's plans again. */
const announced = new Set<string>()

const isDue = (d: unknown): d is { Doc: string; Id: number; At: number } =>
  typeof d === 'object' && d !== null && 'Doc' in d && typeof d.Doc === 'string' && 'Id' in d && typeof d.Id === 'number'

/**
 * The live stream's `reminder`: something came due for this agent now. Its reminder is read
 * afresh (the bell and the centre refresh beside it) and named in a notice, once per plan.
 */
export async function announceDue(data: unknown, queryClient: QueryClient) {
  if (!isDue(data)) return
  const key = `${data.Doc}:${data.Id}:${'At' in data ? String(data.At) : ''}`
  if (announced.has(key)) return
  announced.add(key)
  const list = await queryClient.fetchQuery({ ...remindersQuery(true), staleTime: 0 }).catch(() => [])
  const title = list.find((r) => r.Doc === data.Doc && r.Id === data.Id)?.Title ?? `#${data.Id}`
  notify(data.Doc === 'Client' ? i18n._(msg`Follow-up due now: ${title}`) : i18n._(msg`Due now: ${title}`), 'info', DUE_NOTICE_MS)
}

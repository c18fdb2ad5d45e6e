import { z } from '@hono/zod-openapi'
import { QUEUE_MESSAGES } from '../../shared/lifecycle/messages.ts'
import type { Deps } from '../env.ts'
import { translate } from '../lib/i18n.ts'
import { claimItem, nextItem, queuedDocs, queueItems, queueSummary, releaseItem, takeOverItem } from '../services/queues.ts'
import { registryOf } from '../registry.ts'
import { ListEnvelope } from '../resources/crud-list.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from './define.ts'
import { id, q } from '../../shared/schemas/fields.ts'
import { MAX_PAGE_INDEX } from '../../shared/schemas/list.ts'

const QueueRow = z
  .object({
    Doc: z.string(),
    Id: z.number().int(),
    Title: z.string(),
    State: z.string(),
    Version: z.number().int(),
    EnterTime: z.number().int(),
    Age: z.number().int(),
    WarehouseId: z.number().int(),
    AgentId: z.number().int(),
    AgentName: z.string(),
    HolderId: z.number().int(),
    HolderName: z.string(),
    ClaimTime: z.number().int(),
    SlaMinutes: z.number().int(),
    DueTime: z.number().int().openapi({ description: 'When the item falls due, where its queue says (0: no date)' }),
    DueRule: z.string().openapi({ description: 'Why it falls due then, as its area words it (empty: no rule)' }),
  })
  .openapi('QueueItem')

/**
 * Work queues (API.md "Queues and reminders"): the documents whose state carries a queue's tag,
 * oldest first, with who holds each; a worker claims an item before working on it and two
 * workers never hold the same one.
 */
export function registerQueue(app: Router, deps: Deps) {
  // The queues and their documents are the listed modules' (their manifests' `queues`).
  const QueueField = z.enum([...registryOf(deps).queues.keys()])
  const QueueSummaryRow = z
    .object({
      Queue: QueueField,
      Count: z.number().int(),
      Mine: z.number().int(),
      Free: z.number().int(),
      Late: z.number().int(),
      Oldest: z.number().int(),
      SlaMinutes: z.number().int(),
    })
    .openapi('QueueSummary')
  const ItemBody = z.object({ Doc: z.enum(queuedDocs(deps)), Id: id() }).openapi('QueueItemRef')
  const NextBody = z.object({ Queue: QueueField, WarehouseId: id().optional() }).openapi('QueueNext')

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Queue/Summary',
      tags: ['Queue'],
      summary:
        'Every queue the caller may see (or the one named): items waiting, held by the caller, free, past the service level, oldest age',
      request: { query: z.object({ Queue: QueueField.optional() }) },
      responses: { 200: json(envelope(z.array(QueueSummaryRow))) },
    }),
    async (c) => {
      const { Queue } = c.req.valid('query')
      return c.json({ Result: true, Data: await queueSummary(deps, requireAuth(c), Queue ? [Queue] : undefined) }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Queue/Index',
      tags: ['Queue'],
      summary: 'The work items of a queue the caller may see, oldest first, with their age and holder',
      request: {
        query: z.object({
          Queue: QueueField,
          WarehouseId: q.id().optional(),
          AgentId: q.id().optional(),
          /** 1: only the items the caller holds ("my work"). */
          Mine: z.coerce.number().int().min(0).max(1).optional(),
          Index: q.int(1, MAX_PAGE_INDEX).default(1),
          Size: z.coerce.number().int().min(1).max(200).default(24),
        }),
      },
      responses: { 200: json(ListEnvelope(QueueRow)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const q = c.req.valid('query')
      return c.json({ Result: true, ...(await queueItems(deps, auth, { ...q, Mine: q.Mine === 1 })) }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/Queue/Claim',
      tags: ['Queue'],
      summary: 'Take a work item; refused with 409 while someone else holds it (claims lapse when idle)',
      request: { body: { content: { 'application/json': { schema: ItemBody } }, required: true } },
      responses: {
        200: json(envelope(z.object({ Doc: z.string(), Id: z.number().int(), HolderId: z.number().int() }))),
        409: errorResponse('Held by someone else'),
      },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Doc, Id } = c.req.valid('json')
      await claimItem(deps, auth, Doc, Id)
      return c.json(
        { Result: true, Data: { Doc, Id, HolderId: auth.agentId }, Message: translate(c.var.lang, QUEUE_MESSAGES.claimed) },
        200,
      )
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/Queue/TakeOver',
      tags: ['Queue'],
      summary:
        'Take over a work item a colleague holds (their claim still live): it becomes the caller’s, and the former holder is told in their reminders; 409 when nobody else holds it',
      request: { body: { content: { 'application/json': { schema: ItemBody } }, required: true } },
      responses: {
        200: json(envelope(z.object({ Doc: z.string(), Id: z.number().int(), HolderId: z.number().int() }))),
        409: errorResponse('Nobody else holds it'),
      },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Doc, Id } = c.req.valid('json')
      const name = await takeOverItem(deps, auth, Doc, Id)
      return c.json(
        { Result: true, Data: { Doc, Id, HolderId: auth.agentId }, Message: translate(c.var.lang, QUEUE_MESSAGES.takenOver, { name }) },
        200,
      )
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/Queue/Next',
      tags: ['Queue'],
      summary:
        'Take the oldest free item of a queue (of one warehouse, when named) that the caller may work on; Data is null when none is free',
      request: { body: { content: { 'application/json': { schema: NextBody } }, required: true } },
      responses: { 200: json(envelope(z.union([QueueRow, z.null()]))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Queue, WarehouseId } = c.req.valid('json')
      const taken = await nextItem(deps, auth, Queue, WarehouseId)
      if (taken) return c.json({ Result: true, Data: taken, Message: translate(c.var.lang, QUEUE_MESSAGES.claimed) }, 200)
      return c.json({ Result: true, Data: null }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/Queue/Release',
      tags: ['Queue'],
      summary: 'Give a work item back (a supervisor may free another’s)',
      request: { body: { content: { 'application/json': { schema: ItemBody } }, required: true } },
      responses: { 200: json(envelope(z.null())) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Doc, Id } = c.req.valid('json')
      await releaseItem(deps, auth, Doc, Id)
      return c.json({ Result: true, Data: null, Message: translate(c.var.lang, QUEUE_MESSAGES.released) }, 200)
    },
  )
}

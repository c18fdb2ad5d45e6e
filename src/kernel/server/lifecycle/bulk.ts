import { z } from '@hono/zod-openapi'
import { can } from '../../shared/permissions.ts'
import type { PermissionKey } from '../../shared/permissions.ts'
import { LIFECYCLE_MESSAGES as LM } from '../../shared/lifecycle/messages.ts'
import { MAX_PAGE_SIZE } from '../../shared/schemas/list.ts'
import { id, version } from '../../shared/schemas/fields.ts'
import type { AuthContext, Deps } from '../env.ts'
import type { Tx } from '../db/client.ts'
import { ApiError, forbidden } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { validationError } from '../lib/validation.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../routes/define.ts'
import type { CrudParts } from '../resources/crud.ts'
import type { LifecycleServer, Row } from '../contracts.ts'

const BulkResult = z
  .object({
    Id: z.number().int(),
    Result: z.boolean(),
    Message: z.string().openapi({ description: 'Done, or why this record refused the event (in the caller’s language)' }),
    Status: z.number().int().openapi({ description: 'The status a single Transition would have answered (200, 404, 409 …)' }),
    State: z.string().optional(),
    Version: z.number().int().optional(),
  })
  .openapi('BulkTransitionResult')

/**
 * `POST /Api/<Doc>/TransitionMany`: one event sent to many records, each judged by the machine on
 * its own and stored in its own transaction (as `Transition` would), with a result per record: what
 * one record's state or guard refuses leaves the others done. The event's permission and payload are
 * checked once for all.
 */
export function registerBulkTransition(
  app: Router,
  deps: Deps,
  spec: LifecycleServer,
  crud: CrudParts,
  view: PermissionKey[],
  // engine.ts's, given by it (which registers this route): the one judge of every event.
  runTransition: (
    deps: Deps,
    spec: LifecycleServer,
    req: {
      id: number
      event: string
      version: number
      data: unknown
      auth: AuthContext
      lock(tx: Tx, id: number): Promise<Record<string, unknown> | undefined>
    },
  ) => Promise<{ updated: Row }>,
) {
  const { lifecycle } = spec
  const doc = lifecycle.doc
  const events = Object.keys(lifecycle.events).filter((e) => !lifecycle.events[e]!.timed)
  const [first, ...rest] = events.map((event) =>
    z
      .object({
        Event: z.literal(event),
        Items: z
          .array(z.object({ Id: id(), Version: version() }))
          .min(1)
          .max(MAX_PAGE_SIZE),
        Data: (lifecycle.events[event]!.data ?? z.object({})).optional(),
      })
      .openapi(`${doc}TransitionMany${event[0]!.toUpperCase()}${event.slice(1)}`),
  )
  if (!first) return
  const Body = z.discriminatedUnion('Event', [first, ...rest]).openapi(`${doc}TransitionMany`)
  app.openapi(
    defineRoute(deps, view, {
      method: 'post',
      path: `/Api/${doc}/TransitionMany`,
      tags: [doc],
      summary: `Send one event to several ${doc} records: each judged by its machine and stored on its own, with a result per record`,
      request: { body: { content: { 'application/json': { schema: Body } }, required: true } },
      responses: { 200: json(envelope(z.object({ Results: z.array(BulkResult), Done: z.number().int() }))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const body = c.req.valid('json')
      const evSpec = lifecycle.events[body.Event]!
      if (!can(auth.access, evSpec.permission)) throw forbidden()
      const parsed = (evSpec.data ?? z.object({})).safeParse(body.Data ?? {})
      if (!parsed.success) throw validationError(parsed.error)
      const shape = crud.scopeShape(auth)
      const Results: z.infer<typeof BulkResult>[] = []
      // One after another, each in its own transaction: each record's effects may touch what the next one's guards read (stock).
      for (const item of body.Items) {
        try {
          const { updated } = await runTransition(deps, spec, {
            id: item.Id,
            event: body.Event,
            version: item.Version,
            data: body.Data,
            auth,
            lock: (tx, rowId) => crud.lockRow(tx, rowId, shape, doc),
          })
          Results.push({
            Id: item.Id,
            Result: true,
            Status: 200,
            Message: translate(c.var.lang, LM.transitionDone),
            State: updated.State,
            Version: updated.Version,
          })
        } catch (e) {
          if (!(e instanceof ApiError) || e.status >= 500) throw e
          Results.push({ Id: item.Id, Result: false, Status: e.status, Message: translate(c.var.lang, e.descriptor, e.values) })
        }
      }
      const Done = Results.filter((r) => r.Result).length
      return c.json({ Result: true, Data: { Results, Done } }, 200)
    },
  )
}

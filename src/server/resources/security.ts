import { z } from '@hono/zod-openapi'
import { M } from '../../kernel/shared/messages.ts'
import { id } from '../../kernel/shared/schemas/fields.ts'
import { notFound } from '../../kernel/server/lib/errors.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import { defineRoute, envelope, json, requireAuth } from '../../kernel/server/routes/define.ts'
import { liftLockout } from '../../kernel/server/services/login-throttle.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'

/** `LoginLockout/Lift {Id}`: an administrator ends a block at once (the key starts afresh). */
export const loginLockoutHooks: ResourceHooks = {
  extend(app, deps, crud) {
    app.openapi(
      defineRoute(deps, crud.key('update'), {
        method: 'post',
        path: '/Api/LoginLockout/Lift',
        tags: ['LoginLockout'],
        summary: 'Lift a login lock-out: the account (or address) may try again at once, from the shortest back-off',
        request: {
          body: { content: { 'application/json': { schema: z.object({ Id: id() }).openapi('LoginLockoutLift') } }, required: true },
        },
        responses: { 200: json(envelope(z.null())) },
      }),
      async (c) => {
        const auth = requireAuth(c)
        if (!(await liftLockout(deps.db, c.req.valid('json').Id, auth.agentId))) throw notFound()
        return c.json({ Result: true, Data: null, Message: translate(c.var.lang, M.lockoutLifted) }, 200)
      },
    )
  },
}

import { resource } from '../../kernel/server/module.ts'
import { eq } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { M } from '../../kernel/shared/messages.ts'
import { adResource } from '../../shared/resources/ad.ts'
import { apiResource } from '../../shared/resources/api.ts'
import { attrResource } from '../../shared/resources/attr.ts'
import { CATALOG_FAMILIES, CATALOG_PERMISSION, catalogResourceFor } from '../../shared/resources/catalog.ts'
import { exceptionResource } from '../../shared/resources/exception.ts'
import { helpResource } from '../../shared/resources/help.ts'
import { skuResource } from '../../shared/resources/sku.ts'
import { projectParamResource } from '../../shared/resources/system.ts'
import { projectParamHooks } from './project-param.ts'
import { can } from '../../kernel/shared/permissions.ts'
import { Ad, ApiRoute, Attr, Catalog, ErrorLog, Help, ProjectParam, Sku } from '../db/schema/index.ts'
import { badRequest, forbidden, notFound } from '../../kernel/server/lib/errors.ts'
import { defineRoute, envelope, json, requireAuth } from '../../kernel/server/routes/define.ts'
import { PROTECTED_ROUTES } from '../../kernel/server/services/api-registry.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { q } from '../../kernel/shared/schemas/fields.ts'

const adHooks: ResourceHooks = {
  beforeWrite({ values, current }) {
    const begin = Number(values.BeginTime ?? current?.BeginTime ?? 0)
    const end = Number(values.EndTime ?? current?.EndTime ?? 0)
    if (end < begin) throw badRequest(M.endBeforeBegin, [{ Field: 'EndTime', message: M.endBeforeBegin }])
    return values
  },
}

// The article's rich text is cleaned by the generic writer, as every rich-text field is.
const helpHooks: ResourceHooks = {}

const apiHooks: ResourceHooks = {
  beforeWrite({ values, current }) {
    if (values.Status === 0 && PROTECTED_ROUTES.test(String(current?.Router ?? ''))) {
      throw badRequest(M.apiProtected, [{ Field: 'Status', message: M.apiProtected }])
    }
    return values
  },
  // Each process forgets its switches after the commit (db/changes.ts).
}

/**
 * The catalog without a family in its path (`Catalog/Get`, `Catalog/Select?Multi=`): answered by
 * the family's own route, under the family's own permission.
 */
const catalogHooks: ResourceHooks = {
  extend(app, deps) {
    const Family = z.enum(CATALOG_FAMILIES)
    const forward = (c: { req: { raw: Request } }, path: string) =>
      app.request(path, { method: c.req.raw.method, headers: c.req.raw.headers, body: c.req.raw.body, duplex: 'half' } as RequestInit)
    app.openapi(
      defineRoute(deps, 'session', {
        method: 'get',
        path: '/Api/Catalog/Select',
        tags: ['Catalog'],
        summary: 'Categories of one family (Multi) for dropdowns, under that family’s permission',
        request: { query: z.object({ Multi: Family }).passthrough() },
        responses: { 200: json(envelope(z.array(z.object({ Id: z.number().int(), Name: z.string() })))) },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const { Multi } = c.req.valid('query')
        if (!can(auth.access, `${CATALOG_PERMISSION[Multi]}:view`)) throw forbidden()
        const url = new URL(c.req.url)
        url.searchParams.delete('Multi')
        return forward(c, `/Api/Catalog/Select/${Multi}?${url.searchParams}`) as never
      },
    )
    app.openapi(
      defineRoute(deps, 'session', {
        method: 'get',
        path: '/Api/Catalog/Get',
        tags: ['Catalog'],
        summary: 'One category, whatever its family, under that family’s permission',
        request: { query: z.object({ Id: q.id() }) },
        responses: { 200: json(envelope(z.looseObject({ Id: z.number().int() }))) },
      }),
      async (c) => {
        requireAuth(c)
        const [row] = await deps.db
          .select({ Multi: Catalog.Multi })
          .from(Catalog)
          .where(eq(Catalog.Id, c.req.valid('query').Id))
          .limit(1)
        if (!row) throw notFound()
        return forward(c, `/Api/Catalog/Get/${row.Multi}?Id=${c.req.valid('query').Id}`) as never
      },
    )
  },
}

/** The catalog families: one table, one tree implementation, each family under its own permission. */
const CATALOGS = CATALOG_FAMILIES.map((multi, i) => resource(catalogResourceFor(multi), Catalog, i === 0 ? catalogHooks : undefined))

/** The system module's content and registries. */
export const SYSTEM_RESOURCES = [
  resource(adResource, Ad, adHooks),
  resource(helpResource, Help, helpHooks),
  resource(skuResource, Sku),
  resource(attrResource, Attr),
  resource(apiResource, ApiRoute, apiHooks),
  resource(exceptionResource, ErrorLog),
  resource(projectParamResource, ProjectParam, projectParamHooks),
  ...CATALOGS,
]

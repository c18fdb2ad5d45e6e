import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { MenuLayout } from '../../../shared/schemas/menu-layout.ts'
import { keywordIndexes, nowSeconds, recordColumns, unixTime } from './columns.ts'

/**
 * A role's navigation menu (`/system/menu`): one layout per role, role 0 for every role without
 * its own. Validated by shared/schemas/menu-layout.ts before it is stored.
 */
export const RoleMenu = pgTable('role_menu', {
  RoleId: integer().primaryKey(),
  Layout: jsonb().$type<MenuLayout>().notNull(),
  UpdateTime: unixTime().notNull().default(nowSeconds),
  UpdateAgent: integer().notNull().default(0),
})

/**
 * Project parameters (`/system/list`): what the public sides (the shop site, the mini-app, the
 * single-project pages) read about themselves — names, contacts, switches — by project and name,
 * typed as the system parameters are. Public by purpose: never a secret.
 */
export const ProjectParam = pgTable(
  'project_param',
  {
    ...recordColumns(),
    Project: text().notNull(),
    Name: text().notNull(),
    Text: text().notNull().default(''),
    Value: text().notNull().default(''),
    Attr: text().notNull().default('text'),
    Remark: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex()
      .on(t.Project, t.Name)
      .where(sql`${t.Status} <> -1`),
    index().on(t.Project, t.Status),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    ...keywordIndexes('project_param', t.Name, t.Text, t.Value),
  ],
)

import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { recordColumns, keywordIndexes } from '../../../kernel/server/db/schema/columns.ts'

/**
 * Catalog: every category tree of the product, one table for all families. `Multi` names the
 * family (product, help, news, policy …; see shared/resources/catalog.ts). Fid is the parent in
 * the same family (0: a root); Path is the materialised chain of ids ("/3/17/42/") and Level the
 * depth (root = 1, at most 7). Feature is a colour (#rrggbb).
 */
export const Catalog = pgTable(
  'catalog',
  {
    ...recordColumns(),
    Multi: text().notNull(),
    Name: text().notNull(),
    Title: text().notNull().default(''),
    Fid: integer().notNull().default(0),
    Path: text().notNull().default('/'),
    Level: integer().notNull().default(1),
    Feature: text().notNull().default(''),
    Remark: text().notNull().default(''),
    SubjectId: integer().notNull().default(0),
    ShopId: integer().notNull().default(0),
    Type: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('catalog', t.Name, t.Title),
    index().on(t.Multi, t.Score, t.Id),
    index().on(t.Multi, t.Fid),
    index().on(t.Multi, t.Path),
    index().using('btree', t.Path.op('text_pattern_ops')),
    index().on(t.Multi, t.SubjectId, t.ShopId),
    index().on(t.Fid),
    index().on(t.Level),
    index().on(t.Name),
    index().on(t.CreateTime),
  ],
)

/** SKU dictionary: a specification (colour, size …) and the values it offers. */
export const Sku = pgTable(
  'sku',
  {
    ...recordColumns(),
    Name: text().notNull(),
    Values: text().array().notNull().default([]),
    Remark: text().notNull().default(''),
  },
  (t) => [...keywordIndexes('sku', t.Name), index().on(t.Score, t.Id), index().on(t.Name), index().on(t.CreateTime)],
)

/** Attribute dictionary: a product attribute, how it is entered (Type) and its preset values. */
export const Attr = pgTable(
  'attr',
  {
    ...recordColumns(),
    Name: text().notNull(),
    Type: integer().notNull().default(1),
    Values: text().array().notNull().default([]),
    Remark: text().notNull().default(''),
  },
  (t) => [...keywordIndexes('attr', t.Name), index().on(t.Score, t.Id), index().on(t.Name), index().on(t.Type), index().on(t.CreateTime)],
)

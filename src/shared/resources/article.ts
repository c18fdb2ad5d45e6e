import { z } from 'zod'
import { defineResource, type EnumOption, type ResourceDef } from '../../kernel/shared/resources/define.ts'
import { keywordList, richText } from './help.ts'
import { refId, score, unixTime, url } from '../../kernel/shared/schemas/fields.ts'
import type { CatalogFamily } from './catalog.ts'

/** At most this many search tags on an article (the tooManyKeywords message says five). */
export const ARTICLE_TAGS_MAX = 5

/**
 * The media module's article kinds: one table (`article`), told apart by `Kind`, each kind with
 * its screen under /news and the catalog family that files it.
 *
 * | Kind      | screen          | catalog family                                   |
 * |-----------|-----------------|--------------------------------------------------|
 * | info      | /news/info      | news                                             |
 * | policy    | /news/policy    | policy                                           |
 * | business  | /news/business  | business                                         |
 * | export    | /news/export    | service (the export-service categories)          |
 * | warehouse | /news/warehouse | product (the goods the overseas warehouses hold) |
 *
 * Every kind has a category: the generic router describes a resource's bodies once by its name
 * (`ArticleCreate`), so the kinds share one set of fields and differ only in the family it names.
 */
export const ARTICLE_KINDS = ['info', 'policy', 'business', 'export', 'warehouse'] as const
export type ArticleKind = (typeof ARTICLE_KINDS)[number]

export const ARTICLE_CATALOGS: Readonly<Record<ArticleKind, CatalogFamily>> = {
  info: 'news',
  policy: 'policy',
  business: 'business',
  export: 'service',
  warehouse: 'product',
}

export const ARTICLE_PUBLISHED: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'article.published.yes', message: 'Published' } },
  { value: 0, label: /*i18n*/ { id: 'article.published.no', message: 'Draft' } },
]

const NOUNS = {
  info: /*i18n*/ { id: 'noun.Article.info', message: 'news article' },
  policy: /*i18n*/ { id: 'noun.Article.policy', message: 'policy article' },
  business: /*i18n*/ { id: 'noun.Article.business', message: 'handbook article' },
  export: /*i18n*/ { id: 'noun.Article.export', message: 'export service article' },
  warehouse: /*i18n*/ { id: 'noun.Article.warehouse', message: 'warehouse product article' },
} as const

/**
 * Articles of one kind (spec "Media": information, policies, the operations handbook, export
 * service items, overseas warehouse products). Published between PublishTime and UnpublishTime
 * (Unix seconds; 0 = no end; the server refuses an end not after the start). ReadNum is a counter
 * the list shows and no form edits. The author (AgentId) owns the article for data scope.
 */
export function articleResourceFor(kind: ArticleKind): ResourceDef {
  const catalog = ARTICLE_CATALOGS[kind]
  return defineResource({
    name: 'Article',
    noun: NOUNS[kind],
    permission: 'news',
    group: 'news',
    route: `/news/${kind}`,
    fields: {
      Title: z.string().trim().min(1).max(200),
      CatalogId: refId().default(0),
      Img: url().default(''),
      Summary: z.string().trim().max(500).default(''),
      Content: richText(),
      Tags: keywordList(ARTICLE_TAGS_MAX).default(''),
      Published: z.number().int().min(0).max(1).default(0),
      PublishTime: unixTime().default(0),
      UnpublishTime: unixTime().default(0),
      Score: score().default(0),
    },
    label: 'Title',
    columns: ['Id', 'Img', 'Title', 'CatalogId', 'Published', 'PublishTime', 'UnpublishTime', 'ReadNum', 'AgentName', 'Score', 'Status'],
    sort: ['Id', 'Score', 'CreateTime', 'PublishTime', 'ReadNum'],
    filters: { CatalogId: 'reference', Published: 'enum', AgentId: 'reference' },
    keyword: ['Title', 'Summary', 'Tags'],
    dateField: 'PublishTime',
    scope: { owner: 'AgentId', department: 'DepartmentId' },
    options: { Published: ARTICLE_PUBLISHED },
    references: { CatalogId: `Catalog/${catalog}`, AgentId: 'Agent' },
    widgets: { Img: 'image', Summary: 'textarea', Content: 'richtext', Tags: 'tags', PublishTime: 'datetime', UnpublishTime: 'datetime' },
    labels: {
      Img: /*i18n*/ { id: 'field.Article.Img', message: 'Cover image' },
      Summary: /*i18n*/ { id: 'field.Article.Summary', message: 'Summary' },
      Content: /*i18n*/ { id: 'field.Article.Content', message: 'Body' },
      Published: /*i18n*/ { id: 'field.Article.Published', message: 'Publication' },
      PublishTime: /*i18n*/ { id: 'field.Article.PublishTime', message: 'Publish at' },
      UnpublishTime: /*i18n*/ { id: 'field.Article.UnpublishTime', message: 'Unpublish at' },
      AgentId: /*i18n*/ { id: 'field.Article.AgentId', message: 'Author' },
      AgentName: /*i18n*/ { id: 'field.Article.AgentId', message: 'Author' },
    },
    hints: {
      UnpublishTime: /*i18n*/ { id: 'hint.Article.UnpublishTime', message: 'Empty: stays published. Otherwise after the publish time.' },
    },
    family: { suffix: kind, fixed: { Kind: kind } },
    form: [['Title'], ['CatalogId', 'Published', 'Score'], ['PublishTime', 'UnpublishTime'], ['Img'], ['Tags'], ['Summary'], ['Content']],
  })
}

import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import { refId } from '../../kernel/shared/schemas/fields.ts'

/** Help tags: at most this many search keywords (spec sections 5 and 9). */
export const HELP_TAGS_MAX = 5
export const HELP_CONTENT_MAX = 100_000

/** Keywords typed with any comma (",", "，", "、"), trimmed, without blanks or repeats, joined with ",". */
export function normaliseKeywords(text: string): string {
  const words = text
    .split(/[,，、;；]/)
    .map((w) => w.trim())
    .filter(Boolean)
  return [...new Set(words)].join(',')
}

/** Comma-separated keywords, at most `max` of them. */
export const keywordList = (max: number) =>
  z
    .string()
    .overwrite(normaliseKeywords)
    .max(200)
    .refine((v) => v === '' || v.split(',').length <= max, { message: 'tooManyKeywords' })

/**
 * The rich-text body. The server passes it through an allow-list sanitiser (server side only:
 * `clean` is the identity here, the server's definition gives the real one).
 */
export const richText = (clean: (html: string) => string = (html) => html) => z.string().max(HELP_CONTENT_MAX).overwrite(clean).default('')

export const HELP_DISPLAY: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'help.display.shown', message: 'Shown' } },
  { value: 0, label: /*i18n*/ { id: 'help.display.hidden', message: 'Hidden' } },
]

/** Help documents (spec section 3 "Help"), filed under categories of the `help` catalog family. */
export const helpResource = defineResource({
  name: 'Help',
  noun: /*i18n*/ { id: 'noun.Help', message: 'help document' },
  permission: 'help',
  group: 'system',
  route: '/system/help',
  fields: {
    Title: z.string().trim().min(1).max(200),
    CatalogId: refId().default(0),
    Remark: z.string().trim().max(500).default(''),
    Content: richText(),
    Display: z.number().int().min(0).max(1).default(1),
    Tags: keywordList(HELP_TAGS_MAX).default(''),
    Score: z.number().int().min(-9999).max(9999).default(0),
  },
  label: 'Title',
  columns: ['Id', 'Title', 'CatalogId', 'Tags', 'Display', 'ReadNum', 'CollectNum', 'Score', 'CreateTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime', 'ReadNum', 'CollectNum'],
  filters: { CatalogId: 'reference', Display: 'enum' },
  keyword: ['Title', 'Tags', 'Remark'],
  options: { Display: HELP_DISPLAY },
  references: { CatalogId: 'Catalog/help' },
  widgets: { Content: 'richtext', Tags: 'tags' },
  form: [['Title'], ['CatalogId', 'Display', 'Score'], ['Tags'], ['Remark'], ['Content']],
})

import { z } from 'zod'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/**
 * The blocks a store page or a mini-app page is built of, in order (spec /product/site, /app/page):
 * a banner, a row of products, a grid of categories, a piece of rich text. Each block carries a key
 * of its own, made by the editor, so it keeps its identity while blocks are dragged around.
 */
export const BLOCK_TYPES = ['banner', 'products', 'categories', 'richtext'] as const
export type BlockType = (typeof BLOCK_TYPES)[number]
export const MAX_BLOCKS = 30

const key = z.string().regex(/^[A-Za-z0-9_-]{1,24}$/)
/** A link inside the store: an address, or a page of the store (`/category/12`). */
export const storeLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^((https?:\/\/[^\s/]+[^\s]*)|(\/(?!\/)[^\s]*))?$/, { message: 'badUrl' })
  .default('')

export const blockSchema = z.discriminatedUnion('Type', [
  z.object({
    Key: key,
    Type: z.literal('banner'),
    Image: fields.url().refine((v) => v !== '', { message: 'required' }),
    Title: fields.text(100),
    Link: storeLink,
  }),
  z.object({ Key: key, Type: z.literal('products'), Title: fields.text(50), ProductIds: z.array(fields.id()).min(1).max(20) }),
  z.object({ Key: key, Type: z.literal('categories'), Title: fields.text(50), CatalogIds: z.array(fields.id()).min(1).max(24) }),
  z.object({ Key: key, Type: z.literal('richtext'), Html: fields.text(20_000) }),
])
export type Block = z.output<typeof blockSchema>

export const blocksSchema = z.array(blockSchema).max(MAX_BLOCKS).default([])

/** A new, empty block of a type, with a fresh key. */
export function newBlock(type: BlockType): Block {
  const Key = Math.random().toString(36).slice(2, 10)
  switch (type) {
    case 'banner':
      return { Key, Type: type, Image: '', Title: '', Link: '' }
    case 'products':
      return { Key, Type: type, Title: '', ProductIds: [] }
    case 'categories':
      return { Key, Type: type, Title: '', CatalogIds: [] }
    default:
      return { Key, Type: 'richtext', Html: '' }
  }
}

import sanitizeHtml from 'sanitize-html'
import { uploadedImage } from './uploaded.ts'

/**
 * The tags rich text may keep: what the editor (Tiptap's starter kit: paragraphs, headings, bold,
 * italic, underline, strike, code, quotes, lists, rules, breaks, links) writes, plus the tables and
 * images of older and seeded texts. Nothing else, and no `class`, `style` or `id` on any of them:
 * the editor marks its formatting with tags alone, and a class or style from a user would restyle
 * the console around it (a link made `fixed inset-0` covers the whole page).
 */
const TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
}
/** Every link opens apart from the console and tells the other site nothing. */
export const LINK_REL = 'noopener noreferrer nofollow'

export interface CleanedHtml {
  html: string
  /** The images dropped because they are not files this server stored (their addresses as given). */
  foreign: string[]
}

/**
 * Rich text as it may be stored: allow-listed tags and attributes, links with `rel` and a new
 * window, link schemes http(s) and mailto only; an image stays only when `image(src)` accepts its
 * address (by default: one of File/Upload's own `/uploads/<name>`), the others are dropped and
 * reported, so that a write can refuse them instead of storing what the page's CSP blocks.
 */
export function sanitizeRichText(html: string, image: (src: string) => boolean = uploadedImage(undefined)): CleanedHtml {
  const foreign: string[] = []
  const out = sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto'],
    // An image's address is judged by `image` alone (below), whatever its scheme.
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: LINK_REL, target: '_blank' }),
      img: (tagName, attribs) => ({ tagName, attribs: attribs.src === undefined ? attribs : { ...attribs, src: attribs.src.trim() } }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false
      const src = frame.attribs.src ?? ''
      if (src === '') return true // nothing to show
      if (image(src)) return false
      foreign.push(src)
      return true
    },
  })
  return { html: out, foreign }
}

/** Rich text cleaned for storing (see sanitizeRichText); images from elsewhere are dropped. */
export function cleanHtml(html: string, image?: (src: string) => boolean): string {
  return sanitizeRichText(html, image).html
}

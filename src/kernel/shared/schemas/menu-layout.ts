import { z } from 'zod'
import { q, refId } from './fields.ts'

/**
 * A role's navigation menu as stored (`/system/menu`): the order of the menu groups and of the
 * screens inside each, which of them are hidden, and external links placed among them. It lays
 * out what the route table offers; it never grants a screen: the menu still shows only the
 * screens the agent's permissions open, and screens hidden by the route table stay hidden.
 * Role 0 is the layout of every role that has none of its own.
 */

/** A menu group's key (`client`) or a route's name (`client_list`). */
const key = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,49}$/)

/** An external link: opened in a new window, never a script or a data address. */
export const menuLinkUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), { message: 'http or https' })

export const MenuScreen = z.object({ name: key, hidden: z.boolean().default(false) })
export const MenuLink = z.object({
  /** Stable within the layout, so a link keeps its place when others move. */
  link: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,20}$/),
  title: z.string().trim().min(1).max(30),
  url: menuLinkUrl,
})
export const MenuEntry = z.union([MenuScreen, MenuLink])
export const MenuLayoutGroup = z.object({ key, hidden: z.boolean().default(false), items: z.array(MenuEntry).max(60).default([]) })

/** Groups in menu order; groups and screens the layout does not name keep the route table's order after them. */
export const menuLayoutSchema = z.object({ groups: z.array(MenuLayoutGroup).max(40) }).superRefine((layout, ctx) => {
  const seen = new Set<string>()
  layout.groups.forEach((g, gi) => {
    if (seen.has(`g:${g.key}`)) ctx.addIssue({ code: 'custom', path: ['groups', gi, 'key'], message: 'duplicate' })
    seen.add(`g:${g.key}`)
    g.items.forEach((item, ii) => {
      const id = 'name' in item ? `s:${item.name}` : `l:${item.link}`
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['groups', gi, 'items', ii], message: 'duplicate' })
      seen.add(id)
    })
  })
})

export type MenuLayout = z.infer<typeof menuLayoutSchema>
export type MenuLayoutEntry = z.infer<typeof MenuEntry>

export const menuRoleQuerySchema = z.object({ RoleId: q.refId() })
export const menuRoleBodySchema = z.object({ RoleId: refId() })
export const menuLayoutSaveSchema = z.object({ RoleId: refId(), Layout: menuLayoutSchema })

/** What `Menu/Layout` answers: the role's own layout, or null and the one it falls back to. */
export interface MenuLayoutAnswer {
  RoleId: number
  Layout: MenuLayout | null
  Fallback: MenuLayout | null
  UpdateTime: number
  UpdateName: string
  /** The role's permission keys, which decide the screens its menu can show; null for every role. */
  Permission: string[] | null
}

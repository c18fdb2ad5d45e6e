import type { MessageDescriptor } from './messages.ts'

/**
 * Texts the product seeds into records an administrator may edit (a menu link's title, a project
 * parameter's label): the seed stores the descriptor's English message, and while the record still
 * holds exactly that, it is shown in the reader's language; a text someone edited is shown as written.
 * The app installs its descriptors as it starts, each under `<kind>:<key>` (`menu-link:boc-rates`).
 */
let installed: ReadonlyMap<string, MessageDescriptor> = new Map()

export function installBuiltinTexts(texts: Readonly<Record<string, MessageDescriptor>>): void {
  installed = new Map(Object.entries(texts))
}

/** The descriptor to show for a stored text, while it is still the seeded one; else undefined. */
export function builtinText(kind: string, key: string, stored: string): MessageDescriptor | undefined {
  const d = installed.get(`${kind}:${key}`)
  return d && d.message === stored ? d : undefined
}

/// <reference types="vite/client" />

// Catalogs are compiled on import by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// A part of a language's catalog (scripts/catalog-parts.ts).
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

import { stripSearchParams } from '@tanstack/react-router'

/**
 * What a resource's list route needs before its screen's code: what its data depends on, and the
 * default page left out of the address. Neither a definition nor a schema is imported here, so
 * the route tree the shell loads first carries neither: each screen reads its address with its
 * own listSearchSchema (in `loader` and `component`, split into the screen's chunk).
 */
/** The default page size (shared/schemas/list.ts), here without that module's schemas. */
const DEFAULT_PAGE_SIZE = 24

/** The address as it came: the screen reads it with its definition's schema. */
const asItCame = (search: Record<string, unknown>) => search

/**
 * `validate` reads what the route itself needs of the address (the notices' `type`); the list's
 * own parameters pass through it.
 */
export function listRoute(validate: (search: Record<string, unknown>) => Record<string, unknown> = asItCame) {
  return {
    validateSearch: validate,
    // The first page at the default size is the plain address: `/system/notice?type=1`.
    search: { middlewares: [stripSearchParams<Record<string, unknown>>({ page: 1, size: DEFAULT_PAGE_SIZE })] },
    // The record panels (view, edit) are the page's: opening one reloads nothing.
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => {
      const { view: _view, edit: _edit, ...list } = search
      return { list }
    },
  }
}

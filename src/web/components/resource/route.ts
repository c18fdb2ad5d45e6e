import { stripSearchParams } from '@tanstack/react-router'

/**
 * What a resource's list route needs before its screen's code: what its data depends on, and the
 * default page left out of the address. Neither a definition nor a schema is imported here, so
 * the route tree the shell loads first carries neither: each screen reads its address with its
 * own listSearchSchema (in `loader` and `component`, split into the screen's chunk).
 */
/** The default page size (shared/schemas/list.ts), here without that module's schemas. */
const DEFAULT_PAGE_SIZE = 24

export function listRoute() {
  return {
    // The first page at the default size is the plain address: `/system/notice?type=1`.
    search: { middlewares: [stripSearchParams({ page: 1, size: DEFAULT_PAGE_SIZE } as never)] as never[] },
    // The record panels (view, edit) are the page's: opening one reloads nothing.
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => {
      const { view: _view, edit: _edit, ...list } = search
      return { list }
    },
  }
}

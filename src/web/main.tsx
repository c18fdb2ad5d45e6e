import '../kernel/web/lib/zod-config.ts'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { i18n, initI18n } from '../kernel/web/lib/i18n.ts'
import { installFullWidthGuard } from '../kernel/web/lib/fullwidth.ts'
import { installChunkErrorHandlers, onCaughtError } from '../kernel/web/lib/chunk-errors.ts'
import { createAppRouter, createQueryClient } from './router.ts'
import './styles.css'
import { setLineReferences } from '../kernel/web/components/resource/line-conventions.ts'
import { LINE_REFERENCES } from '../shared/resources/line-references.ts'

// Global behaviours (spec sections 5 and 8): full-width input becomes half-width; a chunk that
// fails to load is named to the user.
installFullWidthGuard()
installChunkErrorHandlers()
// The ids the areas' lines name by convention (`PlaceId` → Place), for the generic line and payload editors.
setLineReferences(LINE_REFERENCES)

/**
 * The built page loads its stylesheet without blocking the first paint (vite.config.ts
 * `bootNames`: `media="print"` until here): it applies before React draws anything.
 */
function stylesReady(): Promise<void> {
  const link = document.getElementById('app-css')
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve()
  const apply = () => void (link.media = 'all')
  if (link.sheet) return Promise.resolve(apply())
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(apply()), { once: true })
    link.addEventListener('error', () => resolve(apply()), { once: true })
  })
}

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

// The first page's route (its code, its guards, its data) loads while the language does: one
// round of requests before the first paint instead of two in a row.
// A failed early load is not fatal: the router loads the page again once it renders, with its error pages.
// The areas' parts for the screens (app-parts.tsx) arrive in the same round.
const [{ AppParts }] = await Promise.all([import('./app-parts.tsx'), initI18n(), router.load().catch(() => {}), stylesReady()])

// The first render as a transition: React yields to the browser every few milliseconds instead of
// drawing the whole page in one task, so a slow phone stays responsive while it draws (the boot
// mark from index.html stays on screen until the page replaces it).
const root = createRoot(document.getElementById('root')!, { onCaughtError })
startTransition(() =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AppParts>
            <RouterProvider router={router} />
          </AppParts>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  ),
)

import { createFileRoute, redirect, useSearch } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/LoginPage.tsx'

/**
 * Where to go after logging in: a path on this site only (never `//host` or `/\host`). Read
 * without a schema library: the route tree the first page loads stays small. A refused one is
 * answered as `undefined`, not left out: a route's search is laid over the address's own, where
 * the refused value would otherwise still be read.
 */
const LoginSearch = (s: Record<string, unknown>): { redirect?: string | undefined } => ({
  redirect: typeof s.redirect === 'string' && /^\/(?![/\\])/.test(s.redirect) ? s.redirect : undefined,
})

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: ({ context }) => {
    if (context.session.getToken()) throw redirect({ to: '/home' })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = useSearch({ from: '/login' })
  return <LoginPage redirect={redirect} />
}

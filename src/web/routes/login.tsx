import { createFileRoute, redirect, useSearch } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/LoginPage.tsx'

/**
 * Where to go after logging in: a path on this site only (never `//host` or `/\host`). Read
 * without a schema library: the route tree the first page loads stays small.
 */
const LoginSearch = (s: Record<string, unknown>): { redirect?: string } => (typeof s.redirect === 'string' && /^\/(?![/\\])/.test(s.redirect) ? { redirect: s.redirect } : {})

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

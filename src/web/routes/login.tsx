import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginPage } from '../features/auth/LoginPage.tsx'

/** Where to go after logging in: a path on this site only (never `//host` or `/\host`). */
const LoginSearch = z.object({
  redirect: z
    .string()
    .regex(/^\/(?![/\\])/)
    .optional()
    .catch(undefined),
})

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: ({ context }) => {
    if (context.session.getToken()) throw redirect({ to: '/home' })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirect={redirect} />
}

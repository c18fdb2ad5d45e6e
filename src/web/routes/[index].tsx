import { createFileRoute, redirect } from '@tanstack/react-router'

/** `/index` (the spec's name for the home page) redirects to `/home`. */
export const Route = createFileRoute('/index')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true })
  },
})

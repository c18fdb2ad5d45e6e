import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Courses menu group (`/course`); `/course` alone opens its first screen. */
export const Route = createFileRoute('/_app/course')({
  staticData: { group: { key: 'course', title: msg`Courses`, icon: 'GraduationCap', order: 70 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/course') throw redirect({ to: '/course/list', replace: true })
  },
  component: Outlet,
})

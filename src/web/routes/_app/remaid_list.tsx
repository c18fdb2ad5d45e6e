import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ReminderCentre } from '../../features/reminders/ReminderCentre.tsx'
import { remindersQuery } from '../../features/reminders/reminders-api.ts'

/** The reminder centre, opened from the bell in the header; in no menu. */
export const Route = createFileRoute('/_app/remaid_list')({
  staticData: {
    meta: { name: 'remaid_list', title: msg`Reminders`, icon: 'Bell', hidden: true },
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(remindersQuery(true)),
  component: ReminderCentre,
})

import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../shell/PlaceholderPage.tsx'

/** The reminders page, opened from the bell in the header; in no menu. */
export const Route = createFileRoute('/_app/remaid_list')({
  staticData: {
    meta: { name: 'remaid_list', title: msg`Reminders`, icon: 'Bell', hidden: true },
  },
  component: PlaceholderPage,
})

import { createFileRoute, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { MyExamsPage } from '../../features/paper/MyExamsPage.tsx'
import { myPapersQuery } from '../../features/paper/paper-api.ts'
import { optId, present } from '../../../kernel/web/lib/search-params.ts'

/** "My exams": the papers assigned to the agent and taking them; opened from the home card "Courses to study", in no menu group. */
export const Route = createFileRoute('/_app/my_exams')({
  validateSearch: (s: Record<string, unknown>): { attempt?: number } => present({ attempt: optId(s.attempt) }),
  staticData: {
    meta: { name: 'my_exams', title: msg`My exams`, icon: 'GraduationCap', hidden: true },
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(myPapersQuery),
  component: MyExamsRoute,
})

function MyExamsRoute() {
  const { attempt } = useSearch({ from: '/_app/my_exams' })
  return <MyExamsPage attempt={attempt} />
}

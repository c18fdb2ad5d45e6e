import { createFileRoute, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { MyExamsPage } from '../../features/paper/MyExamsPage.tsx'
import { myExamsSearchSchema, myPapersQuery } from '../../features/paper/paper-api.ts'

/** "My exams": the papers assigned to the agent and taking them; opened from the home card "Courses to study", in no menu group. */
export const Route = createFileRoute('/_app/my_exams')({
  validateSearch: myExamsSearchSchema,
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

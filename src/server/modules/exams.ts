import type { ServerModule } from '../../kernel/server/module.ts'
import { PAPER_RESOURCES } from '../resources/paper.ts'
import { registerPaper } from '../routes/paper.ts'
import { seedDemoPapers } from '../db/seed/demo-papers.ts'
import { EXAMS_PERMISSIONS } from '../../shared/permissions.ts'

/** Question banks, papers and the staff's exams. */
export const examsModule: ServerModule = {
  name: 'exams',
  permissions: EXAMS_PERMISSIONS,
  resources: PAPER_RESOURCES,
  routes: registerPaper,
  demo: (tx, { mobiles, now }) => seedDemoPapers(tx, mobiles, now),
}

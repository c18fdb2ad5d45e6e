import type { ServerModule } from '../../kernel/server/module.ts'
import { PAPER_RESOURCES } from '../resources/paper.ts'
import { registerPaper } from '../routes/paper.ts'
import { seedDemoPapers } from '../db/seed/demo-papers.ts'

/** Question banks, papers and the staff's exams. */
export const examsModule: ServerModule = {
  name: 'exams',
  resources: PAPER_RESOURCES,
  routes: registerPaper,
  demo: (tx, { mobiles, now }) => seedDemoPapers(tx, mobiles, now),
}

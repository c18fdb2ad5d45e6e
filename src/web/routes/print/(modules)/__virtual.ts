import { fileURLToPath } from 'node:url'
import { moduleRoutes } from '../../../module-routes.ts'

/** The area modules' print screens (src/modules/<area>/web/routes/print), mounted here. */
export default () => moduleRoutes('print', fileURLToPath(new URL('.', import.meta.url)))

import { fileURLToPath } from 'node:url'
import { moduleRoutes } from '../../../module-routes.ts'

/** The area modules' station screens (src/modules/<area>/web/routes/station), mounted here. */
export default () => moduleRoutes('station', fileURLToPath(new URL('.', import.meta.url)))

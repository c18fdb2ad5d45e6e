import { fileURLToPath } from 'node:url'
import { moduleRoutes } from '../../../module-routes.ts'

/** The area modules' _app screens (src/modules/<area>/web/routes/_app), mounted here. */
export default () => moduleRoutes('_app', fileURLToPath(new URL('.', import.meta.url)))

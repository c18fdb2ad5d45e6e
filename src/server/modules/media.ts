import type { ServerModule } from '../../kernel/server/module.ts'
import { ARTICLE_RESOURCES } from '../resources/article.ts'

/** Articles of every kind (information, policy, handbook …) and their categories. */
export const mediaModule: ServerModule = { name: 'media', resources: ARTICLE_RESOURCES }

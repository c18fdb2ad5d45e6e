import type { ServerModule } from '../../kernel/server/module.ts'
import { ARTICLE_RESOURCES } from '../resources/article.ts'
import { MEDIA_PERMISSIONS } from '../../shared/permissions.ts'

/** Articles of every kind (information, policy, handbook …) and their categories. */
export const mediaModule: ServerModule = { name: 'media', permissions: MEDIA_PERMISSIONS, resources: ARTICLE_RESOURCES }

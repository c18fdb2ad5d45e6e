import { resource } from '../../kernel/server/module.ts'
import { M } from '../../kernel/shared/messages.ts'
import { ARTICLE_KINDS, articleResourceFor } from '../../shared/resources/article.ts'
import { Article } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'

/**
 * An article leaves publication after it enters it: an unpublish time (0: never) must be later
 * than the publish time. The rich-text body is cleaned by the generic writer.
 */
const articleHooks: ResourceHooks = {
  beforeWrite({ values, current }) {
    const publish = Number(values.PublishTime ?? current?.PublishTime ?? 0)
    const unpublish = Number(values.UnpublishTime ?? current?.UnpublishTime ?? 0)
    if (unpublish !== 0 && unpublish <= publish)
      throw badRequest(M.unpublishBeforePublish, [{ Field: 'UnpublishTime', message: M.unpublishBeforePublish }])
    return values
  },
}

/** The media module's five article screens: one table, one family per kind. */
export const ARTICLE_RESOURCES = ARTICLE_KINDS.map((kind) => resource(articleResourceFor(kind), Article, articleHooks))

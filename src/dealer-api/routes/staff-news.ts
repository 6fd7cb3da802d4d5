import { createNewsArticleOperation, getNewsCoverOperation, previewNewsArticleOperation } from '../../contract/staff-news-api'
import { createNewsArticle, getNewsCover } from '../../domain/news-editor'
import { ApiError, apiMessages } from '../../lib/api-error'
import { renderArticleMarkdown } from '../../lib/article-html'
import { fieldMessages } from '../../lib/field-messages'
import { prepareNewsCover } from '../../server/news-cover.server'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'
import { pictureRefused } from './car-photos'

/** Publishing news (decision 0052); the cover is served to the storefront by name. */
export const staffNewsRoutes: RouteDefinition[] = [
  implement(createNewsArticleOperation, async (context) => {
    const staff = staffOf(context)
    const { cover: upload, ...draft } = context.body
    // An empty file part is a form sent without a cover.
    const bytes = upload && upload.size > 0 ? new Uint8Array(await upload.arrayBuffer()) : null
    const cover = bytes ? await prepareNewsCover(bytes) : null
    if (typeof cover === 'string') throw pictureRefused('cover', cover, 'pictureDimensions')
    const result = await createNewsArticle(await context.db(), staff, draft, cover)
    if ('refused' in result) {
      throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { publishAt: [fieldMessages.publishAt] })
    }
    return result
  }),
  implement(previewNewsArticleOperation, ({ body }) => ({
    bodyHtmlAr: renderArticleMarkdown(body.bodyAr),
    bodyHtmlEn: renderArticleMarkdown(body.bodyEn),
  })),
  implement(getNewsCoverOperation, async ({ params, db }) => {
    const cover = await getNewsCover(await db(), params.name)
    if (!cover) notFound()
    return { mediaType: cover.mediaType, base64: Buffer.from(cover.content).toString('base64') }
  }),
]

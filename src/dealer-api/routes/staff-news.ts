import { msg } from '@lingui/core/macro'
import {
  changeNewsArticleStateOperation,
  createNewsArticleOperation,
  getNewsCoverOperation,
  getStaffNewsArticleOperation,
  listStaffNewsOperation,
  previewNewsArticleOperation,
  updateNewsArticleOperation,
} from '../../contract/staff-news-api'
import { createNewsArticle, getNewsCover } from '../../domain/news-editor'
import {
  changeNewsArticleState,
  getStaffNewsArticle,
  listStaffNews,
  updateNewsArticle,
  type NewsChangeRefusal,
} from '../../domain/staff-news'
import { ApiError, apiMessages } from '../../lib/api-error'
import { renderArticleMarkdown } from '../../lib/article-html'
import { fieldMessages } from '../../lib/field-messages'
import { prepareNewsCover } from '../../server/news-cover.server'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'
import { pictureRefused } from './car-photos'

export const staffNewsMessages = {
  stale: msg`This article was changed in the meantime, by someone else or in another tab. Reload it to see the changes, then try again.`,
  notInState: msg`This cannot be done to the article in its current state. Reload it to see where it stands.`,
}

/** A refused change as the API answers it: 404, 409 with what happened, or 400 on `publishAt`. */
function refusal(result: NewsChangeRefusal): never {
  switch (result.refused) {
    case 'not_found':
      return notFound()
    case 'stale':
      throw new ApiError(409, 'conflict', staffNewsMessages.stale)
    case 'state':
      throw new ApiError(409, 'conflict', staffNewsMessages.notInState)
    case 'publish_at':
      throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { publishAt: [fieldMessages.publishAt] })
  }
}

/** Publishing news (decision 0052), and keeping it after (decision 0078); the cover is served to the storefront by name. */
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
  implement(listStaffNewsOperation, async ({ query, db }) => listStaffNews(await db(), query)),
  implement(getStaffNewsArticleOperation, async ({ params, db }) => (await getStaffNewsArticle(await db(), params.id)) ?? notFound()),
  implement(updateNewsArticleOperation, async (context) => {
    const { cover: upload, ...edit } = context.body
    const bytes = upload && upload.size > 0 ? new Uint8Array(await upload.arrayBuffer()) : null
    const cover = bytes ? await prepareNewsCover(bytes) : null
    if (typeof cover === 'string') throw pictureRefused('cover', cover, 'pictureDimensions')
    const result = await updateNewsArticle(await context.db(), staffOf(context), context.params.id, edit, cover)
    return 'refused' in result ? refusal(result) : result
  }),
  implement(changeNewsArticleStateOperation, async (context) => {
    const result = await changeNewsArticleState(await context.db(), staffOf(context), context.params.id, context.body)
    return 'refused' in result ? refusal(result) : result
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

import { getCarOperation } from '../../contract/catalogue-api'
import { getArticleOperation, getOfferOperation, getSettingsOperation } from '../../contract/content-api'
import { getDealerApi } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'
import { getI18nFor } from '../../lib/i18n/server-i18n'
import { articleCard, carCard, offerCard, siteCard, type CardRequest, type PreviewCard } from './preview-card'

/**
 * The card a request names, built from the live data exactly as the page head builds it; null
 * when the car, offer or article does not exist (or is no longer published).
 */
export async function currentCard(request: CardRequest): Promise<PreviewCard | null> {
  const api = getDealerApi()
  const { locale } = request
  const [settings, i18n] = await Promise.all([api.call(getSettingsOperation, { locale }), getI18nFor(locale)])
  try {
    switch (request.kind) {
      case 'site':
        return siteCard(settings, locale)
      case 'car':
        return carCard(await api.call(getCarOperation, { locale, params: { id: request.id } }), settings, i18n, locale)
      case 'offer':
        return offerCard(await api.call(getOfferOperation, { locale, params: { id: request.id } }), settings, i18n, locale)
      case 'article':
        return articleCard(await api.call(getArticleOperation, { locale, params: { key: request.slug } }), settings, i18n, locale)
    }
  } catch (error) {
    // A missing item, one taken down (410), or an id or slug the API refuses, is simply no card.
    if (error instanceof DealerApiError && (error.status === 404 || error.status === 410 || error.status === 400)) return null
    throw error
  }
}

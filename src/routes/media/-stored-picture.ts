import { DealerApiError } from '../../lib/dealer-api-error'
import { toPublicError } from '../../server/http/server-fn-public-errors'

type StoredFile = { mediaType: string; base64: string }

const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/**
 * A picture the dealer API keeps (a news cover, a logo, a car photo's size), served at the site's
 * own address. Its name is the content's hash, so what is under it never changes and browsers keep
 * it a year. A name of the wrong form is not even asked for, and a stored kind that `servable`
 * refuses (one the name does not promise) is never served as a picture of this site.
 */
export async function serveStoredPicture(
  name: string,
  namePattern: RegExp,
  load: () => Promise<StoredFile>,
  servable: (mediaType: string) => boolean,
): Promise<Response> {
  if (!namePattern.test(name)) return plainText(404, 'Not found')
  try {
    const file = await load()
    if (!servable(file.mediaType)) return plainText(404, 'Not found')
    return new Response(Buffer.from(file.base64, 'base64'), {
      headers: {
        'Content-Type': file.mediaType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof DealerApiError && error.status === 404) return plainText(404, 'Not found')
    // Logged with an id; the browser may ask again shortly.
    toPublicError(error)
    return plainText(503, 'Temporarily unavailable', { 'Retry-After': '30' })
  }
}

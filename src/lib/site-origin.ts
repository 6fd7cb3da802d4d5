import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import { getEnv } from '../../app.config'

/** The origin absolute links (canonical, hreflang, sitemap, Open Graph) are built on. */
export const getSiteOrigin = createIsomorphicFn()
  .server(() => {
    const configured = getEnv().PUBLIC_ORIGIN
    if (configured) return configured.replace(/\/+$/, '')
    return getRequestUrl({ xForwardedHost: getEnv().TRUST_PROXY, xForwardedProto: getEnv().TRUST_PROXY }).origin
  })
  .client(() => window.location.origin)

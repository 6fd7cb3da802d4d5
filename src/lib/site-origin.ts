import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getEnv } from '../../app.config'
import { decideSite } from './host-policy'

/**
 * The origin absolute links (canonical, hreflang, Open Graph, sitemap, robots.txt) are built on:
 * PUBLIC_ORIGIN, or the request's host once the host policy has allowed it.
 */
export const getSiteOrigin = createIsomorphicFn()
  .server(() => {
    const site = decideSite(getRequest(), getEnv())
    // The request middleware refuses such requests before anything renders.
    if (!site.allowed) throw new Error('A request for a host that is not allowed reached rendering')
    return site.origin
  })
  .client(() => window.location.origin)

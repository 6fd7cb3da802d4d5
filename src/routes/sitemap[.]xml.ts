import { createFileRoute } from '@tanstack/react-router'
import { getSiteOrigin } from '../lib/site-origin'
import { loadSitemapEntries } from '../features/site/sitemap.functions'
import { buildSitemapXml } from '../features/site/sitemap-xml'
import { toPublicError } from '../server/http/server-fn-public-errors'

/** Every page and every car, offer and article, in both languages, for search engines. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const origin = getSiteOrigin()
        try {
          const xml = buildSitemapXml(origin, await loadSitemapEntries())
          return new Response(xml, {
            // Revalidated on every use: a published article is listed at once (decision 0052); the
            // entries themselves come from the client's cache, which drops them on every change.
            headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, no-cache' },
          })
        } catch (error) {
          // Logged with an id by toPublicError; crawlers are told to come back later.
          toPublicError(error)
          return new Response('Sitemap temporarily unavailable\n', {
            status: 503,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300', 'Cache-Control': 'no-store' },
          })
        }
      },
    },
  },
})

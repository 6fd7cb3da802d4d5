import { createFileRoute } from '@tanstack/react-router'
import { getSiteOrigin } from '../lib/site-origin'

/** Crawlers may read every public page; the API and staff pages are not for them. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => {
        const origin = getSiteOrigin()
        const body = [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /news/new',
          'Disallow: /ar/news/new',
          'Disallow: /en/news/new',
          'Disallow: /staff',
          'Disallow: /ar/staff',
          'Disallow: /en/staff',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n')
        return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
      },
    },
  },
})

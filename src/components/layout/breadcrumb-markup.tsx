import { useMatch, useRouter } from '@tanstack/react-router'
import { breadcrumbList, jsonLdScript } from '../../lib/json-ld'
import { useCanonicalUrl } from '../../lib/use-site-url'

export type MarkupCrumb = { name: string; to: string; search?: Record<string, string> }

/**
 * The visible breadcrumb as a schema.org BreadcrumbList, made from the very crumbs the page shows
 * (so the two cannot disagree): each step at the address its link goes to, the page itself at its
 * canonical address.
 */
export function BreadcrumbMarkup({ crumbs, title, locale }: { crumbs: MarkupCrumb[]; title: string; locale: 'en' | undefined }) {
  const router = useRouter()
  const origin = useMatch({ from: '__root__', select: (match) => match.loaderData?.origin ?? '' })
  const canonical = useCanonicalUrl()
  const items = crumbs.map((crumb) => ({
    name: crumb.name,
    url: `${origin}${router.buildLocation({ to: crumb.to as never, params: { locale } as never, search: crumb.search as never }).href}`,
  }))
  const script = jsonLdScript(breadcrumbList([...items, { name: title, url: canonical }]))
  return <script type={script.type} dangerouslySetInnerHTML={{ __html: script.children }} />
}

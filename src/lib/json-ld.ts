/**
 * Structured data for search engines, as head `<script type="application/ld+json">` entries.
 * `<` is escaped so no text from the catalogue can close the script element.
 */
export function jsonLdScript(data: Record<string, unknown>) {
  return { type: 'application/ld+json', children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') }
}

export function breadcrumbList(items: { name: string; url: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  }
}

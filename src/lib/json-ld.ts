import type { BreadcrumbList, Graph, Thing } from 'schema-dts'

/**
 * Markup built from the schema.org typings (schema-dts) only, so a misspelt or misplaced property
 * fails the type check (decision 0059): one node (its `@context` is added here) or a `@graph`.
 */
export type Markup = Exclude<Thing, string> | Graph

/**
 * Structured data for search engines, as head `<script type="application/ld+json">` entries.
 * `<` is escaped so no text from the catalogue can close the script element.
 */
export function jsonLdScript(data: Markup) {
  return { type: 'application/ld+json', children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') }
}

type Crumb = { '@type': 'ListItem'; position: number; name: string; item: string }

export function breadcrumbList(items: { name: string; url: string }[]) {
  const itemListElement = items.map((item, index): Crumb => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url }))
  return { '@type': 'BreadcrumbList', itemListElement } as const satisfies BreadcrumbList
}

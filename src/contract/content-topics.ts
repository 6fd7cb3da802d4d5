/**
 * The kinds of public content staff edit. A change to one is announced to every cache of public
 * answers (src/server/content-changes.server.ts); an operation that serves one names it
 * (`contentTopic` in ./operation.ts), which also shapes its `Cache-Control`. `cars`: car photos and brand
 * logos (decision 0057). `dealer`: the dealer's settings and branches (decision 0058).
 */
export const contentTopics = ['news', 'offers', 'jobs', 'cars', 'dealer'] as const
export type ContentTopic = (typeof contentTopics)[number]

/**
 * On an answer that shows a content topic: how many seconds a cache that hears every change
 * announcement (the storefront's own dealer-API client) may keep it. Its `Cache-Control` gives
 * every other shared cache (nginx, a CDN) a second at most, since they hear of no change.
 */
export const notifiedMaxAgeHeader = 'X-Notified-Max-Age'

/** The `s-maxage` of a content topic's answer: what a proxy that hears of no change may serve late. */
export const unnotifiedSharedMaxAgeSeconds = 1

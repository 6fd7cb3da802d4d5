/**
 * The kinds of public content staff edit. A change to one is announced to every cache of public
 * answers (src/server/content-changes.server.ts); an operation that serves one names it
 * (`contentTopic` in ./operation.ts), which also shapes its `Cache-Control`.
 */
export const contentTopics = ['news', 'offers', 'jobs'] as const
export type ContentTopic = (typeof contentTopics)[number]

/**
 * An article's body: HTML the dealer API rendered from the editor's Markdown and sanitised, and
 * the storefront's server function sanitised again (src/lib/article-html.ts). This is the
 * one place a page takes HTML from data; nothing else may (docs/decisions/0052-news-publishing.md).
 */
export function ArticleBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      data-testid="article-body"
      className={`article-body space-y-4 leading-8 text-ink-soft [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink [&_h4]:font-bold [&_h4]:text-ink [&_hr]:border-line [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface [&_pre]:p-4 [&_strong]:text-ink [&_table]:w-full [&_table]:text-start [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6 ${className}`}
      // Sanitised twice on the server with an allow-list: no script, handler, style or script URL survives.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

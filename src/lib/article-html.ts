/**
 * Article bodies: Markdown written by the dealer's editors, rendered to HTML on the server and
 * sanitised with an allow-list before it leaves the server (docs/decisions/0052-news-publishing.md).
 * No other HTML from a stored text ever reaches a page. Server code only (the API renders, the
 * storefront's server function sanitises again); the browser never loads it.
 */
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { getEnv } from '../../app.config.ts'
import { checkNavigationUrl } from './safe-url.ts'

/** Characters that would let text become markup. */
function escapeText(text: string): string {
  // Stryker disable next-line Regex: escaping every other character instead leaves no markup either, as the sanitiser reads `<` before an entity as text; this escape is the first of two guards
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * GitHub-flavoured Markdown without raw HTML: an editor who types `<b>` sees `<b>`, so nothing
 * typed as markup reaches the sanitiser as markup in the first place. Images are not part of an
 * article's text (the cover is its one picture): `![alt](src)` becomes its alt text.
 */
const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html: ({ text }) => escapeText(text),
    image: ({ text }) => escapeText(text),
  },
})

/** Schemes the sanitiser lets through to the link guard below; the guard decides the rest. */
const allowedSchemes = ['http', 'https', 'mailto', 'tel']

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    // What a refused link becomes: its text, in a tag that does nothing.
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'] },
  allowedSchemes,
  allowedSchemesAppliedToAttributes: ['href'],
  // `//evil.example` would take the page's scheme and leave the site unnoticed.
  allowProtocolRelative: false,
  // Text of a dropped element stays (it is text), but a script's or style's content never does.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math', 'template', 'iframe', 'object'],
  transformTags: {
    // The page's title is its one h1; the article's own headings sit below it.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link goes where every other link of the site may go (decision 0014's one guard): this
    // site, the hosts the dealer allowed, mail and telephone. Any other becomes its text in a
    // bare `span`. Links out of an article vouch for nothing
    // and hand the target no access to this page.
    a: (tagName, attribs) => {
      const verdict = checkNavigationUrl(attribs.href ?? '', { origin: getEnv().PUBLIC_ORIGIN })
      if (!verdict.allowed) return { tagName: 'span', attribs: {} }
      return { tagName, attribs: { ...attribs, href: verdict.href, rel: 'nofollow noopener noreferrer' } }
    },
  },
}

/** HTML from any source, reduced to the article allow-list. Safe to run twice (idempotent). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions)
}

/**
 * An article body as safe HTML. The stored format of earlier articles (blank-line paragraphs,
 * `## ` headings, `- ` list items) is a subset of Markdown, so old and new bodies render alike.
 */
export function renderArticleMarkdown(text: string): string {
  // Stryker disable next-line ObjectLiteral: the instance is synchronous already; the option only picks TypeScript's string overload
  return sanitizeArticleHtml(markdown.parse(text, { async: false }))
}

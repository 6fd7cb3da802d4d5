// @vitest-environment jsdom
/** Article bodies against a hostile corpus: whatever an editor (or an attacker with their password) types, nothing runs. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getEnv } from '../../app.config.ts'
import { renderArticleMarkdown, sanitizeArticleHtml } from './article-html'

// The site's own address, which an article may name in full (read once, at the first render).
process.env.PUBLIC_ORIGIN = 'https://dealer.example.sa'

const allowedTags = new Set([
  'P',
  'BR',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'EM',
  'DEL',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'HR',
  'A',
  'SPAN',
])
const tableTags = ['TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD']
const safeHref = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|[^:/?#]*(?:[/?#]|$))/i

/** What a browser would build from the HTML: every element and attribute, parsed as a page would. */
function problemsIn(html: string): string[] {
  // Parsed into a detached element of a page without scripting: nothing it holds can run here.
  const holder = document.createElement('div')
  holder.innerHTML = html
  const problems: string[] = []
  for (const element of holder.querySelectorAll('*')) {
    if (!allowedTags.has(element.tagName) && !tableTags.includes(element.tagName)) problems.push(`element ${element.tagName}`)
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase()
      if (!['href', 'title', 'rel', 'start'].includes(name)) problems.push(`attribute ${name}`)
      if (name === 'href' && !safeHref.test(attribute.value.trim())) problems.push(`href ${attribute.value}`)
    }
  }
  return problems
}

/** Known tricks: script, handlers, script URLs in every disguise, SVG and MathML, markup inside Markdown. */
const hostileCorpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x](//evil.example)',
  '[x]: javascript:alert(1)\n\n[link][x]',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '![x" onerror="alert(1)](https://example.com/a.png)',
  '[a](https://example.com/"onmouseover="alert(1))',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "//evil.example/x.css";</style>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '```\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  '> <script>alert(1)</script>',
  '- <img src=x onerror=alert(1)>',
  '| <script>alert(1)</script> | b |\n|---|---|\n| 1 | 2 |',
]

describe('article bodies', () => {
  it('render the stored format of earlier articles as Markdown: headings, paragraphs, lists', () => {
    const html = renderArticleMarkdown('First line\nsame paragraph.\n\n## A heading\n\n- one\n- two\n\nLast.')
    expect(html).toBe('<p>First line\nsame paragraph.</p>\n<h2>A heading</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p>Last.</p>\n')
  })

  it('keep the page its one h1 and links that vouch for nothing', () => {
    expect(renderArticleMarkdown('# Title\n\n###### Small')).toBe('<h2>Title</h2>\n<h4>Small</h4>\n')
    expect(
      renderArticleMarkdown('[map](http://maps.google.com/?q=1) [cars](/cars) [mail](mailto:a@example.com) [call](tel:+966920000000)'),
    ).toBe(
      '<p><a href="https://maps.google.com/?q=1" rel="nofollow noopener noreferrer">map</a> ' +
        '<a href="/cars" rel="nofollow noopener noreferrer">cars</a> ' +
        '<a href="mailto:a@example.com" rel="nofollow noopener noreferrer">mail</a> ' +
        '<a href="tel:+966920000000" rel="nofollow noopener noreferrer">call</a></p>\n',
    )
  })

  it('keep only the text of a link the site’s navigation guard refuses (decision 0014)', () => {
    expect(
      renderArticleMarkdown('Read [the offer](https://example.com/a?b=1) or [this](https://user@wa.me/1) or [that](https://wa.me:8443/1).'),
    ).toBe('<p>Read <span>the offer</span> or <span>this</span> or <span>that</span>.</p>\n')
  })

  it('turn a full address of this site into the site’s own path, and an href-less anchor into text', () => {
    const origin = 'https://dealer.example.sa'
    expect(getEnv().PUBLIC_ORIGIN, 'set before the first render of this file').toBe(origin)
    expect(renderArticleMarkdown(`[the market](${origin}/market?brand=toyota)`)).toBe(
      '<p><a href="/market?brand=toyota" rel="nofollow noopener noreferrer">the market</a></p>\n',
    )
    expect(sanitizeArticleHtml('<a name="top">Top</a>')).toBe('<span>Top</span>')
  })

  it('show markup typed in Markdown as text, never as markup', () => {
    const html = renderArticleMarkdown('Hello <b onclick="x()">there</b>')
    expect(html).toBe('<p>Hello &lt;b onclick="x()"&gt;there&lt;/b&gt;</p>\n')
    const holder = document.createElement('div')
    holder.innerHTML = html
    expect(holder.textContent).toContain('<b onclick="x()">there</b>')
  })

  it.each(hostileCorpus)('neutralise %s', (attack) => {
    expect(problemsIn(renderArticleMarkdown(attack))).toEqual([])
    // The same text arriving as HTML (an outside API's answer, an old row) is cleaned too.
    expect(problemsIn(sanitizeArticleHtml(attack))).toEqual([])
  })

  it('neutralise any mix of the corpus with ordinary text and Markdown', () => {
    const piece = fc.oneof(
      fc.constantFrom(...hostileCorpus),
      fc.constantFrom('\n', '\n\n', '## ', '- ', '> ', '`', '```', '[', '](', ')', '<', '>', '"', "'", '=', '&', ';', ':', '/', ' '),
      fc.constantFrom('javascript', 'data', 'onerror', 'onload', 'href', 'src', 'svg', 'script', 'alert(1)', 'x'),
      fc.string({ maxLength: 8 }),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const text = pieces.join('')
        expect(problemsIn(renderArticleMarkdown(text))).toEqual([])
        expect(problemsIn(sanitizeArticleHtml(text))).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('are left as they are when sanitised again (the storefront cleans what the API sent)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...hostileCorpus, '## Heading\n\n', 'text & more\n\n', '- item\n'), { maxLength: 8 }),
        (pieces) => {
          const html = renderArticleMarkdown(pieces.join(''))
          expect(sanitizeArticleHtml(html)).toBe(html)
        },
      ),
      { numRuns: 200 },
    )
  })
})

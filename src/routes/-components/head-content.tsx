import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { deferredChunksElementId, serializeChunkList } from '../../lib/boot/deferred-chunks'
import { intlWarmUpScript } from '../../lib/boot/intl-warm-up'
import { webFontsScript } from '../../lib/boot/web-fonts'
import { localeChoiceScript } from '../../lib/i18n/locale-choice'
import type { Locale } from '../../../app.config'

const rememberLocaleChoice = localeChoiceScript()
const warmUpIntl = intlWarmUpScript()
/**
 * Written by the server only: the script has run before the app starts, and its file list would
 * otherwise ship in every page's first load. React leaves a script's content as the server wrote it.
 */
const chooseWebFonts = createIsomorphicFn()
  .server((locale: Locale) => webFontsScript(locale))
  .client((_locale: Locale) => '')

type HeadTag = ReturnType<typeof useTags>[number]

const isScriptPreload = (tag: HeadTag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'
const isStylesheet = (tag: HeadTag) => tag.tag === 'link' && tag.attrs?.rel === 'stylesheet'

/**
 * TanStack Router's `<HeadContent />`, except that the page's script chunks are listed as data for
 * the entry to ask for after the first paint, instead of as preload links (lib/boot/deferred-chunks),
 * with the script that makes the page's first formatters before any stylesheet is pending
 * (lib/boot/intl-warm-up), the script that sets the page in IBM Plex when the browser holds its
 * files (lib/boot/web-fonts), and with the script that remembers a language switch made before the
 * page's scripts ran (lib/i18n/locale-choice).
 */
export function PageHeadContent({ locale }: { locale: Locale }) {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const chunks = tags.filter(isScriptPreload).map((tag) => String(tag.attrs?.href))
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: warmUpIntl }} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: chooseWebFonts(locale) }} />
      {tags.filter(isStylesheet).map((tag) => (
        // In place, after the warm-up: `<Asset>` gives a stylesheet a precedence, which makes React
        // hoist it to the top of the head, and an inline script after a pending stylesheet waits
        // for it (and then holds the first paint back).
        <link {...tag.attrs} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} suppressHydrationWarning />
      ))}
      {tags
        .filter((tag) => !isStylesheet(tag) && !isScriptPreload(tag))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
      <script
        type="application/json"
        id={deferredChunksElementId}
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: serializeChunkList(chunks) }}
      />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: rememberLocaleChoice }} />
    </>
  )
}

import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { deferredChunksElementId, serializeChunkList } from '../../lib/boot/deferred-chunks'
import { localeChoiceScript } from '../../lib/i18n/locale-choice'

const rememberLocaleChoice = localeChoiceScript()

type HeadTag = ReturnType<typeof useTags>[number]

const isScriptPreload = (tag: HeadTag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'

/**
 * TanStack Router's `<HeadContent />`, except that the page's script chunks are listed as data for
 * the entry to ask for after the first paint, instead of as preload links (lib/boot/deferred-chunks),
 * and with the script that remembers a language switch made before the page's scripts ran
 * (lib/i18n/locale-choice).
 */
export function PageHeadContent() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const chunks = tags.filter(isScriptPreload).map((tag) => String(tag.attrs?.href))
  return (
    <>
      {tags
        .filter((tag) => !isScriptPreload(tag))
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

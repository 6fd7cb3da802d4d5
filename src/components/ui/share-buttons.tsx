import { useEffect, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { notifyError, notifySuccess } from '../../lib/notify'
import { useCanonicalUrl } from '../../lib/use-site-url'
import { SafeExternalLink } from './safe-external-link'
import { Button } from './button'
import { buttonClass } from './button-styles'

type Target = { id: string; name: MessageDescriptor; href: (url: string, title: string) => string }

const enc = encodeURIComponent
const targets: Target[] = [
  {
    id: 'whatsapp',
    name: msg({ message: 'WhatsApp', comment: 'Name of the WhatsApp messaging service: footer link and contact details' }),
    href: (url, title) => `https://wa.me/?text=${enc(`${title} ${url}`)}`,
  },
  {
    id: 'x',
    name: msg({ message: 'X', comment: 'Name of the social network X (formerly Twitter), as written in the language' }),
    href: (url, title) => `https://x.com/intent/post?url=${enc(url)}&text=${enc(title)}`,
  },
  {
    id: 'facebook',
    name: msg({ message: 'Facebook', comment: 'Name of the social network Facebook, as written in the language' }),
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
  },
  {
    id: 'linkedin',
    name: msg({ message: 'LinkedIn', comment: 'Name of the social network LinkedIn, as written in the language' }),
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
  },
  {
    id: 'telegram',
    name: msg({ message: 'Telegram', comment: 'Name of the messaging app Telegram, as written in the language' }),
    href: (url, title) => `https://t.me/share/url?url=${enc(url)}&text=${enc(title)}`,
  },
]

/**
 * "Share via": the device's own share sheet where the browser has one, the usual networks,
 * e-mail and copy-link. Every target shares the page's canonical URL (the one its canonical link
 * and `og:url` name), so each shows the same link preview. Every target goes through the
 * safe-navigation allow-list.
 */
export function ShareButtons({ title }: { title: string }) {
  const { t, i18n } = useLingui()
  const url = useCanonicalUrl()
  // Only known after hydration; the server renders the portable links alone.
  const [canShareNatively, setCanShareNatively] = useState(false)
  useEffect(() => setCanShareNatively(typeof navigator.share === 'function'), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      notifySuccess(t({ message: 'Link copied', comment: 'Short notice after the Copy link button copied the page address' }))
    } catch {
      notifyError(t`The link could not be copied. Please copy it from the address bar.`)
    }
  }

  const chip = buttonClass({ variant: 'chip' })
  return (
    <div>
      <p className="text-sm font-bold text-ink">
        {t({ message: 'Share via', comment: 'Heading of the buttons that share a car, offer or news article' })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {canShareNatively ? (
          <li>
            <Button variant="chip" onClick={() => void navigator.share({ url, title }).catch(() => undefined)}>
              {t({ message: 'Share…', comment: 'Button that opens the phone share sheet for this page' })}
            </Button>
          </li>
        ) : null}
        {targets.map((target) => (
          <li key={target.id}>
            <SafeExternalLink href={target.href(url, title)} className={chip}>
              {i18n._(target.name)}
            </SafeExternalLink>
          </li>
        ))}
        <li>
          <SafeExternalLink href={`mailto:?subject=${enc(title)}&body=${enc(url)}`} className={chip}>
            {t({ message: 'Email', comment: 'Label of the e-mail address in contact details; share-by-e-mail button' })}
          </SafeExternalLink>
        </li>
        <li>
          <Button variant="chip" onClick={() => void copy()}>
            {t({ message: 'Copy link', comment: 'Button that copies the page address to share it' })}
          </Button>
        </li>
      </ul>
    </div>
  )
}

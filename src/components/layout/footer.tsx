import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocaleParam } from '../../lib/i18n/use-locale'
import { logoSrc, type SiteSettings } from '../../lib/site-settings'
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SnapchatIcon,
  TikTokIcon,
  WhatsAppIcon,
  XIcon,
  YouTubeIcon,
} from '../icons/icons'
import { SafeExternalLink } from '../ui/safe-external-link'
import { footerLinks } from './nav-items'
import { keepTimeRangesTogether } from '../../lib/no-break'
import { whatsappDigits } from '../../lib/dealer-identity'
import { DealerIdentity } from './dealer-identity'
import { socialNetworkNames } from './social-network-names'
import { mailtoHref } from '../../lib/mailto'

const socialIcons = {
  x: XIcon,
  instagram: InstagramIcon,
  snapchat: SnapchatIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
  facebook: FacebookIcon,
  linkedin: LinkedInIcon,
} as const

export function Footer({ settings, subscribeSlot }: { settings: SiteSettings; subscribeSlot?: ReactNode }) {
  const { t, i18n } = useLingui()
  const locale = useLocaleParam()
  const year = new Date().getFullYear()
  const telHref = `tel:${settings.phoneE164 ?? settings.phone.replace(/[^\d+]/g, '')}`

  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2.5">
            <img src={logoSrc(settings)} alt="" width={44} height={44} className="size-11 rounded-md bg-white p-1" />
            <p className="text-xl font-bold text-white">{settings.name}</p>
          </div>
          <p className="mt-4 text-sm leading-7 text-brand-100">{settings.tagline}</p>
          <ul
            className="mt-5 flex flex-wrap gap-2"
            aria-label={t({ message: 'Follow us', comment: 'Footer heading above the social media links' })}
          >
            {settings.socials.map((social) => {
              const SocialIcon = socialIcons[social.network]
              return (
                <li key={social.network}>
                  <SafeExternalLink
                    href={social.url}
                    rel="me"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon className="size-5" />
                    <span className="sr-only">{i18n._(socialNetworkNames[social.network])}</span>
                  </SafeExternalLink>
                </li>
              )
            })}
          </ul>
        </div>

        <nav aria-label={t({ message: 'Important links', comment: 'Footer heading above links to site pages' })}>
          <h2 className="text-base font-bold text-white">{t`Important links`}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-1">
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  params={{ locale }}
                  className="inline-flex min-h-10 items-center text-brand-100 hover:text-white hover:underline"
                >
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-base font-bold text-white">
            {t({
              message: 'Contact us',
              comment: 'Footer and menu link to the contact page; the contact page title; link on the FAQs page',
            })}
          </h2>
          <ul className="mt-4 space-y-3 text-sm text-brand-100">
            <li>
              <SafeExternalLink href={telHref} className="inline-flex items-center gap-2 hover:text-white">
                <PhoneIcon className="size-5 shrink-0" />
                <bdi dir="ltr">{settings.phone}</bdi>
              </SafeExternalLink>
            </li>
            <li>
              <SafeExternalLink
                href={`https://wa.me/${whatsappDigits(settings.whatsappE164 ?? settings.whatsapp)}`}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <WhatsAppIcon className="size-5 shrink-0" />
                <bdi dir="ltr">{settings.whatsapp}</bdi>
                <span className="sr-only">
                  {t({ message: 'WhatsApp', comment: 'Name of the WhatsApp messaging service: footer link and contact details' })}
                </span>
              </SafeExternalLink>
            </li>
            {settings.email ? (
              <li>
                <SafeExternalLink href={mailtoHref(settings.email)} className="inline-flex items-center gap-2 hover:text-white">
                  <MailIcon className="size-5 shrink-0" />
                  <bdi dir="ltr">{settings.email}</bdi>
                </SafeExternalLink>
              </li>
            ) : null}
            <li>
              <SafeExternalLink href={settings.mapUrl} className="inline-flex items-start gap-2 hover:text-white">
                <MapPinIcon className="mt-0.5 size-5 shrink-0" />
                <span data-testid="dealer-address">{settings.address}</span>
              </SafeExternalLink>
            </li>
            <li className="inline-flex items-start gap-2">
              <ClockIcon className="mt-0.5 size-5 shrink-0" />
              <span>{keepTimeRangesTogether(settings.workingHours)}</span>
            </li>
          </ul>
        </div>

        <div>{subscribeSlot}</div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p>{t`© ${year} ${settings.name}. All rights reserved.`}</p>
          <p>{t`Prices in Saudi riyals, VAT included.`}</p>
        </div>
        <div className="container-page pb-5 text-sm text-brand-100">
          <DealerIdentity settings={settings} />
        </div>
      </div>
    </footer>
  )
}

import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { DealerSettings } from '../../../contract/content'
import { SafeExternalLink } from '../../../components/ui/safe-external-link'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '../../../components/icons/icons'
import { telHref } from './branch-list'
import { keepTimeRangesTogether } from '../../../lib/no-break'
import { whatsappDigits } from '../../../lib/dealer-identity'
import { mailtoHref } from '../../../lib/mailto'

/**
 * The dealer's main ways in: unified number, WhatsApp, e-mail, head office with its map, hours.
 * `narrow`: the list sits in a side column on large screens (beside the contact form), one card a row.
 */
export function ContactDetails({ settings, narrow = false }: { settings: DealerSettings; narrow?: boolean }) {
  const { t } = useLingui()
  const linkClass = 'inline-flex min-h-11 items-center break-all font-bold text-ink hover:text-brand-700 hover:underline'
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${narrow ? 'lg:grid-cols-1' : 'lg:grid-cols-3'}`} data-testid="contact-details">
      <Item icon={<PhoneIcon className="size-6" />} label={t`Phone`}>
        <SafeExternalLink href={telHref(settings.phoneE164 ?? settings.phone)} className={linkClass}>
          <bdi dir="ltr">{settings.phone}</bdi>
        </SafeExternalLink>
      </Item>
      <Item icon={<WhatsAppIcon className="size-6" />} label={t`WhatsApp`}>
        <SafeExternalLink href={`https://wa.me/${whatsappDigits(settings.whatsappE164 ?? settings.whatsapp)}`} className={linkClass}>
          <bdi dir="ltr">{settings.whatsapp}</bdi>
        </SafeExternalLink>
      </Item>
      {settings.email ? (
        <Item icon={<MailIcon className="size-6" />} label={t`Email`}>
          <SafeExternalLink href={mailtoHref(settings.email)} className={linkClass}>
            <bdi dir="ltr">{settings.email}</bdi>
          </SafeExternalLink>
        </Item>
      ) : null}
      <Item
        icon={<MapPinIcon className="size-6" />}
        label={t({ message: 'Main address', comment: 'Contact page: address of the head office' })}
      >
        <p className="text-ink">{settings.address}</p>
        <SafeExternalLink
          href={settings.mapUrl}
          className="mt-1 inline-flex min-h-11 items-center font-bold text-brand-700 hover:underline"
        >
          {t`Show on map`}
        </SafeExternalLink>
      </Item>
      <Item icon={<ClockIcon className="size-6" />} label={t`Working hours`}>
        <p className="text-ink">{keepTimeRangesTogether(settings.workingHours)}</p>
      </Item>
    </ul>
  )
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-white p-5">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-muted">{label}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  )
}

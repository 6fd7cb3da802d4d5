import type { MessageDescriptor } from '@lingui/core'
import type { AutoDealer, ContactPoint, DayOfWeek, ImageObject, OpeningHoursSpecification, PostalAddress } from 'schema-dts'
import type { Branch, DealerSettings } from '../../contract/content'
import type { OpeningHoursSpec, PostalAddress as DealerAddress, SpecialHours } from '../../contract/dealer-identity'
import { jsonLdScript } from '../../lib/json-ld'
import { dealerSettings, pageHead, type HeadContext } from '../../lib/page-head'
import { pageUrl } from '../../lib/seo'
import { logoSrc } from '../../lib/site-settings'
import { branchesQuery } from './content.queries'

/** Markup built with the schema.org typings (schema-dts), so a wrong property fails the type check. */
type Node<T> = Exclude<T, string>

const logoImage = (settings: DealerSettings, origin: string): Node<ImageObject> => ({
  '@type': 'ImageObject',
  url: `${origin}${logoSrc(settings)}`,
})

/** A postal address in its parts: the street line never repeats the city or the postcode. */
export function postalAddressJsonLd(address: DealerAddress): Node<PostalAddress> {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.district ? `${address.street}, ${address.district}` : address.street,
    ...(address.city ? { addressLocality: address.city } : {}),
    ...(address.region ? { addressRegion: address.region } : {}),
    ...(address.postcode ? { postalCode: address.postcode } : {}),
    addressCountry: address.country,
  }
}

const dayNames = {
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
} as const satisfies Record<OpeningHoursSpec['dayOfWeek'][number], DayOfWeek>

export function openingHoursJsonLd(hours: readonly OpeningHoursSpec[]): Node<OpeningHoursSpecification>[] {
  return hours.map((spec) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: spec.dayOfWeek.map((day) => dayNames[day]),
    opens: spec.opens,
    // schema.org writes the end of the day as 23:59.
    closes: spec.closes === '24:00' ? '23:59' : spec.closes,
  }))
}

/**
 * A branch's special hours (Ramadan, Eid) as schema.org has them: each day's periods with the
 * range's `validFrom` and `validThrough`, and a day the branch is closed as opening and closing at
 * 00:00 (schema.org's and Google's way of saying closed all day). Given while in force and before,
 * so search engines can show them from their announcement (decision 0079).
 */
export function specialOpeningHoursJsonLd(periods: readonly SpecialHours[]): Node<OpeningHoursSpecification>[] {
  return periods.flatMap((period) => {
    const groups: { days: (keyof typeof dayNames)[]; opens: string; closes: string }[] = []
    for (const { day, periods: times } of period.days) {
      for (const { opens, closes } of times.length > 0 ? times : [{ opens: '00:00', closes: '00:00' }]) {
        const same = groups.find((group) => group.opens === opens && group.closes === closes)
        if (same) same.days.push(day)
        else groups.push({ days: [day], opens, closes })
      }
    }
    return groups.map((group) => ({
      '@type': 'OpeningHoursSpecification' as const,
      name: period.label,
      dayOfWeek: group.days.map((day) => dayNames[day]),
      opens: group.opens,
      closes: group.closes === '24:00' ? '23:59' : group.closes,
      validFrom: period.validFrom,
      validThrough: period.validThrough,
    }))
  })
}

function contactPoints(settings: DealerSettings): Node<ContactPoint>[] {
  const languages = ['ar', 'en']
  const points: Node<ContactPoint>[] = []
  if (settings.phoneE164) {
    points.push({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: settings.phoneE164,
      ...(settings.email ? { email: settings.email } : {}),
      areaServed: 'SA',
      availableLanguage: languages,
    })
  }
  if (settings.whatsappE164) {
    points.push({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: settings.whatsappE164,
      areaServed: 'SA',
      availableLanguage: languages,
    })
  }
  return points
}

function branchJsonLd(branch: Branch): Node<AutoDealer> {
  return {
    '@type': 'AutoDealer',
    name: branch.name,
    ...(branch.phoneE164 ? { telephone: branch.phoneE164 } : {}),
    address: postalAddressJsonLd(branch.postalAddress),
    geo: { '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.lng },
    hasMap: branch.mapUrl,
    ...(branch.openingHours.length > 0 ? { openingHoursSpecification: openingHoursJsonLd(branch.openingHours) } : {}),
    ...(branch.specialHours.length > 0 ? { specialOpeningHoursSpecification: specialOpeningHoursJsonLd(branch.specialHours) } : {}),
  }
}

/**
 * The dealer as one AutoDealer (decision 0058): logo, social profiles, contact points and phones in
 * international form, the head office's postal address in parts, the VAT number and the commercial
 * registration as an identifier, and each branch as a `department` with its own address, phone,
 * location and opening hours, so search engines can show every showroom under the same business.
 */
export function dealerJsonLd(
  settings: DealerSettings | undefined,
  branches: readonly Branch[],
  origin: string,
  url: string,
): Node<AutoDealer> {
  const department = branches.map(branchJsonLd)
  if (!settings) return { '@type': 'AutoDealer', url, department }
  return {
    '@type': 'AutoDealer',
    '@id': `${origin}/#dealer`,
    name: settings.name,
    ...(settings.legalName ? { legalName: settings.legalName } : {}),
    url,
    logo: logoImage(settings, origin),
    ...(settings.phoneE164 ? { telephone: settings.phoneE164 } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    address: postalAddressJsonLd(settings.postalAddress),
    hasMap: settings.mapUrl,
    contactPoint: contactPoints(settings),
    sameAs: settings.socials.map((social) => social.url),
    ...(settings.vatNumber ? { vatID: settings.vatNumber } : {}),
    ...(settings.crNumber
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: 'CR',
            name: 'Commercial Registration',
            value: settings.crNumber,
          },
        }
      : {}),
    department,
  }
}

/** The dealer's markup for a page's head, from the settings and branches its loader put in the cache. */
export function dealerScript(context: HeadContext, origin: string) {
  const branches = context.queryClient.getQueryData(branchesQuery(context.locale).queryKey)
  return jsonLdScript(dealerJsonLd(dealerSettings(context), branches?.items ?? [], origin, pageUrl(origin, '/', context.locale)))
}

/** Head of a page that presents the dealer and its branches (home, branches, contact). */
export function dealerHead(context: HeadContext, origin: string, title: MessageDescriptor, description: MessageDescriptor) {
  const head = pageHead(context, title, description)
  return { ...head, scripts: [dealerScript(context, origin)] }
}

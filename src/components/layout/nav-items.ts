import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FileRouteTypes } from '../../routeTree.gen'

type LocalizedRoute = Extract<FileRouteTypes['to'], `/{-$locale}${string}`>

export type NavLink = { to: LocalizedRoute; label: MessageDescriptor }

export const mainNav: NavLink[] = [
  { to: '/{-$locale}', label: msg`Home` },
  { to: '/{-$locale}/market', label: msg`Market` },
  { to: '/{-$locale}/cars', label: msg`Cars` },
  { to: '/{-$locale}/offers', label: msg`Offers` },
  { to: '/{-$locale}/news', label: msg`News` },
  { to: '/{-$locale}/jobs', label: msg`Jobs` },
  { to: '/{-$locale}/contact', label: msg`Contact us` },
]

export const purchaseOrderNav: NavLink[] = [
  { to: '/{-$locale}/order-individuals', label: msg`For individuals` },
  { to: '/{-$locale}/order-company', label: msg`For companies` },
  { to: '/{-$locale}/track-order', label: msg`Track your order` },
]

export const footerLinks: NavLink[] = [
  { to: '/{-$locale}/about', label: msg`About us` },
  { to: '/{-$locale}/services', label: msg`Services` },
  { to: '/{-$locale}/finance', label: msg`Finance` },
  { to: '/{-$locale}/faqs', label: msg`FAQs` },
  { to: '/{-$locale}/branches', label: msg`Branches` },
  { to: '/{-$locale}/policy', label: msg`Privacy policy` },
  { to: '/{-$locale}/terms', label: msg`Terms and conditions` },
  { to: '/{-$locale}/jobs', label: msg`Jobs` },
]

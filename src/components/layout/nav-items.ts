import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FileRouteTypes } from '../../routeTree.gen'

type LocalizedRoute = Extract<FileRouteTypes['to'], `/{-$locale}${string}`>

export type NavLink = { to: LocalizedRoute; label: MessageDescriptor }

export const mainNav: NavLink[] = [
  { to: '/{-$locale}', label: msg({ message: 'Home', comment: 'Menu link to the home page; first item of the breadcrumb trail' }) },
  {
    to: '/{-$locale}/market',
    label: msg({ message: 'Market', comment: 'Menu link to and title of the page that searches and filters all cars for sale' }),
  },
  {
    to: '/{-$locale}/cars',
    label: msg({ message: 'Cars', comment: 'Menu link to and title of the catalogue of brands, models and trims' }),
  },
  { to: '/{-$locale}/offers', label: msg({ message: 'Offers', comment: 'Menu link to and title of the current special offers page' }) },
  { to: '/{-$locale}/news', label: msg({ message: 'News', comment: 'Menu link to and title of the dealer news pages' }) },
  { to: '/{-$locale}/jobs', label: msg({ message: 'Jobs', comment: 'Menu link to and title of the job vacancies page' }) },
  { to: '/{-$locale}/contact', label: msg`Contact us` },
]

/** The buyer's own page (decision 0099), in the purchase-order menu and the footer. */
const myOrders = msg({
  message: 'My orders',
  context: 'buyer',
  comment: 'Title of the buyer’s own page listing their orders; header and footer link',
})

export const purchaseOrderNav: NavLink[] = [
  {
    to: '/{-$locale}/order-individuals',
    label: msg({ message: 'For individuals', comment: 'Menu link to the purchase order form for individual buyers; home page button' }),
  },
  {
    to: '/{-$locale}/order-company',
    label: msg({ message: 'For companies', comment: 'Menu link to the purchase order form for companies; home page button' }),
  },
  {
    to: '/{-$locale}/track-order',
    label: msg({
      message: 'Track your order',
      comment: 'Menu link to and title of the page where a buyer looks up an order; heading of the home page section',
    }),
  },
  { to: '/{-$locale}/my-orders', label: myOrders },
  {
    to: '/{-$locale}/trade-in',
    label: msg({ message: 'Value my car', comment: 'Name of the “value my car” form, read by screen readers; menu link to its page' }),
  },
]

export const footerLinks: NavLink[] = [
  { to: '/{-$locale}/about', label: msg({ message: 'About us', comment: 'Menu link to and title of the page about the dealer' }) },
  {
    to: '/{-$locale}/services',
    label: msg({
      message: 'Services',
      comment: 'Menu link to and title of the page on after-sales services (maintenance, parts, warranty)',
    }),
  },
  {
    to: '/{-$locale}/finance',
    label: msg({ message: 'Finance', comment: 'Menu link to and title of the car finance page (banks and finance companies)' }),
  },
  { to: '/{-$locale}/faqs', label: msg({ message: 'FAQs', comment: 'Menu link to the frequently asked questions page (short form)' }) },
  {
    to: '/{-$locale}/branches',
    label: msg({ message: 'Branches', comment: 'Menu link to and title of the page listing the dealer branches (showrooms)' }),
  },
  { to: '/{-$locale}/policy', label: msg({ message: 'Privacy policy', comment: 'Menu link to and title of the privacy policy page' }) },
  {
    to: '/{-$locale}/terms',
    label: msg({ message: 'Terms and conditions', comment: 'Menu link to and title of the terms and conditions page' }),
  },
  { to: '/{-$locale}/jobs', label: msg`Jobs` },
  { to: '/{-$locale}/my-orders', label: myOrders },
]

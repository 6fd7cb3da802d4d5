import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { StaffArea } from '../../contract/staff-roles'
import type { FileRouteTypes } from '../../routeTree.gen'

type StaffRoute = Extract<FileRouteTypes['to'], `/{-$locale}/staff${string}` | '/{-$locale}/news/new'>

/** One entry of the staff menu; shown only to roles that may use its area. */
export type StaffNavItem = { to: StaffRoute; label: MessageDescriptor; area: StaffArea }

export const staffNav: StaffNavItem[] = [
  {
    to: '/{-$locale}/staff',
    area: 'anyStaff',
    label: msg({ message: 'Overview', comment: 'Staff menu: link to the first page of the back office (what each role can open)' }),
  },
  {
    to: '/{-$locale}/staff/orders',
    area: 'inbox',
    label: msg({ message: 'Orders', comment: 'Staff menu: link to the inbox of purchase orders' }),
  },
  {
    to: '/{-$locale}/staff/trade-ins',
    area: 'inbox',
    label: msg({ message: 'Trade-ins', comment: 'Staff menu: link to the buyers’ requests to value their cars for trade-in' }),
  },
  {
    to: '/{-$locale}/staff/reservations',
    area: 'inbox',
    label: msg({ message: 'Reservations', comment: 'Staff menu: link to the car reservations paid with a deposit' }),
  },
  {
    to: '/{-$locale}/staff/test-drives',
    area: 'inbox',
    label: msg({ message: 'Test drives', comment: 'Staff menu: link to the calendar of test drives booked at each branch' }),
  },
  {
    to: '/{-$locale}/staff/applications',
    area: 'inbox',
    label: msg({ message: 'Applications', comment: 'Staff menu: link to the job applications with their CVs' }),
  },
  {
    to: '/{-$locale}/staff/messages',
    area: 'inbox',
    label: msg({ message: 'Messages', comment: 'Staff menu: link to the messages sent from the contact page' }),
  },
  {
    to: '/{-$locale}/staff/subscribers',
    area: 'inbox',
    label: msg({ message: 'Subscribers', comment: 'Staff menu: link to the mailing-list subscribers and their export' }),
  },
  {
    to: '/{-$locale}/staff/news',
    area: 'content',
    label: msg({
      message: 'News',
      comment: 'Staff menu: link to the list of every news article (drafts, scheduled, published, unpublished, deleted)',
    }),
  },
  {
    to: '/{-$locale}/news/new',
    area: 'content',
    label: msg({ message: 'Write news', comment: 'Staff menu: link to the page where an editor writes a news article' }),
  },
  {
    to: '/{-$locale}/staff/newsletters',
    area: 'content',
    label: msg({ message: 'Newsletters', comment: 'Staff menu: link to the page where editors write and send newsletters' }),
  },
  {
    to: '/{-$locale}/staff/jobs',
    area: 'content',
    label: msg({ message: 'Job positions', comment: 'Staff menu: link to the page where editors open and close job positions' }),
  },
  {
    to: '/{-$locale}/staff/inventory',
    area: 'inventory',
    label: msg({ message: 'Inventory', comment: 'Staff menu: link to the list of cars with their prices and stock' }),
  },
  {
    to: '/{-$locale}/staff/offers',
    area: 'content',
    label: msg({ message: 'Offers', comment: 'Staff menu: link to the page where editors set offers’ days and cars' }),
  },
  {
    to: '/{-$locale}/staff/car-photos',
    area: 'content',
    label: msg({ message: 'Car pictures', comment: 'Staff menu: link to the page where editors upload car photos and brand logos' }),
  },
  {
    to: '/{-$locale}/staff/dealer',
    area: 'settings',
    label: msg({
      message: 'Dealer settings',
      comment: 'Staff menu: link to the admin page with the dealer’s details, identity and branches',
    }),
  },
  {
    to: '/{-$locale}/staff/accounts',
    area: 'accounts',
    label: msg({ message: 'Staff accounts', comment: 'Staff menu: link to the admin page that manages staff accounts and roles' }),
  },
  {
    to: '/{-$locale}/staff/audit',
    area: 'accounts',
    label: msg({
      message: 'Audit log',
      comment: 'Staff menu: link to the admin page listing every recorded staff action and failed sign-in',
    }),
  },
  {
    to: '/{-$locale}/staff/privacy',
    area: 'privacy',
    label: msg({
      message: 'Personal data',
      comment: 'Staff menu: link to the admin desk for PDPL requests (see, correct, erase a person’s data)',
    }),
  },
]

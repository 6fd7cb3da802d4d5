import { msg } from '@lingui/core/macro'
import {
  downloadJobApplicationCvOperation,
  exportSubscribersOperation,
  getStaffDashboardOperation,
  listContactMessagesOperation,
  listJobApplicationsOperation,
  listSubscribersOperation,
  setContactMessageHandledOperation,
} from '../../contract/staff-inbox-api'
import {
  downloadJobApplicationCv,
  exportConfirmedSubscribers,
  listContactMessages,
  listJobApplications,
  listSubscribers,
  setContactMessageHandled,
  staffDashboard,
} from '../../domain/staff-inbox'
import { getI18nFor } from '../../lib/i18n/server-i18n'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

/** The subscriber export's column titles and language names, in the staff member's language. */
const csvTexts = {
  email: msg({ message: 'Email', comment: 'Subscribers CSV export: title of the column with the e-mail addresses' }),
  language: msg({ message: 'Language', comment: 'Subscribers CSV export: title of the column with the language mails are sent in' }),
  confirmedAt: msg({
    message: 'Subscribed on (Riyadh time)',
    comment: 'Subscribers CSV export: title of the column with the date and time the subscriber confirmed',
  }),
  ar: msg({ message: 'Arabic', comment: 'Subscribers CSV export: the language of a subscriber who signed up in Arabic' }),
  en: msg({ message: 'English', comment: 'Subscribers CSV export: the language of a subscriber who signed up in English' }),
}

/** The back office's inbox and dashboard (decision 0054). */
export const staffInboxRoutes: RouteDefinition[] = [
  implement(getStaffDashboardOperation, async (context) => staffDashboard(await context.db(), staffOf(context).role)),
  implement(listJobApplicationsOperation, async (context) => listJobApplications(await context.db(), context.query, context.locale)),
  implement(downloadJobApplicationCvOperation, async (context) => {
    const staff = staffOf(context)
    // The read and its audit entry together: no download goes unrecorded.
    const file = await (await context.db()).transaction((tx) => downloadJobApplicationCv(tx, staff, context.params.id))
    return file ?? notFound()
  }),
  implement(listContactMessagesOperation, async (context) => listContactMessages(await context.db(), context.query)),
  implement(setContactMessageHandledOperation, async (context) => {
    const staff = staffOf(context)
    const message = await (
      await context.db()
    ).transaction((tx) => setContactMessageHandled(tx, staff, context.params.id, context.body.handled))
    return message ?? notFound()
  }),
  implement(listSubscribersOperation, async (context) => listSubscribers(await context.db(), context.query)),
  implement(exportSubscribersOperation, async (context) => {
    const staff = staffOf(context)
    const i18n = await getI18nFor(context.locale)
    const texts = {
      email: i18n._(csvTexts.email),
      language: i18n._(csvTexts.language),
      confirmedAt: i18n._(csvTexts.confirmedAt),
      languageNames: { ar: i18n._(csvTexts.ar), en: i18n._(csvTexts.en) },
    }
    return (await context.db()).transaction((tx) => exportConfirmedSubscribers(tx, staff, texts))
  }),
]

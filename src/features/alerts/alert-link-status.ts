/** What following an alerts link came to, as the pages show it (`?status=`). */
export const alertLinkStatuses = ['confirmed', 'unsubscribed', 'removed', 'invalid', 'expired', 'rate_limited', 'unavailable'] as const
export type AlertLinkStatus = (typeof alertLinkStatuses)[number]
export type AlertLinkKind = 'confirm' | 'unsubscribe' | 'remove'

/** What following a mailing-list link came to, as the link pages show it (`?status=`). */
export const subscriptionLinkStatuses = ['confirmed', 'unsubscribed', 'invalid', 'expired', 'rate_limited', 'unavailable'] as const
export type SubscriptionLinkStatus = (typeof subscriptionLinkStatuses)[number]
export type SubscriptionLinkKind = 'confirm' | 'unsubscribe'

/** What a sign-up sent as a plain form (before the page's script ran) came to, as the sign-up page shows it. */
export const signUpStatuses = ['sent', 'invalid_email', 'rate_limited', 'unavailable'] as const
export type SignUpStatus = (typeof signUpStatuses)[number]

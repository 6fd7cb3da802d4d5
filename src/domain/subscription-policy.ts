/** The mailing list's numbers (decision 0048), in one place for the domain, the mails and the docs. */
export const subscriptionPolicy = {
  /** How long a confirmation link works; an unconfirmed sign-up is deleted after it. */
  confirmationDays: 7,
  /** Sign-ups per client address an hour, whatever the addresses. */
  signUpsPerAddressPerHour: 10,
  /** Confirmation mails per e-mail address a day: nobody can flood someone's inbox. */
  mailsPerEmailPerDay: 3,
  /** Confirm and unsubscribe requests per client address an hour. */
  linkUsesPerAddressPerHour: 60,
} as const

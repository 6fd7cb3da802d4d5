/**
 * The rules that protect an order's verification code and the people who order (OWASP ASVS 5.0
 * V6, NIST SP 800-63B for out-of-band codes), stated once. Every limit is kept in the database,
 * so it holds across threads, processes and restarts.
 */
import { appConfig } from '../../app.config.ts'
import { closedOrderStages, creditRetentionAfterCloseDays } from '../contract/order-values.ts'

export const orderPolicy = {
  codeLength: appConfig.otpLength,
  /** A code works for 10 minutes after it is sent (the configuration's, which the messages state). */
  codeLifetimeSeconds: appConfig.orderCodeLifetimeSeconds,
  /** Wrong codes allowed per order before it is locked; a resend does not reset the count. */
  maxFailedAttempts: 5,
  /** Between two codes for one order. */
  resendCooldownSeconds: 60,
  /** Codes sent to one mobile number in any hour, whichever order asked. */
  codesPerMobilePerHour: 5,
  /** Orders placed from one client address in any hour. */
  ordersPerAddressPerHour: 20,
  /** Codes asked for (new orders and resends) from one client address in any hour. */
  codesPerAddressPerHour: 30,
  /** Verification attempts from one client address in any hour, across orders. */
  verificationsPerAddressPerHour: 60,
  /** Tracking look-ups from one client address in any 10 minutes. */
  trackingPerAddressPer10Minutes: 20,
  /** Orders never verified are deleted, with their personal data, after a day. */
  unverifiedRetentionSeconds: 24 * 60 * 60,
  /**
   * A finance order's credit answers (salary, commitments, late payments…) serve the bank
   * application only: they are erased this long after the order is closed, leaving the order
   * itself (who bought which car, and its history) as the dealer's business record.
   */
  creditRetentionAfterCloseSeconds: creditRetentionAfterCloseDays * 24 * 60 * 60,
  /** The stages that close an order (decision 0081); staff may still reopen it. */
  closedStatuses: closedOrderStages,
} as const

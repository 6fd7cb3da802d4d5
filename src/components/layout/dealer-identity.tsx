import { useLingui } from '@lingui/react/macro'
import type { SiteSettings } from '../../lib/site-settings'

/**
 * Who sells: the dealer's registered name, commercial registration and VAT numbers, as the Saudi
 * E-Commerce Law asks an online shop to show them (decision 0058). Numbers are isolated left to
 * right so their digits keep their order inside Arabic text; what is not set yet is left out.
 */
export function DealerIdentity({ settings, className = '' }: { settings: SiteSettings; className?: string }) {
  const { t } = useLingui()
  const { legalName, crNumber, vatNumber } = settings
  if (!legalName && !crNumber && !vatNumber) return null
  return (
    <p className={`flex flex-wrap gap-x-4 gap-y-1 ${className}`} data-testid="dealer-identity">
      {legalName ? <span>{legalName}</span> : null}
      {crNumber ? (
        <span data-testid="dealer-cr">
          {t({ message: 'CR No.', comment: 'Short label before the dealer’s commercial registration number (footer, order confirmation)' })}{' '}
          <bdi dir="ltr">{crNumber}</bdi>
        </span>
      ) : null}
      {vatNumber ? (
        <span data-testid="dealer-vat">
          {t({ message: 'VAT No.', comment: 'Short label before the dealer’s VAT registration number (footer, order confirmation)' })}{' '}
          <bdi dir="ltr">{vatNumber}</bdi>
        </span>
      ) : null}
    </p>
  )
}

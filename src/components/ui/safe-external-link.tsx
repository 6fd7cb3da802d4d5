import { useEffect, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { useMatch } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { checkNavigationUrl, warnRefusedNavigation } from '../../lib/safe-url'

type SafeExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  /** An address from content or settings: anything, until `checkNavigationUrl` says otherwise. */
  href: string
  /** Extra link relations, e.g. `me` for the dealer's own social profiles. */
  rel?: string
  children: ReactNode
}

/**
 * A link to an address that is not a typed route. Allowed external addresses open in a new tab
 * with no opener or referrer; `tel:`/`mailto:` and same-origin addresses open in place; anything
 * refused is rendered as plain text, so there is nothing to click.
 */
export function SafeExternalLink({ href, rel, children, className, ...rest }: SafeExternalLinkProps) {
  const { t } = useLingui()
  // The origin the server worked out for this request, so both renders decide alike.
  const origin = useMatch({ from: '__root__', shouldThrow: false, select: (match) => match.loaderData?.origin })
  const verdict = checkNavigationUrl(href, { origin })
  const refusal = verdict.allowed ? null : verdict.reason

  useEffect(() => {
    if (refusal) warnRefusedNavigation(href, refusal)
  }, [href, refusal])

  if (!verdict.allowed) return <span className={className}>{children}</span>
  if (verdict.kind !== 'external') {
    return (
      <a {...rest} href={verdict.href} rel={rel} className={className}>
        {children}
      </a>
    )
  }
  return (
    <a {...rest} href={verdict.href} target="_blank" rel={['noopener', 'noreferrer', rel].filter(Boolean).join(' ')} className={className}>
      {children} <span className="sr-only">{t`(opens in a new tab)`}</span>
    </a>
  )
}

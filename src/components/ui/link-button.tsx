import type { AnchorHTMLAttributes, Ref } from 'react'
import { createLink } from '@tanstack/react-router'
import { buttonClass, type ButtonStyle } from './button-styles'
import { BusySpinner } from './busy-spinner'

type StyledAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonStyle & {
    /** As `Button`'s: the work it started is under way, announced as busy; presses are ignored. */
    loading?: boolean
    ref?: Ref<HTMLAnchorElement>
  }

function StyledAnchor({ variant, size, className, loading = false, onClick, children, ref, ...rest }: StyledAnchorProps) {
  return (
    <a
      ref={ref}
      {...rest}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault()
        else onClick?.(event)
      }}
      className={buttonClass({ variant, size, className })}
    >
      {loading ? <BusySpinner /> : null}
      {children}
    </a>
  )
}

const StyledLink = createLink(StyledAnchor)

/**
 * A typed router link (`to`, `params`, `search` checked against the route tree) that looks like
 * a button: for actions that go somewhere ("Order now", "Browse cars", "See all").
 *
 * It is the current page (`aria-current="page"`) only when it leads to exactly the page shown:
 * by default the router also counts every page below it ("Back to news" on an article, "Home"
 * everywhere), which a screen reader would announce as the wrong current page.
 */
export const LinkButton = ((props: Parameters<typeof StyledLink>[0]) => (
  <StyledLink {...props} activeOptions={{ exact: true, ...props.activeOptions }} />
)) as typeof StyledLink

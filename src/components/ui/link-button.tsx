import type { AnchorHTMLAttributes, Ref } from 'react'
import { createLink } from '@tanstack/react-router'
import { buttonClass, type ButtonStyle } from './button-styles'

type StyledAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyle & { ref?: Ref<HTMLAnchorElement> }

function StyledAnchor({ variant, size, className, ref, ...rest }: StyledAnchorProps) {
  return <a ref={ref} {...rest} className={buttonClass({ variant, size, className })} />
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

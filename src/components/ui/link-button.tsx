import type { AnchorHTMLAttributes, Ref } from 'react'
import { createLink } from '@tanstack/react-router'
import { buttonClass, type ButtonStyle } from './button-styles'

type StyledAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyle & { ref?: Ref<HTMLAnchorElement> }

function StyledAnchor({ variant, size, className, ref, ...rest }: StyledAnchorProps) {
  return <a ref={ref} {...rest} className={buttonClass({ variant, size, className })} />
}

/**
 * A typed router link (`to`, `params`, `search` checked against the route tree) that looks like
 * a button: for actions that go somewhere ("Order now", "Browse cars", "See all").
 */
export const LinkButton = createLink(StyledAnchor)

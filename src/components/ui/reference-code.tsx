import type { ComponentProps } from 'react'

/**
 * A reference the visitor keeps or reads out (an order's, an application's, a failure's): left to
 * right in both languages and whole, never broken at its hyphen ("SJQ2A-" at the end of one line,
 * "EBRQP" on the next, as a 390 px Arabic dialog showed it). The caller adds its size and weight.
 */
export function ReferenceCode({ className = '', children, ...rest }: Omit<ComponentProps<'bdi'>, 'dir'> & { children: string }) {
  return (
    <bdi {...rest} dir="ltr" className={`font-mono whitespace-nowrap ${className}`.trim()}>
      {children}
    </bdi>
  )
}

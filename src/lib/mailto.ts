/**
 * A `mailto:` link to one address a visitor typed (RFC 6068). The address rule takes what RFC 5322
 * allows before the `@` (`?`, `&`, `%`, `=`, `#`…), so an address written into the link as it is
 * could carry a query of its own: `reply@visitor.sa?bcc=someone%40else.example&body=…` made the
 * staff member's reply copy a stranger and start with the visitor's text. Each part of the address
 * is percent-encoded, so the link opens a mail to that one address and nothing else.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 0) return `mailto:${encodeURIComponent(address)}`
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}

/**
 * Where sign-in sends a staff member back to: only a staff page of this site, so a crafted sign-in
 * link can never lead someone who just signed in to another site or to a page that is not theirs.
 */
const staffPage = /^\/(?:(?:ar|en)\/)?(?:staff(?:\/[^?#]*)?|news\/new)(?:[?#].*)?$/i

export function staffReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined
  // Only a path of this origin: no scheme, no `//host`, no backslash a browser would read as one.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return undefined
  // Dot segments or an empty one would lead elsewhere once resolved (`/staff/..//x` is `/x`).
  const path = value.split(/[?#]/)[0]!.replace(/%2e/gi, '.')
  if (path.includes('//') || /\/\.{1,2}(?:\/|$)/.test(path)) return undefined
  if (/^\/(?:(?:ar|en)\/)?staff\/sign-in(?:[/?#]|$)/i.test(value)) return undefined
  return staffPage.test(value) ? value : undefined
}

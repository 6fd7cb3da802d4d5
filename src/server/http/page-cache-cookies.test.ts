/**
 * The page cache ignores every cookie but those `pageCookies` names (decision 0064), so a page that
 * began to read another one would be served to visitors with someone else's answer. This test
 * lists every file that reads or writes a cookie and what for; adding one fails here until the
 * cookie is placed in `pageCookies` (when a page reads it) and the file is listed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../app.config'
import { pageCookies } from './page-cache'

const root = join(import.meta.dirname, '../../..')
const cookieAccess = /getCookies?\(|readCookie\(|parseCookies\(|document\.cookie/

/** Each file that touches cookies, and why a cached page is still right. */
const knownCookieFiles: Record<string, string> = {
  'src/lib/cookies.ts': 'the one parser, used by the files below',
  'src/lib/i18n/locale.ts': 'reads `locale`: in pageCookies.varies',
  'src/lib/i18n/locale-choice.ts': 'writes `locale` in the browser (the head’s script, for the language switcher)',
  'src/features/staff/staff-cookie.server.ts':
    'reads the staff session (pageCookies.personal) and the staff device cookie (sign-in only, never cached)',
  'src/features/my-orders/buyer-cookie.server.ts': 'reads the buyer’s "My orders" session (pageCookies.personal)',
  'src/dealer-api/csrf.ts': 'the API’s CSRF token, read by the API only',
  'src/server/http/page-cache.ts': 'the cache itself',
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('cookies a page reads', () => {
  it('are read only where this list says, so the page cache may ignore every other cookie', () => {
    const readers = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'server'))]
      .filter((path) => cookieAccess.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path))
      .sort()
    expect(readers).toEqual(Object.keys(knownCookieFiles).sort())
  })

  it('name the language and the staff and buyer sessions, in both their plain and HTTPS names', () => {
    expect(pageCookies.varies).toEqual([appConfig.localeCookie.name])
    expect([...pageCookies.personal].sort()).toEqual(
      [
        appConfig.staff.sessionCookie.name,
        appConfig.staff.sessionCookie.secureName,
        appConfig.buyer.sessionCookie.name,
        appConfig.buyer.sessionCookie.secureName,
      ].sort(),
    )
  })
})

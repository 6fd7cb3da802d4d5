/**
 * Playwright cannot download browsers on these machines; the tests drive Debian's Chromium
 * instead and install it when it is missing (the test machines run as root): the headless shell
 * for the suites (tests/chromium-args.ts), the full browser for Lighthouse and the screenshots.
 */
import { existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { chromiumPath, testChromiumPath } from '../tests/chromium-args.ts'

const packages = new Map([
  [chromiumPath, 'chromium'],
  [testChromiumPath, 'chromium-headless-shell'],
])
const missing = [...packages].filter(([path]) => !existsSync(path)).map(([, name]) => name)

if (missing.length === 0) process.exit(0)

if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  process.stderr.write(`Debian's ${missing.join(' and ')} are missing. Install them with: sudo apt-get install -y ${missing.join(' ')}\n`)
  process.exit(1)
}

process.stdout.write(`Installing Debian ${missing.join(' and ')} for the browser tests…\n`)
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env })
const stillMissing = [...packages.keys()].filter((path) => !existsSync(path))
if (stillMissing.length > 0) {
  process.stderr.write(`${stillMissing.join(', ')} did not install.\n`)
  process.exit(1)
}

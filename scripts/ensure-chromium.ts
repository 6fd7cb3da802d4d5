/**
 * Playwright cannot download browsers on these machines; the end-to-end suite drives Debian's
 * Chromium instead and installs it when it is missing (the test machines run as root).
 */
import { existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

const chromium = '/usr/bin/chromium'

if (existsSync(chromium)) process.exit(0)

if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  process.stderr.write(`${chromium} is missing. Install it with: sudo apt-get install -y chromium\n`)
  process.exit(1)
}

process.stdout.write('Installing Debian chromium for the end-to-end tests…\n')
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
if (!existsSync(chromium)) {
  process.stderr.write('chromium did not install.\n')
  process.exit(1)
}

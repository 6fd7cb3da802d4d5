/**
 * The Nu Html Checker (vnu-jar, tests/http/html-validity.http.ts) runs on Java; the end-to-end
 * suite installs Debian's headless runtime when `java` is missing, as ensure-chromium.ts does
 * Chromium (the test machines run as root).
 */
import { execFileSync } from 'node:child_process'

function hasJava(): boolean {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

if (hasJava()) process.exit(0)

if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  process.stderr.write('java is missing. Install it with: sudo apt-get install -y default-jre-headless\n')
  process.exit(1)
}

process.stdout.write('Installing Debian default-jre-headless for the HTML checker…\n')
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'default-jre-headless'], { stdio: 'inherit', env })
if (!hasJava()) {
  process.stderr.write('java did not install.\n')
  process.exit(1)
}

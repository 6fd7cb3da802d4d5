/**
 * The end-to-end test of deploy/nginx.conf (tests/ops/nginx-proxy.spec.ts) runs Debian's nginx,
 * the one the shipped file is written for; it is installed when missing, as Chromium is
 * (scripts/ensure-chromium.ts; the test machines run as root). Only the binary is used: the
 * package's own service is stopped and disabled so it holds no port on the test machine.
 */
import { existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

const nginx = '/usr/sbin/nginx'

if (existsSync(nginx)) process.exit(0)

if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  process.stderr.write(`${nginx} is missing. Install it with: sudo apt-get install -y nginx\n`)
  process.exit(1)
}

process.stdout.write('Installing Debian nginx for the end-to-end tests…\n')
// policy-rc.d answering 101 tells the package scripts not to start the service: a default site
// on port 80 is of no use to the tests and may collide with something else on the machine.
const policy = '/usr/sbin/policy-rc.d'
const hadPolicy = existsSync(policy)
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
try {
  if (!hadPolicy) execFileSync('sh', ['-c', `printf '#!/bin/sh\\nexit 101\\n' > ${policy} && chmod 755 ${policy}`])
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env })
} finally {
  if (!hadPolicy) execFileSync('rm', ['-f', policy])
}
if (!existsSync(nginx)) {
  process.stderr.write('nginx did not install.\n')
  process.exit(1)
}

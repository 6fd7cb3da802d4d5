import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * deploy/nginx.conf as the end-to-end test runs it: the shipped file itself, with only the values
 * its header tells an operator to edit replaced by the test's (loopback ports, a self-signed
 * certificate, a scratch cache), inside Debian's own /etc/nginx/nginx.conf with its paths moved
 * to a scratch directory. Each replacement must find what it replaces, so a change to the shipped
 * file's shape fails here instead of testing something else.
 */
export type NginxTestSite = {
  /** The scratch directory: the rendered files, logs, pid, cache and temporary files. */
  dir: string
  httpsPort: number
  httpPort: number
  appPorts: [number, number]
  certificate: string
  key: string
  clientDir: string
}

function replaceAll(text: string, find: string | RegExp, by: string, expected: number): string {
  const pattern = typeof find === 'string' ? new RegExp(find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : find
  const found = text.match(pattern)?.length ?? 0
  if (found !== expected) throw new Error(`deploy/nginx.conf: expected ${expected} × ${String(find)}, found ${found}`)
  return text.replace(pattern, by)
}

/** The site file as rendered for the test. */
export function renderSite(shipped: string, site: NginxTestSite): string {
  let text = shipped
  text = replaceAll(text, 'server_name cars.example.sa;', 'server_name localhost;', 2)
  text = replaceAll(text, '/etc/letsencrypt/live/cars.example.sa/fullchain.pem', site.certificate, 1)
  text = replaceAll(text, '/etc/letsencrypt/live/cars.example.sa/privkey.pem', site.key, 1)
  text = replaceAll(text, 'server 10.0.0.11:3000', `server 127.0.0.1:${site.appPorts[0]}`, 1)
  text = replaceAll(text, 'server 10.0.0.12:3000', `server 127.0.0.1:${site.appPorts[1]}`, 1)
  text = replaceAll(text, 'root /srv/dealer/dist/client;', `root ${site.clientDir};`, 1)
  text = replaceAll(text, 'proxy_cache_path /var/cache/nginx/dealer ', `proxy_cache_path ${join(site.dir, 'cache')} `, 1)
  text = replaceAll(text, 'access_log /var/log/nginx/dealer.access.log ', `access_log ${join(site.dir, 'dealer.access.log')} `, 1)
  // IPv6 listeners are left out: the test machine's loopback may have no ::1.
  text = replaceAll(text, /^\s*listen \[::\]:(80|443)\b.*\n/gm, '', 4)
  text = replaceAll(text, /listen 443\b/g, `listen 127.0.0.1:${site.httpsPort}`, 2)
  text = replaceAll(text, /listen 80\b/g, `listen 127.0.0.1:${site.httpPort}`, 2)
  // The redirect names no port (443 in production); the test's HTTPS port is another.
  text = replaceAll(text, 'return 301 https://$host$request_uri;', `return 301 https://$host:${site.httpsPort}$request_uri;`, 1)
  return text
}

/** Debian's main file with its paths in the scratch directory and the rendered site as its only site. */
export function renderMain(debianMain: string, site: NginxTestSite, sitePath: string): string {
  let text = debianMain
  // Without `user`, a root master runs its workers as nobody (the scratch directory is readable);
  // as another user the directive would only be ignored with a warning.
  text = replaceAll(text, /^user .*;\n/m, '', 1)
  // One worker: the test machine is shared, and one is enough for the load the test makes.
  text = replaceAll(text, /^worker_processes .*;/m, 'worker_processes 1;', 1)
  text = replaceAll(text, /^pid .*;/m, `pid ${join(site.dir, 'nginx.pid')};`, 1)
  text = replaceAll(text, /^error_log .*;/m, `error_log ${join(site.dir, 'error.log')} warn;`, 1)
  text = replaceAll(text, /^\s*access_log .*;/m, `\taccess_log ${join(site.dir, 'access.log')};`, 1)
  text = replaceAll(text, /^\s*include \/etc\/nginx\/conf\.d\/\*\.conf;\n/m, '', 1)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `\t${kind}_temp_path ${join(site.dir, `${kind}-temp`)};`)
    .join('\n')
  text = replaceAll(text, /^\s*include \/etc\/nginx\/sites-enabled\/\*;/m, `${temp}\n\tinclude ${sitePath};`, 1)
  return text
}

/** Writes both files into `site.dir` and answers the main file's path. */
export function writeNginxConfig(site: NginxTestSite): string {
  const sitePath = join(site.dir, 'dealer.conf')
  const mainPath = join(site.dir, 'nginx.conf')
  writeFileSync(sitePath, renderSite(readFileSync('deploy/nginx.conf', 'utf8'), site))
  writeFileSync(mainPath, renderMain(readFileSync('/etc/nginx/nginx.conf', 'utf8'), site, sitePath))
  return mainPath
}

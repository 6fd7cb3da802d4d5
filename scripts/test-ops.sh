#!/usr/bin/env bash
# `npm run test:ops`: the deployment tier (decision 0074, tests/tiers.ts). The reproducible build and
# the dev server's client graph (vitest), then the cluster on PostgreSQL, graceful shutdown, nginx
# with TLS and overload (Playwright), against the production build `npm test` made when the sources
# have not changed since. CI runs it after `npm test`. Arguments go to Playwright (a reporter, say).
set -euo pipefail
cd "$(dirname "$0")/.."

phase=''
phase_started=$SECONDS
phase_done() { [ -z "$phase" ] || printf '\033[2m-- %s: %ss\033[0m\n' "$phase" $((SECONDS - phase_started)); }
step() {
  phase_done
  phase="$*"
  phase_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
trap 'phase_done; printf "\033[2m-- total: %ss\033[0m\n" $SECONDS' EXIT

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  printf '\033[33mTEST_DATABASE_URL is not set: the cluster and nginx specs use postgres://postgres@127.0.0.1:5432.\033[0m\n'
fi
step "Production build (reused when built from the same sources)"
node scripts/ensure-chromium.ts
node scripts/ensure-nginx.ts
node scripts/ensure-build.ts
step "Reproducible build and the dev server's client graph"
npx vitest run --config vitest.ops.config.ts
step "Deployment specs (cluster, graceful shutdown, nginx with TLS, overload)"
npx playwright test --config playwright.ops.config.ts "$@"

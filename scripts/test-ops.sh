#!/usr/bin/env bash
# `npm run test:ops`: the deployment tier (decision 0074, tests/tiers.ts). The reproducible build,
# the dev server's client graph, the cluster's processes and the operators' scripts (vitest), then the cluster on PostgreSQL, graceful shutdown, nginx
# with TLS and overload (Playwright), against the production build `npm test` made when the sources
# have not changed since. CI runs it after `npm test`. Arguments go to Playwright (a reporter, say).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/phases.sh
. scripts/phases.sh

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  printf '\033[33mTEST_DATABASE_URL is not set: the cluster and nginx specs use postgres://postgres@127.0.0.1:5432.\033[0m\n'
fi
step "Production build (reused when built from the same sources)"
node scripts/ensure-chromium.ts
node scripts/ensure-nginx.ts
node scripts/ensure-build.ts
step "Reproducible build, dev server graph, cluster processes, operators' scripts"
npx vitest run --config vitest.ops.config.ts
step "Deployment specs (cluster, graceful shutdown, nginx with TLS, overload)"
npx playwright test --config playwright.ops.config.ts "$@"

#!/usr/bin/env bash
# The one test command (`npm test`): translations, types, lint, unit + data tests, then the
# end-to-end suite in Chromium against the production build. The deployment tier (builds, cluster,
# nginx, overload, shutdown) is `npm run test:ops` (decision 0074), which CI runs after this.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/phases.sh
. scripts/phases.sh

step "Translations"
npm run --silent i18n:check
# tsc and eslint each keep about one core busy, so on a two-core machine the two phases run side
# by side (their times overlap rather than add up); each one's output is printed once it is done.
step "Type check and lint (side by side)"
checks_dir=$(mktemp -d)
npm run --silent typecheck >"$checks_dir/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$checks_dir/lint.log" 2>&1 &
lint_pid=$!
typecheck_status=0
lint_status=0
wait "$typecheck_pid" || typecheck_status=$?
wait "$lint_pid" || lint_status=$?
printf -- '-- type check (exit %s):\n' "$typecheck_status"
cat "$checks_dir/typecheck.log"
printf -- '-- lint (exit %s):\n' "$lint_status"
cat "$checks_dir/lint.log"
rm -rf "$checks_dir"
[ "$typecheck_status" -eq 0 ] || exit "$typecheck_status"
[ "$lint_status" -eq 0 ] || exit "$lint_status"
step "Unit and data-layer tests (the production build beside them)"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  printf '\033[33mTEST_DATABASE_URL is not set: the PostgreSQL half of the data tests will be SKIPPED.\033[0m\n'
fi
# The data tests leave a core idle for part of their time (waiting on PostgreSQL, one long file at
# the end), so the production build the next phase needs is made beside them; test:e2e then finds
# it current (scripts/ensure-build.ts). Its output is printed once the tests are done.
build_log=$(mktemp)
setsid node scripts/ensure-build.ts >"$build_log" 2>&1 &
build_pid=$!
# A failing unit phase ends the script: the build must not go on writing dist/ after it.
trap 'kill -- -"$build_pid" 2>/dev/null || true; phase_done; printf "\033[2m-- total: %ss\033[0m\n" $SECONDS' EXIT
npm run --silent test:unit
build_status=0
wait "$build_pid" || build_status=$?
printf -- '-- production build (exit %s):\n' "$build_status"
tail -n 5 "$build_log"
rm -f "$build_log"
[ "$build_status" -eq 0 ] || exit "$build_status"
step "End-to-end tests (Chromium, production build)"
npm run --silent test:e2e

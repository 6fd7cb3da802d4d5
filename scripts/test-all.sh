#!/usr/bin/env bash
# The one test command (`npm test`): translations, types, lint, unit + data tests, then the
# end-to-end suite in Chromium against the production build. The deployment tier (builds, cluster,
# nginx, overload, shutdown) is `npm run test:ops` (decision 0074), which CI runs after this.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/phases.sh
. scripts/phases.sh

# The production build the browser phase needs is made beside the checks and the unit tests, in
# the time a core would idle (the checks' first lane ends long before lint; the data tests wait on
# PostgreSQL); test:e2e then finds it current (scripts/ensure-build.ts). Its output is printed once
# the unit tests are done.
build_log=$(mktemp)
setsid node scripts/ensure-build.ts >"$build_log" 2>&1 &
build_pid=$!
# A failing phase ends the script: the build must not go on writing dist/ after it.
trap 'kill -- -"$build_pid" 2>/dev/null || true; phase_done; printf "\033[2m-- total: %ss\033[0m\n" $SECONDS' EXIT

# The translations' check and the type check (TypeScript 7's native compiler, decision 0103) take
# one core for about 20 s between them; lint (ESLint, then Prettier) takes about as long as both on
# the other. Each one's output is printed once all are done.
step "Translations, type check and lint (side by side)"
checks_dir=$(mktemp -d)
(npm run --silent i18n:check >"$checks_dir/translations.log" 2>&1 && echo 0 >"$checks_dir/translations.status" || echo $? >"$checks_dir/translations.status"
  npm run --silent typecheck >"$checks_dir/typecheck.log" 2>&1 && echo 0 >"$checks_dir/typecheck.status" || echo $? >"$checks_dir/typecheck.status") &
first_lane=$!
npm run --silent lint >"$checks_dir/lint.log" 2>&1 && echo 0 >"$checks_dir/lint.status" || echo $? >"$checks_dir/lint.status"
wait "$first_lane" || true
checks_failed=0
for check in translations typecheck lint; do
  status=$(cat "$checks_dir/$check.status" 2>/dev/null || echo 1)
  printf -- '-- %s (exit %s):\n' "$check" "$status"
  cat "$checks_dir/$check.log"
  [ "$status" -eq 0 ] || checks_failed=$status
done
rm -rf "$checks_dir"
[ "$checks_failed" -eq 0 ] || exit "$checks_failed"
step "Unit and data-layer tests"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  printf '\033[33mTEST_DATABASE_URL is not set: the PostgreSQL half of the data tests will be SKIPPED.\033[0m\n'
fi
npm run --silent test:unit
build_status=0
wait "$build_pid" || build_status=$?
printf -- '-- production build (exit %s):\n' "$build_status"
tail -n 5 "$build_log"
rm -f "$build_log"
[ "$build_status" -eq 0 ] || exit "$build_status"
step "End-to-end tests (Chromium, production build)"
npm run --silent test:e2e

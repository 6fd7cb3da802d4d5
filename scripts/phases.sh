# Sourced by the test scripts (test-all.sh, test-ops.sh): `step NAME` starts a phase; each phase's
# time is printed when the next begins, and the last one's with the total at exit, so a CI log
# shows where the time goes. With each time goes the machine's load average during the phase
# (the 1-minute figure, sampled every 5 s: mean and highest), which says whether the phase kept
# the machine's two cores busy or made processes queue for them (issue 33 holds the browser
# tier at 4 or less).
phase=''
phase_started=$SECONDS
load_samples=''
load_sampler=''
sample_load() {
  load_samples=$(mktemp)
  (while :; do
    cut -d' ' -f1 /proc/loadavg >>"$load_samples"
    sleep 5
  done) &
  load_sampler=$!
}
load_summary() {
  [ -n "$load_sampler" ] || return 0
  kill "$load_sampler" 2>/dev/null || true
  wait "$load_sampler" 2>/dev/null || true
  awk '{ sum += $1; if ($1 > max) max = $1 } END { if (NR) printf ", load average %.1f (highest %.1f)", sum / NR, max }' "$load_samples"
  rm -f "$load_samples"
  load_sampler=''
}
phase_done() {
  [ -z "$phase" ] || printf '\033[2m-- %s: %ss%s\033[0m\n' "$phase" $((SECONDS - phase_started)) "$(load_summary)"
}
step() {
  phase_done
  phase="$*"
  phase_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
  sample_load
}
trap 'phase_done; printf "\033[2m-- total: %ss\033[0m\n" $SECONDS' EXIT

# Sourced by the test scripts (test-all.sh, test-ops.sh): `step NAME` starts a phase; each phase's
# time is printed when the next begins, and the last one's with the total at exit, so a CI log
# shows where the time goes.
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

# Step timing for .ci/run (sourced, not run): `step NAME COMMAND [ARGS...]` prints "== NAME", runs the
# command and records its wall-clock time; on exit (success, a failing step under `set -e`, or a signal)
# a table lists each step's seconds and status and the total. The exit status is the run's own: the
# trap prints and then exits with the status that ended the run, so the first failing step still fails it.

CI_STEP_NAMES=()
CI_STEP_MS=()
CI_STEP_STATUS=()
CI_CURRENT_STEP=""
CI_CURRENT_START_NS=0
CI_RUN_START_NS=$(date +%s%N)

# Records the current step's elapsed milliseconds under STATUS ($1) and clears the current step.
ci_record_step() {
  local end_ns
  end_ns=$(date +%s%N)
  CI_STEP_NAMES+=("$CI_CURRENT_STEP")
  CI_STEP_MS+=($(((end_ns - CI_CURRENT_START_NS) / 1000000)))
  CI_STEP_STATUS+=("$1")
  CI_CURRENT_STEP=""
}

# Runs one step: NAME ($1), then the command and its arguments. A failing command ends the run
# through `set -e`; the EXIT trap then records the step as failed.
step() {
  CI_CURRENT_STEP=$1
  shift
  echo "== $CI_CURRENT_STEP"
  CI_CURRENT_START_NS=$(date +%s%N)
  "$@"
  ci_record_step ok
}

# Milliseconds ($1) as seconds with one decimal, e.g. 12345 -> 12.3.
ci_seconds() {
  printf '%d.%d' $(($1 / 1000)) $((($1 % 1000) / 100))
}

# EXIT trap: the table of steps (name, seconds, status) and the total, on stderr so that it also
# shows when stdout is piped; then exits with the run's status.
ci_print_timings() {
  local rc=$?
  trap - EXIT
  if [ -n "$CI_CURRENT_STEP" ]; then
    ci_record_step "FAILED (exit $rc)"
  fi
  local total_ms=$((($(date +%s%N) - CI_RUN_START_NS) / 1000000))
  {
    echo
    echo "== step timings"
    printf '%-28s %10s  %s\n' "step" "seconds" "status"
    local i
    for i in "${!CI_STEP_NAMES[@]}"; do
      printf '%-28s %10s  %s\n' "${CI_STEP_NAMES[$i]}" "$(ci_seconds "${CI_STEP_MS[$i]}")" "${CI_STEP_STATUS[$i]}"
    done
    printf '%-28s %10s  %s\n' "total" "$(ci_seconds "$total_ms")" "$([ "$rc" -eq 0 ] && echo ok || echo "FAILED (exit $rc)")"
  } >&2
  exit "$rc"
}

trap ci_print_timings EXIT

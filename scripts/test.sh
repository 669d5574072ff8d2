#!/usr/bin/env bash
# `npm test`: every test stage of Cofound, in order, without stopping at the first failure.
#
#   system-packages  installs chromium-headless-shell / postgresql with apt when missing (root only)
#   postgres         a throwaway PostgreSQL server on a free loopback port (removed on exit)
#   check-server     tsc and eslint on the server, shared package, scripts and benchmarks (one test)
#   check-web        tsc and eslint on the web app and the browser journeys (one test)
#   format           prettier --check (counted as one test)
#                    (these three start here in the background, on idle CPU only; their outputs
#                    are printed after the browser stage)
#   vitest-pglite    vitest projects unit + web + web-logic + integration (embedded PGlite)
#   vitest-postgres  vitest project integration on that PostgreSQL (TEST_DATABASE_URL)
#   e2e              Playwright in Debian's Chromium against the real product (scripts/start.mjs),
#                    on that PostgreSQL (the embedded database when there is none)
#
# JSON reports go to .reports/; scripts/test-summary.mjs reads them and prints, as the very last
# line of output, `N passed, N failed` (`, N skipped` when some were skipped). Exit code 0 only
# when nothing failed and every stage ran.
#
# Environment knobs: E2E_PORT (default: a free port), CHROMIUM_PATH (default
# /usr/bin/chromium-headless-shell),
# STAGE_TIMEOUT seconds per stage (applied when CI is set; default 1500), TEST_SKIP_E2E=1 and
# TEST_SKIP_POSTGRES=1 to leave a stage out locally (it is then reported as "did not run", so the
# run fails: never set these in CI).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$PWD"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
REPORTS=.reports
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" # the same variable e2e/playwright.config.ts reads

# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh

STAGE_ARGS=()
RUN_STARTED=$(date +%s%3N)
BACKGROUND_NAMES=()
BACKGROUND_PIDS=()
BACKGROUND_LOGS=()

cleanup() {
  # Background checks still running (an interrupted run): their commands, then their shells.
  local pid
  for pid in "${BACKGROUND_PIDS[@]}"; do
    pkill -TERM -P "$pid" 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  done
  pg_stop || true
}
trap cleanup EXIT
trap 'cleanup; trap - EXIT; exit 130' INT
trap 'cleanup; trap - EXIT; exit 143' TERM

now_ms() { date +%s%3N; }
seconds_since() { # start_ms -> "12.3"
  local ms=$(($(now_ms) - $1))
  printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100))
}

banner() { printf '\n\033[1m━━ %s\033[0m\n' "$*"; }

# record NAME KIND EXIT SECONDS [REPORT]
record() {
  STAGE_ARGS+=(--stage "$1:$2:$3:$4${5:+:$5}")
  local status="ok"
  [[ "$3" == "-" ]] && status="did not run"
  [[ "$3" != "-" && "$3" != 0 ]] && status="FAILED (exit $3)"
  printf '\033[1m━━ %s: %s in %s s\033[0m\n' "$1" "$status" "$4"
}

# stage_command COMMAND... : runs the command under the stage timeout in CI; answers its exit code.
stage_command() {
  local rc=0
  if [[ -n "${CI:-}" ]] && command -v timeout >/dev/null; then
    timeout --kill-after=30 "${STAGE_TIMEOUT:-1500}" "$@" || rc=$?
    [[ $rc -eq 124 ]] && echo "timed out after ${STAGE_TIMEOUT:-1500} s" >&2
  else
    "$@" || rc=$?
  fi
  return $rc
}

# run_stage NAME KIND REPORT -- COMMAND... : runs the command, never stops the script.
run_stage() {
  local name="$1" kind="$2" report="$3"
  shift 4
  banner "$name: $*"
  local start rc=0
  start=$(now_ms)
  [[ -n "$report" ]] && rm -f "$report"
  stage_command "$@" || rc=$?
  record "$name" "$kind" "$rc" "$(seconds_since "$start")" "$report"
}

# Background checks: stages without a report that each use one core (tsc, eslint, prettier). They
# start before the test stages at the lowest CPU priority, so they run on the cycles the tests
# leave idle (a test waiting on a timer, a child process or the database) and give a core back
# the moment a test wants it; whatever is left of them runs at full speed once the tests are done. Their outputs are
# printed one after the other when all have ended (docs/decisions/0043).

# The prefix that runs a command only on otherwise idle CPU: SCHED_IDLE, or nice 19 where chrt
# is missing or refused.
LOWEST_PRIORITY=(nice -n 19)
if command -v chrt >/dev/null && chrt --idle 0 true 2>/dev/null; then
  LOWEST_PRIORITY=(chrt --idle 0)
fi

# start_in_background NAME -- COMMAND... [ :: NAME -- COMMAND... ]...
start_in_background() {
  while [[ $# -gt 0 ]]; do
    local name="$1" command=() log
    shift 2
    while [[ $# -gt 0 && "$1" != "::" ]]; do command+=("$1"); shift; done
    [[ $# -gt 0 ]] && shift
    log="$(mktemp)"
    echo "$name: started in the background: ${command[*]}"
    (
      start=$(now_ms) rc=0
      stage_command "${LOWEST_PRIORITY[@]}" "${command[@]}" >"$log" 2>&1 || rc=$?
      echo "$rc $(seconds_since "$start")" >"$log.result"
    ) &
    BACKGROUND_NAMES+=("$name")
    BACKGROUND_PIDS+=($!)
    BACKGROUND_LOGS+=("$log")
  done
}

# finish_background : waits for every background stage, prints its output and records it.
finish_background() {
  local i
  for i in "${!BACKGROUND_NAMES[@]}"; do
    wait "${BACKGROUND_PIDS[$i]}" || true
    local log="${BACKGROUND_LOGS[$i]}" rc=1 seconds=0
    [[ -f "$log.result" ]] && read -r rc seconds <"$log.result"
    banner "${BACKGROUND_NAMES[$i]}"
    cat "$log"
    rm -f "$log" "$log.result"
    record "${BACKGROUND_NAMES[$i]}" check "$rc" "$seconds"
  done
}

not_run() { # NAME KIND REASON
  echo "$1: not run ($3)" >&2
  record "$1" "$2" - 0
}

summary() {
  local rc=0
  node scripts/test-summary.mjs --wall "$(seconds_since "$RUN_STARTED")" "${STAGE_ARGS[@]}" || rc=$?
  if [[ $rc -gt 1 ]]; then
    # The summary script itself broke: still end with a summary line, and fail.
    echo "0 passed, 1 failed"
  fi
  return $rc
}

finish() {
  cleanup
  trap - EXIT
  local rc=0
  summary || rc=$?
  exit $rc
}

# ── 1. system packages ───────────────────────────────────────────────────────────────────────
banner "system-packages"
start=$(now_ms)
missing=()
[[ -x "$CHROMIUM" ]] || missing+=(chromium-headless-shell)
pg_find_bin 2>/dev/null || missing+=(postgresql)
rc=0
if [[ ${#missing[@]} -gt 0 ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "Missing system packages: ${missing[*]}." >&2
    echo "Install them first, e.g.: sudo apt-get install -y ${missing[*]}" >&2
    echo "(the browser must be at $CHROMIUM; PostgreSQL server binaries in /usr/lib/postgresql/<version>/bin)" >&2
    record system-packages setup 1 "$(seconds_since "$start")"
    finish
  fi
  echo "installing with apt: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null; } || rc=$?
  [[ -x "$CHROMIUM" ]] || { echo "still no $CHROMIUM" >&2; rc=1; }
  pg_find_bin || rc=1
else
  echo "chromium-headless-shell and postgresql are installed"
fi
record system-packages setup "$rc" "$(seconds_since "$start")"

rm -rf "$REPORTS"
mkdir -p "$REPORTS"

# ── 2. PostgreSQL ────────────────────────────────────────────────────────────────────────────
pg_ok=0
if [[ -n "${TEST_SKIP_POSTGRES:-}" ]]; then
  echo "postgres: skipped (TEST_SKIP_POSTGRES is set)"
else
  banner "postgres"
  start=$(now_ms)
  rc=0
  pg_start cofound_test || rc=$?
  [[ $rc -eq 0 ]] && pg_ok=1 && echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $NF}') on 127.0.0.1:$PG_PORT, database cofound_test"
  record postgres setup "$rc" "$(seconds_since "$start")"
fi

# ── 3. typecheck, lint and format, in the background ─────────────────────────────────────────
# The type check and the lint run as one process per half of the repository, so each TypeScript
# program is built once for both (scripts/check-code.mjs): the web app and journeys, and
# everything else.
start_in_background check-server -- node scripts/check-code.mjs server :: \
  check-web -- node scripts/check-code.mjs web :: \
  format -- npx prettier --check .

# ── 4. vitest on PGlite ──────────────────────────────────────────────────────────────────────
run_stage vitest-pglite vitest "$REPORTS/vitest-pglite.json" -- \
  env -u TEST_DATABASE_URL -u DATABASE_URL \
  npx vitest run --project unit --project web --project web-logic --project integration --passWithNoTests \
  --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-pglite.json"

# ── 5. vitest integration on PostgreSQL ──────────────────────────────────────────────────────
if [[ $pg_ok -eq 1 ]]; then
  run_stage vitest-postgres vitest "$REPORTS/vitest-postgres.json" -- \
    env -u DATABASE_URL TEST_DATABASE_URL="$PG_URL" \
    npx vitest run --project integration --passWithNoTests \
    --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-postgres.json"
else
  not_run vitest-postgres vitest "no PostgreSQL server"
fi
# The browser stage's server runs on PostgreSQL, in a database of its own (docs/decisions/0032).
E2E_DATABASE_URL=""
if [[ $pg_ok -eq 1 ]]; then
  E2E_DATABASE_URL=$(pg_create_database cofound_e2e) || E2E_DATABASE_URL=""
fi

# ── 6. end-to-end in Chromium ────────────────────────────────────────────────────────────────
if [[ -n "${TEST_SKIP_E2E:-}" ]]; then
  not_run e2e playwright "TEST_SKIP_E2E is set"
else
  E2E_PORT="${E2E_PORT:-$(free_port)}"
  run_stage e2e playwright "$REPORTS/playwright.json" -- \
    env -C e2e E2E_PORT="$E2E_PORT" E2E_DATABASE_URL="$E2E_DATABASE_URL" PW_JSON_REPORT="$ROOT/$REPORTS/playwright.json" \
    PW_OUTPUT_DIR="$ROOT/$REPORTS/playwright-results" npx playwright test
fi

# ── 7. the background checks ─────────────────────────────────────────────────────────────────
finish_background

finish

#!/usr/bin/env bash
# Runs the test suite (or chosen tests) with CPU-bound processes beside it, to show that no test
# depends on how fast the machine is: N busy loops (default twice the cores) start first, then
# Maven; the loops are killed when the script ends, however it ends.
#
# Usage: scripts/verify-under-load.sh [--load N] [--repeat K] [--speed-tests | -- MAVEN_ARGS...]
#   (no arguments)   mvn -B verify, the README's test command, beside twice as many busy loops as
#                    the machine has cores
#   --load N         N busy loops (0: none, for a comparison run)
#   --repeat K       K runs in a row; stops at the first failure
#   --speed-tests    only the tests that once waited on sleeps or deadlines (their modules built
#                    with -am; the jar is packaged for the CLI's end-to-end tests)
#   -- ARGS...       any other Maven arguments, e.g. -- -B -pl web -am verify -Dtest=SearchPoolTest
#                    -Dsurefire.failIfNoSpecifiedTests=false
# Prints one line per run (PASS/FAIL, its time, the highest and the final load average) and exits
# non-zero if any failed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# The tests that waited on sleeps or wall-clock deadlines before docs/RELIABILITY.md's section on
# speed; they now wait on events, and this is their load test.
speed_unit_tests="SearchPoolTest,UciTranscriptTest,CecpTranscriptTest,SearchJobTest,ZwangEngineTest,StopFlagTest,\
DealBatchTest,IterativeDeepeningTest,BatchRunnerTest"
speed_end_to_end_tests="CtrlCIT,EngineCommandIT,EngineEndOfInputIT,ProtocolFuzzIT,ServeCommandIT,MatchCommandIT,\
BrowserIT"

load=$((2 * $(nproc)))
repeat=1
maven=(-B verify)
while (($#)); do
    case "$1" in
        --load) load="${2:?--load needs a number}"; shift 2 ;;
        --repeat) repeat="${2:?--repeat needs a number}"; shift 2 ;;
        --speed-tests)
            maven=(-B -pl web,uci-winboard,duckchess-bundle,bridge-dds,search-api,cli -am verify
                "-Dtest=$speed_unit_tests" "-Dit.test=$speed_end_to_end_tests"
                -Dsurefire.failIfNoSpecifiedTests=false -Dfailsafe.failIfNoSpecifiedTests=false)
            shift ;;
        --) shift; maven=("$@"); break ;;
        -h|--help) sed -n '2,16p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "verify-under-load: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[[ "$load" =~ ^[0-9]+$ ]] || { echo "verify-under-load: --load must be a whole number, got '$load'" >&2; exit 2; }
[[ "$repeat" =~ ^[1-9][0-9]*$ ]] || { echo "verify-under-load: --repeat must be 1 or more, got '$repeat'" >&2; exit 2; }

busy=()
samples="$(mktemp "${TMPDIR:-/tmp}/verify-under-load-loadavg.XXXXXX")"
stop_load() {
    local pid
    for pid in "${busy[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${busy[@]}"; do
        wait "$pid" 2>/dev/null || true
    done
    busy=()
    rm -f "$samples"
}
trap stop_load EXIT
trap 'stop_load; exit 130' INT
trap 'stop_load; exit 143' TERM

for ((i = 0; i < load; i++)); do
    bash -c 'while :; do :; done' &
    busy+=($!)
done
# the 1-minute load average every 5 s, for the run's highest
bash -c 'while :; do cut -d" " -f1 /proc/loadavg >>"$1"; sleep 5; done' sampler "$samples" &
busy+=($!)
echo "verify-under-load: $load CPU-bound processes beside: mvn ${maven[*]}" >&2

failed=0
for ((run = 1; run <= repeat; run++)); do
    start=$(date +%s)
    : >"$samples"
    log="$(mktemp "${TMPDIR:-/tmp}/verify-under-load.XXXXXX")"
    if mvn "${maven[@]}" >"$log" 2>&1; then
        verdict=PASS
        rm -f "$log"
    else
        verdict=FAIL
        failed=1
    fi
    read -r load1 load5 _ </proc/loadavg
    highest=$(sort -g "$samples" | tail -n 1)
    echo "run $run/$repeat: $verdict in $(($(date +%s) - start)) s (1-minute load average up to ${highest:-$load1};" \
        "at the end $load1, 5-minute $load5)"
    if [[ $verdict == FAIL ]]; then
        grep -E '<<< (FAILURE|ERROR)!|BUILD FAILURE|\[ERROR\] Failed to execute' "$log" | head -20 || true
        echo "Maven's output: $log"
        break
    fi
done
exit "$failed"

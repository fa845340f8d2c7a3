#!/usr/bin/env bash
# Measures how fast `zwang engine` answers "stop" (UCI) and "?" (CECP, move now) while searching:
# the time from reading the command to writing bestmove / the last move leg, taken from the
# engine's own --log timestamps (so the pipe itself is not counted), over N searches each of which
# has run for 300 ms. Usage: scripts/stop-latency.sh [N]   (default 20)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
samples="${1:-20}"
"$root/bin/zwang" --version >/dev/null   # build the jar if needed
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

run() { # protocol, then the commands of one sample
    local protocol="$1" log="$work/$1.log"
    coproc ENGINE { "$root/bin/zwang" engine --protocol "$protocol" --log "$log"; }
    exec 3>&"${ENGINE[1]}" 4<&"${ENGINE[0]}"
    local line
    if [[ "$protocol" == uci ]]; then
        echo uci >&3; echo isready >&3   # like a GUI: readyok comes after the start-up warm-up search
        while read -r line <&4 && [[ "$line" != readyok ]]; do :; done
        for ((i = 0; i < samples; i++)); do
            echo "position startpos moves e2e4,e4d5" >&3
            echo "go infinite" >&3; sleep 0.3; echo stop >&3
            while read -r line <&4 && [[ "$line" != bestmove* ]]; do :; done
        done
    else
        printf 'xboard\nprotover 2\nnew\nvariant duck\nst 60\nping 1\n' >&3   # pong after the warm-up
        while read -r line <&4 && [[ "$line" != "pong 1" ]]; do :; done
        for ((i = 0; i < samples; i++)); do
            echo "go" >&3; sleep 0.3; echo "?" >&3
            while read -r line <&4 && [[ "$line" != move* || "$line" == *, ]]; do :; done
            echo "force" >&3; echo "new" >&3; echo "variant duck" >&3; echo "st 60" >&3
        done
    fi
    echo quit >&3
    wait "$ENGINE_PID" 2>/dev/null || true
    exec 3>&- 4<&-
    # pair each "< stop" / "< ?" with the next "> bestmove" / final "> move"
    awk -v proto="$protocol" '
        $2 == "<" && ($3 == "stop" || $3 == "?") { start = $1; next }
        start != "" && $2 == ">" && ($3 == "bestmove" || ($3 == "move" && $4 !~ /,$/)) {
            printf "%.0f\n", ($1 - start) * 1000; start = "" }' "$log" >"$work/$protocol.raw"; sort -n "$work/$protocol.raw" >"$work/$protocol.ms"; echo "$protocol in order: $(tr "\n" " " <"$work/$protocol.raw")"
    local n; n=$(wc -l <"$work/$protocol.ms")
    printf '%-6s %s samples: min %s ms, median %s ms, max %s ms\n' "$protocol" "$n" \
        "$(head -n 1 "$work/$protocol.ms")" "$(sed -n "$(( (n + 1) / 2 ))p" "$work/$protocol.ms")" \
        "$(tail -n 1 "$work/$protocol.ms")"
}

run uci
run xboard

#!/usr/bin/env bash
# A real GUI plays Zwang: Debian's XBoard (4.9.1; standard chess only, it has no Duck Chess) runs a
# two-game engine-vs-engine match of `zwang engine` against itself over CECP v2 under a virtual X
# server (xvfb-run), and the PGN it saves must hold two finished games with no forfeit, illegal
# move or engine error. Installs xboard and xvfb with apt-get when they are missing; prints
# "skipped: ..." and exits 0 only when they cannot be installed.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib/apt-install.sh"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games=2
time_control="0:10"   # minutes:seconds per game and side
increment="0.1"       # seconds per move

say() { printf 'xboard-selftest: %s\n' "$*"; }
skip() { say "skipped: $*"; exit 0; }
fail() { say "FAILED: $*"; exit 1; }

find_xboard() {
    if command -v xboard >/dev/null 2>&1; then command -v xboard
    elif [[ -x /usr/games/xboard ]]; then echo /usr/games/xboard
    fi
}

xboard="$(find_xboard)"
if [[ -z "$xboard" ]] || ! command -v xvfb-run >/dev/null 2>&1 || ! command -v xauth >/dev/null 2>&1; then
    apt_install "xboard/xvfb" "xboard, xvfb and xauth" xboard xvfb xauth
    xboard="$(find_xboard)"
    [[ -n "$xboard" ]] || skip "xboard is still not installed"
fi

# Build the jar first, so the engine answers XBoard's "protover 2" within its two-second wait.
"$root/bin/zwang" --version >/dev/null

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for side in first second; do
    printf '#!/bin/sh\nexec "%s/bin/zwang" engine --log "%s/%s.log"\n' "$root" "$work" "$side" >"$work/$side.sh"
    chmod +x "$work/$side.sh"
done

say "$("$xboard" --version 2>/dev/null | head -n 1 || echo xboard): $games games of zwang engine vs itself, ${time_control}+${increment}"
set +e
(cd "$work" && timeout 600 xvfb-run -a "$xboard" \
    -variant normal \
    -fcp "$work/first.sh" -scp "$work/second.sh" \
    -mg "$games" -tc "$time_control" -inc "$increment" \
    -sgf "$work/games.pgn" \
    -xponder -autoflag -xexit \
    -debug -nameOfDebugFile "$work/xboard.debug" \
    >"$work/xboard.out" 2>&1)
status=$?
set -e

show_logs() {
    say "xboard exit status $status; its output:"
    sed 's/^/    /' "$work/xboard.out" | tail -n 20
    [[ -f "$work/xboard.debug" ]] && { say "end of xboard's debug log:"; tail -n 40 "$work/xboard.debug" | sed 's/^/    /'; }
    return 0
}

[[ -s "$work/games.pgn" ]] || { show_logs; fail "xboard saved no PGN"; }
finished="$(grep -cE '^\[Result "(1-0|0-1|1/2-1/2)"\]' "$work/games.pgn" || true)"
say "PGN results: $(grep -E '^\[Result ' "$work/games.pgn" | tr '\n' ' ')"
if [[ "$finished" -lt "$games" ]]; then
    show_logs; sed 's/^/    /' "$work/games.pgn"; fail "expected $games finished games, found $finished"
fi
# The reason XBoard gives for each result is the comment before the result token.
if grep -qiE '(time forfeit|loses on time|flag|illegal|error|crash|disconnect|abort)' "$work/games.pgn"; then
    show_logs; sed 's/^/    /' "$work/games.pgn"; fail "a game ended by forfeit, illegal move or engine error"
fi
if grep -qE '^[0-9.]+ > (Illegal move|Error)' "$work/first.log" "$work/second.log"; then
    grep -hE '^[0-9.]+ > (Illegal move|Error)' "$work/first.log" "$work/second.log" | head -n 5 | sed 's/^/    /'
    fail "the engine answered XBoard with an error"
fi
say "ok: $finished games finished ($(grep -oE '\{[^}]*\} (1-0|0-1|1/2-1/2)' "$work/games.pgn" | tr '\n' ';'))"

#!/usr/bin/env bash
# Makes sure the web module's browser tests (web/src/test/java/org/zwang/web/it) can run: installs
# Debian's chromium and chromium-driver with apt-get when they are missing. Prints "skipped: ..." and
# exits 0 when they cannot be installed; the browser tests then skip with the same reason.
set -euo pipefail

say() { printf 'browser-install: %s\n' "$*"; }
skip() { say "skipped: $*"; exit 0; }

have() { command -v "$1" >/dev/null 2>&1; }
if (have chromium || have chromium-browser) && have chromedriver; then
    exit 0
fi
have apt-get || skip "chromium/chromedriver are missing and there is no apt-get to install them"
if [[ "$(id -u)" -eq 0 ]]; then
    sudo=()
elif have sudo && sudo -n true 2>/dev/null; then
    sudo=(sudo -n)
else
    skip "chromium/chromedriver are missing and installing needs root (no password-less sudo)"
fi
say "installing chromium and chromium-driver with apt-get"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq >/dev/null || skip "apt-get update failed (no network?)"
"${sudo[@]}" apt-get install -y -qq --no-install-recommends chromium chromium-driver >/dev/null \
    || skip "apt-get install chromium chromium-driver failed"
have chromedriver || skip "chromedriver is still not installed"

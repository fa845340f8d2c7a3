#!/usr/bin/env bash
# Makes sure the web module's browser tests (web/src/test/java/org/zwang/web/it) can run: installs
# Debian's chromium and chromium-driver with apt-get when they are missing. Prints "skipped: ..." and
# exits 0 when they cannot be installed; the browser tests then skip with the same reason.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib/apt-install.sh"

say() { printf 'browser-install: %s\n' "$*"; }
skip() { say "skipped: $*"; exit 0; }

have() { command -v "$1" >/dev/null 2>&1; }
if (have chromium || have chromium-browser) && have chromedriver; then
    exit 0
fi
apt_install "chromium/chromedriver" "chromium and chromium-driver" chromium chromium-driver
have chromedriver || skip "chromedriver is still not installed"

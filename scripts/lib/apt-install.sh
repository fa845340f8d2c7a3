# Sourced by the scripts that install what their checks need (browser-install.sh, xboard-selftest.sh):
# one way to install Debian packages as root or through password-less sudo, and to give up politely.
# The sourcing script defines say (a line on stdout) and skip (say "skipped: ..." and exit 0).

# apt_install MISSING WORDS PACKAGE...: installs the PACKAGEs with apt-get, or skips, naming MISSING
# (e.g. "xboard/xvfb") as what is missing; WORDS is what the "installing ..." line names.
apt_install() {
    local missing="$1" words="$2"
    shift 2
    command -v apt-get >/dev/null 2>&1 || skip "$missing are missing and there is no apt-get to install them"
    local sudo
    if [[ "$(id -u)" -eq 0 ]]; then
        sudo=()
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        sudo=(sudo -n)
    else
        skip "$missing are missing and installing needs root (no password-less sudo)"
    fi
    say "installing $words with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq >/dev/null || skip "apt-get update failed (no network?)"
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null \
        || skip "apt-get install $* failed"
}

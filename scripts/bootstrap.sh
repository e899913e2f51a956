#!/usr/bin/env bash
# Installs the Debian packages Entanglion needs to build, test and run, and the web client's npm
# packages (web/package-lock.json).
# Idempotent: asks dpkg first and does nothing (quickly) when all are present; runs
# `apt-get update` only when a package is missing; uses sudo when not root.
# Usage: bash scripts/bootstrap.sh [--list]
set -euo pipefail

# The exact package list (with the QML runtime list read below). Keep it sorted; README and
# docs/packaging.md refer to this file.
packages=(
    appstream
    at-spi2-core
    ccache
    chromium
    clang
    clang-format
    cmake
    dbus
    desktop-file-utils
    dpkg-dev
    emscripten
    g++
    groff-base
    imagemagick
    libbenchmark-dev
    libclang-rt-14-dev
    libcli11-dev
    libeigen3-dev
    libgmock-dev
    libgtest-dev
    liblcms2-dev
    lld
    librsvg2-bin
    libspdlog-dev
    libsqlite3-dev
    ninja-build
    nodejs
    nlohmann-json3-dev
    openssl
    pkgconf
    poppler-utils
    python3
    python3-pyatspi
    qml6-module-qttest
    qt6-base-dev
    qt6-declarative-dev
    qt6-l10n-tools
    qt6-speech-dev
    qt6-speech-speechd-plugin
    qt6-svg-dev
    qt6-tools-dev
    qt6-translations-l10n
    qt6-websockets-dev
    speech-dispatcher
    speech-dispatcher-espeak-ng
    systemd
    xauth
    xdotool
    xvfb
)
# The QML modules the app needs at run time are listed once, in cmake/qml-runtime-packages.txt:
# the .deb depends on the same list (docs/packaging.md).
while read -r package; do
    [[ -z "$package" || "$package" == \#* ]] || packages+=("$package")
done <"$(dirname "$0")/../cmake/qml-runtime-packages.txt"

# The web client's tools come from npm (web/README.md): Debian's npm, unless the node installed
# brings its own (NodeSource's nodejs provides and conflicts with Debian's npm package).
command -v npm >/dev/null || packages+=(npm)

# `--list` prints the whole list (one a line) and installs nothing: tests read it from here.
if [[ "${1:-}" == "--list" ]]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

# The web client's npm packages, exactly as web/package-lock.json pins them: `npm ci` again only when
# the lockfile changed since the last install (its hash kept in node_modules).
install_web_packages() {
    local web lock stamp
    web="$(dirname "$0")/../web"
    lock=$(sha256sum "$web/package-lock.json" | cut -d' ' -f1)
    stamp="$web/node_modules/.entanglion-lock-sha256"
    [[ -f "$stamp" && "$(cat "$stamp")" == "$lock" ]] && return 0
    echo "bootstrap: npm ci in web/"
    (cd "$web" && npm ci --no-audit --no-fund --loglevel=error)
    echo "$lock" >"$stamp"
}

if [[ ${#missing[@]} -eq 0 ]]; then
    install_web_packages
    exit 0
fi

echo "bootstrap: installing ${#missing[@]} missing Debian package(s): ${missing[*]}"
as_root=()
if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "bootstrap: not root and sudo is not installed" >&2; exit 1; }
    as_root=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
install_web_packages
echo "bootstrap: done"

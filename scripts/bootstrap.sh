#!/usr/bin/env bash
# Installs the Debian packages Entanglion needs to build, test and run.
# Idempotent: asks dpkg first and does nothing (quickly) when all are present; runs
# `apt-get update` only when a package is missing; uses sudo when not root.
set -euo pipefail

# The exact package list. Keep it sorted; README and docs/building.md refer to this file.
packages=(
    ccache
    clang
    cmake
    g++
    imagemagick
    libbenchmark-dev
    libclang-rt-14-dev
    libcli11-dev
    libeigen3-dev
    libgmock-dev
    libgtest-dev
    libspdlog-dev
    ninja-build
    nlohmann-json3-dev
    qml6-module-qt-labs-settings
    qml6-module-qtcharts
    qml6-module-qtcore
    qml6-module-qtqml
    qml6-module-qtqml-workerscript
    qml6-module-qtquick
    qml6-module-qtquick-controls
    qml6-module-qtquick-dialogs
    qml6-module-qtquick-layouts
    qml6-module-qtquick-shapes
    qml6-module-qtquick-templates
    qml6-module-qtquick-window
    qml6-module-qttest
    qt6-base-dev
    qt6-charts-dev
    qt6-declarative-dev
    qt6-l10n-tools
    qt6-tools-dev
    xauth
    xvfb
)

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if [[ ${#missing[@]} -eq 0 ]]; then
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
echo "bootstrap: done"

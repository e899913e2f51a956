#!/usr/bin/env bash
# Builds the Debian package of Entanglion (the app, entanglion-cli, desktop entry, icon, AppStream
# metainfo, man pages) with CPack and prints its control data. See docs/packaging.md.
# Usage: bash scripts/package.sh [--try-install]
#   --try-install  then install the .deb with apt on this machine (root or sudo), start the
#                  installed app headless (a screenshot), run the installed CLI, and remove the
#                  package again. Refuses when an entanglion package is already installed.
set -euo pipefail
cd "$(dirname "$0")/.."

try_install=false
case "${1:-}" in
    "") ;;
    --try-install) try_install=true ;;
    *) echo "package.sh: unknown argument \"$1\" (usage: bash scripts/package.sh [--try-install])" >&2; exit 2 ;;
esac

bash scripts/bootstrap.sh
build_dir=${ENTANGLION_BUILD_DIR:-build}
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)" --target entanglion entanglion-cli
rm -f "$build_dir"/packages/entanglion_*.deb
cpack -G DEB --config "$build_dir/CPackConfig.cmake" -B "$build_dir/packages" >/dev/null
debs=("$build_dir"/packages/entanglion_*.deb)
deb=$(realpath "${debs[0]}")
echo "package.sh: built $deb"
dpkg-deb --field "$deb" Package Version Architecture Depends Recommends

if ! $try_install; then
    echo "Install it with: sudo apt-get install $deb"
    exit 0
fi

if dpkg-query -W -f='${Status}' entanglion 2>/dev/null | grep -q "install ok installed"; then
    echo "package.sh: an entanglion package is already installed; remove it first (apt-get remove entanglion)" >&2
    exit 1
fi
as_root=()
[[ $(id -u) -eq 0 ]] || as_root=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get install -y -qq "$deb" >/dev/null
trap '"${as_root[@]}" apt-get remove -y -qq entanglion >/dev/null && echo "package.sh: removed the package again"' EXIT
scratch=$(mktemp -d)
HOME=$scratch QT_QPA_PLATFORM=offscreen /usr/bin/entanglion --screenshot "$scratch/installed.png"
echo "package.sh: the installed app started and wrote $(stat -c %s "$scratch/installed.png") bytes of screenshot"
/usr/bin/entanglion-cli state --mercurial ZERO --rubicon ZERO H:MERCURIAL CNOT:RUBICON
echo "package.sh: installed files:"
dpkg -L entanglion | grep -E "/bin/|/applications/|/metainfo/|/icons/|/man[16]/" | sed "s/^/  /"

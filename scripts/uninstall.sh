#!/usr/bin/env bash
# Removes what `cmake --install build --prefix PREFIX` put under PREFIX, and nothing else.
# Usage: bash scripts/uninstall.sh PREFIX       (ENTANGLION_BUILD_DIR picks another build folder)
# The file list comes from installing the same build into a scratch folder, not from
# build/install_manifest.txt: every later install (the tests, cpack) overwrites that manifest.
# Files that belong to the Debian package are left alone: remove that with apt-get remove entanglion.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -ne 1 || -z "$1" ]]; then
    echo "usage: bash scripts/uninstall.sh PREFIX   (the prefix given to cmake --install)" >&2
    exit 2
fi
prefix=${1%/}
build_dir=${ENTANGLION_BUILD_DIR:-build}
[[ -f "$build_dir/cmake_install.cmake" ]] || { echo "uninstall.sh: no configured build in $build_dir" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cmake --install "$build_dir" --prefix "$scratch" >/dev/null
removed=0
while IFS= read -r file; do
    target=$prefix/${file#./}
    [[ -e "$target" || -L "$target" ]] || continue
    if owner=$(dpkg -S "$(realpath -m "$target")" 2>/dev/null); then
        echo "uninstall.sh: $target belongs to the Debian package ${owner%%:*}; use apt-get remove" >&2
        continue
    fi
    rm -f "$target"
    echo "removed $target"
    removed=$((removed + 1))
done < <(cd "$scratch" && find . \( -type f -o -type l \) | sort)
echo "uninstall.sh: removed $removed file(s) from $prefix"

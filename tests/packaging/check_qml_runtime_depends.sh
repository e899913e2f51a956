#!/usr/bin/env bash
# The .deb must depend on the Debian package of every QML module the app loads at run time
# (dpkg-shlibdeps sees the Qt libraries, not QML imports). Starts the app headless on its game
# screen and on the Bell demo with QML_IMPORT_TRACE (the app's logger writes Qt's messages to its
# log file under the scratch HOME, so both stderr and that log are read), maps each system qmldir
# it read to the package owning it (dpkg -S), and fails when a package is missing from the list.
# Usage: check_qml_runtime_depends.sh APP SCRATCH_DIR DECLARED_PACKAGE...
set -euo pipefail
app=$1 scratch=$2
shift 2
declared=" $* "
rm -rf "$scratch"
mkdir -p "$scratch/home"

trace() {
    HOME=$scratch/home XDG_DATA_HOME=$scratch/home/data QT_QPA_PLATFORM=offscreen QML_IMPORT_TRACE=1 \
        "$app" "$@" --screenshot "$scratch/shot.png" >/dev/null 2>>"$scratch/stderr.txt"
}
trace
trace --demo bell
qmldirs=$(find "$scratch/stderr.txt" "$scratch/home" -type f \( -name stderr.txt -o -name '*.log' \) -exec cat {} + |
    grep -oE '/[^" ]*/qml/[^" ]*/qmldir' | sort -u)
if [[ -z "$qmldirs" ]]; then
    echo "FAIL: the import trace names no system qmldir; did QML_IMPORT_TRACE's format change?" >&2
    exit 1
fi
missing=0
for qmldir in $qmldirs; do
    owner=$(dpkg -S "$qmldir" 2>/dev/null | head -1 | cut -d: -f1) || true
    if [[ -z "$owner" ]]; then
        echo "FAIL: no Debian package owns $qmldir (a QML module from outside Debian?)" >&2
        missing=$((missing + 1))
    elif [[ "$declared" != *" $owner "* ]]; then
        echo "FAIL: the app loads $qmldir from $owner, which cmake/qml-runtime-packages.txt does not list" >&2
        missing=$((missing + 1))
    fi
done
[[ $missing -eq 0 ]] || exit 1
echo "every QML module the app loaded comes from a declared package:"
for qmldir in $qmldirs; do echo "  $qmldir"; done

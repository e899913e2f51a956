#!/usr/bin/env bash
# Installs the build into a fresh staging prefix (`cmake --install --prefix`) and uses it as a
# teacher's machine would: every file in its usual place, the icon renders, the desktop entry starts
# a program that is there, the installed CLI calculates, and the installed app, started from outside
# the build tree with a scratch HOME, renders a game record's first frame to a PNG that is really a
# picture of the app, the same twice in English and different in LANGUAGE (so the translations are
# found from the install). Then scripts/uninstall.sh leaves no file behind.
# Usage: check_staged_install.sh BUILD_DIR APP_ID SCRATCH_DIR UNINSTALL_SCRIPT LANGUAGE
set -euo pipefail
build=$(realpath "$1") id=$2 scratch=$(realpath -m "$3") uninstall=$(realpath "$4") language=${5:-}
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

rm -rf "$scratch"
mkdir -p "$scratch/home"
prefix=$scratch/prefix
cmake --install "$build" --prefix "$prefix" >"$scratch/install.log"

for file in bin/entanglion bin/entanglion-cli "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml" \
            "share/icons/hicolor/scalable/apps/$id.svg" share/man/man1/entanglion-cli.1 share/man/man6/entanglion.6 bin/entanglion-server \
            share/man/man1/entanglion-server.1 lib/systemd/system/entanglion-server.service \
            share/doc/entanglion/teaching/README.md share/doc/entanglion/teaching/bell-class.md; do
    [[ -s "$prefix/$file" ]] || fail "the install has no $file"
done
[[ $failures -eq 0 ]] || exit 1

# Nothing installed may point back into the source or build tree: no RPATH there (it would hide a
# missing install), no path to a data file there baked into a program.
source_dir=$(realpath "$(dirname "$uninstall")/..")
for program in "$prefix"/bin/*; do
    if readelf -d "$program" | grep -E 'R(UN)?PATH' | grep -qF "$build"; then
        fail "$program has the build tree in its RPATH"
    fi
    for tree in "$build" "$source_dir"; do
        grep -qaF "$tree/" "$program" && fail "$program contains the path $tree/"
    done
done

exec_line=$(sed -n 's/^Exec=//p' "$prefix/share/applications/$id.desktop")
[[ -x "$prefix/bin/${exec_line%% *}" ]] || fail "the desktop entry runs \"$exec_line\", which the install does not have"
icon_name=$(sed -n 's/^Icon=//p' "$prefix/share/applications/$id.desktop")
[[ "$icon_name" == "$id" ]] || fail "the desktop entry's icon is \"$icon_name\", not the installed $id"

rsvg-convert -w 64 -h 64 "$prefix/share/icons/hicolor/scalable/apps/$id.svg" -o "$scratch/icon.png"
icon_colours=$(identify -format '%k' "$scratch/icon.png")
[[ $icon_colours -ge 16 ]] || fail "the icon renders as $icon_colours colours: not a picture"

cd "$scratch"
state=$(HOME=$scratch/home "$prefix/bin/entanglion-cli" state --mercurial ZERO --rubicon ZERO H:MERCURIAL CNOT:RUBICON)
grep -q 'PHI_PLUS' <<<"$state" || fail "the installed CLI did not reach PHI_PLUS: $state"

HOME=$scratch/home "$prefix/bin/entanglion-cli" new --seed 7 --out "$scratch/game.json" >/dev/null
# screenshot NAME [ARGS...]: the installed app's first frame of the record, in a scratch HOME.
screenshot() {
    local name=$1
    shift
    if ! HOME=$scratch/home XDG_DATA_HOME=$scratch/home/data XDG_CONFIG_HOME=$scratch/home/config LC_ALL=C \
            LANGUAGE='' QT_QPA_PLATFORM=offscreen "$prefix/bin/entanglion" --record "$scratch/game.json" "$@" \
            --screenshot "$scratch/$name.png" >/dev/null 2>"$scratch/$name.err"; then
        fail "the installed app failed ($*): $(cat "$scratch/$name.err")"
    fi
    [[ -s "$scratch/$name.png" ]] || fail "the installed app wrote no $name.png"
}
screenshot english
screenshot english-again
width=0 height=0 colours=0
if [[ -s "$scratch/english.png" ]]; then
    read -r width height colours < <(identify -format '%w %h %k\n' "$scratch/english.png")
    [[ $width -ge 800 && $height -ge 600 ]] || fail "the screenshot is only ${width}x${height}"
    [[ $colours -ge 200 ]] || fail "the screenshot has only $colours colours: an empty window?"
    cmp -s "$scratch/english.png" "$scratch/english-again.png" ||
        fail "two English screenshots of one record differ: the translation check below would prove nothing"
fi
if [[ -z "$language" ]]; then
    fail "no translation (ui-qml/i18n/entanglion_*.ts) to check"
else
    screenshot "$language" --lang "$language"
    cmp -s "$scratch/english.png" "$scratch/$language.png" &&
        fail "the installed app looks the same with --lang $language: its translation was not found"
fi

ENTANGLION_BUILD_DIR=$build bash "$uninstall" "$prefix" >"$scratch/uninstall.log"
left=$(find "$prefix" \( -type f -o -type l \))
[[ -z "$left" ]] || fail "scripts/uninstall.sh left files behind: $left"

[[ $failures -eq 0 ]] || exit 1
echo "staged install in $prefix: files in place, icon renders, CLI and app run (screenshot ${width}x${height}, $colours colours, translated to $language), uninstall removes all"

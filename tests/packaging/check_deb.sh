#!/usr/bin/env bash
# Builds the .deb with CPack (as scripts/package.sh does) into a scratch folder and reads it back:
# the programs, desktop entry, icon, metainfo and man pages under /usr and nothing elsewhere, the
# Qt libraries found by dpkg-shlibdeps and every declared QML module package in Depends. Then it
# unpacks the .deb (as dpkg would, without touching this machine's /usr) and runs what it holds:
# the CLI computes |Phi+> and the app renders a game's first frame, in Polish (translations found).
# The web client is in /usr/share/entanglion/web exactly when the build was given one
# (WEB_DIST, -DENTANGLION_WEB_DIST; empty: none), where the packaged server finds it by itself.
# Usage: check_deb.sh BUILD_DIR APP_ID SCRATCH_DIR WEB_DIST DECLARED_QML_PACKAGE...
set -euo pipefail
build=$1 id=$2 scratch=$3 web_dist=$4
shift 4
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

rm -rf "$scratch"
mkdir -p "$scratch"
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch" >"$scratch/cpack.log"
debs=("$scratch"/entanglion_*.deb)
[[ -f "${debs[0]}" ]] || { echo "FAIL: cpack wrote no entanglion_*.deb: $(cat "$scratch/cpack.log")" >&2; exit 1; }
deb=${debs[0]}

contents=$(dpkg-deb --contents "$deb" | awk '{print $NF}')
for file in ./usr/bin/entanglion ./usr/bin/entanglion-cli "./usr/share/applications/$id.desktop" \
            "./usr/share/metainfo/$id.metainfo.xml" "./usr/share/icons/hicolor/scalable/apps/$id.svg" \
            ./usr/share/man/man1/entanglion-cli.1 ./usr/share/man/man6/entanglion.6 ./usr/bin/entanglion-server \
            ./usr/share/man/man1/entanglion-server.1 ./usr/lib/systemd/system/entanglion-server.service; do
    grep -qxF "$file" <<<"$contents" || fail "the .deb has no $file"
done
if [[ -n "$web_dist" ]]; then
    for file in index.html lessons.html engine/entanglion.mjs engine/entanglion.wasm; do
        grep -qxF "./usr/share/entanglion/web/$file" <<<"$contents" || fail "the .deb has no /usr/share/entanglion/web/$file"
    done
else
    ! grep -q '^\./usr/share/entanglion/web/' <<<"$contents" || fail "built without a web client, the .deb has /usr/share/entanglion/web"
fi
outside=$(grep -vE '^\./(usr(/|$))?$' <<<"$contents" | grep -v '^\./usr/' || true)
[[ -z "$outside" ]] || fail "the .deb installs outside /usr: $outside"

depends=$(dpkg-deb --field "$deb" Depends)
depends_on() { tr ',' '\n' <<<"$depends" | sed 's/^ *//; s/ .*//' | grep -qxF "$1"; }
for library in libqt6core6 libqt6gui6 libqt6qml6 libqt6quick6 libqt6websockets6 libqt6texttospeech6 libsqlite3-0 libc6 \
               libstdc++6; do
    depends_on "$library" || fail "Depends lacks $library (dpkg-shlibdeps): $depends"
done
for package in "$@"; do
    depends_on "$package" || fail "Depends lacks the QML module package $package"
done
# The speech engine is a plugin Qt TextToSpeech loads at run time: recommended, as Speak events needs it.
recommends=$(dpkg-deb --field "$deb" Recommends)
for package in qt6-speech-speechd-plugin speech-dispatcher-espeak-ng; do
    tr ',' '\n' <<<"$recommends" | sed 's/^ *//; s/ .*//' | grep -qxF "$package" ||
        fail "Recommends lacks the speech engine package $package: $recommends"
done
[[ "$(dpkg-deb --field "$deb" Package)" == entanglion ]] || fail "the package is not called entanglion"
grep -q '^ExecStart=/usr/bin/entanglion-server ' <(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/lib/systemd/system/entanglion-server.service) ||
    fail "the packaged systemd unit does not start /usr/bin/entanglion-server"

root=$scratch/root
dpkg-deb -x "$deb" "$root"
home=$scratch/home
state=$(HOME=$home "$root/usr/bin/entanglion-cli" state --mercurial ZERO --rubicon ZERO H:MERCURIAL CNOT:RUBICON)
grep -q 'PHI_PLUS' <<<"$state" || fail "the packaged CLI did not reach PHI_PLUS: $state"
HOME=$home "$root/usr/bin/entanglion-cli" new --seed 7 --out "$scratch/game.json" >/dev/null
# deb_screenshot NAME [ARGS...]: the packaged app's first frame of the record, in a scratch HOME.
deb_screenshot() {
    local name=$1
    shift
    if ! (cd "$scratch" && HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config LC_ALL=C LANGUAGE='' \
            QT_QPA_PLATFORM=offscreen "$root/usr/bin/entanglion" --record "$scratch/game.json" "$@" \
            --screenshot "$scratch/$name.png" >/dev/null 2>"$scratch/$name.err"); then
        fail "the packaged app failed ($*): $(cat "$scratch/$name.err")"
    fi
    [[ -s "$scratch/$name.png" ]] || fail "the packaged app wrote no $name.png"
}
deb_screenshot deb-app-en --lang en
deb_screenshot deb-app-pl --lang pl
# The same frame in Polish differs from the English one: the packaged translations are found.
cmp -s "$scratch/deb-app-en.png" "$scratch/deb-app-pl.png" && fail "the packaged app looks the same in Polish: no translation found"

[[ $failures -eq 0 ]] || exit 1
echo "$(basename "$deb"): files under /usr, Depends: $depends; unpacked, its CLI and app run"

#!/usr/bin/env bash
# The game server as installed: its man page reads cleanly and describes every option of
# `entanglion-server --help`; `cmake --install` puts the program, the man page and the systemd
# unit in place; the unit passes `systemd-analyze verify` and starts the installed program; and the
# installed server, run from outside the build tree, listens on 127.0.0.1 (a port the system picks).
# WEB_DIST is the web client the build installs (-DENTANGLION_WEB_DIST), empty when none: then the
# install holds it in PREFIX/share/entanglion/web and the installed server, given no --web-root,
# serves it from there (the page and its .wasm over HTTP on its port); without it, the install has
# no web folder and the server says it serves WebSockets only.
# Usage: check_server_install.sh BUILD_DIR SCRATCH_DIR [WEB_DIST]
set -euo pipefail
build=$(realpath "$1") scratch=$(realpath -m "$2") web_dist=${3:-}
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

rm -rf "$scratch"
mkdir -p "$scratch"
page=$build/data/entanglion-server.1
warnings=$(groff -man -ww -z -Tutf8 "$page" 2>&1 >/dev/null)
[[ -z "$warnings" ]] || fail "$page: groff warns: $warnings"
text=$(sed 's/\\-/-/g' "$page")
options=$("$build/bin/entanglion-server" --help | grep -oE '^ +(-[a-zA-Z],)?--[a-z0-9-]+' | sed 's/.*--/--/' | grep -vx -- '--help')
[[ -n "$options" ]] || fail "entanglion-server --help lists no options"
for option in $options; do
    grep -qwe "$option" <<<"$text" || fail "$page does not mention $option"
done

prefix=$scratch/prefix
cmake --install "$build" --prefix "$prefix" >"$scratch/install.log"
unit=$prefix/lib/systemd/system/entanglion-server.service
for file in bin/entanglion-server share/man/man1/entanglion-server.1 lib/systemd/system/entanglion-server.service; do
    [[ -s "$prefix/$file" ]] || fail "the install has no $file"
done
[[ $failures -eq 0 ]] || exit 1
exec_start=$(sed -n 's/^ExecStart=//p' "$unit")
[[ "${exec_start%% *}" == "$prefix/bin/entanglion-server" ]] ||
    fail "the unit starts \"${exec_start%% *}\", not the installed $prefix/bin/entanglion-server"
# --man=no: the man page it documents is in the scratch prefix, not where man looks.
if ! verify=$(systemd-analyze verify --man=no "$unit" 2>&1); then
    fail "systemd-analyze verify $unit: $verify"
fi

# The installed server runs outside the build tree and prints its port.
cd "$scratch"
"$prefix/bin/entanglion-server" --listen 127.0.0.1 --port 0 --data-dir "$scratch/data" >"$scratch/server.out" 2>&1 &
pid=$!
for _ in $(seq 300); do
    grep -q 'listening on port [0-9]' "$scratch/server.out" && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
done
grep -q 'listening on port [0-9]' "$scratch/server.out" || fail "the installed server did not start: $(cat "$scratch/server.out")"
port=$(sed -n 's/.*listening on port \([0-9]*\).*/\1/p' "$scratch/server.out" | head -n 1)
# http_get PATH: the installed server's whole answer to a GET of PATH (it closes the connection).
http_get() {
    timeout 10 bash -c 'exec 3<>"/dev/tcp/127.0.0.1/$0" && printf "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n" "$1" >&3 && cat <&3' \
        "$port" "$1"
}
web=$prefix/share/entanglion/web
if [[ -n "$web_dist" && -n "$port" ]]; then
    for file in index.html lessons.html engine/entanglion.mjs engine/entanglion.wasm; do
        cmp -s "$web_dist/$file" "$web/$file" || fail "the install's share/entanglion/web/$file is not the built $web_dist/$file"
    done
    grep -qF "serving the web client from $web" "$scratch/server.out" ||
        fail "the installed server does not serve $web by itself: $(cat "$scratch/server.out")"
    page=$(http_get / | tr -d '\r' || true)
    grep -q '^HTTP/1.1 200' <<<"$page" && grep -q '<html' <<<"$page" ||
        fail "GET / of the installed server is not the page: $(head -c 300 <<<"$page")"
    wasm=$(http_get /engine/entanglion.wasm | head -c 4096 | tr -d '\r\0' || true)
    grep -qi '^content-type: application/wasm' <<<"$wasm" ||
        fail "GET /engine/entanglion.wasm of the installed server is not the engine: $(head -c 300 <<<"$wasm")"
elif [[ -z "$web_dist" ]]; then
    [[ ! -e "$web" ]] || fail "built without a web client, the install has $web"
    grep -q 'no web client to serve' "$scratch/server.out" ||
        fail "without a web client the installed server does not say so: $(cat "$scratch/server.out")"
fi
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
[[ -f "$scratch/data/games.sqlite3" ]] || fail "the installed server made no database in its --data-dir"

[[ $failures -eq 0 ]] || exit 1
echo "entanglion-server: man page complete, installed with its systemd unit (verified), runs from the install" \
    "${web_dist:+and serves the installed web client}"

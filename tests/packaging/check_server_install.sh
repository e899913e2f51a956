#!/usr/bin/env bash
# The game server as installed: its man page reads cleanly and describes every option of
# `entanglion-server --help`; `cmake --install` puts the program, the man page and the systemd
# unit in place; the unit passes `systemd-analyze verify` and starts the installed program; and the
# installed server, run from outside the build tree, listens on 127.0.0.1 (a port the system picks).
# Usage: check_server_install.sh BUILD_DIR SCRATCH_DIR
set -euo pipefail
build=$(realpath "$1") scratch=$(realpath -m "$2")
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
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
[[ -f "$scratch/data/games.sqlite3" ]] || fail "the installed server made no database in its --data-dir"

[[ $failures -eq 0 ]] || exit 1
echo "entanglion-server: man page complete, installed with its systemd unit (verified), runs from the install"

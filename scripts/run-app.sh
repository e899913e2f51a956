#!/usr/bin/env bash
# Installs what is missing, builds the desktop app (Release) and starts it.
# Usage: bash scripts/run-app.sh [entanglion arguments, e.g. --record game.json]
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh
build_dir=${ENTANGLION_BUILD_DIR:-build}
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)" --target entanglion entanglion-cli

if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    cat >&2 <<MSG
entanglion: built $build_dir/bin/entanglion, but this machine has no display (neither DISPLAY nor
WAYLAND_DISPLAY is set), so the window cannot open. To run without a display:
  xvfb-run -a $build_dir/bin/entanglion                         # a virtual X display
  QT_QPA_PLATFORM=offscreen $build_dir/bin/entanglion --screenshot shot.png   # render one frame to a PNG
  $build_dir/bin/entanglion-cli --help                          # the headless command-line tool
MSG
    exit 1
fi
exec "$build_dir/bin/entanglion" "$@"

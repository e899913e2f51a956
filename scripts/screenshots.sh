#!/usr/bin/env bash
# Makes the screenshot set people look at (docs/ui.md, "Screenshots looked at"): the game, its
# panels' drawer and measurement, the Lessons list, a lesson, the Bell demo and its measurement, in
# every language (en, pl, es, cs) and theme (dark, light, contrast), at 1024x768, 1024x768 at the
# presentation zoom 160% and 1920x1080; plus one contact sheet per language and theme for a quick
# scan (ImageMagick's montage, when installed).
# Usage: bash scripts/screenshots.sh [OUT_DIR] ["LANG THEME" ...]   (default: build/screenshots, all)
# Files: OUT_DIR/<lang>-<theme>-<W>x<H>-<zoom>-<page>.png, OUT_DIR/sheets/<lang>-<theme>.png.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${ENTANGLION_BUILD_DIR:-build}
out=$(realpath -m "${1:-$build_dir/screenshots}")
shift || true
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" --parallel 2 --target ui_tests
mkdir -p "$out"
rows=("$@")
[ ${#rows[@]} -gt 0 ] || rows=("")
for row in "${rows[@]}"; do
    args=(-silent)
    [ -n "$row" ] && args+=("shots:$row")
    ENTANGLION_SCREENSHOTS="$out" QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software \
        "$build_dir/bin/ui_tests" ScreenshotSet "${args[@]}"
done
if command -v montage >/dev/null; then
    mkdir -p "$out/sheets"
    for lang in en pl es cs; do
        for theme in dark light contrast; do
            shots=("$out/$lang-$theme-"*.png)
            [ -e "${shots[0]}" ] || continue
            montage "${shots[@]}" -tile 6x -geometry 480x360+4+4 -title "$lang $theme" "$out/sheets/$lang-$theme.png"
        done
    done
fi
echo "screenshots in $out"

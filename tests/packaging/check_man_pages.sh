#!/usr/bin/env bash
# The man pages read cleanly (groff prints no warning) and describe what the programs offer: every
# command, nested command and option that `entanglion-cli ... --help` lists appears in the CLI's man
# page, in that command's section; every option of the app's usage text appears in the app's page.
# Usage: check_man_pages.sh CLI CLI_MAN_PAGE [APP APP_MAN_PAGE]
set -euo pipefail
cli=$1 cli_page=$2 app=${3:-} app_page=${4:-}
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

for page in "$cli_page" ${app_page:+"$app_page"}; do
    warnings=$(groff -man -ww -z -Tutf8 "$page" 2>&1 >/dev/null)
    [[ -z "$warnings" ]] || fail "$page: groff warns: $warnings"
done

# The text of one section (".SS" title starting with the words given) with "\-" read as "-".
section() {
    awk -v title=".SS \"$1" '
        /^\.S[SH]/ { inside = (index($0, title) == 1 && substr($0, length(title) + 1, 1) ~ /[ "]/) }
        inside' "$cli_page" | sed 's/\\-/-/g'
}
# Names listed under "Subcommands:" in a CLI11 help text, and the long options under "Options:".
subcommands() { "$cli" "$@" --help | awk '/^Subcommands:/ { on = 1; next } /^[^ ]/ { on = 0 } on && NF { print $1 }'; }
long_options() { "$cli" "$@" --help | grep -oE '^ +(-[a-zA-Z],)?--[a-z0-9-]+' | sed 's/.*--/--/' | grep -vx -- '--help' || true; }

check_command() {
    local text
    text=$(section "$*")
    if [[ -z "$text" ]]; then
        fail "$cli_page: no section (.SS) for \"$*\""
        return
    fi
    for option in $(long_options "$@"); do
        grep -qwe "$option" <<<"$text" || fail "$cli_page: section \"$*\" does not mention $option"
    done
}

commands=$(subcommands)
[[ -n "$commands" ]] || fail "$cli --help lists no commands"
for command in $commands; do
    nested=$(subcommands "$command")
    if [[ -n "$nested" ]]; then
        for sub in $nested; do check_command "$command" "$sub"; done
    else
        check_command "$command"
    fi
done

if [[ -n "$app" ]]; then
    # The app prints its usage after an unknown argument; every option of it must be in the page.
    usage=$(QT_QPA_PLATFORM=offscreen "$app" --no-such-option-for-the-man-page-check 2>&1 || true)
    options=$(grep -oE -- '--[a-z][a-z0-9-]*' <<<"$usage" | grep -vx -- '--no-such-option-for-the-man-page-check' | sort -u)
    [[ -n "$options" ]] || fail "$app printed no usage with options"
    app_text=$(sed 's/\\-/-/g' "$app_page")
    for option in $options; do
        grep -qwe "$option" <<<"$app_text" || fail "$app_page does not mention $option"
    done
fi

[[ $failures -eq 0 ]] || exit 1
echo "man pages: groff reads them without warnings; every command and option is described"

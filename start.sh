#!/usr/bin/env bash
# One command on a fresh machine: installs pnpm if needed, then installs, builds and
# starts the product on the built-in simulator (PORT, default 8080).
set -euo pipefail
cd "$(dirname "$0")"
command -v pnpm >/dev/null 2>&1 || npm install -g pnpm@12
exec pnpm start

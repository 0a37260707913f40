#!/usr/bin/env bash
# Installs the Debian packages polyts uses in tests and benchmarks: upstream mlir-opt-19 (to validate our
# MLIR), FileCheck-19, clang-19, gcc, and libisl-dev (isl reads our --print-scop/--print-dependences output back
# and recomputes the dependences in the cross-check test). Safe to run repeatedly; does nothing when everything is present.
set -euo pipefail
packages=(gcc mlir-19-tools llvm-19-tools clang-19 libisl-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-system-deps: apt-get not found; install ${missing[*]} by hand" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

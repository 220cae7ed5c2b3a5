# Sourced by scripts/match-*: installs the Debian package of the reference engine ($1) and
# what the build needs, builds kabir-cli, and sets:
#   root, build   the source and build folders (KABIR_BUILD_DIR overrides the build folder)
#   kabir         the Kabir engine's program (KABIR_ENGINE_CMD overrides it; it is run with "uci")
#   pgn           where the games go (KABIR_MATCH_PGN overrides it): build/matches/NAME.pgn
# Usage: prepare_match PACKAGE NAME
prepare_match() {
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  build="${KABIR_BUILD_DIR:-$root/build}"
  "$root/scripts/deps"
  "$root/scripts/install-package" "$1"
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$build" --target kabir-cli >/dev/null
  kabir="${KABIR_ENGINE_CMD:-$build/app/kabir-cli}"
  pgn="${KABIR_MATCH_PGN:-$build/matches/$2.pgn}"
  mkdir -p "$(dirname "$pgn")"
  echo "games go to $pgn (appended)" >&2
}

# Sets the array `sjaak`: the --engine settings of Sjaak II in xboard mode with the variants
# of scripts/crosscheck.d/sjaak-variants.txt; $1 is its name for the variant.
sjaak_engine() {
  sjaak=("name=Sjaak II" cmd=/usr/games/sjaakii args=-xboard proto=xboard
    "option.Variant configuration file=$root/scripts/crosscheck.d/sjaak-variants.txt" "variant=$1")
}

# Sets `old`: kabir-cli built from the git ref $1 in a detached worktree, once per commit
# (kept as build/ref/kabir-cli-SHA). Needs root and build (prepare_match or the caller).
build_reference() {
  local sha tree
  sha="$(git -C "$root" rev-parse --short "$1")"
  old="$build/ref/kabir-cli-$sha"
  [ -x "$old" ] && return
  tree="$(mktemp -d)/kabir-$sha"
  git -C "$root" worktree add --detach -q "$tree" "$sha"
  cmake -S "$tree" -B "$tree/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKABIR_BUILD_GUI=OFF \
    -DKABIR_BUILD_TESTS=OFF >/dev/null
  cmake --build "$tree/build" --target kabir-cli >/dev/null
  mkdir -p "$build/ref"
  cp "$tree/build/app/kabir-cli" "$old"
  git -C "$root" worktree remove --force "$tree"
}

# Sets `new`: a copy of the working tree's kabir-cli, so that building again during a match
# changes neither side; the copy is removed when the script exits.
snapshot_working_tree() {
  new="$build/ref/kabir-cli-new-$$"
  mkdir -p "$build/ref"
  cp "$build/app/kabir-cli" "$new"
  trap 'rm -f "$new"' EXIT
}

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

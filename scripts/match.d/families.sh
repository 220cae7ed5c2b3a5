# Sourced by scripts/gauntlet and scripts/tune: the families of variants, one game of each (the
# variant and its options), and the variant files' groups whose weights that game's games fit
# (resources/weights/FAMILY.toml).
# family | variant | its options (space-separated KEY=VALUE) | groups (comma-separated)
families=(
  "Tressau|kaiserspiel|ruleset=B|Tressau"
  "India|hyderabad|ruleset=bodlaender|India"
  "South-East-Asia|makruk||South-East Asia"
  "Central-Asia|shatar||Central Asia"
  "13x13|turkish||Turkey"
  "Four-armies|chaturanga-4-84||Four armies"
)

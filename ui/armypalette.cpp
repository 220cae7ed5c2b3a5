#include "ui/armypalette.h"

#include "core/variant/variantdefinition.h"

#include <array>

namespace {

struct NamedPalette {
    const char* name;  // as the variant files name armies
    ArmyPalette palette;
};

// Four armies must stay apart for colour-blind players too: Red and Green, enemies in
// Chaturanga 4-84, differ in lightness (a light vermilion, a dark bottle green) so that they do
// not merge under deuteranopia; the detail colour keeps inner lines visible on each body.
const std::array<NamedPalette, 6> kPalettes = {{
    {"White", {QColor(0xf7, 0xf3, 0xe8), QColor(0x1b, 0x1b, 0x1b), QColor(0x1b, 0x1b, 0x1b)}},
    {"Black", {QColor(0x2e, 0x2b, 0x28), QColor(0x0c, 0x0b, 0x0a), QColor(0xec, 0xe6, 0xd6)}},
    {"Red", {QColor(0xe4, 0x58, 0x3a), QColor(0x3a, 0x0d, 0x09), QColor(0xff, 0xf0, 0xe0)}},
    {"Green", {QColor(0x1d, 0x62, 0x48), QColor(0x07, 0x25, 0x19), QColor(0xe6, 0xf7, 0xea)}},
    {"Yellow", {QColor(0xf2, 0xc5, 0x3d), QColor(0x4d, 0x3a, 0x05), QColor(0x4d, 0x3a, 0x05)}},
    {"Blue", {QColor(0x2d, 0x55, 0xaa), QColor(0x0f, 0x23, 0x50), QColor(0xe8, 0xf0, 0xff)}},
}};

}  // namespace

ArmyPalette ArmyPalette::of(const kabir::VariantDefinition& definition, kabir::Army army)
{
    if (army < definition.armies.size())
        for (const NamedPalette& named : kPalettes)
            if (definition.armies[army].name == named.name)
                return named.palette;
    return kPalettes[army % kPalettes.size()].palette;
}

# The Debian package that scripts/package builds with CPack from the install rules
# (cmake/install.cmake). dpkg-shlibdeps derives the dependencies from the programs' libraries
# (Qt 6 Widgets, SVG and Multimedia, toml++, the C++ runtime); Qt's translations of its own
# dialogs are recommended. scripts/package configures the prefix /usr and the programs'
# folder games (/usr/games), as Debian's games section requires.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kabir)
set(CPACK_PACKAGE_VENDOR "Kabir developers")
set(CPACK_PACKAGE_CONTACT "Kabir developers <dev@kabir.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "play and study historical chess variants")
set(CPACK_PACKAGE_DESCRIPTION
  "Kabir plays the great historical chess variants as the sources describe them:
Hyderabad Decimal Chess, Tressau's Kaiserspiel and Sultanspiel, Turkish Great
Chess, the four-army Chaturanga 4-84, Timur's Great Chess, Shatra and the Asian
games of Pritchard's chapter 29, with the disputed rule sets as options.
.
The desktop program plays hot-seat and against the computer and shows each
variant's rules with their sources; kabir-cli is a UCI and XBoard engine for
other chess programs.")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS qt6-translations-l10n)
include(CPack)

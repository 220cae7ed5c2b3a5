# What `cmake --install` puts where (GNU directories under the prefix), for scripts/package's
# Debian package and scripts/check-install's test. The programs need no installed data: the
# variants (core/), the pieces, rules pages, sounds, icons and translations (ui/) are compiled
# in, so a relocated install runs as the build folder does. Installed beside them are what
# the desktop and the player read: the desktop entry, the AppStream data, the icon in the
# hicolor theme, the manual pages, and under share/kabir the variant files with their format
# (a model for one's own, for `kabir-cli check`) and the sample games.
include(GNUInstallDirs)

# Every library Kabir links is the system's or static: no search path in the binaries
# (qt_standard_project_setup would give them $ORIGIN/../lib, which Debian forbids).
set_target_properties(kabir-cli PROPERTIES INSTALL_RPATH "")
install(TARGETS kabir-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/variants/ DESTINATION ${CMAKE_INSTALL_DATADIR}/kabir/variants
  FILES_MATCHING PATTERN "*.toml" PATTERN "README.md")
install(FILES ${PROJECT_SOURCE_DIR}/resources/games/samples.pgn DESTINATION ${CMAKE_INSTALL_DATADIR}/kabir/games)

# Manual pages, gzipped as Debian wants them, with the version and the data folder filled in.
find_program(GZIP_PROGRAM gzip REQUIRED)
set(kabir_pages kabir-cli.6)
if(KABIR_BUILD_GUI)
  list(APPEND kabir_pages kabir.6)
endif()
set(kabir_install_files "")
foreach(page IN LISTS kabir_pages)
  set(DATADIR "${CMAKE_INSTALL_FULL_DATADIR}")
  configure_file(${PROJECT_SOURCE_DIR}/docs/man/${page} ${PROJECT_BINARY_DIR}/man/${page} @ONLY)
  list(APPEND kabir_install_files ${PROJECT_BINARY_DIR}/man/${page}.gz)
  install(FILES ${PROJECT_BINARY_DIR}/man/${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endforeach()

# The Debian changelog of this native package and the copyright file, both where Debian expects
# them (share/doc/<package>, which GNUInstallDirs would name after the project, Kabir).
configure_file(${PROJECT_SOURCE_DIR}/resources/debian/changelog ${PROJECT_BINARY_DIR}/man/changelog @ONLY)
list(APPEND kabir_install_files ${PROJECT_BINARY_DIR}/man/changelog.gz)
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright ${PROJECT_BINARY_DIR}/man/changelog.gz
  DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/kabir)

foreach(gz IN LISTS kabir_install_files)
  string(REGEX REPLACE "\\.gz$" "" plain "${gz}")
  add_custom_command(OUTPUT ${gz} COMMAND ${GZIP_PROGRAM} -9 -n -c ${plain} > ${gz} DEPENDS ${plain} VERBATIM)
endforeach()

if(KABIR_BUILD_GUI)
  set_target_properties(kabir PROPERTIES INSTALL_RPATH "")
  install(TARGETS kabir RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${PROJECT_SOURCE_DIR}/resources/kabir.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  configure_file(${PROJECT_SOURCE_DIR}/resources/kabir.metainfo.xml ${PROJECT_BINARY_DIR}/kabir.metainfo.xml @ONLY)
  # Named after the component id, as AppStream wants.
  install(FILES ${PROJECT_BINARY_DIR}/kabir.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo
    RENAME example.kabir.Kabir.metainfo.xml)

  # The icon: the SVG as it is, and PNGs at the usual theme sizes rendered by rsvg-convert.
  install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/kabir.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
  find_program(RSVG_CONVERT rsvg-convert REQUIRED)
  foreach(size 16 22 24 32 48 64 128 256)
    set(png ${PROJECT_BINARY_DIR}/icons/${size}/kabir.png)
    add_custom_command(OUTPUT ${png}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/icons/${size}
      COMMAND ${RSVG_CONVERT} -w ${size} -h ${size} -o ${png} ${PROJECT_SOURCE_DIR}/resources/icons/kabir.svg
      DEPENDS ${PROJECT_SOURCE_DIR}/resources/icons/kabir.svg VERBATIM)
    list(APPEND kabir_install_files ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
  endforeach()
endif()

add_custom_target(kabir_install_files ALL DEPENDS ${kabir_install_files})

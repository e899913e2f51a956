# Installation and packaging: `cmake --install` rules, the desktop integration files and CPack's
# Debian package. Included from the top-level CMakeLists.txt after the programs are defined.
# What goes where and why: docs/packaging.md.
include(GNUInstallDirs)

# The reverse-DNS id names the desktop entry, the icon and the AppStream file, and is the app's
# desktop file name (the Wayland app id). Changing it orphans existing menu entries: don't.
set(ENTANGLION_APP_ID "io.github.entanglion.Entanglion")
# The date of the release named by project(VERSION): the AppStream <release> and the man pages.
set(ENTANGLION_RELEASE_DATE "2026-11-24")

# The Debian packages holding the QML modules the app imports at run time: dpkg-shlibdeps finds
# the Qt libraries but cannot see QML imports. Listed once, in qml-runtime-packages.txt, which
# scripts/bootstrap.sh reads too.
set(ENTANGLION_QML_RUNTIME_PACKAGES_FILE ${CMAKE_CURRENT_LIST_DIR}/qml-runtime-packages.txt)
file(STRINGS ${ENTANGLION_QML_RUNTIME_PACKAGES_FILE} ENTANGLION_QML_RUNTIME_PACKAGES REGEX "^[a-z0-9]")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${ENTANGLION_QML_RUNTIME_PACKAGES_FILE})

set(ENTANGLION_DATA_DIR ${PROJECT_SOURCE_DIR}/data)
set(ENTANGLION_GENERATED_DATA_DIR ${PROJECT_BINARY_DIR}/data)

install(TARGETS entanglion-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
configure_file(${ENTANGLION_DATA_DIR}/man/entanglion-cli.1.in ${ENTANGLION_GENERATED_DATA_DIR}/entanglion-cli.1
               @ONLY)
install(FILES ${ENTANGLION_GENERATED_DATA_DIR}/entanglion-cli.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
# The teacher's guide and class plans (docs/teaching/), where the app's Help page finds them
# (ClassroomKit: PREFIX/share/doc/entanglion/teaching, beside PREFIX/bin).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/teaching/ DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/entanglion/teaching
        FILES_MATCHING PATTERN "*.md")

# The game server, its man page and its systemd unit (server/README.md). The unit goes where
# systemd looks for a package's units: PREFIX/lib/systemd/system (/usr/lib/systemd/system).
install(TARGETS entanglion-server RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The web client entanglion-server serves over HTTP (web/README.md) is built by the wasm preset in a
# tree of its own; given as -DENTANGLION_WEB_DIST=<build-wasm>/web-dist, it is installed where the
# server looks without --web-root.
set(ENTANGLION_WEB_DIST "" CACHE PATH "the built web client (build-wasm/web-dist) to install for entanglion-server")
if(ENTANGLION_WEB_DIST)
    install(DIRECTORY ${ENTANGLION_WEB_DIST}/ DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/entanglion/web)
endif()
configure_file(${ENTANGLION_DATA_DIR}/man/entanglion-server.1.in ${ENTANGLION_GENERATED_DATA_DIR}/entanglion-server.1
               @ONLY)
install(FILES ${ENTANGLION_GENERATED_DATA_DIR}/entanglion-server.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
# ExecStart names the installed server, so the unit is written at install time, when the prefix
# is known (`cmake --install --prefix`, the .deb's /usr).
install(CODE "
    set(ENTANGLION_SERVER_PATH \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/entanglion-server\")
    configure_file(\"${ENTANGLION_DATA_DIR}/entanglion-server.service.in\"
                   \"${ENTANGLION_GENERATED_DATA_DIR}/entanglion-server.service\" @ONLY)
")
install(FILES ${ENTANGLION_GENERATED_DATA_DIR}/entanglion-server.service DESTINATION lib/systemd/system)

if(ENTANGLION_BUILD_UI)
    install(TARGETS entanglion RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    target_compile_definitions(entanglion PRIVATE ENTANGLION_APP_ID="${ENTANGLION_APP_ID}")

    configure_file(${ENTANGLION_DATA_DIR}/man/entanglion.6.in ${ENTANGLION_GENERATED_DATA_DIR}/entanglion.6 @ONLY)
    configure_file(${ENTANGLION_DATA_DIR}/entanglion.desktop.in
                   ${ENTANGLION_GENERATED_DATA_DIR}/${ENTANGLION_APP_ID}.desktop @ONLY)
    configure_file(${ENTANGLION_DATA_DIR}/entanglion.metainfo.xml.in
                   ${ENTANGLION_GENERATED_DATA_DIR}/${ENTANGLION_APP_ID}.metainfo.xml @ONLY)
    install(FILES ${ENTANGLION_GENERATED_DATA_DIR}/entanglion.6 DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
    install(FILES ${ENTANGLION_GENERATED_DATA_DIR}/${ENTANGLION_APP_ID}.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${ENTANGLION_GENERATED_DATA_DIR}/${ENTANGLION_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    install(FILES ${ENTANGLION_DATA_DIR}/entanglion.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
            RENAME ${ENTANGLION_APP_ID}.svg)
endif()

# --- CPack: the Debian package (scripts/package.sh runs `cpack -G DEB`) ---
set(CPACK_PACKAGE_NAME entanglion)
set(CPACK_PACKAGE_VENDOR "The Entanglion developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "cooperative board game about quantum computing")
set(CPACK_PACKAGE_DESCRIPTION
    "A digital edition of IBM Research's cooperative two-player board game Entanglion, driven by a real\n\
two-qubit state vector: the two spaceships are two qubits, every planet is a two-qubit state and every\n\
engine card is a real gate. Includes self-study lessons, a classroom Bell-state demo and entanglion-cli,\n\
a terminal tool that calculates states, checks the board, plays, replays and simulates games.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY entanglion)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The Entanglion developers"
    CACHE STRING "Maintainer field of the Debian package")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(ENTANGLION_BUILD_UI)
    list(JOIN ENTANGLION_QML_RUNTIME_PACKAGES ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
    # Native Wayland windows instead of XWayland, Qt's own strings (file dialog, standard buttons) in
    # the user's language, and a speech engine for Speak events (Qt TextToSpeech loads it as a
    # plugin, which dpkg-shlibdeps cannot see); the app runs without any of them ("Speech is
    # unavailable" in the Speech menu without the engine).
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
        "qt6-wayland, qt6-translations-l10n, qt6-speech-speechd-plugin, speech-dispatcher, speech-dispatcher-espeak-ng")
endif()
include(CPack)

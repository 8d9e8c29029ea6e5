#!/bin/sh
# Add Sergeant Major to this user's application menu: desktop entry, icons, AppStream metadata,
# and the match record's MIME type (a file manager then opens a record with the game), all
# under ~/.local/share (XDG_DATA_HOME). No root, nothing outside the home folder.
#
#   install-desktop.sh [EXECUTABLE]     install (or update) the menu entry
#   install-desktop.sh --uninstall      remove it again
#
# EXECUTABLE defaults to the bundle's own launcher when this script sits in an unpacked bundle,
# else to the `sergeantmajor` command on PATH (pip / pipx install). The menu entry gets its
# absolute path, since a desktop session's PATH often lacks ~/.local/bin.
set -eu

APP_ID=io.github.sergeantmajor.SergeantMajor
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
SIZES="16 24 32 48 64 128 256 512"

fail() { echo "install-desktop: $*" >&2; exit 1; }

# The desktop files sit in linux/ beside this script, in the source tree and in the bundle alike.
SRC=$HERE/linux
[ -f "$SRC/$APP_ID.desktop" ] || fail "cannot find $SRC/$APP_ID.desktop"

refresh_caches() {
    # Optional helpers: menus pick the entry up without them, only later.
    command -v update-desktop-database >/dev/null 2>&1 &&
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 &&
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
    command -v update-mime-database >/dev/null 2>&1 && [ -d "$DATA/mime/packages" ] &&
        update-mime-database "$DATA/mime" 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" \
        "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg" "$DATA/mime/packages/$APP_ID.xml"
    for size in $SIZES; do
        rm -f "$DATA/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
    done
    refresh_caches
    echo "Removed Sergeant Major from the application menu."
    exit 0
fi

if [ $# -gt 0 ]; then
    EXE=$1
elif [ -x "$HERE/sergeantmajor" ] && [ -f "$HERE/sergeantmajor" ]; then
    EXE=$HERE/sergeantmajor  # unpacked one-folder bundle
else
    EXE=$(command -v sergeantmajor || true)
    [ -n "$EXE" ] || fail "no 'sergeantmajor' command on PATH; give the executable's path: $0 /path/to/sergeantmajor"
fi
[ -f "$EXE" ] && [ -x "$EXE" ] || fail "$EXE is not an executable file"
case $EXE in /*) ;; *) EXE=$(cd "$(dirname "$EXE")" && pwd)/$(basename "$EXE") ;; esac
case $EXE in *[\ \"\'\\\`\$%]*) fail "the path $EXE has characters a desktop entry cannot quote simply; move the game to a plainer path" ;; esac

mkdir -p "$DATA/applications" "$DATA/metainfo" "$DATA/icons/hicolor/scalable/apps" \
    "$DATA/mime/packages"
sed -e "s|^Exec=.*|Exec=$EXE %f|" -e "s|^TryExec=.*|TryExec=$EXE|" \
    "$SRC/$APP_ID.desktop" >"$DATA/applications/$APP_ID.desktop"
cp "$SRC/$APP_ID.metainfo.xml" "$DATA/metainfo/"
cp "$SRC/$APP_ID.mime.xml" "$DATA/mime/packages/$APP_ID.xml"
cp "$SRC/icons/hicolor/scalable/apps/$APP_ID.svg" "$DATA/icons/hicolor/scalable/apps/"
for size in $SIZES; do
    mkdir -p "$DATA/icons/hicolor/${size}x${size}/apps"
    cp "$SRC/icons/hicolor/${size}x${size}/apps/$APP_ID.png" "$DATA/icons/hicolor/${size}x${size}/apps/"
done
refresh_caches
echo "Sergeant Major is in the application menu (runs $EXE)."
echo "Entry: $DATA/applications/$APP_ID.desktop"

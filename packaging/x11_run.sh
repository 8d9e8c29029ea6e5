#!/bin/sh
# Helper of smoke.sh, run inside `xvfb-run`: start the game with an empty environment (only
# PATH, HOME and the X display), and while its window is up, record the window's title, class
# and icon as the X server sees them (needs xwininfo and xprop, package x11-utils).
#
#   x11_run.sh HOME EXECUTABLE PROPS_FILE [game arguments...]
#
# Exits with the game's exit status. PROPS_FILE is left empty when the window never appeared
# or x11-utils is missing (the caller reports which).
set -u
home=$1 exe=$2 props=$3
shift 3
: >"$props"

env -i PATH=/usr/bin:/bin HOME="$home" DISPLAY="$DISPLAY" XAUTHORITY="${XAUTHORITY:-}" \
    "$exe" "$@" &
game=$!

if command -v xwininfo >/dev/null 2>&1 && command -v xprop >/dev/null 2>&1; then
    tries=0 window=""
    while [ -z "$window" ] && [ $tries -lt 300 ] && kill -0 "$game" 2>/dev/null; do
        sleep 0.1
        tries=$((tries + 1))
        # The game's main window: the visible top-level window whose title names the game
        # (Qt's hidden 1x1 helper windows carry the same title, but are never mapped).
        for id in $(xwininfo -root -children 2>/dev/null | awk '/^ +0x/ {print $1}'); do
            if xwininfo -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable' &&
                xprop -id "$id" _NET_WM_NAME 2>/dev/null | grep -q '"Sergeant Major'; then
                window=$id
                break
            fi
        done
    done
    if [ -n "$window" ]; then
        xprop -id "$window" WM_CLASS _NET_WM_NAME >>"$props" 2>&1
        # The icon comes as lines of pixel art: its first line says enough.
        xprop -id "$window" _NET_WM_ICON 2>&1 | head -n 1 >>"$props"
    fi
fi

wait "$game"

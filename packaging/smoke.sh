#!/bin/sh
# Smoke test of the frozen game: does the bundle start, play and draw with nothing around it?
#
#   packaging/smoke.sh [EXECUTABLE...]
#
# Default: the one-folder launcher dist/sergeantmajor/sergeantmajor and the one-file
# dist/sergeantmajor-*-linux-*. Each runs, from an empty working directory, with an empty
# environment (env -i: only PATH, HOME=<fresh folder> and the Qt platform), with no network
# when `unshare` allows it, and must write a non-blank screenshot:
#   1. offscreen:           --seed 5 --autoplay 1 --screenshot offscreen.png
#   2. X11:                 the same under `xvfb-run -a` (skipped, loudly, without xvfb-run);
#                           the window must carry its title and icon (read with xprop)
#   3. offscreen, no fonts: fontconfig sees no font at all; the start-up table in Bulgarian
#                           (--lang bg) must still show its text, with the embedded font: the
#                           picture must differ from the one a copy of the bundle without its
#                           fonts draws (boxes, no letters).
#   4. the table server:    `serve --port 0` on loopback, `table-new` (one seat for a person,
#                           bots in the others), `join --bot basic` plays the match to its end,
#                           `check` accepts the server's record, SIGTERM stops the server with
#                           exit 0 (websockets, msgspec and ssl are in the bundle). With the
#                           machine's network (loopback only: a namespace without one has no
#                           loopback up).
# The one-folder bundle plays its hand at the normal animation pace (about a minute each), the
# one-file executable with --speed off, to keep CI short; SMOKE_QUICK=1 uses --speed off for all.
# Screenshots stay in $SMOKE_OUT (default dist/smoke) to look at.
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${SMOKE_OUT:-$ROOT/dist/smoke}
PYTHON=${PYTHON:-python3}
CHECK="$PYTHON $ROOT/packaging/check_png.py"
TIMEOUT=${SMOKE_TIMEOUT:-300}

if [ $# -eq 0 ]; then
    set -- "$ROOT/dist/sergeantmajor/sergeantmajor"
    for onefile in "$ROOT"/dist/sergeantmajor-*-linux-*; do
        case $onefile in *.tar.gz) ;; *) [ -f "$onefile" ] && set -- "$@" "$onefile" ;; esac
    done
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT INT TERM
mkdir -p "$OUT" "$WORK/fontcache"
rm -f "$OUT"/*.png "$OUT"/*.log "$OUT"/*.props
# A fontconfig configuration that knows no font directory at all: a machine with no fonts.
cat >"$WORK/no-fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>$WORK/fontcache</cachedir></fontconfig>
EOF

NET=""
if command -v unshare >/dev/null 2>&1 && unshare -rn true 2>/dev/null; then
    NET="unshare -rn"  # a private network namespace with no interface: offline for sure
else
    echo "note: cannot drop the network here (unshare -rn); runs with the machine's network"
fi

FAILED=0
fail() { echo "FAIL: $*"; FAILED=1; }

# run_game LABEL EXECUTABLE [VAR=value...] -- [game arguments...]
# (sh has no local variables: the run_* names are this function's own.)
run_game() {
    run_label=$1 run_exe=$2
    shift 2
    run_vars=""
    while [ "$1" != "--" ]; do run_vars="$run_vars $1"; shift; done
    shift
    run_home="$WORK/home-$run_label" run_cwd="$WORK/cwd-$run_label"
    mkdir -p "$run_home" "$run_cwd"
    # shellcheck disable=SC2086  # $NET and $run_vars are word lists on purpose
    (cd "$run_cwd" && timeout "$TIMEOUT" $NET env -i PATH=/usr/bin:/bin HOME="$run_home" \
        $run_vars "$run_exe" "$@") >"$OUT/$run_label.log" 2>&1
}

for EXE in "$@"; do
    [ -x "$EXE" ] || { fail "$EXE is not an executable (build first: packaging/build.sh)"; continue; }
    case $EXE in /*) ;; *) EXE=$(pwd)/$EXE ;; esac  # the game runs from another folder
    # The one-folder launcher sits beside its _internal folder; the one-file one is alone.
    if [ -d "$(dirname "$EXE")/_internal" ]; then kind=onefolder; else kind=onefile; fi
    echo "== $kind: $EXE"
    GAME_ARGS="--seed 5 --autoplay 1"
    if [ "$kind" = onefile ] || [ "${SMOKE_QUICK:-0}" = 1 ]; then
        GAME_ARGS="$GAME_ARGS --speed off"
    fi

    label=$kind-offscreen
    if run_game "$label" "$EXE" QT_QPA_PLATFORM=offscreen -- $GAME_ARGS \
        --screenshot "$OUT/$label.png"; then
        $CHECK "$OUT/$label.png" || fail "$label: bad screenshot"
    else
        fail "$label: exit status $? (log: $OUT/$label.log)"; cat "$OUT/$label.log"
    fi

    label=$kind-xvfb
    if command -v xvfb-run >/dev/null 2>&1; then
        mkdir -p "$WORK/home-$label"
        # x11_run.sh passes xvfb-run's DISPLAY and XAUTHORITY on (env -i would drop them) and
        # reads the window's title and icon from the X server while the game plays.
        if (cd "$WORK" && timeout "$TIMEOUT" xvfb-run -a sh "$ROOT/packaging/x11_run.sh" \
            "$WORK/home-$label" "$EXE" "$OUT/$label.props" $GAME_ARGS \
            --screenshot "$OUT/$label.png") >"$OUT/$label.log" 2>&1; then
            $CHECK "$OUT/$label.png" || fail "$label: bad screenshot"
        else
            fail "$label: exit status $? (log: $OUT/$label.log)"; cat "$OUT/$label.log"
        fi
        if [ "$kind" = onefile ]; then
            : # plays at full speed, too briefly to catch its window; same files as the folder
        elif ! command -v xprop >/dev/null 2>&1; then
            echo "SKIPPED: $label window title and icon (xprop missing: apt install x11-utils)"
        elif grep -q '^_NET_WM_NAME.*"Sergeant Major' "$OUT/$label.props" &&
            grep -q '^_NET_WM_ICON(CARDINAL) = ' "$OUT/$label.props"; then
            echo "ok: the X11 window has its title and icon"
        else
            fail "$label: the window lacks its title or icon:"; cat "$OUT/$label.props"
        fi
    else
        echo "SKIPPED: $label (xvfb-run is not installed: apt install xvfb xauth)"
    fi

    # No system font at all, Bulgarian text: the embedded font must draw it. Proof: the same run
    # in a copy of the bundle without its fonts (boxes instead of letters, or nothing) must
    # look different. Only the one-folder bundle can be copied that way; the one-file
    # executable carries the very same files from the same analysis.
    label=$kind-nofonts-bg
    if run_game "$label" "$EXE" QT_QPA_PLATFORM=offscreen FONTCONFIG_FILE="$WORK/no-fonts.conf" \
        -- --seed 5 --lang bg --screenshot "$OUT/$label.png"; then
        $CHECK "$OUT/$label.png" || fail "$label: bad screenshot"
        if [ "$kind" = onefolder ]; then
            stripped="$WORK/stripped"
            rm -rf "$stripped"
            # Hard links: instant, and the original stays untouched; a plain copy across disks.
            cp -al "$(dirname "$EXE")" "$stripped" 2>/dev/null || cp -a "$(dirname "$EXE")" "$stripped"
            rm -rf "$stripped/_internal/resources/fonts"
            run_game "$label-without-embedded" "$stripped/sergeantmajor" QT_QPA_PLATFORM=offscreen \
                FONTCONFIG_FILE="$WORK/no-fonts.conf" -- --seed 5 --lang bg \
                --screenshot "$OUT/$label-without-embedded.png" ||
                fail "$label-without-embedded: exit status $?"
            $CHECK "$OUT/$label.png" --unlike "$OUT/$label-without-embedded.png" ||
                fail "$label: the embedded font changes nothing: is install_fonts() called?"
        fi
    else
        fail "$label: exit status $? (log: $OUT/$label.log)"; cat "$OUT/$label.log"
    fi

    # The table server and a headless player, from the bundle alone.
    label=$kind-server
    srv="$WORK/server-$kind"
    mkdir -p "$srv/home"
    (cd "$srv" && exec env -i PATH=/usr/bin:/bin HOME="$srv/home" "$EXE" serve --port 0 \
        --port-file "$srv/port" --data "$srv/data") >"$OUT/$label.log" 2>&1 &
    server_pid=$!
    waited=0
    while [ ! -s "$srv/port" ] && [ "$waited" -lt 300 ]; do sleep 0.1; waited=$((waited + 1)); done
    if [ -s "$srv/port" ]; then
        url="ws://127.0.0.1:$(cat "$srv/port")"
        invite=$(env -i PATH=/usr/bin:/bin HOME="$srv/home" timeout 60 "$EXE" table-new "$url" \
            --humans 1 --bots easy --set hands=2 --preset casual 2>>"$OUT/$label.log" | tail -n 1)
        table=$(echo "$invite" | sed -n 's|.*/t/\([a-z0-9]*\)#.*|\1|p')
        if [ -n "$table" ] && env -i PATH=/usr/bin:/bin HOME="$srv/home" timeout 120 "$EXE" join \
            "$invite" --name Smoke --bot basic >"$OUT/$label-join.log" 2>&1 &&
            grep -q '^final score' "$OUT/$label-join.log"; then
            echo "ok: $label: a match played over loopback ($(tail -n 1 "$OUT/$label-join.log"))"
            sleep 1  # the last record lands a moment after the last events
            env -i PATH=/usr/bin:/bin HOME="$srv/home" "$EXE" check \
                "$srv/data/tables/$table/record.json" >/dev/null 2>>"$OUT/$label.log" ||
                fail "$label: check refuses the server's record"
        else
            fail "$label: no match over loopback (logs: $OUT/$label.log, $OUT/$label-join.log)"
            cat "$OUT/$label.log" "$OUT/$label-join.log" 2>/dev/null
        fi
    else
        fail "$label: the server did not start (log: $OUT/$label.log)"; cat "$OUT/$label.log"
    fi
    kill -TERM "$server_pid" 2>/dev/null
    if wait "$server_pid"; then
        echo "ok: $label: SIGTERM stopped the server cleanly"
    else
        fail "$label: the server's exit status on SIGTERM was not 0 (log: $OUT/$label.log)"
    fi
done

if [ "$FAILED" -ne 0 ]; then
    echo "smoke test FAILED (screenshots and logs in $OUT)"
    exit 1
fi
echo "smoke test passed (screenshots in $OUT)"

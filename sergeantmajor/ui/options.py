"""The game window's command-line options: parsed and checked before any window exists.

Bad input exits with status 2 and one line (argparse's way): an empty value, an unknown
language, a size that is not WIDTHxHEIGHT or is absurd. A size larger than the screen is not
an error: :func:`fit_size` clamps it once the screen is known, and says so.
"""

from __future__ import annotations

import argparse

#: The smallest window the table is laid out for.
MIN_SIZE = (320, 240)
#: The room a window gets where there is no real screen (offscreen, minimal: their 800x800
#: screen is a fiction, and screenshots are taken larger): a 4K display.
VIRTUAL_ROOM = (3840, 2400)
#: Larger than any screen: beyond this a size is a typo, not a wish (refused, exit 2).
MAX_SIDE = 16384


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size: {text[:40]!r} (use WIDTHxHEIGHT)") from None
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError(f"size {text} is too small "
                                         f"(at least {MIN_SIZE[0]}x{MIN_SIZE[1]})")
    if w > MAX_SIDE or h > MAX_SIDE:
        raise argparse.ArgumentTypeError(f"size {text[:40]} is larger than any screen "
                                         f"(at most {MAX_SIDE} a side)")
    return w, h


def _not_empty(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty value")
    return text


#: Every option's value when it is not given: what a start without options gets at once,
#: without building the parser (argparse's messages go through gettext, whose first use
#: imports the locale module: 2-3 ms before the first frame of every start from a menu).
DEFAULTS: dict[str, object] = {
    "file": None, "seed": None, "autoplay": 0, "screenshot": None, "lang": None, "size": None,
    "speed": None, "join": None, "host": False, "server": None, "name": None, "port": None,
}


def build_parser() -> argparse.ArgumentParser:
    """The game's command line (its defaults are :data:`DEFAULTS`)."""
    parser = argparse.ArgumentParser(prog="sergeantmajor",
                                     description="Sergeant Major (3-5-8), the card game.")
    parser.add_argument("file", nargs="?", metavar="FILE", type=_not_empty,
                        help="a match record to open (as Game > Open match... does)")
    parser.add_argument("--seed", type=int, help="reproducible deals")
    parser.add_argument("--autoplay", type=int, metavar="N",
                        help="computer players at every seat for N hands (or until the "
                             "match ends, if sooner)")
    parser.add_argument("--screenshot", metavar="PNG", type=_not_empty,
                        help="save the window after start-up (after opening FILE, or after "
                             "--autoplay), then quit")
    parser.add_argument("--lang", metavar="CODE", type=_not_empty, help="language: en, es, bg")
    parser.add_argument("--size", type=_size, metavar="WxH",
                        help="window size, e.g. 1024x640 (at most the screen's free area)")
    parser.add_argument("--speed", choices=("off", "fast", "normal", "slow"),
                        help="animation speed for this run")
    friends = parser.add_mutually_exclusive_group()
    friends.add_argument("--join", metavar="INVITE", type=_not_empty,
                         help="open the window at the table of a friend's invite "
                              "(with --autoplay N, a computer player plays your seat)")
    friends.add_argument("--host", action="store_true",
                         help="open the window hosting a new table with your last rules")
    parser.add_argument("--server", metavar="URL", type=_not_empty,
                        help="with --host: open the table on this table server (ws://HOST:PORT "
                             "or wss://HOST) instead of this computer")
    parser.add_argument("--name", metavar="NAME", type=_not_empty,
                        help="your name at a table with friends")
    parser.add_argument("--port", type=int, metavar="PORT",
                        help="the port a hosted table is served on (1024-65535)")
    parser.set_defaults(**DEFAULTS)
    return parser


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The game's options (exits with status 2 and a message on bad input)."""
    if not argv:
        return argparse.Namespace(**DEFAULTS)
    command_line = build_parser()
    args = command_line.parse_args(argv)
    if args.join:
        from ..net.invite import InviteError, parse_invite

        try:
            parse_invite(args.join)
        except InviteError as exc:
            command_line.error(f"--join: {exc}")
    if args.server is not None:
        from ..net.invite import InviteError

        if not args.host:
            command_line.error("--server goes with --host (the table is opened there)")
        try:
            from ..net.client import parse_server

            args.server = parse_server(args.server)
        except InviteError as exc:
            command_line.error(f"--server: {exc}")
    if args.port is not None and not 1024 <= args.port <= 65535:
        command_line.error("--port must be from 1024 to 65535")
    if args.name is not None and len(args.name.strip()) > 40:
        command_line.error("--name: at most 40 characters")
    if args.lang:
        from ..app.i18n import LANGUAGE_CODES, normalize_code

        if normalize_code(args.lang) is None:
            command_line.error(f"unknown language {args.lang[:40]!r} "
                               f"(known: {', '.join(LANGUAGE_CODES)})")
    if args.autoplay < 0:
        command_line.error("--autoplay needs a number of hands >= 0")
    if args.file and (args.autoplay or args.join or args.host):
        command_line.error("FILE goes with neither --autoplay (a demo deals its own match) "
                           "nor --join/--host (a table with friends)")
    return args


def fit_size(size: tuple[int, int], available: tuple[int, int]) -> tuple[tuple[int, int], bool]:
    """``size`` clamped to the screen's ``available`` area; and whether it had to shrink."""
    fitted = (min(size[0], max(available[0], MIN_SIZE[0])),
              min(size[1], max(available[1], MIN_SIZE[1])))
    return fitted, fitted != size


def screen_room() -> tuple[int, int]:
    """The free area of the primary screen (``VIRTUAL_ROOM`` without a real display)."""
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen()
    if screen is None or QGuiApplication.platformName() in ("offscreen", "minimal"):
        return VIRTUAL_ROOM
    free = screen.availableGeometry().size()
    return free.width(), free.height()

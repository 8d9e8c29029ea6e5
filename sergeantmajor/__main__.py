"""The ``sergeantmajor`` command: the game, and the tools (check, sim, duel, bench)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``sergeantmajor`` command."""
    args = sys.argv[1:] if argv is None else argv
    from .commands import TOOLS, reader_may_leave, run_tool

    if args and args[0] in TOOLS:
        return run_tool(args[0], args[1:])
    if args[:1] in (["-h"], ["--help"]):  # the help may go to a reader that stops early
        def show_help() -> int:
            print("Tools: sergeantmajor {" + ",".join(TOOLS) + "} --help\n"
                  "Without a tool, the game starts with these options:\n")
            return gui_main(args)

        return reader_may_leave(show_help)
    return gui_main(args)


def gui_main(argv: list[str] | None = None) -> int:
    """Start the game window."""
    args = sys.argv[1:] if argv is None else argv
    import gc

    # Start-up builds some 30,000 objects that last (Qt's enums, the modules) and almost no
    # garbage: no collections until the window is up (run() freezes them, then collects again).
    gc.disable()
    # PySide6 hooks every later import to read the module's whole source (a feature check):
    # the quick scan replaces that before the game's own modules and argparse are imported,
    # which saves CPU and the ~1 MB of source text it would keep (see app.feature_scan).
    import PySide6.QtCore  # noqa: F401 - installs the hook replaced next

    from .app import feature_scan

    feature_scan.install()
    from .ui.application import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())

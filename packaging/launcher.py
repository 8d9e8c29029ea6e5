"""Entry script of the frozen game (PyInstaller needs a script, not a ``-m`` module).

It does exactly what the installed ``sergeantmajor`` command does: no argument or GUI options
start the game window, a tool name (``check``, ``sim``, ...) runs that tool.

The bundle is built for Linux, where ``multiprocessing`` forks (the ``duel`` tool's ``--jobs``):
a forked child never runs this script again, so no ``freeze_support()`` is needed, and the spec
leaves out PyInstaller's multiprocessing start-up hook, which would import ``multiprocessing``
(and sockets, pickle) before every game window.
"""

from __future__ import annotations

import sys

from sergeantmajor.__main__ import main

if __name__ == "__main__":
    sys.exit(main())

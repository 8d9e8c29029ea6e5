"""Entry script of the frozen game (PyInstaller needs a script, not a ``-m`` module).

It does exactly what the installed ``sergeantmajor`` command does: no argument or GUI options
start the game window, a tool name (``check``, ``sim``, ...) runs that tool.
"""

from __future__ import annotations

import multiprocessing
import sys

from sergeantmajor.__main__ import main

if __name__ == "__main__":
    # A frozen child process must not start a second game if any code uses multiprocessing.
    multiprocessing.freeze_support()
    sys.exit(main())

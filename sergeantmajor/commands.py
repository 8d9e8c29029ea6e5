"""The command-line tools by name, and how one is run.

Kept apart from :mod:`sergeantmajor.cli` (the tools themselves): every start of the game asks
whether its first argument names a tool, and that question should not import the tools' own
modules (json, argparse's parsers, ...) before the window's first frame (issue 15).
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from typing import Any

TOOLS: dict[str, str] = {
    "check": "sergeantmajor.cli:check_main",
    "analyze": "sergeantmajor.cli:analyze_main",  # the review's tools
    "export-deal": "sergeantmajor.cli:export_deal_main",
    "sim": "sergeantmajor.cli:sim_main",
    "bench": "sergeantmajor.cli:bench_main",
    "duel": "sergeantmajor.ai.duel:main",
    "bench-playouts": "sergeantmajor.ai.bench:main",
    "soak": "sergeantmajor.ui.soak:main",
    "serve": "sergeantmajor.server.tools:serve_main",  # the table server (issue 22)
    "table-new": "sergeantmajor.server.tools:table_new_main",
    "join": "sergeantmajor.server.tools:join_main",
    "bench-server": "sergeantmajor.server.bench:main",
    "records": "sergeantmajor.server.records:main",  # a server store's records as files
    "bot-worker": "sergeantmajor.server.bot_worker:main",  # started by serve, for serve only
    "tables": "sergeantmajor.net.discovery:tables_main",  # tables on this network (issue 31)
}


def run_tool(name: str, argv: list[str]) -> int:
    """Run the tool ``name`` with its arguments."""
    module_name, _, func = TOOLS[name].partition(":")
    return reader_may_leave(lambda: getattr(importlib.import_module(module_name), func)(argv))


def reader_may_leave(command: Callable[[], Any]) -> int:
    """Run ``command`` (its exit status is returned) where a reader that stops early is no
    error: ``sergeantmajor analyze FILE | head`` ends quietly with 0, as ``check`` does, not
    with a BrokenPipeError traceback. Whatever is still buffered is written before returning,
    so that a closed pipe shows here and not in Python's flush at exit."""
    try:
        try:
            status = command()
        finally:  # also after argparse's --help, which ends with SystemExit
            sys.stdout.flush()
    except BrokenPipeError:
        silence(sys.stdout)
        return 0
    return int(status or 0)


def silence(stream: Any) -> None:
    """Point ``stream``'s file at /dev/null: nobody reads it any more, and the flush at exit
    must not fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, stream.fileno())
    except (OSError, ValueError):
        pass
    finally:
        os.close(devnull)

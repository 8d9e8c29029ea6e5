"""The command-line tools by name, and how one is run.

Kept apart from :mod:`sergeantmajor.cli` (the tools themselves): every start of the game asks
whether its first argument names a tool, and that question should not import the tools' own
modules (json, argparse's parsers, ...) before the window's first frame (issue 15).
"""

from __future__ import annotations

import importlib

TOOLS: dict[str, str] = {
    "check": "sergeantmajor.cli:check_main",
    "analyze": "sergeantmajor.cli:analyze_main",  # the review's tools
    "export-deal": "sergeantmajor.cli:export_deal_main",
    "sim": "sergeantmajor.cli:sim_main",
    "bench": "sergeantmajor.cli:bench_main",
    "duel": "sergeantmajor.ai.duel:main",
    "bench-playouts": "sergeantmajor.ai.bench:main",
    "soak": "sergeantmajor.ui.soak:main",
}


def run_tool(name: str, argv: list[str]) -> int:
    """Run the tool ``name`` with its arguments."""
    module_name, _, func = TOOLS[name].partition(":")
    return int(getattr(importlib.import_module(module_name), func)(argv) or 0)

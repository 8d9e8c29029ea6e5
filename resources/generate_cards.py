"""Generate the Sergeant Major card art (52 faces, a back and the app icon).

Usage::

    python resources/generate_cards.py [--out DIR]

Files are written to ``DIR/cards/*.svg`` and ``DIR/icons/sergeantmajor.svg``;
``DIR`` defaults to the directory holding this script.  Output is
deterministic, so re-running it leaves committed files unchanged.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from cardart import build_all  # noqa: E402


def write_all(out_dir: Path) -> list[Path]:
    """Write every generated SVG below ``out_dir`` and return the paths."""
    written = []
    for rel, text in sorted(build_all().items()):
        path = out_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE, help="output root (default: %(default)s)")
    args = parser.parse_args(argv)
    paths = write_all(args.out)
    print(f"wrote {len(paths)} files under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

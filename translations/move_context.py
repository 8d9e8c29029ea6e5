"""Move translated messages from one context to another, so a rename loses no translation.

``python translations/move_context.py OLD NEW [SOURCE ...]`` moves every message of context
OLD (or only those whose source is listed) into context NEW, in every catalogue, editing the
text in place (entries not moved keep their exact form). Run ``translations/update.py``
afterwards: lupdate then matches the moved messages to the code's new context.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CONTEXT = re.compile(r"<context>\s*<name>(?P<name>[^<]*)</name>(?P<body>.*?)</context>\n?",
                     re.DOTALL)
MESSAGE = re.compile(r"[ \t]*<message\b.*?</message>\n", re.DOTALL)
SOURCE = re.compile(r"<source>(.*?)</source>", re.DOTALL)


def move(text: str, old: str, new: str, sources: set[str] | None) -> tuple[str, int]:
    """The catalogue ``text`` with the messages moved, and how many moved."""
    contexts = {m.group("name"): m for m in CONTEXT.finditer(text)}
    if old not in contexts:
        return text, 0
    body = contexts[old].group("body")
    moving, staying = [], []
    for message in MESSAGE.findall(body):
        found = SOURCE.search(message)
        source = html.unescape(found.group(1)) if found else ""
        (moving if sources is None or source in sources else staying).append(message)
    if not moving:
        return text, 0
    old_block = contexts[old].group(0)
    rest = "".join(staying)
    replacement = (f"<context>\n    <name>{old}</name>\n{rest}</context>\n" if rest else "")
    text = text.replace(old_block, replacement)
    moved = "".join(moving)
    if new in {m.group("name") for m in CONTEXT.finditer(text)}:
        block = next(m for m in CONTEXT.finditer(text) if m.group("name") == new)
        text = text.replace(block.group(0), block.group(0).replace("</context>",
                                                                   moved + "</context>", 1))
    else:
        text = text.replace("</TS>", f"<context>\n    <name>{new}</name>\n{moved}</context>\n</TS>")
    return text, len(moving)


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    old, new, *chosen = argv
    for ts in sorted(HERE.glob("sergeantmajor_*.ts")):
        text, count = move(ts.read_text(encoding="utf-8"), old, new, set(chosen) or None)
        ts.write_text(text, encoding="utf-8")
        print(f"{ts.name}: moved {count} message(s) from {old} to {new}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

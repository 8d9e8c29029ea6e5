"""Vector card art for Sergeant Major, generated with the standard library.

:func:`build_all` returns every generated file as a mapping from a path
relative to the ``resources`` directory to its SVG text.
"""

from __future__ import annotations

from .extras import back_svg, icon_svg
from .faces import card_codes, card_svg


def build_all() -> dict[str, str]:
    """Return ``{relative path: svg text}`` for all cards, the back and the icon."""
    files = {f"cards/{code}.svg": card_svg(code) for code in card_codes()}
    files["cards/back.svg"] = back_svg()
    files["icons/sergeantmajor.svg"] = icon_svg()
    return files


__all__ = ["back_svg", "build_all", "card_codes", "card_svg", "icon_svg"]

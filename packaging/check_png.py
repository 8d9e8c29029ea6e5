"""Check a screenshot the frozen game wrote: a real PNG, not blank, optionally like another one.

Standard library only, so the smoke test needs nothing but a ``python3`` on the machine (the
bundle under test carries its own Python, but that one only runs the game).

    python3 packaging/check_png.py out.png                      # exists, decodes, not blank
    python3 packaging/check_png.py nofonts.png --like out.png   # and (nearly) the same pixels
    python3 packaging/check_png.py fonts.png --unlike tofu.png  # and visibly different pixels

Exit status 0 when every check passes, 1 with a one-line reason otherwise.
"""

from __future__ import annotations

import argparse
import struct
import sys
import zlib
from collections import Counter
from pathlib import Path

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}  # colour type -> samples per pixel (8-bit, no palette)


class PngError(Exception):
    """The file is not a PNG this checker can read."""


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def read_png(path: Path) -> tuple[int, int, list[bytes]]:
    """Decode an 8-bit, non-interlaced PNG: (width, height, pixel rows as RGBA-ish bytes)."""
    data = path.read_bytes()
    if not data.startswith(_SIGNATURE):
        raise PngError(f"{path} is not a PNG file")
    pos, idat, header = len(_SIGNATURE), bytearray(), None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    if header is None:
        raise PngError(f"{path} has no header")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in _CHANNELS or interlace:
        raise PngError(f"{path}: unsupported PNG (depth {depth}, colour type {colour})")
    bpp = _CHANNELS[colour]
    raw = zlib.decompress(bytes(idat))
    stride = width * bpp
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up = previous[i]
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                upleft = previous[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + _paeth(left, up, upleft)) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, [_pixels(row, bpp) for row in rows]


def _pixels(row: bytes, bpp: int) -> list[bytes]:
    return [row[i:i + bpp] for i in range(0, len(row), bpp)]


def blank_reason(path: Path, min_colours: int = 8, min_share: float = 0.02) -> str | None:
    """Why the image counts as blank, or ``None`` when it shows something."""
    width, height, rows = read_png(path)
    if width < 16 or height < 16:
        return f"{path} is only {width}x{height} pixels"
    counts = Counter(pixel for row in rows for pixel in row)
    total = width * height
    _, background = counts.most_common(1)[0]
    if len(counts) < min_colours:
        return f"{path} has only {len(counts)} colours"
    if (total - background) / total < min_share:
        return f"{path} is {background / total:.1%} one colour"
    return None


def difference(first: Path, second: Path) -> float:
    """The share of pixels that differ between two images of the same size."""
    w1, h1, rows1 = read_png(first)
    w2, h2, rows2 = read_png(second)
    if (w1, h1) != (w2, h2):
        return 1.0
    differing = sum(a != b for r1, r2 in zip(rows1, rows2, strict=True)
                    for a, b in zip(r1, r2, strict=True))
    return differing / (w1 * h1)


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("image", type=Path)
    parser.add_argument("--like", type=Path, help="a reference image of the same scene")
    parser.add_argument("--max-diff", type=float, default=0.001,
                        help="largest share of differing pixels allowed with --like")
    parser.add_argument("--unlike", type=Path, help="an image this one must visibly differ from")
    parser.add_argument("--min-diff", type=float, default=0.002,
                        help="smallest share of differing pixels required with --unlike")
    args = parser.parse_args(argv)
    try:
        if not args.image.is_file():
            print(f"FAIL: {args.image} was not written", file=sys.stderr)
            return 1
        reason = blank_reason(args.image)
        if reason:
            print(f"FAIL: {reason}", file=sys.stderr)
            return 1
        if args.like is not None:
            share = difference(args.image, args.like)
            if share > args.max_diff:
                print(f"FAIL: {args.image} differs from {args.like} in {share:.2%} of pixels",
                      file=sys.stderr)
                return 1
            print(f"ok: {args.image} matches {args.like} ({share:.3%} pixels differ)")
        if args.unlike is not None:
            share = difference(args.image, args.unlike)
            if share < args.min_diff:
                print(f"FAIL: {args.image} looks like {args.unlike} ({share:.3%} pixels differ)",
                      file=sys.stderr)
                return 1
            print(f"ok: {args.image} differs from {args.unlike} ({share:.2%} pixels)")
        if args.like is None and args.unlike is None:
            print(f"ok: {args.image} is a non-blank PNG")
    except (PngError, OSError, zlib.error, struct.error) as error:
        print(f"FAIL: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

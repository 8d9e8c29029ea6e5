"""Run inside a test's home namespace (``tests/netlab.py``): ask the router for a port the way
the game does, and report on standard output (one JSON line per step).

    python portmap_probe.py map PORT RECORD [LIMIT]  # the outcome; "close" on stdin removes it
    python portmap_probe.py stale RECORD       # remove what a crashed game left mapped
"""

from __future__ import annotations

import json
import logging
import sys
import time
from pathlib import Path

from sergeantmajor.net import portmap


def main() -> None:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr)
    if sys.argv[1] == "map":
        # LIMIT: the seconds the router is asked for (the game's own by default)
        limit = float(sys.argv[4]) if len(sys.argv) > 4 else portmap.LIMIT
        mapper = portmap.PortMapper(int(sys.argv[2]), record=Path(sys.argv[3]), limit=limit)
        began = time.monotonic()
        mapper.start()
        outcome = mapper.wait(limit + 2)
        print(json.dumps({**outcome.to_dict(), "waited": time.monotonic() - began}),
              flush=True)
        if sys.stdin.readline().strip() == "close":
            began = time.monotonic()
            mapper.close()
            print(json.dumps({"closed": time.monotonic() - began}), flush=True)
    elif sys.argv[1] == "stale":
        print(json.dumps({"removed": portmap.release_stale(Path(sys.argv[2]))}), flush=True)


if __name__ == "__main__":
    main()

"""Run inside a test's namespace (``tests/netlab.py``): watch the tables announced on the
network, and print the whole list as one JSON line at every change (with the time)."""

from __future__ import annotations

import json
import sys
import time

from sergeantmajor.net.discovery import Browser


def main() -> None:
    def changed(tables: list) -> None:
        print(json.dumps({"t": time.time(), "tables": [t.line() for t in tables]}), flush=True)

    browser = Browser(changed)
    browser.start()
    print(json.dumps({"t": time.time(), "ready": True}), flush=True)
    sys.stdin.readline()  # until the test closes our stdin
    browser.close()


if __name__ == "__main__":
    main()

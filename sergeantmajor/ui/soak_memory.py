"""The resident memory of this process, read by the soak tools after each hand or action."""

from __future__ import annotations

import sys


def rss_mib() -> float:
    """The resident memory of this process in MiB (Linux; peak RSS elsewhere)."""
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)

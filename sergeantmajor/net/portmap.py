"""The router's port, opened while a table is hosted at home, and closed after (no Qt).

A table served on this computer reaches friends in the same house only, unless the home
router forwards its port. Most routers do that on request: by UPnP-IGD
(:mod:`.portmap_upnp`, through ``miniupnpc``), or by PCP / NAT-PMP
(:mod:`.portmap_natpmp`). :class:`PortMapper` asks by both at once on a thread of its own,
within a few seconds, and says in one word what came of it (:class:`Outcome`):

``mapped``
    the router forwards the port: friends anywhere reach ``public:external_port``;
``no-router``
    no router answered (it does not allow it, or nothing is there to ask);
``refused``
    a router answered and refused;
``shared``
    the router's own public address is itself shared (carrier-grade NAT, 100.64.0.0/10) or
    private (a router behind another): a mapping would reach no one outside, so none is kept.

The mapping is renewed while the table lasts and removed when :meth:`PortMapper.close` is
called. What was mapped is written to a small record file (in the game's data folder), so
that a game that crashed removes its mapping at the next start (:func:`release_stale`).
Nothing here blocks its caller but :meth:`PortMapper.wait` and :func:`release_stale`, which
are for threads and command-line tools.
"""

from __future__ import annotations

import contextlib
import ipaddress
import json
import logging
import os
import queue
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

ASKING, MAPPED, NO_ROUTER, REFUSED, SHARED = "asking", "mapped", "no-router", "refused", "shared"
#: Seconds the router is asked for at most (UPnP's discovery takes 4 s when nothing answers).
LIMIT = 6.0
#: Seconds a mapping is asked for; it is renewed at half of what the router grants.
LIFETIME = 3600
#: Seconds to take a mapping back when the table closes.
RELEASE_LIMIT = 3.0

# Addresses that friends elsewhere cannot reach: the router's public address is one of these
# when it sits behind another router or the provider's carrier-grade NAT (RFC 6598).
_SHARED = [ipaddress.IPv4Network(n) for n in (
    "100.64.0.0/10", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16",
    "127.0.0.0/8", "0.0.0.0/8")]


def address_kind(address: str) -> str:
    """``public``, ``shared`` (carrier-grade NAT or private: not reachable from outside) or
    ``none`` (no address). The documentation ranges (192.0.2.0/24, ...) count as public:
    no router reports them, and the tests' router doubles do."""
    try:
        ip = ipaddress.IPv4Address(address.strip())
    except ValueError:
        return "none"
    return "shared" if any(ip in net for net in _SHARED) else "public"


@dataclass(frozen=True)
class Outcome:
    """What came of asking the router for ``port``."""

    state: str  # ASKING, MAPPED, NO_ROUTER, REFUSED or SHARED
    port: int
    external_port: int = 0  # where friends reach it (MAPPED)
    public: str = ""  # the router's public address (MAPPED, SHARED)
    method: str = ""  # "upnp", "pcp" or "natpmp": who answered
    seconds: float = 0.0  # how long the router was asked for
    detail: str = ""  # the router's own words, for the log

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON-ready data (the serve process tells the window with it)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Outcome | None:
        """An outcome read back; ``None`` for anything else."""
        if not isinstance(data, dict):
            return None
        try:
            outcome = cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})
        except TypeError:
            return None
        known = (ASKING, MAPPED, NO_ROUTER, REFUSED, SHARED)
        if outcome.state not in known or not isinstance(outcome.port, int):
            return None
        return outcome


def write_outcome(path: Path, outcome: Outcome) -> None:
    """Write ``outcome`` to ``path`` as JSON, whole or not at all (a reader polls it)."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(outcome.to_dict()), encoding="utf-8")
    os.replace(tmp, path)


def read_outcome(path: Path) -> Outcome | None:
    """The outcome :func:`write_outcome` left in ``path`` (``None``: none yet, unreadable)."""
    try:
        return Outcome.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return None


@dataclass
class _Mapping:
    """A mapping one method made, and how to renew and remove it."""

    method: str
    external_port: int
    public: str
    lease: int
    renew: Callable[[], int]  # asks again; returns the lease granted
    remove: Callable[[], None]
    entry: dict[str, Any] = field(default_factory=dict)  # the record's line


@dataclass
class _Answer:
    state: str
    method: str
    public: str = ""
    detail: str = ""
    mapping: _Mapping | None = None


# --------------------------------------------------------------------------- the two ways
def _ask_upnp(port: int, lifetime: int, deadline: float) -> _Answer:
    from . import portmap_upnp as upnp

    try:
        gateway = upnp.find_gateway()
        public = gateway.public_address()
        if address_kind(public) != "public":
            state = SHARED if address_kind(public) == "shared" else REFUSED
            return _Answer(state, "upnp", public, "the router's public address")
        lease = gateway.add(port, lifetime)
    except upnp.NoRouterError as exc:
        return _Answer(NO_ROUTER, "upnp", detail=str(exc))
    except upnp.RefusedError as exc:
        return _Answer(REFUSED, "upnp", detail=exc.reason)
    def remove() -> None:
        gateway.remove(port)

    entry = {"method": "upnp", "port": port, "local": gateway.local}
    mapping = _Mapping("upnp", port, public, lease, renew=lambda: gateway.add(port, lifetime),
                       remove=remove, entry=entry)
    return _Answer(MAPPED, "upnp", public, mapping=mapping)


def _ask_natpmp(port: int, lifetime: int, deadline: float) -> _Answer:
    from . import portmap_natpmp as natpmp

    gateway = natpmp.default_gateway()
    if gateway is None:
        return _Answer(NO_ROUTER, "pcp", detail="no default gateway")
    try:
        granted = natpmp.request_port(gateway, port, lifetime, deadline)
    except natpmp.NoAnswerError as exc:
        return _Answer(NO_ROUTER, "pcp", detail=str(exc))
    except natpmp.RefusedError as exc:
        return _Answer(REFUSED, exc.protocol, detail=str(exc))

    def release() -> None:
        natpmp.release_port(granted, time.monotonic() + RELEASE_LIMIT)

    if address_kind(granted.public) != "public":
        with contextlib.suppress(natpmp.NoAnswerError, natpmp.RefusedError, OSError):
            release()
        state = SHARED if address_kind(granted.public) == "shared" else REFUSED
        return _Answer(state, granted.protocol, granted.public, "the router's public address")

    def renew() -> int:
        again = natpmp.request_port(gateway, port, lifetime, time.monotonic() + LIMIT)
        return again.lifetime

    entry = {"method": granted.protocol, "port": port, "gateway": gateway,
             "nonce": granted.nonce}
    mapping = _Mapping(granted.protocol, granted.external_port, granted.public,
                       granted.lifetime, renew=renew, remove=release, entry=entry)
    return _Answer(MAPPED, granted.protocol, granted.public, mapping=mapping)


#: The ways a router is asked, all at once (tests may replace this list).
WAYS: list[Callable[[int, int, float], _Answer]] = [_ask_upnp, _ask_natpmp]


# --------------------------------------------------------------------------- the mapper
class PortMapper:
    """Asks the router to forward TCP ``port`` here, keeps it forwarded, and takes it back.

    ``record``: the file that remembers mappings for :func:`release_stale` (``None``: no
    record). ``on_outcome`` is called on the mapper's thread with every new outcome
    (``asking`` first, then the final one)."""

    def __init__(self, port: int, *, record: Path | None = None, limit: float = LIMIT,
                 lifetime: int = LIFETIME,
                 on_outcome: Callable[[Outcome], None] | None = None) -> None:
        self.port = port
        self.record = record
        self.limit = limit
        self.lifetime = lifetime
        self.on_outcome = on_outcome
        self._outcome = Outcome(ASKING, port)
        self._mapping: _Mapping | None = None
        self._decided = threading.Event()  # no way's answer is taken any more
        self._done = threading.Event()  # the outcome is known
        self._closing = threading.Event()
        self._lock = threading.Lock()  # the decision against a way's late mapping
        self._thread: threading.Thread | None = None

    @property
    def outcome(self) -> Outcome:
        """The outcome so far (``asking`` until the router answered or the limit passed)."""
        return self._outcome

    def start(self) -> None:
        """Ask the router, on a thread of this mapper's (returns at once)."""
        self._told(self._outcome)
        self._thread = threading.Thread(target=self._run, name="portmap", daemon=True)
        self._thread.start()

    def wait(self, timeout: float | None = None) -> Outcome:
        """The outcome once decided (or as it is when ``timeout`` passes)."""
        self._done.wait(timeout)
        return self._outcome

    def close(self, timeout: float = RELEASE_LIMIT) -> None:
        """Stop renewing and take the mapping back (waits up to ``timeout`` for it)."""
        self._closing.set()
        if self._thread is not None:
            self._thread.join(timeout)

    # ------------------------------------------------------------------ the thread
    def _run(self) -> None:
        if self.record is not None and has_stale(self.record):
            try:  # what a crashed game left on the router goes first
                release_stale(self.record)
            except Exception as exc:
                log.warning("removing stale port mappings failed: %r", exc)
        began = time.monotonic()
        deadline = began + self.limit
        answers: queue.Queue[_Answer] = queue.Queue()
        ways = list(WAYS)
        for way in ways:
            threading.Thread(target=self._try, args=(way, deadline, answers),
                             name=f"portmap-{way.__name__}", daemon=True).start()
        got: list[_Answer] = []
        while len(got) < len(ways) and not self._closing.is_set():
            try:
                answer = answers.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                break
            got.append(answer)
            if answer.state == MAPPED:
                break
        with self._lock:  # from here on, a way that maps late takes its mapping back
            self._decided.set()
        while True:  # an answer that came in before the lock was taken still counts
            try:
                got.append(answers.get_nowait())
            except queue.Empty:
                break
        self._decide(got, time.monotonic() - began)
        self._done.set()
        self._keep()

    def _try(self, way: Callable[[int, int, float], _Answer], deadline: float,
             answers: queue.Queue[_Answer]) -> None:
        try:
            answer = way(self.port, self.lifetime, deadline)
        except Exception as exc:  # a library's surprise is "no answer", never a crash
            log.warning("asking the router (%s) failed: %r", way.__name__, exc)
            answer = _Answer(NO_ROUTER, way.__name__, detail=repr(exc))
        with self._lock:
            late = self._decided.is_set()
            if not late:
                answers.put(answer)
        if late and answer.mapping is not None:
            log.info("the router's %s answer came late: its mapping is taken back",
                     answer.method)
            _quietly(answer.mapping.remove)

    def _decide(self, got: list[_Answer], seconds: float) -> None:
        mapped = [a for a in got if a.state == MAPPED and a.mapping is not None]
        for extra in mapped[1:]:
            _quietly(extra.mapping.remove if extra.mapping else None)
        if mapped:
            best = mapped[0]
            assert best.mapping is not None
            self._mapping = best.mapping
            self._remember(best.mapping)
            outcome = Outcome(MAPPED, self.port, best.mapping.external_port, best.public,
                              best.method, seconds)
        else:
            state = next((s for s in (SHARED, REFUSED) if any(a.state == s for a in got)),
                         NO_ROUTER)
            told = next((a for a in got if a.state == state), None)
            outcome = Outcome(state, self.port, 0, told.public if told else "",
                              told.method if told else "", seconds,
                              "; ".join(f"{a.method}: {a.detail}" for a in got if a.detail))
        log.info("router: %s (%s) after %.2f s %s", outcome.state, outcome.method or "-",
                 seconds, outcome.detail)
        self._told(outcome)

    def _keep(self) -> None:
        """Renew the mapping at half its lease until the table closes; then take it back."""
        mapping = self._mapping
        if mapping is None:
            return
        while not self._closing.wait(max(30.0, mapping.lease / 2) if mapping.lease else None):
            try:
                mapping.lease = mapping.renew()
            except Exception as exc:  # the router may be restarting: try at the next turn
                log.warning("renewing the router's port mapping failed: %r", exc)
        try:
            mapping.remove()
        except Exception as exc:
            log.warning("the router's port mapping could not be removed: %r", exc)
            return  # the record keeps it: the next start tries again
        self._forget(mapping)
        self._mapping = None
        log.info("the router's port mapping (%s, port %d) was removed", mapping.method,
                 mapping.external_port)

    def _told(self, outcome: Outcome) -> None:
        self._outcome = outcome
        if self.on_outcome is not None:
            try:
                self.on_outcome(outcome)
            except Exception:  # the caller's trouble must not stop the mapping's life
                log.exception("reporting the router's answer failed")

    def _remember(self, mapping: _Mapping) -> None:
        mapping.entry.update(pid=os.getpid(), since=int(time.time()))
        if self.record is not None:
            _edit_record(self.record, lambda entries: [*entries, mapping.entry])

    def _forget(self, mapping: _Mapping) -> None:
        if self.record is not None:
            _edit_record(self.record, _without(mapping.entry))


def _quietly(action: Callable[[], None] | None) -> None:
    if action is None:
        return
    try:
        action()
    except Exception as exc:
        log.warning("taking a port mapping back failed: %r", exc)


# --------------------------------------------------------------------------- the record
_RECORD_LOCK = threading.Lock()


def _read_record(path: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    entries = data.get("mappings") if isinstance(data, dict) else None
    return [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []


def _edit_record(path: Path, change: Callable[[list[dict[str, Any]]], list[dict[str, Any]]],
                 ) -> None:
    with _RECORD_LOCK:
        entries = change(_read_record(path))
        try:
            if not entries:
                path.unlink(missing_ok=True)
                return
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(path.name + ".tmp")
            tmp.write_text(json.dumps({"mappings": entries}, indent=1), encoding="utf-8")
            os.replace(tmp, path)
        except OSError as exc:
            log.warning("the record of the router's mappings (%s) cannot be written: %s",
                        path, exc)


def has_stale(path: Path) -> bool:
    """Whether the record names a mapping (cheap: for a start-up that loads nothing more)."""
    return path.is_file()


def release_stale(path: Path, limit: float = LIMIT) -> int:
    """Remove the mappings the record names whose game is no longer running (it crashed);
    the number removed. Blocks for up to a few seconds: call it on a thread."""
    entries = [e for e in _read_record(path) if not _running(e)]
    removed = 0
    for entry in entries:
        try:
            gone = _release_entry(entry, time.monotonic() + limit)
        except Exception as exc:  # no router now: try again at the next start
            log.info("a stale port mapping could not be removed yet: %r", exc)
            continue
        _edit_record(path, _without(entry))
        removed += gone
    return removed


def _without(entry: dict[str, Any]) -> Callable[[list[dict[str, Any]]], list[dict[str, Any]]]:
    return lambda current: [e for e in current if e != entry]


def _release_entry(entry: dict[str, Any], deadline: float) -> int:
    method, port = entry.get("method"), entry.get("port")
    if not isinstance(port, int):
        return 0
    if method == "upnp":
        from . import portmap_upnp as upnp

        gateway = upnp.find_gateway()
        return int(gateway.remove(port, only_for=str(entry.get("local", ""))))
    if method in ("pcp", "natpmp"):
        from . import portmap_natpmp as natpmp

        granted = natpmp.Granted(str(method), str(entry.get("gateway", "")), port, port, "",
                                 0, str(entry.get("nonce", "")))
        natpmp.release_port(granted, deadline)
        return 1
    return 0


def _running(entry: dict[str, Any]) -> bool:
    """Whether the game that made the record's ``entry`` still runs (this process included):
    its process is there, and was started before the mapping was made (not a later process
    that was given the same number)."""
    pid, since = entry.get("pid"), entry.get("since")
    if not isinstance(pid, int) or pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if sys.platform.startswith("linux"):
        started = _linux_start_time(pid)
        return started is not None and (not isinstance(since, int) or started <= since + 2)
    if os.name == "posix":
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return True
    return True  # elsewhere the lease (an hour) ends a crashed game's mapping


def _linux_start_time(pid: int) -> float | None:
    """When process ``pid`` started (seconds since the epoch), from /proc; ``None`` if it
    is not running."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
        fields = stat.rsplit(")", 1)[1].split()
        if fields[0] in ("Z", "X"):  # ended, not yet reaped by its parent
            return None
        ticks = int(fields[19])  # field 22: start time, in ticks
        boot = next(int(line.split()[1]) for line in
                    Path("/proc/stat").read_text(encoding="ascii").splitlines()
                    if line.startswith("btime "))
    except (OSError, ValueError, IndexError, StopIteration):
        return None
    return boot + ticks / os.sysconf("SC_CLK_TCK")

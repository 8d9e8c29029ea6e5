"""The tables announced on this network, for the Join dialog: :class:`NearbyTables` looks for
them (:class:`~sergeantmajor.net.discovery.Browser`) off the GUI thread and says when the list
changes, on the GUI thread.

``SERGEANTMAJOR_LAN=off`` switches off what a window sends on the local network by itself:
looking for tables, announcing a hosted one, asking the router for its port. The test suite
sets it (no test sends multicast on the machine's network); the tests of these switch it on
again inside network namespaces of their own.
"""

from __future__ import annotations

import logging
import os
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from ...net.discovery import Browser, TableAd

log = logging.getLogger(__name__)


def discovery_allowed() -> bool:
    """Whether this run may look for and announce tables on the network, and ask the router
    for a hosted table's port."""
    return os.environ.get("SERGEANTMAJOR_LAN", "on").lower() != "off"


class NearbyTables(QObject):
    """Looks for tables on this network while it lives; ``changed`` carries the whole list
    (:class:`~sergeantmajor.net.discovery.TableAd`) after every change."""

    changed = Signal(list)
    unavailable = Signal()  # looking could not start (no multicast here, or switched off)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._browser: Browser | None = None
        self._closed = False
        self._lock = threading.Lock()

    def start(self) -> None:
        """Start looking, on a thread (zeroconf's start-up binds sockets and may take a
        moment); returns at once."""
        if not discovery_allowed():
            self.unavailable.emit()
            return
        threading.Thread(target=self._start, name="tables-nearby", daemon=True).start()

    def _start(self) -> None:
        from ...net.discovery import Browser

        browser = Browser(self._found)
        try:
            browser.start()
        except Exception as exc:  # no multicast here: the dialog still joins by invite
            log.warning("cannot look for tables on this network: %r", exc)
            try:
                self.unavailable.emit()
            except RuntimeError:
                pass
            return
        with self._lock:
            if not self._closed:
                self._browser = browser
                return
        browser.close()  # the dialog closed while this was starting

    def _found(self, tables: list[TableAd]) -> None:
        with self._lock:
            if self._closed:
                return
        try:
            self.changed.emit(tables)  # queued to the GUI thread: this is zeroconf's
        except RuntimeError:  # the dialog has gone
            pass

    def close(self) -> None:
        """Stop looking (the multicast sockets are closed on a thread)."""
        with self._lock:
            self._closed = True
            browser, self._browser = self._browser, None
        if browser is not None:
            threading.Thread(target=browser.close, name="tables-nearby-close",
                             daemon=True).start()

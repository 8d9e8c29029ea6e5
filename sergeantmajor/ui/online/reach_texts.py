"""The sentences of reaching friends elsewhere (issue 31), in the "Online" context: where a
table is hosted, whether the router opened its port, and the tables found on this network."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...app import words
from ...app.i18n import fill


def reachability(state: str, port: int) -> str:
    """The panel's sentence on who can join a table hosted on this computer, by what the
    router said (:mod:`sergeantmajor.net.portmap`'s outcome)."""
    number = str(port)
    if state == "asking":
        return fill(QCoreApplication.translate(
            "Online", "Friends on this network can join now. Asking your router to open port "
                      "%1 for friends elsewhere…"), number)
    if state == "mapped":
        return fill(QCoreApplication.translate(
            "Online", "Friends anywhere can join (port %1 opened on your router)."), number)
    if state == "refused":
        return fill(QCoreApplication.translate(
            "Online", "Only friends on this network can join: your router refused to open "
                      "port %1. Host on a server instead, or forward port %1 on your router."),
                    number)
    if state == "shared":
        return QCoreApplication.translate(
            "Online", "Only friends on this network can join: your router's public address "
                      "is shared with other customers of your provider, so nobody outside can "
                      "reach it. Host on a server instead.")
    return fill(QCoreApplication.translate(
        "Online", "Only friends on this network can join: your router did not answer (it may "
                  "not allow it). Host on a server instead, or forward port %1 on your "
                  "router."), number)


def local_invite_note() -> str:
    """Under the invite that names the public address: the one for friends in the house."""
    return QCoreApplication.translate("Online", "For friends on this network:")


def table_on_network(host_name: str, rules: dict[str, object], seated: int,
                     free: int) -> str:
    """One table found on this network, as the Join dialog lists it."""
    preset = str(rules.get("preset", ""))
    rules_name = words.preset_name(preset) if preset else ""
    if len(rules) > 1:
        rules_name = fill(QCoreApplication.translate("Online", "%1, changed"), rules_name)
    seats = fill(QCoreApplication.translate(
        "Online", "%1 · players: %2 · free seats: %3"), rules_name, str(seated), str(free))
    if not host_name:
        return fill(QCoreApplication.translate("Online", "A table · %1"), seats)
    return fill(QCoreApplication.translate("Online", "Host: %1 · %2"), host_name, seats)

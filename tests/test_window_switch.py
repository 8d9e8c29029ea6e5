"""The game on the window's table changes hands without leaving anything behind.

A visit to a table with friends puts the seat's game on the table and leaving it brings the
window's own match back; the window's parts are connected once, so nothing they listen to
gains a receiver per visit (a refreshed score sheet four times a hand, after three visits, was
the symptom: architecture review 3, P0.2).
"""

from __future__ import annotations

from PySide6.QtCore import QMetaMethod, QObject

from sergeantmajor.app.online_game import OnlineGame


def receivers(obj: QObject) -> dict[str, int]:
    """Every signal of ``obj`` (its own and Qt's) with its number of receivers."""
    meta = obj.metaObject()
    counts = {}
    for index in range(meta.methodCount()):
        method = meta.method(index)
        if method.methodType() == QMetaMethod.MethodType.Signal:
            signature = bytes(method.methodSignature().data()).decode()
            counts[signature] = obj.receivers("2" + signature)  # SIGNAL(signature)
    return counts


def connections(window) -> dict[str, int]:
    """The receivers of the table's, the window's own game's and the relay's signals."""
    parts = {"table": window.table, "controller": window.controller, "current": window.current}
    return {f"{name}.{signal}": n for name, part in parts.items()
            for signal, n in receivers(part).items()}


def test_visiting_a_friends_table_leaves_the_window_as_it_was(window):
    window.start(seed=3, offer_resume=False)
    before = connections(window)
    assert before["table.hand_scored()"] >= 1  # the score sheet listens
    for _ in range(3):
        window.sit_at(OnlineGame(lambda _message: None, window))
        window.stand_up()
    after = connections(window)
    assert {k: (n, after[k]) for k, n in before.items() if after[k] != n} == {}

"""The friends' chat view under lobby churn (network-3 defect 12): two connections that join
and leave hundreds of times a second bring a note each time; the chat keeps its last lines in
the view's own document, not only in its list, so the window's memory stays flat."""

from __future__ import annotations

from sergeantmajor.ui.online import texts
from sergeantmajor.ui.online.friends_panel import CHAT_KEPT, FriendsPanel


def test_the_chat_view_keeps_only_its_last_lines(qtbot) -> None:
    panel = FriendsPanel()
    qtbot.addWidget(panel)
    for n in range(3000):
        panel.note(texts.Note("joined" if n % 2 else "left", f"Guest {n}"))
        if n % 10 == 0:
            panel.said("Ann", f"line {n}")
    document = panel.chat.document()
    assert document.blockCount() <= CHAT_KEPT  # 3,300 without the document's own limit
    lines = panel.chat.toPlainText().splitlines()
    assert "Guest 2999" in lines[-1]
    assert "Guest 0 " not in panel.chat.toPlainText()

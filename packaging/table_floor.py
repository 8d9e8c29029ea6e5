"""The toolkit's floor for the game's first screen: a card table in PySide6 with no game in it.

Run by ``startup-bench`` as ``floor``, next to the game and the empty window. It shows what the
issue asks the game to show, made the shortest way PySide6 allows and with nothing of the
game's (no engine, no computer players, no translations, no settings): a window with the game's
five menus and their 26 entries, a status bar line, and a QGraphicsView whose scene has the
felt (a radial gradient), the player's 16 cards and one back rendered from the game's own SVGs
at the size the game draws them in a 1024x700 window, and six lines of text. What the game
costs beyond this, in start-up time and memory, is the game's own; what this costs beyond the
empty window is what the toolkit charges for menus, text, a graphics scene and SVG cards.

    python packaging/table_floor.py [--quit-after SECONDS]
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, QTimer
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QMainWindow,
)

CARDS = Path(__file__).resolve().parent.parent / "resources" / "cards"
HAND = ["AS", "KS", "QS", "JS", "TH", "9H", "8H", "7H", "AD", "KD", "QD", "JC", "TC", "9C", "8C",
        "7C"]
MENUS = {  # the game's menus, entries and shortcuts (ui/main_window.py, ui/language_menu.py)
    "&Game": ["&New game…\tCtrl+N", "&Open match…\tCtrl+O", "Save match &as…\tCtrl+Shift+S",
              "&Undo\tCtrl+Z", "Re&do\tCtrl+Shift+Z", "&Hint\tH", "&Last trick\tL",
              "&Score sheet\tCtrl+T", "S&tatistics", "Re&view\tCtrl+R",
              "Review a match &file…", "&Quit\tCtrl+Q"],
    "&View": ["&Cards seen\tC"],
    "&Settings": ["Off", "Fast", "Normal", "Slow", "&Pause after each hand", "&Appearance…"],
    "&Language": ["English", "Español", "Български"],
    "&Help": ["&Tutorial…", "&How to play\tF1", "&About"],
}
CARD_W, CARD_H = 100, 140


def card_pixmap(name: str) -> QPixmap:
    """The card ``name`` rendered from its SVG at the game's size."""
    image = QImage(QSize(CARD_W, CARD_H), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(QByteArray((CARDS / f"{name}.svg").read_bytes())).render(
        painter, QRectF(0, 0, CARD_W, CARD_H))
    painter.end()
    return QPixmap.fromImage(image)


def deal(scene: QGraphicsScene) -> None:
    """The cards and the words: the player's hand, two opponents' backs, six lines."""
    for i, name in enumerate(HAND):
        item = QGraphicsPixmapItem(card_pixmap(name))
        item.setPos(70 + i * 52, 460)
        scene.addItem(item)
    back = card_pixmap("back")  # the opponents' hands: one back, drawn twice
    for i in range(2):
        item = QGraphicsPixmapItem(back)
        item.setPos(30 + i * 840, 200)
        scene.addItem(item)
    for i, line in enumerate(["Ana", "must take 8", "Boris", "must take 5", "You", "3"]):
        text = QGraphicsSimpleTextItem(line)
        text.setBrush(QColor("white"))
        text.setPos(60 + 300 * (i // 2), 60 + 20 * (i % 2))
        scene.addItem(text)


def main() -> int:
    """Show the floor window (menus, status line, felt), then deal; quit after
    ``--quit-after`` seconds if given."""
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Sergeant Major")
    for title, entries in MENUS.items():
        menu = window.menuBar().addMenu(title)
        for entry in entries:
            menu.addAction(entry)
    window.statusBar().showMessage("Your turn: give two cards to Boris.")
    # Smaller than the view: no scroll bars (the game turns them off with Qt's enums, which the
    # floor does not need to build).
    scene = QGraphicsScene(0, 0, 1000, 620)
    gradient = QRadialGradient(QPointF(500, 279), 750)
    gradient.setColorAt(0.0, QColor("#2e7d4f"))
    gradient.setColorAt(1.0, QColor("#123d26"))
    scene.setBackgroundBrush(QBrush(gradient))
    view = QGraphicsView(scene)
    view.setFrameShape(QFrame.Shape.NoFrame)
    window.setCentralWidget(view)
    window.resize(1024, 700)
    window.show()
    # As the game does: the window first, the cards once the event loop has shown it.
    QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: deal(scene)))
    if "--quit-after" in sys.argv:
        seconds = float(sys.argv[sys.argv.index("--quit-after") + 1])
        QTimer.singleShot(int(seconds * 1000), app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())

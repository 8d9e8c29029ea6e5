"""The player's look of the table: face deck, back and felt, kept in the settings.

:class:`Appearance` reads and writes the three choices (``appearance/faces``,
``appearance/back``, ``appearance/table``) and applies them to a table view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..app.preferences import Preferences
from .decks import (
    DEFAULT_BACK,
    DEFAULT_FACES,
    KdeDeckInfo,
    OwnBack,
    OwnFaces,
    TableArt,
    make_deck,
)
from .felt import DEFAULT_TABLE, TABLE_COLOURS

if TYPE_CHECKING:
    from .table.view import TableView


@dataclass
class Appearance:
    """Three settings keys: faces ("own:classic", "kde:svg-oxygen"), back, table colour."""

    faces: str = DEFAULT_FACES
    back: str = DEFAULT_BACK
    table: str = DEFAULT_TABLE

    @classmethod
    def load(cls, prefs: Preferences) -> Appearance:
        """The player's choices (the defaults where none or unknown)."""
        table = str(prefs.value("appearance/table", DEFAULT_TABLE))
        return cls(str(prefs.value("appearance/faces", DEFAULT_FACES)),
                   str(prefs.value("appearance/back", DEFAULT_BACK)),
                   table if table in TABLE_COLOURS else DEFAULT_TABLE)

    def save(self, prefs: Preferences) -> None:
        """Remember the choices (a read-only demo run keeps nothing)."""
        prefs.set_value("appearance/faces", self.faces)
        prefs.set_value("appearance/back", self.back)
        prefs.set_value("appearance/table", self.table)

    def art(self, kde: list[KdeDeckInfo] | None = None) -> TableArt:
        """The deck the table renders; KDE decks are looked up only when one is chosen."""
        faces = make_deck(self.faces, kde)
        back = make_deck(self.back, kde, back=True)
        assert not isinstance(faces, OwnBack) and not isinstance(back, OwnFaces)
        return TableArt(faces, back)

    def felt(self) -> tuple[str, str]:
        """The table's (centre, edge) colours."""
        return TABLE_COLOURS.get(self.table, TABLE_COLOURS[DEFAULT_TABLE])

    def apply(self, table: TableView, kde: list[KdeDeckInfo] | None = None) -> None:
        """Draw ``table`` with these choices from now on."""
        if self.art_key() != table.cache.deck.key:
            table.cache.set_deck(self.art(kde))
            table.relayout()  # the new faces may print the rank elsewhere: the fan follows
        table.felt = self.felt()
        table.resetCachedContent()
        table.scene().update()
        table.viewport().update()

    def art_key(self) -> str:
        """The key :class:`TableArt` would have for these choices (own decks only exactly)."""
        return f"{self.faces}/{self.back}"

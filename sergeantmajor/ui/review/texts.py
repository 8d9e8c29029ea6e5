"""Every sentence of the review, in one translation context ("Review").

Each call is spelled out as ``QCoreApplication.translate("Review", ...)``: lupdate reads only
literal calls, never a wrapper.

A move is told as the table tells it: the player's own moves in their own sentences ("You
played J♦"), everybody else's in the third person ("Ana played J♦"), chosen by
:func:`~sergeantmajor.ui.table.texts.speaks_to_player` with the player's seat (the record's
human), whichever seat the review is seen from. :data:`THIRD_PERSON` lists the third-person
sources, so that a test can check none is shown about the player.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q

from ...ai.analysis import Alternative, Decision, HandAnalysis
from ...app import words
from ...app.i18n import fill
from ...engine.actions import Action, AssignTargets, NameTrump
from ...engine.replay_cursor import Step
from ...net.seat_record import SeatStep
from ..table import texts as table_texts

# The third-person messages (source texts): never shown about the player's own seat.
THIRD_PERSON = frozenset({
    "%1 played %2", "%1 discarded %2", "%1 gave %2", "%1 gave back %2",
    "%1 assigned the targets: %2", "%1 put a card aside", "%1 gave back a card",
    "%1 gave a card",
})


def action_text(action: Action) -> str:
    """A card, or a suit for a trump choice."""
    if isinstance(action, NameTrump):
        return words.suit_label(action.suit)
    if isinstance(action, AssignTargets):
        return "-".join(str(t) for t in action.targets)
    return words.card_short(action.card)


def move_text(step: Step | SeatStep, names: list[str], player: int | None) -> str:
    """One move of the record in words: the player's own sentence when ``step.seat`` is the
    player's seat (``player``), else a third-person sentence with the mover's name."""
    name = names[step.seat]
    you = table_texts.speaks_to_player(step.seat, player)
    if step.kind == "jump":  # a seat record: moves made while the player was away
        return moves_while_away()
    if step.action is None:  # another seat's move this seat could not see
        return hidden_move_text(step.kind, name)
    what = action_text(step.action)
    if step.kind == "trump":  # the table's own sentence ("You named trump: ♥ hearts")
        assert isinstance(step.action, NameTrump)
        return table_texts.trump_named(name, step.action.suit, you)
    if step.kind == "play":
        if you:
            return fill(Q.translate("Review", "You played %1"), what)
        return fill(Q.translate("Review", "%1 played %2"), name, what)
    if step.kind == "discard":
        if you:
            return fill(Q.translate("Review", "You discarded %1"), what)
        return fill(Q.translate("Review", "%1 discarded %2"), name, what)
    if step.kind == "give":
        if you:
            return fill(Q.translate("Review", "You gave %1"), what)
        return fill(Q.translate("Review", "%1 gave %2"), name, what)
    if step.kind == "return":
        if you:
            return fill(Q.translate("Review", "You gave back %1"), what)
        return fill(Q.translate("Review", "%1 gave back %2"), name, what)
    if you:
        return fill(Q.translate("Review", "You assigned the targets: %1"), what)
    return fill(Q.translate("Review", "%1 assigned the targets: %2"), name, what)


def hidden_move_text(kind: str, name: str) -> str:
    """Another seat's move whose card this seat did not see (a seat record)."""
    if kind == "discard":
        return fill(Q.translate("Review", "%1 put a card aside"), name)
    if kind == "return":
        return fill(Q.translate("Review", "%1 gave back a card"), name)
    return fill(Q.translate("Review", "%1 gave a card"), name)


def position_line(where: str, what: str) -> str:
    """The position line: where the review stands, then the move that led there."""
    return fill(Q.translate("Review", "%1  —  %2", "position, then the move; a dash between"),
                where, what)


def position_text(position: int, last: int, hand: int, hands: int) -> str:
    """Where the review stands: hand (from 1) of hands, move of moves."""
    return fill(Q.translate("Review", "Hand %1 of %2 · move %3 of %4"), hand + 1, hands,
                position, last)


def start_of_match() -> str:
    return Q.translate("Review", "The cards are dealt")


def moves_while_away() -> str:
    """What led to a seat record's position when the seat was not at the table."""
    return Q.translate("Review", "The moves made while you were away")


def mark_word(mark: str | None) -> str:
    if mark == "blunder":
        return Q.translate("Review", "Blunder")
    if mark == "mistake":
        return Q.translate("Review", "Mistake")
    return ""


def decision_line(d: Decision) -> str:
    """The mark (or "good move") and the better action, for the table's prompt."""
    if d.mark is None:
        if d.method == "forced":
            return Q.translate("Review", "Forced: the only legal move")
        return Q.translate("Review", "A good move")
    return fill(Q.translate("Review", "%1: %2 was better (%3 expected tricks lost)"),
                mark_word(d.mark), action_text(d.best), words.decimal(d.loss))


def alternative_line(a: Alternative, chosen: bool, best: bool) -> str:
    """One alternative's expected tricks and points, marked if played or best."""
    tag = ""
    if chosen:
        tag = Q.translate("Review", " ← played")
    elif best:
        tag = Q.translate("Review", " ← best")
    return fill(Q.translate("Review", "%1: %2 tricks, %3 points%4"), action_text(a.action),
                words.decimal(a.tricks), words.decimal(a.points, signed=True), tag)


def decision_lines(d: Decision) -> list[str]:
    """The decision's line, then each alternative's numbers, the best first.

    A forced move has nothing to compare: the analysis computes no value for it, so no
    numbers are shown ("0,00 tricks, -8,00 points" would be read as the move's worth).
    """
    lines = [decision_line(d)]
    if d.method != "forced":
        best_first = sorted(d.alternatives, key=lambda a: -a.tricks)
        lines += [alternative_line(a, a.action == d.chosen, a.action == d.best)
                  for a in best_first]
    return lines


def hand_summary(h: HandAnalysis) -> str:
    """A hand's expected tricks lost and its marks, as labels with numbers (no plural to
    make: "mistakes: 1" reads right for any count, in every language)."""
    return fill(Q.translate("Review", "Hand %1: expected tricks lost: %2; "
                                      "mistakes: %3, blunders: %4"),
                h.hand + 1, words.decimal(h.lost), h.mistakes, h.blunders)


def not_analysed() -> str:
    return Q.translate("Review", "Press “Analyse this hand” to see what each decision was worth.")


def analysing(done: int, total: int) -> str:
    return fill(Q.translate("Review", "Analysing… %1 of %2 decisions"), done, total)

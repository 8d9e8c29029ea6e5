"""Every sentence of the review, in one translation context ("Review")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...ai.analysis import Alternative, Decision, HandAnalysis
from ...app import words
from ...app.i18n import fill
from ...engine.actions import Action, AssignTargets, NameTrump
from ...engine.replay_cursor import Step


def _t(text: str) -> str:
    return QCoreApplication.translate("Review", text)


def action_text(action: Action) -> str:
    """A card, or a suit for a trump choice."""
    if isinstance(action, NameTrump):
        return words.suit_label(action.suit)
    if isinstance(action, AssignTargets):
        return "-".join(str(t) for t in action.targets)
    return words.card_short(action.card)


def move_text(step: Step, name: str) -> str:
    """One move of the record in words: who did what."""
    what = action_text(step.action)
    sentences = {
        "play": _t("%1 plays %2"), "discard": _t("%1 discards %2"),
        "trump": _t("%1 names trump: %2"), "give": _t("%1 gives %2"),
        "return": _t("%1 gives back %2"), "targets": _t("%1 sets the targets %2"),
    }
    return fill(sentences[step.kind], name, what)


def position_text(position: int, last: int, hand: int, hands: int) -> str:
    return fill(_t("Hand %1 of %2 · move %3 of %4"), hand + 1, hands, position, last)


def start_of_match() -> str:
    return _t("The cards are dealt")


def mark_word(mark: str | None) -> str:
    return {"mistake": _t("Mistake"), "blunder": _t("Blunder")}.get(mark or "", "")


def decision_line(d: Decision) -> str:
    """The mark (or "good move") and the better action, for the table's prompt."""
    if d.mark is None:
        if d.method == "forced":
            return _t("Forced: the only legal move")
        return _t("A good move")
    return fill(_t("%1: %2 was better (%3 expected tricks lost)"), mark_word(d.mark),
                action_text(d.best), f"{d.loss:.2f}")


def alternative_line(a: Alternative, chosen: bool, best: bool) -> str:
    tag = _t(" ← played") if chosen else ""
    tag += _t(" ← best") if best and not chosen else ""
    return fill(_t("%1: %2 tricks, %3 points%4"), action_text(a.action), f"{a.tricks:.2f}",
                f"{a.points:+.2f}", tag)


def hand_summary(h: HandAnalysis) -> str:
    return fill(_t("Hand %1: %2 expected tricks lost, %3 mistake(s), %4 blunder(s)"),
                h.hand + 1, f"{h.lost:.2f}", h.mistakes, h.blunders)


def not_analysed() -> str:
    return _t("Press Analyse to see what each decision was worth.")


def not_a_decision() -> str:
    return _t("The next move is not one of the analysed seat's decisions.")


def analysing(done: int, total: int) -> str:
    return fill(_t("Analysing… %1 of %2 decisions"), done, total)

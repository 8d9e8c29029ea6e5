"""Every sentence the table shows, in one translation context ("Table").

The table's other modules never hold words: they call these functions with names and
numbers. A count goes through a plain local name (``count``): PySide6 6.11's lupdate drops a
message whose count is an attribute such as ``e.count``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...app import words
from ...app.i18n import fill
from ...app.words import plural

# ---------------------------------------------------------------- status bar: what happened


def hand_started(hand: int, dealer: str) -> str:
    """A new hand (``hand`` counted from 1) and who deals it."""
    return fill(QCoreApplication.translate("Table", "Hand %1: %2 deals"), hand, dealer)


def targets_assigned(dealer: str) -> str:
    return fill(QCoreApplication.translate("Table", "%1 assigned the targets"), dealer)


def exchange_begins(up: str, down: str, count: int, me_up: bool, me_down: bool) -> str:
    """An exchange pair starts: worded for the up player, the down player or a watcher."""
    if me_down:
        return fill(plural(QCoreApplication.translate(
            "Table", "%1 is up and takes %n card(s) from you", "", count), count), up)
    if me_up:
        return fill(plural(QCoreApplication.translate(
            "Table", "You are up: exchange %n card(s) with %1", "", count), count), down)
    return fill(plural(QCoreApplication.translate(
        "Table", "%1 exchanges %n card(s) with %2", "", count), count), up, down)


def exchanged_unseen(up: str, down: str, count: int) -> str:
    """Two other players exchanged cards the viewer did not see."""
    return fill(plural(QCoreApplication.translate(
        "Table", "%1 and %2 exchanged %n card(s)", "", count), count), up, down)


def i_gave(gave: list[int], got: list[int]) -> str:
    return fill(QCoreApplication.translate("Table", "You gave %1, got %2"),
                words.cards_short(gave), words.cards_short(got))


def gave_me(up: str, gave: list[int], got: list[int]) -> str:
    return fill(QCoreApplication.translate("Table", "%1 gave you %2, got %3"), up,
                words.cards_short(gave), words.cards_short(got))


def trump_named(dealer: str, suit: int) -> str:
    return fill(QCoreApplication.translate("Table", "%1 named trump: %2"), dealer,
                words.suit_label(suit))


def kitty_taken(dealer: str) -> str:
    return fill(QCoreApplication.translate("Table", "%1 takes the kitty"), dealer)


def trick_taken(winner: str) -> str:
    return fill(QCoreApplication.translate("Table", "%1 takes the trick"), winner)


# ---------------------------------------------------------------- the prompt: what to do now


def prompt_follow(led: int, can_follow: bool) -> str:
    if not can_follow:
        return fill(QCoreApplication.translate("Table", "You have no %1: play any card"),
                    words.suit_name(led))
    return fill(QCoreApplication.translate("Table", "Your turn: follow %1"),
                words.suit_name(led))


def prompt_lead() -> str:
    return QCoreApplication.translate("Table", "Your lead: play any card")


def prompt_trump() -> str:
    return QCoreApplication.translate("Table", "You are the dealer: name trump")


def prompt_discard(left: int) -> str:
    count = left
    return plural(QCoreApplication.translate(
        "Table", "Discard %n card(s) to the discard area", "", count), count)


def prompt_classic_give(down: str, left: int) -> str:
    count = left
    return fill(plural(QCoreApplication.translate(
        "Table", "Choose %n card(s) to give to %1, then press Give", "", count), count), down)


def prompt_rulebook_give(down: str) -> str:
    return fill(QCoreApplication.translate("Table", "You are up: give a card to %1"), down)


def prompt_return() -> str:
    return QCoreApplication.translate("Table", "Choose the card to give back")


def prompt_targets() -> str:
    return QCoreApplication.translate("Table", "Give each player a target")


def give_button() -> tuple[str, str]:
    """The classic exchange's button: its label and tooltip."""
    return (QCoreApplication.translate("Table", "Give"),
            QCoreApplication.translate("Table", "Give the selected cards"))


def select_exactly(need: int) -> str:
    count = need
    return plural(QCoreApplication.translate(
        "Table", "Select exactly %n card(s) to give", "", count), count)


def hint_card(card: int) -> str:
    return fill(QCoreApplication.translate("Table", "Hint: %1"), words.card_name(card))


def hint_trump(suit: int) -> str:
    return fill(QCoreApplication.translate("Table", "Hint: name %1 trump"), words.suit_name(suit))


def hint_targets() -> str:
    return QCoreApplication.translate("Table", "Hint: keep the targets as they are")


# ---------------------------------------------------------------- badges and signs


def badge_lines(target: int, tricks: int, total: int, last: int | None) -> list[str]:
    """A seat badge's two lines under the name."""
    first = fill(QCoreApplication.translate("Table", "Target %1 · tricks %2"), target, tricks)
    second = fill(QCoreApplication.translate("Table", "Total %1"), signed(total))
    if last is not None:
        second += " · " + fill(QCoreApplication.translate("Table", "last: %1"),
                               words.points_text(last))
    return [first, second]


def dealer_mark() -> str:
    return QCoreApplication.translate("Table", "D", "dealer mark")


def dealer() -> str:
    return QCoreApplication.translate("Table", "Dealer")


def trump() -> str:
    return QCoreApplication.translate("Table", "Trump")


def discard_here() -> str:
    return QCoreApplication.translate("Table", "Discard here")


def card_table() -> str:
    """The table's accessible name."""
    return QCoreApplication.translate("Table", "Card table")


def signed(total: int) -> str:
    """A running total: ``+3``, ``-2`` or ``0``."""
    return f"{total:+d}" if total else "0"


# ---------------------------------------------------------------- notices


def summary_title(hand: int) -> str:
    return fill(QCoreApplication.translate("Table", "End of hand %1"), hand)


def summary_line(name: str, tricks: int, target: int, points: int, total: int) -> str:
    return fill(QCoreApplication.translate("Table", "%1: %2 (target %3), %4 — total %5"),
                name, words.tricks_text(tricks), target, words.points_text(points),
                signed(total))


def click_to_continue() -> str:
    return QCoreApplication.translate("Table", "Click or press Enter to continue")


def you_win() -> str:
    return QCoreApplication.translate("Table", "You win the match!")


def wins(name: str) -> str:
    return fill(QCoreApplication.translate("Table", "%1 wins the match"), name)


def result_line(name: str, total: int) -> str:
    return fill(QCoreApplication.translate("Table", "%1: %2"), name, signed(total))


def play_again() -> str:
    return QCoreApplication.translate("Table", "Game ▸ New game to play again")


def last_trick_title() -> str:
    return QCoreApplication.translate("Table", "Last trick")


def took_it(name: str) -> str:
    return fill(QCoreApplication.translate("Table", "%1 took it"), name)


def click_to_close() -> str:
    return QCoreApplication.translate("Table", "Click to close")


def no_trick_yet() -> str:
    return QCoreApplication.translate("Table", "No trick has been taken yet in this hand.")

"""Every sentence the table shows, in one translation context ("Table").

The table's other modules never hold words: they call these functions with names and
numbers. A count goes through a plain local name (``count``): PySide6 6.11's lupdate drops a
message whose count is an attribute such as ``e.count``.

**Who a sentence is about.** A sentence whose subject can be the player has two messages: one
for the player ("You take the trick") and one for anybody else ("%1 takes the trick"). The
caller decides with :func:`speaks_to_player` (the subject's seat against the player's own
seat), never by name, so "You" is never put into a third-person sentence. The table and the
review both decide there: in the review the player's seat is the record's human seat, whichever
seat the table is seen from. :data:`THIRD_PERSON` lists the third-person sources, so that a test
can check none is shown about the player.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...app import words
from ...app.i18n import fill
from ...engine.cards import NO_TRUMP

# ---------------------------------------------------------------- who a sentence is about


def speaks_to_player(seat: int, player: int | None) -> bool:
    """Whether a sentence about ``seat`` is the player's own ("You take the trick").

    ``player`` is the seat of the person at the table (``None`` when nobody plays: a demo, or
    a record of computer players). The seat the table is seen from does not matter: the review
    may show Ana's view, and Ana still takes the trick in the third person.
    """
    return player is not None and seat == player


# ---------------------------------------------------------------- status bar: what happened


# The third-person messages (source texts): never shown about the player's own seat.
THIRD_PERSON = frozenset({
    "Hand %1: %2 deals", "%1 assigned the targets", "%1 named trump: %2",
    "%1 named no trump", "%1 takes the kitty", "%1 takes the trick", "%1 took it",
    "%1 wins the match", "%1 is up and takes %n card(s) from you",
    "%1 exchanges %n card(s) with %2", "%1 and %2 exchanged %n card(s)", "%1 gave you %2, got %3",
    "%1 gave %2 to %3, got %4",
})


def hand_started(hand: int, dealer: str, you: bool) -> str:
    """A new hand (``hand`` counted from 1) and who deals it."""
    if you:
        return fill(QCoreApplication.translate("Table", "Hand %1: you deal"), hand)
    return fill(QCoreApplication.translate("Table", "Hand %1: %2 deals"), hand, dealer)


def targets_assigned(dealer: str, you: bool) -> str:
    if you:
        return QCoreApplication.translate("Table", "You assigned the targets")
    return fill(QCoreApplication.translate("Table", "%1 assigned the targets"), dealer)


def exchange_begins(up: str, down: str, count: int, me_up: bool, me_down: bool) -> str:
    """An exchange pair starts: worded for the up player, the down player or a watcher."""
    if me_down:
        return fill(QCoreApplication.translate(
            "Table", "%1 is up and takes %n card(s) from you", "", count), up)
    if me_up:
        return fill(QCoreApplication.translate(
            "Table", "You are up: exchange %n card(s) with %1", "", count), down)
    return fill(QCoreApplication.translate(
        "Table", "%1 exchanges %n card(s) with %2", "", count), up, down)


def exchanged_unseen(up: str, down: str, count: int) -> str:
    """Two other players exchanged cards the viewer did not see."""
    return fill(QCoreApplication.translate(
        "Table", "%1 and %2 exchanged %n card(s)", "", count), up, down)


def exchanged(up: str, down: str, given: list[int], back: list[int], count: int, *,
              seen: bool, player_up: bool, player_down: bool) -> str:
    """An exchange pair is done: worded for whoever it is about.

    ``seen``: the table is seen from one of the two seats, so the cards are known;
    ``player_up`` / ``player_down``: the player is the up or the down one of the pair.
    """
    if not seen:
        if player_up:  # the review, seen from a third seat: the cards are not shown
            return fill(QCoreApplication.translate(
                "Table", "You exchanged %n card(s) with %1", "", count), down)
        if player_down:
            return fill(QCoreApplication.translate(
                "Table", "You exchanged %n card(s) with %1", "", count), up)
        return exchanged_unseen(up, down, count)
    if player_up:
        return i_gave(given, back)
    if player_down:
        return gave_me(up, given, back)
    return fill(QCoreApplication.translate("Table", "%1 gave %2 to %3, got %4"), up,
                words.cards_short(given), down, words.cards_short(back))


def i_gave(gave: list[int], got: list[int]) -> str:
    return fill(QCoreApplication.translate("Table", "You gave %1, got %2"),
                words.cards_short(gave), words.cards_short(got))


def gave_me(up: str, gave: list[int], got: list[int]) -> str:
    return fill(QCoreApplication.translate("Table", "%1 gave you %2, got %3"), up,
                words.cards_short(gave), words.cards_short(got))


def trump_named(dealer: str, suit: int, you: bool) -> str:
    if suit == NO_TRUMP:
        if you:
            return QCoreApplication.translate("Table", "You named no trump")
        return fill(QCoreApplication.translate("Table", "%1 named no trump"), dealer)
    if you:
        return fill(QCoreApplication.translate("Table", "You named trump: %1"),
                    words.suit_label(suit))
    return fill(QCoreApplication.translate("Table", "%1 named trump: %2"), dealer,
                words.suit_label(suit))


def kitty_taken(dealer: str, you: bool) -> str:
    if you:
        return QCoreApplication.translate("Table", "You take the kitty")
    return fill(QCoreApplication.translate("Table", "%1 takes the kitty"), dealer)


def trick_taken(winner: str, you: bool) -> str:
    if you:
        return QCoreApplication.translate("Table", "You take the trick")
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
    return (QCoreApplication.translate(
        "Table", "Discard %n card(s) to the discard area", "", count))


def prompt_classic_give(down: str, left: int) -> str:
    count = left
    return fill(QCoreApplication.translate(
        "Table", "Choose %n card(s) to give to %1, then press Give", "", count), down)


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
    return (QCoreApplication.translate(
        "Table", "Select exactly %n card(s) to give", "", count))


def hint_card(card: int) -> str:
    return fill(QCoreApplication.translate("Table", "Hint: %1"), words.card_name(card))


def hint_trump(suit: int) -> str:
    if suit == NO_TRUMP:  # not "name no trump trump"
        return QCoreApplication.translate("Table", "Hint: name no trump")
    return fill(QCoreApplication.translate("Table", "Hint: name %1 trump"), words.suit_name(suit))


def hint_targets() -> str:
    return QCoreApplication.translate("Table", "Hint: keep the targets as they are")


# ---------------------------------------------------------------- badges and signs


def badge_lines(target: int, tricks: int, total: int, last: int | None) -> list[str]:
    """A seat badge's two lines under the name."""
    first = fill(QCoreApplication.translate("Table", "Target %1 · tricks %2"), target, tricks)
    second = fill(QCoreApplication.translate("Table", "Total %1"), signed(total))
    if last == 0:  # the badge's own short word: "on target" does not fit every badge
        second += " · " + QCoreApplication.translate(
            "Table", "last: exact", "seat badge: the last hand made its target exactly; short")
    elif last is not None:
        second += " · " + fill(QCoreApplication.translate("Table", "last: %1"),
                               words.points_text(last))
    return [first, second]


def widest_badge_lines(hand_size: int) -> list[str]:
    """Every badge line the match can show that is as wide as any (a badge sizes to them).

    Measured, not guessed: the widest total is two digits with a sign, the widest last result
    is among "up/down/on target" with the largest counts a hand allows.
    """
    out: list[str] = []
    for last in (hand_size, -hand_size, 0, 1, -1):
        out += badge_lines(hand_size, hand_size, -88, last)
    return out


def dealer_mark() -> str:
    return QCoreApplication.translate("Table", "D", "dealer mark")


def dealer() -> str:
    return QCoreApplication.translate("Table", "Dealer")


def trump() -> str:
    return QCoreApplication.translate("Table", "Trump")


def trump_sign(suit: int) -> tuple[str, str]:
    """The trump sign's label and symbol: "Trump", "♥ hearts"; no trump: "No trump" alone."""
    if suit == NO_TRUMP:  # not "Trump  no trump"
        name = words.suit_name(NO_TRUMP)
        return name[:1].upper() + name[1:], ""
    return trump(), words.suit_label(suit)


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


def match_won(name: str, you: bool) -> str:
    """The result's title: the player's own message when the player won."""
    if you:
        return QCoreApplication.translate("Table", "You win the match!")
    return fill(QCoreApplication.translate("Table", "%1 wins the match"), name)


def result_line(name: str, total: int) -> str:
    return fill(QCoreApplication.translate("Table", "%1: %2"), name, signed(total))


def after_match(kind: str) -> str:
    """The result's last line: what the player may do next (``TablePort.after_match``)."""
    if kind == "leave-table":
        return QCoreApplication.translate(
            "Table", "“Leave the table” takes you back to your own match")
    if kind == "rematch":  # the host of a table with friends
        return QCoreApplication.translate(
            "Table", "“Rematch” in the panel plays again with the same seats")
    return QCoreApplication.translate("Table", "Game ▸ New game to play again")


def last_trick_title() -> str:
    return QCoreApplication.translate("Table", "Last trick")


def took_it(name: str, you: bool) -> str:
    if you:
        return QCoreApplication.translate("Table", "You took it")
    return fill(QCoreApplication.translate("Table", "%1 took it"), name)


def click_to_close() -> str:
    return QCoreApplication.translate("Table", "Click to close")


def no_trick_yet() -> str:
    return QCoreApplication.translate("Table", "No trick has been taken yet in this hand.")

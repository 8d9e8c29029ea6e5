"""The game's words, in one place so that translators find them together.

The engine speaks in numbers and codes; everything a player reads about cards, suits,
targets, rules and results is made here. Every string goes through
``QCoreApplication.translate("Words", ...)`` (tables are marked with ``QT_TRANSLATE_NOOP``)
so that lupdate extracts them and a language switch takes effect on the next call.
Placeholders are ``%1``, ``%2`` (filled with :func:`sergeantmajor.app.i18n.fill`), so a
translation may reorder them ("%1 of %2" -> "%1 de %2", Bulgarian "%1 %2").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine.cards import NO_TRUMP
from ..engine.errors import IllegalActionError, RulesError
from ..engine.events import EndReason
from ..engine.record import MAX_NAME
from .file_texts import read_problem_text
from .i18n import QT_TRANSLATE_NOOP, fill

#: The file reader's codes (:data:`sergeantmajor.engine.files.CODES`) a record error carries.
READ_CODES = ("missing", "is-a-folder", "not-a-file", "too-large", "path-too-long",
              "unreadable", "too-deep", "bad-number")

SUIT_SYMBOLS = ("♠", "♥", "♦", "♣", "NT")  # NT: use suit_symbol(), which translates it
RANK_LABELS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

_SUITS = (
    QT_TRANSLATE_NOOP("Words", "spades"),
    QT_TRANSLATE_NOOP("Words", "hearts"),
    QT_TRANSLATE_NOOP("Words", "diamonds"),
    QT_TRANSLATE_NOOP("Words", "clubs"),
    QT_TRANSLATE_NOOP("Words", "no trump"),
)
# Suit names as they follow "of" in a card's name (some languages use another form).
_SUITS_OF = (
    QT_TRANSLATE_NOOP("CardName", "spades"),
    QT_TRANSLATE_NOOP("CardName", "hearts"),
    QT_TRANSLATE_NOOP("CardName", "diamonds"),
    QT_TRANSLATE_NOOP("CardName", "clubs"),
)
_RANKS = (
    QT_TRANSLATE_NOOP("Words", "two"),
    QT_TRANSLATE_NOOP("Words", "three"),
    QT_TRANSLATE_NOOP("Words", "four"),
    QT_TRANSLATE_NOOP("Words", "five"),
    QT_TRANSLATE_NOOP("Words", "six"),
    QT_TRANSLATE_NOOP("Words", "seven"),
    QT_TRANSLATE_NOOP("Words", "eight"),
    QT_TRANSLATE_NOOP("Words", "nine"),
    QT_TRANSLATE_NOOP("Words", "ten"),
    QT_TRANSLATE_NOOP("Words", "jack"),
    QT_TRANSLATE_NOOP("Words", "queen"),
    QT_TRANSLATE_NOOP("Words", "king"),
    QT_TRANSLATE_NOOP("Words", "ace"),
)


def _tr(text: str) -> str:
    """Translate a text marked with ``QT_TRANSLATE_NOOP("Words", ...)`` in a table here."""
    return QCoreApplication.translate("Words", text)


def suit_symbol(suit: int) -> str:
    """The sign of a suit on a button: "♥"; no trump has a translated abbreviation ("NT")."""
    if suit == NO_TRUMP:
        return QCoreApplication.translate("Words", "NT", "no trump, on a button beside ♠♥♦♣")
    return SUIT_SYMBOLS[suit]


def suit_name(suit: int) -> str:
    """The name of a suit (4 = no trump), e.g. "hearts"."""
    return _tr(_SUITS[suit])


def suit_label(suit: int) -> str:
    """Symbol and name: "♥ hearts" (no trump: just its name)."""
    if suit == NO_TRUMP:
        return suit_name(NO_TRUMP)
    return f"{SUIT_SYMBOLS[suit]} {suit_name(suit)}"


def rank_name(rank: int) -> str:
    """The name of a rank (0 = two .. 12 = ace)."""
    return _tr(_RANKS[rank])


def card_short(card: int) -> str:
    """The short form a player reads on the table: "10♥", "K♠" (the same in every language)."""
    return RANK_LABELS[card % 13] + SUIT_SYMBOLS[card // 13]


def card_name(card: int) -> str:
    """The full name of a card for accessible names and messages: "ace of hearts"."""
    suit = QCoreApplication.translate("CardName", _SUITS_OF[card // 13])
    template = QCoreApplication.translate("CardName", "%1 of %2", "card name: rank, suit")
    return fill(template, rank_name(card % 13), suit)


def cards_short(cards: tuple[int, ...] | list[int]) -> str:
    """Short forms joined: "5♥ K♥"."""
    return " ".join(card_short(c) for c in cards)


def points_text(points: int) -> str:
    """A hand's result: "up 2", "down 1", "on target"."""
    if points > 0:
        return QCoreApplication.translate("Words", "up %n", "tricks over target", points)
    if points < 0:
        return QCoreApplication.translate("Words", "down %n", "tricks under target", -points)
    return QCoreApplication.translate("Words", "on target")


def tricks_text(n: int) -> str:
    """ "%n trick(s)" with the right plural (English too: its catalogue holds the forms)."""
    return QCoreApplication.translate("Words", "%n trick(s)", "", n)


# ------------------------------------------------------------------ numbers, in the language's form
def decimal(value: float, places: int = 2, *, signed: bool = False) -> str:
    """``value`` with ``places`` decimals as the language in force writes it: "7.01" in
    English, "7,01" in Spanish and Bulgarian (``QLocale``, which follows the language chosen);
    ``signed`` puts "+" before a positive number ("+0,28"). Never "-0,00"."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    rounded = round(value, places)
    if rounded == 0:
        rounded = 0.0  # round(-0.001, 2) is -0.0
    sign = locale.negativeSign() if rounded < 0 else locale.positiveSign() if signed else ""
    return sign + locale.toString(float(abs(rounded)), "f", places)


def percent(value: float) -> str:
    """A percentage (0-100), rounded: "45%" in English and Bulgarian, "45 %" in Spanish."""
    return fill(QCoreApplication.translate(
        "Words", "%1%", "a percentage: the number and the sign, spaced as the language does"),
        decimal(value, 0))


def end_reason_text(reason: EndReason, limit: int = 10) -> str:
    """Why the match ended, without a subject (it stands under "You win" and "Ana wins")."""
    texts = {
        EndReason.POINT_LIMIT: QCoreApplication.translate("Words", "point limit of %1 reached"),
        EndReason.TIE_LAST_HAND: QCoreApplication.translate(
            "Words", "tie broken by more points in the last hand"
        ),
        EndReason.TIE_LATEST_TRICK: QCoreApplication.translate(
            "Words", "tie broken by the most recent trick"
        ),
        EndReason.ROTATION: QCoreApplication.translate(
            "Words", "up as dealer after a full turn around the table"
        ),
        EndReason.HANDS: QCoreApplication.translate("Words", "highest total after the last hand"),
        EndReason.CHIPS: QCoreApplication.translate("Words", "most chips after the last hand"),
        EndReason.TWELVE_TRICKS: QCoreApplication.translate(
            "Words", "twelve tricks in one hand"
        ),
        EndReason.HAND_LIMIT: QCoreApplication.translate(
            "Words", "best standing when the match reached its hand limit"
        ),
    }
    return fill(texts[reason], limit)


def illegal_reason(rule: str, led_suit: int | None = None) -> str:
    """The sentence for an illegal move, from the engine's ``rule`` code (and the led suit)."""
    if rule == "follow-suit" and led_suit is not None:
        return fill(QCoreApplication.translate("Words", "You must follow %1."), suit_name(led_suit))
    texts = {
        "not-in-hand": QCoreApplication.translate("Words", "You do not hold that card."),
        "wrong-phase": QCoreApplication.translate("Words", "That is not possible now."),
        "no-trump": QCoreApplication.translate(
            "Words", "No trump is not allowed under these rules."
        ),
        "classic-return": QCoreApplication.translate(
            "Words", "You must give back your highest cards."
        ),
        "targets": QCoreApplication.translate("Words", "Give each player one of the targets."),
        "not-your-turn": QCoreApplication.translate("Words", "Wait for your turn."),
        "wrong-target": QCoreApplication.translate("Words", "That card cannot go there."),
    }
    return texts.get(rule, QCoreApplication.translate("Words", "That move is not allowed."))


# ------------------------------------------------------------------ the house-rule switches
SWITCH_LABELS = {
    "players": QT_TRANSLATE_NOOP("Words", "Players"),
    "targets": QT_TRANSLATE_NOOP("Words", "Targets"),
    "kitty": QT_TRANSLATE_NOOP("Words", "Kitty"),
    "exchange": QT_TRANSLATE_NOOP("Words", "Exchange"),
    "exchange_timing": QT_TRANSLATE_NOOP("Words", "Exchange timing"),
    "match_end": QT_TRANSLATE_NOOP("Words", "End of the match"),
    "point_limit": QT_TRANSLATE_NOOP("Words", "Points to win"),
    "rotation": QT_TRANSLATE_NOOP("Words", "Dealer's win (rotation)"),
    "hands": QT_TRANSLATE_NOOP("Words", "Number of hands"),
    "twelve_tricks_wins": QT_TRANSLATE_NOOP("Words", "Twelve tricks win"),
    "no_trump": QT_TRANSLATE_NOOP("Words", "No trump allowed"),
    "dealer_assigns_targets": QT_TRANSLATE_NOOP("Words", "Double dealer's choice"),
    "first_dealer": QT_TRANSLATE_NOOP("Words", "First dealer"),
    "hand_limit": QT_TRANSLATE_NOOP("Words", "Hand limit"),
}
SWITCH_HELP = {
    "players": QT_TRANSLATE_NOOP("Words", "Three players, or four with 12 cards each."),
    "targets": QT_TRANSLATE_NOOP("Words", "Tricks each player must take: dealer first."),
    "kitty": QT_TRANSLATE_NOOP("Words", "What the dealer does with the four spare cards."),
    "exchange": QT_TRANSLATE_NOOP(
        "Words", "Players who were up take cards from players who were down."
    ),
    "exchange_timing": QT_TRANSLATE_NOOP(
        "Words", "Exchange before or after the dealer names trump."
    ),
    "match_end": QT_TRANSLATE_NOOP("Words", "When the match is over and who wins."),
    "point_limit": QT_TRANSLATE_NOOP("Words", "The running total that ends the match."),
    "rotation": QT_TRANSLATE_NOOP(
        "Words", "Strict: the dealer must be up; lenient: on target is enough."
    ),
    "hands": QT_TRANSLATE_NOOP(
        "Words", "How many hands the match lasts when it has a fixed number of hands or chips."
    ),
    "twelve_tricks_wins": QT_TRANSLATE_NOOP(
        "Words", "Taking 12 tricks in one hand wins the match at once."
    ),
    "no_trump": QT_TRANSLATE_NOOP("Words", "The dealer may name no trump."),
    "dealer_assigns_targets": QT_TRANSLATE_NOOP(
        "Words", "The dealer decides which player gets which target."
    ),
    "first_dealer": QT_TRANSLATE_NOOP("Words", "How the first dealer is chosen."),
    "hand_limit": QT_TRANSLATE_NOOP(
        "Words", "Any match ends after this many hands at the latest; the highest total wins."
    ),
}
SWITCH_VALUES = {
    "discard-then-take": QT_TRANSLATE_NOOP("Words", "discard four, then take the kitty"),
    "take-then-discard": QT_TRANSLATE_NOOP("Words", "take the kitty, then discard four"),
    "blind": QT_TRANSLATE_NOOP("Words", "name trump blind, take, discard"),
    "none": QT_TRANSLATE_NOOP("Words", "none"),
    "rulebook": QT_TRANSLATE_NOOP("Words", "rulebook: one card at a time"),
    "classic": QT_TRANSLATE_NOOP("Words", "classic: lowest for highest"),
    "before-trump": QT_TRANSLATE_NOOP("Words", "before trump"),
    "after-trump": QT_TRANSLATE_NOOP("Words", "after trump"),
    "points": QT_TRANSLATE_NOOP("Words", "first to the point limit"),
    "rotation": QT_TRANSLATE_NOOP("Words", "once around, dealer up"),
    "hands": QT_TRANSLATE_NOOP("Words", "fixed number of hands"),
    "chips": QT_TRANSLATE_NOOP("Words", "chips"),
    "strict": QT_TRANSLATE_NOOP("Words", "strict"),
    "lenient": QT_TRANSLATE_NOOP("Words", "lenient"),
    "random": QT_TRANSLATE_NOOP("Words", "at random"),
    "cut": QT_TRANSLATE_NOOP("Words", "by cutting the deck"),
}
PRESET_NAMES = {
    "rulebook": QT_TRANSLATE_NOOP("Words", "Rulebook"),
    "traditional": QT_TRANSLATE_NOOP("Words", "Traditional"),
    "casual": QT_TRANSLATE_NOOP("Words", "Casual"),
}
PRESET_HELP = {
    "rulebook": QT_TRANSLATE_NOOP(
        "Words", "The Spanish and Bulgarian rulebook: first to 10 points."
    ),
    "traditional": QT_TRANSLATE_NOOP(
        "Words", "Classic exchange; ends when a dealer is up after a full turn around the table."
    ),
    "casual": QT_TRANSLATE_NOOP("Words", "Classic exchange; nine hands, highest total wins."),
}
LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("Words", "Random"),
    "basic": QT_TRANSLATE_NOOP("Words", "Basic"),
    "easy": QT_TRANSLATE_NOOP("Words", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Words", "Normal"),
    "expert": QT_TRANSLATE_NOOP("Words", "Expert"),
}


def switch_label(name: str) -> str:
    """The label of a rule switch."""
    return _tr(SWITCH_LABELS[name])


def switch_help(name: str) -> str:
    """The one-line explanation of a rule switch."""
    return _tr(SWITCH_HELP[name])


def switch_value(value: str) -> str:
    """The words for one value of an enumerated switch."""
    return _tr(SWITCH_VALUES[value]) if value in SWITCH_VALUES else value


def preset_name(name: str) -> str:
    """ "Rulebook", "Traditional", "Casual"."""
    return _tr(PRESET_NAMES[name]) if name in PRESET_NAMES else name


def preset_help(name: str) -> str:
    """One line about a preset."""
    return _tr(PRESET_HELP[name]) if name in PRESET_HELP else ""


def level_name(level: str) -> str:
    """The name of a computer player's level (unknown ones as they are)."""
    return _tr(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def default_names() -> tuple[str, str, str, str]:
    """The names of the seats when the player did not choose any."""
    return (
        QCoreApplication.translate("Words", "You"),
        QCoreApplication.translate("Words", "Ana"),
        QCoreApplication.translate("Words", "Boris"),
        QCoreApplication.translate("Words", "Carla"),
    )


#: The computer players' names, in English (the catalogue's sources), for a seat whose own
#: default name is someone else's at the table.
SPARE_NAMES = (
    QT_TRANSLATE_NOOP("Words", "Ana"), QT_TRANSLATE_NOOP("Words", "Boris"),
    QT_TRANSLATE_NOOP("Words", "Carla"), QT_TRANSLATE_NOOP("Words", "Dana"),
    QT_TRANSLATE_NOOP("Words", "Elena"), QT_TRANSLATE_NOOP("Words", "Hugo"),
)


def seat_names(given: list[str], defaults: list[str]) -> list[str]:
    """Every seat's name: ``given[i]`` when set, else ``defaults[i]`` (the last default for
    the seats beyond). A default that is another seat's name at the table, in this language or
    in English ("Boris" and "Борис"), gives way to a spare computer player's name nobody at the
    table has (friends-3 D12: a friend named Boris beside the computer player Boris)."""
    names = [name or defaults[min(i, len(defaults) - 1)] for i, name in enumerate(given)]
    english = {_tr(name).casefold(): name.casefold() for name in SPARE_NAMES}

    def forms(name: str) -> set[str]:
        folded = name.casefold()
        return {folded, english.get(folded, folded)}

    people = set().union(*(forms(name) for name in given if name)) if any(given) else set()
    for i, name in enumerate(given):
        if name or not forms(names[i]) & people:
            continue
        others = set().union(*(forms(n) for j, n in enumerate(names) if j != i))
        spare = next((_tr(s) for s in SPARE_NAMES if not forms(_tr(s)) & (others | people)),
                     names[i])
        names[i] = spare
    return names


def demo_name() -> str:
    """Seat 0's name in a demo (``--autoplay``), where a computer player sits there."""
    return QCoreApplication.translate("Words", "Dana", "seat 0's computer player in a demo")


# ------------------------------------------------------------------ errors, in the player's words
def _or(values: tuple[object, ...]) -> str:
    """ "5-3-2-2, 6-4-3-3 or 7-4-3-2" in the language in force."""
    if len(values) < 2:
        return str(values[0]) if values else ""
    return fill(QCoreApplication.translate("Words", "%1 or %2", "a list of choices"),
                ", ".join(str(v) for v in values[:-1]), values[-1])


def _setting(name: object) -> str:
    return switch_label(name) if isinstance(name, str) and name in SWITCH_LABELS else str(name)


def rules_error_text(error: RulesError) -> str:
    """The sentence for a refused set of rules, from the error's ``code`` and ``settings``.

    Every code :class:`~sergeantmajor.engine.errors.RulesError` documents has its own sentence;
    an unknown one gets a general sentence rather than the engine's English.
    """
    code, settings = error.code, error.settings
    first = next(iter(settings), "")
    if code == "targets-players":
        allowed = _or(error.allowed)
        if settings.get("players") == 4:
            return fill(QCoreApplication.translate(
                "Words", "With four players the targets must be %1."), allowed)
        if settings.get("kitty") == "none":
            return fill(QCoreApplication.translate(
                "Words", "Without a kitty the targets must be %1."), allowed)
        return fill(QCoreApplication.translate(
            "Words", "With three players and a kitty the targets must be %1."), allowed)
    if code == "players-kitty":
        return QCoreApplication.translate(
            "Words", "Four players always play with a kitty: choose what the dealer does with it.")
    if code == "hands-over-limit":
        return fill(QCoreApplication.translate(
            "Words", "A match of %1 hands needs a hand limit of at least %1."),
            settings.get("hands", ""))
    if code == "too-small":
        return fill(QCoreApplication.translate("Words", "%1 must be at least 1."),
                    _setting(first))
    if code == "too-large":
        return fill(QCoreApplication.translate("Words", "%1 must be at most %2."),
                    _setting(first), error.allowed[0] if error.allowed else "")
    if code == "not-a-choice":
        return fill(QCoreApplication.translate("Words", "%1 cannot be “%2”: choose %3."),
                    _setting(first), settings.get(first, ""),
                    _or(tuple(switch_value(str(a)) for a in error.allowed)))
    if code == "wrong-type":
        return fill(QCoreApplication.translate("Words", "%1 has a value of the wrong kind."),
                    _setting(first))
    if code == "unknown-setting":
        return fill(QCoreApplication.translate("Words", "Unknown house rule: %1."),
                    ", ".join(str(k) for k in settings))
    if code == "unknown-preset":
        return fill(QCoreApplication.translate("Words", "Unknown preset: %1."),
                    settings.get("preset", ""))
    if code == "not-an-object":
        return QCoreApplication.translate("Words", "The rules are not a list of settings.")
    if code == "set-syntax":
        return QCoreApplication.translate("Words", "A rule setting is written NAME=VALUE.")
    if code == "seats-players":
        return QCoreApplication.translate(
            "Words", "The number of seats does not match the number of players.")
    return QCoreApplication.translate("Words", "These house rules contradict each other.")


def record_error_text(error: Exception) -> str:
    """Why a match file (or the saved match) cannot be used, in the player's language.

    From the error's class and ``code`` (the engine's English detail goes to the log only).
    """
    if isinstance(error, RulesError):
        return fill(QCoreApplication.translate("Words", "Its rules cannot be used: %1"),
                    rules_error_text(error))
    if isinstance(error, IllegalActionError):  # ReplayError: a move the rules forbid
        return QCoreApplication.translate(
            "Words", "It holds a move that the rules of the match do not allow.")
    code = getattr(error, "code", "")
    if code in READ_CODES:  # the file reader's refusal: the file itself, or its numbers
        return read_problem_text(code)
    if code == "not-a-record":
        return QCoreApplication.translate("Words", "The file is not a match record.")
    if code == "version":
        return QCoreApplication.translate(
            "Words", "The record was written by a newer version of the game.")
    if code == "rules":
        return QCoreApplication.translate("Words", "The rules in the record cannot be used.")
    if code == "name-too-long":
        return fill(QCoreApplication.translate(
            "Words", "A player's name in it is longer than %1 characters."), str(MAX_NAME))
    if code == "no-player":
        return QCoreApplication.translate(
            "Words", "The saved match has no seat for you: computer players only.")
    return QCoreApplication.translate("Words", "The record is damaged or incomplete.")

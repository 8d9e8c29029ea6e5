"""The five lessons of the tutorial: prepared deals and the script of each.

Seats: the player is seat 0, Ana seat 1 (on the player's left) and Boris seat 2 (the names
are the table's default names). Scenes that need an earlier hand (to be up or down, or a
total near the end of the match) play it in a silent prelude from a fixed seed; the seeds
were chosen for the result they give, which the tests check. Everything the player sees is
prepared here card by card.
"""

from __future__ import annotations

from ..engine import Rules
from . import sentences as rule
from .markers import QT_TRANSLATE_NOOP
from .script import Highlight, Lesson, Prelude, Scene, Step, actions, cards, deal, plays

LESSON_IDS = ("tricks", "targets", "dealer", "exchange", "scoring")

# Lessons 1-3 are about one hand; no exchange keeps a later hand from starting one.
_ONE_HAND = Rules.preset("rulebook", exchange="none")


def _tricks() -> Lesson:
    """Lesson 1: tricks, following suit and trump. Boris deals and names spades."""
    scene = Scene(
        rules=_ONE_HAND,
        first_dealer=2,
        deals={0: deal(
            "AS KS QS JS 4S 3S AH JH TH 2H 4C 6D 5D 4D 3D 2D",
            "7S 2S 5H AC KC QC JC TC 9C 8C AD KD QD 9D 8D 7D",
            "KH QH TD 4H")},
        steps=(
            Step(
                bots=actions("trump S", "discard 6C", "discard 5C", "discard 3C",
                             "discard 6H"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Each player plays one card to a trick, in turn clockwise. "
                    "You lead the first trick: play the A♥."),
                accept=plays("AH"),
                rule=rule.HIGHEST_OF_SUIT,
                highlight=Highlight(cards("AH"), ("trick",))),
            Step(
                bots=plays("5H 9H"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "The highest card of the suit led won: the trick is yours, "
                    "so you lead again. Lead the 4♣."),
                accept=plays("4C"),
                rule=rule.WINNER_LEADS,
                highlight=Highlight(cards("4C"), ("trick",))),
            Step(
                bots=plays("KC 7C QD JD"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Ana won with the K♣ and led diamonds. You hold diamonds, so "
                    "you must play one: play the 6♦."),
                accept=plays("6D"),
                rule=rule.FOLLOW_SUIT,
                highlight=Highlight(cards("6D"), ("trick",))),
            Step(
                bots=plays("TC 2C"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Ana leads clubs and you have none, so you may play any card. "
                    "Spades are trump: play the 3♠ and win the trick."),
                accept=plays("3S"),
                rule=rule.HIGHEST_TRUMP,
                highlight=Highlight(cards("3S"), ("trick",))),
            Step(
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Lead the 2♥ and watch what a player without hearts may do."),
                accept=plays("2H"),
                rule=rule.WINNER_LEADS,
                highlight=Highlight(cards("2H"), ("trick",))),
            Step(
                bots=plays("7S 3H 8C 9S"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Ana trumped your heart and won. Now Boris has trumped her "
                    "club with the 9♠: the highest trump wins, so play the J♠."),
                accept=plays("JS"),
                rule=rule.HIGHEST_TRUMP,
                highlight=Highlight(cards("JS"), ("trick",))),
        ),
        closing=QT_TRANSLATE_NOOP(
            "Tutorial", "That is the whole of trick play: follow the suit led if you can; if "
            "you cannot, any card will do, and a trump wins. The highest trump wins, else the "
            "highest card of the suit led."),
    )
    return Lesson("tricks", QT_TRANSLATE_NOOP("Tutorial", "Tricks, following suit and trump"),
                  QT_TRANSLATE_NOOP("Tutorial", "Play to a trick, follow the suit led, and "
                                    "win with trump."),
                  (scene,))


def _targets() -> Lesson:
    """Lesson 2: targets 8-5-3, who deals and leads, up and down; the end of a hand."""
    scene = Scene(
        rules=_ONE_HAND,
        first_dealer=1,
        seed=61,  # hand 1: the player has 3 tricks after 13 and holds A♣ K♣ Q♣
        prelude=Prelude(hand=0, trick=13),
        deals={1: deal(
            "AS KS QS 7S AH KH 9H AD KD 5D 4D AC 8C 7C 6C 2C",
            "2S 3S 4S 5S QH JH TH 8H QD JD TD 9D KC QC JC TC",
            "6S 2H 3D 9C")},
        steps=(
            Step(
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Ana deals, so she must take 8 tricks; Boris on her left needs "
                    "5 and you, on her right, need 3. You have your 3 tricks: lead the A♣."),
                accept=plays("AC"),
                rule=rule.TARGETS,
                highlight=Highlight(cards("AC"), ("target:0", "target:1", "target:2"))),
            Step(
                bots=plays("TC 3C"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "You won the trick, so you lead the next one. Every trick over "
                    "your target puts you up a point: lead the K♣."),
                accept=plays("KC"),
                rule=rule.WINNER_LEADS,
                highlight=Highlight(cards("KC"), ("trick", "target:0"))),
            Step(
                bots=plays("JD 9C"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Lead your last card, the Q♣. Ana and Boris are short of their "
                    "targets: they will be down."),
                accept=plays("QC"),
                rule=rule.UP_DOWN,
                highlight=Highlight(cards("QC"), ("target:1", "target:2"))),
            Step(
                bots=(*plays("QD JC"), *actions("trump H", "discard 3C", "discard 4C",
                                                "discard 5C", "discard 2D")),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "You took 6 tricks for a target of 3: you are up 3. The deal "
                    "passed to the left, to Boris: you sit on his left, so your target is 5 "
                    "and you lead the first trick. Lead the A♠."),
                accept=plays("AS"),
                rule=rule.FIRST_LEAD,
                highlight=Highlight(cards("AS"), ("score", "target:0", "target:2"))),
        ),
        after=plays("2S 8S"),
        closing=QT_TRANSLATE_NOOP(
            "Tutorial", "The deal passes to the left after every hand, and the targets go "
            "with it: 8 for the dealer, 5 on the dealer's left, who leads first, and 3 on the "
            "dealer's right."),
    )
    return Lesson("targets", QT_TRANSLATE_NOOP("Tutorial", "Targets, dealer and lead"),
                  QT_TRANSLATE_NOOP("Tutorial", "Targets 8, 5 and 3, who deals, who leads, "
                                    "and being up or down."),
                  (scene,))


# Per kitty rule: the trump step, the discard step and the lesson's summary, in its order.
_DEALER_TEXTS = {
    "discard-then-take": (
        QT_TRANSLATE_NOOP(
            "Tutorial", "You deal, so your target is 8 and you choose trump. Name spades, your "
            "longest and strongest suit."),
        QT_TRANSLATE_NOOP(
            "Tutorial", "Now put four cards face down without seeing the kitty: drag the "
            "highlighted cards to the discard pile. Then you pick up the kitty."),
        QT_TRANSLATE_NOOP("Tutorial", "Name trump, put four cards face down and take the "
                          "kitty."),
    ),
    "take-then-discard": (
        QT_TRANSLATE_NOOP(
            "Tutorial", "You deal, so your target is 8: you have picked up the kitty and now "
            "choose trump. Name spades, your longest and strongest suit."),
        QT_TRANSLATE_NOOP(
            "Tutorial", "Now put four cards face down to keep 16: drag the highlighted cards "
            "to the discard pile."),
        QT_TRANSLATE_NOOP("Tutorial", "Take the kitty, name trump and put four cards face "
                          "down."),
    ),
    "blind": (
        QT_TRANSLATE_NOOP(
            "Tutorial", "You deal, so your target is 8 and you choose trump before seeing the "
            "kitty. Name spades, your longest and strongest suit."),
        QT_TRANSLATE_NOOP(
            "Tutorial", "You picked up the kitty: now put four cards face down to keep 16. "
            "Drag the highlighted cards to the discard pile."),
        QT_TRANSLATE_NOOP("Tutorial", "Name trump before seeing the kitty, then take it and "
                          "put four cards face down."),
    ),
}


def _dealer(kitty: str) -> Lesson:
    """Lesson 3: the player deals, names trump, discards four and takes the kitty."""
    if kitty not in _DEALER_TEXTS:
        kitty = "discard-then-take"  # no kitty (17 cards): teach the rulebook's way
    trump_text, discard_text, summary = _DEALER_TEXTS[kitty]  # the summary says the order too
    scene = Scene(
        rules=Rules.preset("rulebook", exchange="none", kitty=kitty),
        first_dealer=0,
        deals={0: deal(
            "AS KS QS JS TS 9S 2S AH KH 5H 7D 4D 9C 6C 3C 2C",
            "KD QD JD TD 9D 8D KC QC JC TC JH TH 9H 8H 7H 7S",
            "AC QH 8S 3S")},
        steps=(
            Step(
                text=trump_text,
                accept=actions("trump S"),
                rule=rule.DEALER_NAMES_TRUMP,
                highlight=Highlight(cards("AS KS QS JS TS 9S 2S"), ("trump:S", "target:0"))),
            Step(
                text=discard_text,
                accept=actions("discard 7D", "discard 4D", "discard 3C", "discard 2C"),
                times=4,
                rule=rule.KITTY_RULE[kitty],
                highlight=Highlight(cards("7D 4D 3C 2C"), ("discard",))),
            Step(
                bots=plays("KD 2D"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Ana leads diamonds and you discarded yours, so you have none: "
                    "win the trick with your lowest trump, the 2♠."),
                accept=plays("2S"),
                rule=rule.HIGHEST_TRUMP,
                highlight=Highlight(cards("2S"), ("trick",))),
        ),
        closing=QT_TRANSLATE_NOOP(
            "Tutorial", "As dealer you need 8 tricks: name your longest, strongest suit as "
            "trump, and put down cards that leave you without a suit, so you can trump it."),
    )
    return Lesson("dealer", QT_TRANSLATE_NOOP("Tutorial", "Being the dealer"), summary,
                  (scene,))


def _exchange() -> Lesson:
    """Lesson 4: hand 2 after being up (giving), then hand 2 after being down (giving back)."""
    rulebook = Rules.preset("rulebook")
    giving = Scene(
        rules=rulebook,
        first_dealer=1,
        seed=52,  # hand 1 ends: the player up 2, Ana down 2, Boris on target
        prelude=Prelude(hand=1),
        deals={1: deal(
            "5H 3H 2H 3C 7C 8C JC QC KS QS 9S 6S 4S 4D 5D 6D",
            "AH 9H 4H 2C AS JS TS 8S 7S 5S 3S 2S 7D 8D 9D TD",
            "6H 9C 2D 3D")},
        steps=(
            Step(
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Last hand you were up 2 and Ana was down 2, so you give her "
                    "two cards, one at a time. Drag the 5♥ onto Ana."),
                accept=actions("give 5H"),
                rule=rule.EXCHANGE_GIVE,
                highlight=Highlight(cards("5H"), ("seat:1", "score"))),
            Step(
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Ana had to give back her strongest heart, the A♥. Now drag "
                    "the 3♣ onto her."),
                accept=actions("give 3C"),
                rule=rule.EXCHANGE_RETURN,
                highlight=Highlight(cards("AH 3C"), ("seat:1",))),
            Step(
                bots=actions("trump C", "discard 7H", "discard 8H", "discard TH",
                             "discard JH"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Your 3♣ came back: Ana had no stronger club. Boris named "
                    "clubs as trump; lead the A♥ you received."),
                accept=plays("AH"),
                rule=rule.FIRST_LEAD,
                highlight=Highlight(cards("AH"), ("trick",))),
        ),
        after=plays("4H QH"),
        closing=QT_TRANSLATE_NOOP(
            "Tutorial", "Give low cards of a suit: the player who was down must send back "
            "their strongest card of it, and when they have no stronger one, your card comes "
            "back to you."),
    )
    receiving = Scene(
        rules=rulebook,
        first_dealer=1,
        seed=42,  # hand 1 ends: the player down 1, Ana up 1, Boris on target
        prelude=Prelude(hand=1),
        deals={1: deal(
            "KS 9S 2S AD KD QD 7D 3D AH 8H 6H 4H 3H TC 8C 5C",
            "7S 6S 5S 4S 3S JD TD 9D 7C 6C 4C 3C 2C 7H 5H 2H",
            "8S 2D 9C 9H")},
        steps=(
            Step(
                bots=actions("give 4S", "trump S", "discard JC", "discard QC", "discard 4D",
                             "discard 5D"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "This time you were down 1: Ana gave you the 4♠ and your "
                    "strongest spade, the K♠, went back to her. The player who was down has no "
                    "choice. Lead the A♥."),
                accept=plays("AH"),
                rule=rule.FIRST_LEAD,
                highlight=Highlight(cards("4S AH"), ("seat:1", "score"))),
        ),
        after=plays("2H TH"),
        closing=QT_TRANSLATE_NOOP(
            "Tutorial", "After a hand, each player who was up gives one card per point to a "
            "player who was down and gets back that player's strongest card of the same suit "
            "when it is stronger."),
    )
    return Lesson("exchange", QT_TRANSLATE_NOOP("Tutorial", "The exchange"),
                  QT_TRANSLATE_NOOP("Tutorial", "Give a card for each point up, get the "
                                    "strongest back, and give back when down."),
                  (giving, receiving))


def _scoring() -> Lesson:
    """Lesson 5: the last tricks of the hand in which the player reaches 10 points."""
    scene = Scene(
        rules=Rules.preset("rulebook"),
        first_dealer=1,
        seed=9,  # after hand 1 the player has 8 points; in hand 2 5 tricks after 13
        prelude=Prelude(hand=1, trick=13),
        steps=(
            Step(
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "You have 8 points and the match ends when a player reaches "
                    "10. You have your 5 tricks; each trick more is a point: lead the A♣."),
                accept=plays("AC"),
                rule=rule.UP_DOWN,
                highlight=Highlight(cards("AC"), ("score", "target:0"))),
            Step(
                bots=plays("4C 8C"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "The K♣ is still out and would beat your Q♣: lead the 7♣ "
                    "and keep the Q♣."),
                accept=plays("7C"),
                rule=rule.HIGHEST_OF_SUIT,
                highlight=Highlight(cards("7C"), ("trick",))),
            Step(
                bots=plays("9C KC TC"),
                text=QT_TRANSLATE_NOOP(
                    "Tutorial", "Boris won with the K♣ and leads the 10♣: your Q♣ is now the "
                    "highest club. Win the last trick."),
                accept=plays("QC"),
                rule=rule.HIGHEST_OF_SUIT,
                highlight=Highlight(cards("QC"), ("trick",))),
        ),
        after=plays("JC"),
        closing=QT_TRANSLATE_NOOP(
            "Tutorial", "You took 7 tricks for a target of 5: up 2, and your total reached 10, "
            "so you win the match. Had two players reached 10 together, more points in the "
            "last hand would decide, then the latest trick won."),
    )
    return Lesson("scoring", QT_TRANSLATE_NOOP("Tutorial", "Scoring and the end of the match"),
                  QT_TRANSLATE_NOOP("Tutorial", "Points for each hand, the running total, "
                                    "and who wins the match."),
                  (scene,))


def build_lessons(kitty: str = "discard-then-take") -> tuple[Lesson, ...]:
    """The five lessons; lesson 3 follows ``kitty``, the kitty rule in force."""
    return (_tricks(), _targets(), _dealer(kitty), _exchange(), _scoring())

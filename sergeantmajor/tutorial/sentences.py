"""The rules a refusal quotes, in the rulebooks' words (said anew, not copied).

A step names the rule it teaches; an action the engine itself refuses is answered with the
rule the engine names (its ``rule`` code) or, for an action of the wrong kind, with the rule
of what the match waits for now. An action the rules allow but the step does not ask for is
answered with :data:`NOT_THIS_STEP` (the lesson's cards are prepared for one move).
"""

from __future__ import annotations

from ..engine import Action, Match, Phase
from .markers import QT_TRANSLATE_NOOP, Text

FOLLOW_SUIT = QT_TRANSLATE_NOOP(
    "TutorialRule", "The second and third players of a trick must play a card of the suit "
    "led; only a player who has none of it may play any card.")
HIGHEST_OF_SUIT = QT_TRANSLATE_NOOP(
    "TutorialRule", "When no trump is played, the highest card of the suit led wins the trick.")
HIGHEST_TRUMP = QT_TRANSLATE_NOOP(
    "TutorialRule", "When a trump is played, the highest trump wins the trick.")
WINNER_LEADS = QT_TRANSLATE_NOOP(
    "TutorialRule", "The winner of a trick leads the next one with any card.")
FIRST_LEAD = QT_TRANSLATE_NOOP(
    "TutorialRule", "The player with the target of 5, on the dealer's left, leads the first "
    "trick with any card.")
TARGETS = QT_TRANSLATE_NOOP(
    "TutorialRule", "The dealer must take 8 tricks, the player on the dealer's left 5 and the "
    "player on the dealer's right 3.")
UP_DOWN = QT_TRANSLATE_NOOP(
    "TutorialRule", "Each trick over your target puts you up one point; each trick short "
    "puts you down one.")
DEALER_NAMES_TRUMP = QT_TRANSLATE_NOOP(
    "TutorialRule", "The player with the target of 8 chooses the trump suit and announces it.")
DISCARD_THEN_TAKE = QT_TRANSLATE_NOOP(
    "TutorialRule", "After naming trump, the dealer puts four cards face down without seeing "
    "the kitty, then picks up the kitty.")
TAKE_THEN_DISCARD = QT_TRANSLATE_NOOP(
    "TutorialRule", "The dealer picks up the kitty, names trump and then puts any four cards "
    "face down.")
BLIND_KITTY = QT_TRANSLATE_NOOP(
    "TutorialRule", "The dealer names trump before seeing the kitty, then picks it up and "
    "puts any four cards face down.")
EXCHANGE_GIVE = QT_TRANSLATE_NOOP(
    "TutorialRule", "A player who was up gives a player who was down one card for each "
    "point, one card at a time.")
EXCHANGE_RETURN = QT_TRANSLATE_NOOP(
    "TutorialRule", "For each card received, the player who was down gives back their "
    "strongest card of that suit if it is stronger; if not, the card given goes back.")
MATCH_END = QT_TRANSLATE_NOOP(
    "TutorialRule", "The match ends when a player reaches 10 points or more; the highest "
    "total wins.")
PLAY_NOW = QT_TRANSLATE_NOOP(
    "TutorialRule", "Now the cards are played to the trick, one card each, clockwise.")
OWN_CARDS = QT_TRANSLATE_NOOP(
    "TutorialRule", "A player can only play the cards of their own hand.")
YOUR_TURN = QT_TRANSLATE_NOOP(
    "TutorialRule", "Play goes clockwise: wait for your turn.")
LESSON_OVER = QT_TRANSLATE_NOOP(
    "TutorialRule", "This part of the lesson is over: go on to the next one.")

# A move the rules allow but the step was not prepared for: quoting a rule here would say "any
# card" to a player whose card was just refused. One sentence per kind of step.
NOT_THIS_STEP = {
    "play": QT_TRANSLATE_NOOP(
        "TutorialRule", "The rules allow that card, but this lesson is prepared for another "
        "one: play the highlighted card."),
    "discard": QT_TRANSLATE_NOOP(
        "TutorialRule", "The rules allow that discard, but this lesson is prepared for others: "
        "put down the highlighted cards."),
    "trump": QT_TRANSLATE_NOOP(
        "TutorialRule", "The rules allow that suit, but this lesson is prepared for another "
        "one: name the highlighted suit."),
    "give": QT_TRANSLATE_NOOP(
        "TutorialRule", "The rules allow that card, but this lesson is prepared for another "
        "one: give the highlighted card."),
}

KITTY_RULE = {"discard-then-take": DISCARD_THEN_TAKE, "take-then-discard": TAKE_THEN_DISCARD,
              "blind": BLIND_KITTY}


def phase_rule(match: Match) -> Text:
    """The rule of what ``match`` waits for now (an action of another kind is refused)."""
    phase = match.phase
    if phase is Phase.TRUMP:
        return DEALER_NAMES_TRUMP
    if phase is Phase.DISCARD:
        return KITTY_RULE.get(match.rules.kitty, DISCARD_THEN_TAKE)
    if phase is Phase.EXCHANGE_GIVE:
        return EXCHANGE_GIVE
    if phase is Phase.EXCHANGE_RETURN:
        return EXCHANGE_RETURN
    if phase is Phase.MATCH_OVER:
        return MATCH_END
    return PLAY_NOW


def not_this_step(wanted: Action) -> Text:
    """Why a move the rules allow is refused: the step waits for ``wanted``'s kind of move."""
    return NOT_THIS_STEP.get(wanted.verb, NOT_THIS_STEP["play"])


def engine_rule(match: Match, rule: str) -> Text | None:
    """The sentence for an engine rule code, or ``None`` when the step's own rule says it."""
    if rule == "follow-suit":
        return FOLLOW_SUIT
    if rule == "not-in-hand":
        return OWN_CARDS
    if rule == "wrong-phase":
        return phase_rule(match)
    return None

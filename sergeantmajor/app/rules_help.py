"""The "How to play" text: the rules of this game, for the ``Rules`` of the match in force.

Written for this program (not taken from the rulebooks). Every paragraph is one translatable
string with ``%1`` / ``%n`` markers, so a translator can reorder a whole sentence; paragraphs are
chosen by the rules, never glued from pieces of sentences. The result is simple HTML for a
``QTextBrowser``; it is rebuilt on every language change.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from sergeantmajor.app.i18n import fill
from sergeantmajor.engine import Rules
from sergeantmajor.engine.rules import (
    ExchangeMode,
    ExchangeTiming,
    FirstDealer,
    KittyMode,
    MatchEnd,
    Rotation,
)


def translate(context: str, text: str, comment: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` (the name lupdate looks for; kept short for the text)."""
    return QCoreApplication.translate(context, text, comment, n)


@dataclass(frozen=True)
class HouseRule:
    """One switch of the rules that differs from the Rulebook preset, and what it means."""

    key: str
    is_on: Callable[[Rules], bool]
    title: Callable[[], str]
    text: Callable[[], str]


def house_rules() -> tuple[HouseRule, ...]:
    """Every house rule of the game, in the order the help lists them."""
    return (
        HouseRule("targets-952", lambda r: r.targets == "9-5-2",
                  lambda: translate("RulesHelp", "Targets 9-5-2"),
                  lambda: translate("RulesHelp",
                                    "The dealer must take 9 tricks, the player on the "
                                    "dealer's left 5 and the player on the right 2.")),
        HouseRule("kitty-first", lambda r: r.kitty is KittyMode.TAKE_THEN_DISCARD,
                  lambda: translate("RulesHelp", "Kitty first"),
                  lambda: translate("RulesHelp",
                                    "The dealer picks up the kitty before naming trump, so "
                                    "trump is chosen knowing all the cards, then discards "
                                    "any four.")),
        HouseRule("kitty-blind", lambda r: r.kitty is KittyMode.BLIND,
                  lambda: translate("RulesHelp", "Blind trump"),
                  lambda: translate("RulesHelp",
                                    "The dealer names trump without seeing the kitty, then "
                                    "picks it up and discards any four cards.")),
        HouseRule("no-kitty", lambda r: r.kitty is KittyMode.NONE,
                  lambda: translate("RulesHelp", "No kitty (strict 51)"),
                  lambda: translate("RulesHelp",
                                    "The two of clubs is taken out, everyone gets 17 "
                                    "cards, there is no kitty and the targets become 9-5-3.")),
        HouseRule("exchange-classic", lambda r: r.exchange is ExchangeMode.CLASSIC,
                  lambda: translate("RulesHelp", "Classic exchange"),
                  lambda: translate("RulesHelp",
                                    "All the cards of an exchange move at once: the up "
                                    "player gives the cards of their choice and gets back "
                                    "the down player's highest cards.")),
        HouseRule("exchange-none", lambda r: r.exchange is ExchangeMode.NONE,
                  lambda: translate("RulesHelp", "No exchange"),
                  lambda: translate("RulesHelp",
                                    "Cards are never exchanged between rounds: every round "
                                    "stands alone.")),
        HouseRule("exchange-after-trump", lambda r: r.exchange is not ExchangeMode.NONE
                  and r.exchange_timing is ExchangeTiming.AFTER_TRUMP,
                  lambda: translate("RulesHelp", "Exchange after trump"),
                  lambda: translate("RulesHelp",
                                    "The new dealer names trump first; the cards are "
                                    "exchanged afterwards.")),
        HouseRule("end-rotation", lambda r: r.match_end is MatchEnd.ROTATION,
                  lambda: translate("RulesHelp", "Match by rotation"),
                  lambda: translate("RulesHelp",
                                    "Once every player has dealt, the match ends with the "
                                    "first round whose dealer is up (or, leniently, makes "
                                    "the target); that dealer wins.")),
        HouseRule("end-hands", lambda r: r.match_end is MatchEnd.HANDS,
                  lambda: translate("RulesHelp", "Fixed number of rounds"),
                  lambda: translate("RulesHelp",
                                    "The match lasts a set number of rounds, so that "
                                    "everyone deals equally often; the highest total wins.")),
        HouseRule("end-chips", lambda r: r.match_end is MatchEnd.CHIPS,
                  lambda: translate("RulesHelp", "Playing for chips"),
                  lambda: translate("RulesHelp",
                                    "After every round each player who is up receives, "
                                    "from every player who is down, one chip per trick up; "
                                    "after the agreed number of rounds the most chips win.")),
        HouseRule("point-limit", lambda r: r.match_end is MatchEnd.POINTS and r.point_limit != 10,
                  lambda: translate("RulesHelp", "Another point limit"),
                  lambda: translate("RulesHelp",
                                    "The match is played to a number of points other than "
                                    "the rulebook's 10.")),
        HouseRule("twelve-tricks", lambda r: r.twelve_tricks_wins,
                  lambda: translate("RulesHelp", "Twelve tricks win"),
                  lambda: translate("RulesHelp",
                                    "A player who takes 12 tricks or more in one round "
                                    "wins the match on the spot.")),
        HouseRule("no-trump", lambda r: r.no_trump,
                  lambda: translate("RulesHelp", "No trump allowed"),
                  lambda: translate("RulesHelp",
                                    "Instead of a suit the dealer may name no trump; then "
                                    "the highest card of the suit led wins every trick.")),
        HouseRule("dealer-assigns", lambda r: r.dealer_assigns_targets,
                  lambda: translate("RulesHelp", "Double dealer's choice"),
                  lambda: translate("RulesHelp",
                                    "After looking at the cards, the dealer decides which "
                                    "player gets which target, the dealer included.")),
        HouseRule("first-dealer-cut", lambda r: r.first_dealer is FirstDealer.CUT,
                  lambda: translate("RulesHelp", "Cut for the first deal"),
                  lambda: translate("RulesHelp",
                                    "Everyone cuts the deck and the highest card deals the "
                                    "first round, instead of a random choice.")),
        HouseRule("four-players", lambda r: r.players == 4,
                  lambda: translate("RulesHelp", "Four players"),
                  lambda: translate("RulesHelp",
                                    "Four people play with 12 cards each and a kitty of "
                                    "four. The targets are 5-3-2-2, which add up to the 12 "
                                    "tricks of a round; with the other choices, 6-4-3-3 or "
                                    "7-4-3-2, every round ends 4 tricks down in total.")),
    )


def _p(text: str) -> str:
    return f"<p>{html.escape(text, quote=False)}</p>"


def _h(text: str) -> str:
    return f"<h3>{html.escape(text, quote=False)}</h3>"


def _targets(rules: Rules) -> list[str]:
    t = rules.target_list
    tricks = rules.hand_size
    short = sum(t) - tricks  # 6-4-3-3 and 7-4-3-2 ask for 16 of the 12 tricks
    if rules.dealer_assigns_targets and short:
        first = fill(translate("RulesHelp",
                               "The targets of a round are %1 tricks. The dealer looks at "
                               "the cards and then gives each player one of these targets, "
                               "the dealer included."),
                     "-".join(map(str, t)))
    elif rules.dealer_assigns_targets:
        first = fill(translate("RulesHelp",
                               "The targets of a round are %1 tricks; they add up to the "
                               "%2 tricks of the round. The dealer looks at the cards and "
                               "then gives each player one of these targets, the dealer "
                               "included."),
                     "-".join(map(str, t)), tricks)
    elif rules.players == 3:
        first = fill(translate("RulesHelp",
                               "Every player has a target, the number of tricks to take: "
                               "%1 for the dealer, %2 for the player on the dealer's left "
                               "and %3 for the player on the dealer's right. Together they "
                               "make the %4 tricks of a round."), t[0], t[1], t[2], tricks)
    elif short:
        first = fill(translate("RulesHelp",
                               "Every player has a target, the number of tricks to take: "
                               "%1 for the dealer, then clockwise %2, %3 and %4 for the "
                               "others."), t[0], t[1], t[2], t[3])
    else:
        first = fill(translate("RulesHelp",
                               "Every player has a target, the number of tricks to take: "
                               "%1 for the dealer, then clockwise %2, %3 and %4 for the "
                               "others. Together they make the %5 tricks of a round."),
                     t[0], t[1], t[2], t[3], tricks)
    if short:
        first += " " + fill(translate("RulesHelp",
                                      "These targets add up to %1, but a round has only %2 "
                                      "tricks, so every round ends %3 tricks down in total: "
                                      "the players' points of a round add up to -%3."),
                            sum(t), tricks, short)
    if rules.first_dealer is FirstDealer.CUT:
        second = translate("RulesHelp",
                           "For the first round everyone cuts the deck and the highest "
                           "card deals. After every round the deal passes to the left.")
    else:
        second = translate("RulesHelp",
                           "The first dealer is chosen at random. After every round the "
                           "deal passes to the left.")
    return [first, second]


def _deal(rules: Rules) -> list[str]:
    cards = rules.hand_size
    out = [translate("RulesHelp",
                     "One 52-card deck is used. In every suit the cards rank from high to "
                     "low A, K, Q, J, 10, 9 … 2. The suits have no order, except that the "
                     "trump suit beats all the others.")]
    if rules.has_kitty:
        out.append(translate("RulesHelp",
                             "The dealer deals %n cards to every player, four at a time, "
                             "clockwise from the left. The last four cards are the kitty; "
                             "they stay face down in the middle of the table.", None,
                             cards))
    else:
        out.append(translate("RulesHelp",
                             "The two of clubs is taken out of the deck and the dealer "
                             "deals %n cards to every player. There is no kitty.", None,
                             cards))
    return out


def _exchange(rules: Rules) -> list[str]:
    if rules.exchange is ExchangeMode.NONE:
        return [translate("RulesHelp",
                          "There is no exchange of cards in this match: every round stands "
                          "alone.")]
    out = [translate("RulesHelp",
                     "There is no exchange before the first round. From the second round "
                     "on, every player who was up in the previous round exchanges one card "
                     "for every point up with a player who was down.")]
    if rules.exchange is ExchangeMode.RULEBOOK:
        out.append(translate("RulesHelp",
                             "The cards move one at a time. The up player gives any card "
                             "they like. If the down player holds a higher card of the "
                             "same suit, they must give back their highest card of that "
                             "suit; otherwise the card given comes straight back. The "
                             "return is automatic, and the up player sees it before "
                             "choosing the next card."))
    else:
        out.append(translate("RulesHelp",
                             "The up player chooses the cards to give (the game suggests "
                             "the lowest ones) and at the same time gets back as many of "
                             "the down player's highest cards. When cards of equal rank "
                             "tie, the down player chooses which of them to give."))
    if rules.players == 3:
        out.append(translate("RulesHelp",
                             "With two players up and one down, the up player with the "
                             "higher target in the new round exchanges first. With one "
                             "player up and two down, the up player exchanges first with "
                             "the down player whose new target is higher, as many cards as "
                             "that player was down."))
    else:
        out.append(translate("RulesHelp",
                             "Up players are paired with down players in the order of "
                             "their targets in the new round, highest first; each up "
                             "player exchanges as many cards as they were up."))
    if rules.exchange_timing is ExchangeTiming.BEFORE_TRUMP:
        out.append(translate("RulesHelp",
                             "The exchange takes place right after the deal, before the "
                             "dealer names trump."))
    else:
        out.append(translate("RulesHelp",
                             "The exchange takes place after the new dealer has named "
                             "trump."))
    out.append(translate("RulesHelp",
                         "You see the cards you receive; the other players do not."))
    return out


def _trump_and_kitty(rules: Rules) -> list[str]:
    out = [translate("RulesHelp",
                     "The dealer chooses one of the four suits as trump and announces it "
                     "to the table.")]
    if rules.no_trump:
        out.append(translate("RulesHelp",
                             "The dealer may also announce no trump: then the highest card "
                             "of the suit led wins every trick."))
    big = rules.hand_size + 4
    if rules.kitty is KittyMode.DISCARD_THEN_TAKE:
        out.append(translate("RulesHelp",
                             "After naming trump, and without looking at the kitty, the "
                             "dealer discards four cards face down and then picks up the "
                             "four cards of the kitty. The discards take no part in the "
                             "round; only the dealer has seen them."))
    elif rules.kitty is KittyMode.TAKE_THEN_DISCARD:
        out.append(translate("RulesHelp",
                             "Before naming trump the dealer picks up the kitty, and after "
                             "naming it discards any four of the %n cards face down. Only "
                             "the dealer sees the discards.", None, big))
    elif rules.kitty is KittyMode.BLIND:
        out.append(translate("RulesHelp",
                             "The dealer names trump before seeing the kitty, then picks "
                             "it up and discards any four of the %n cards face down. Only "
                             "the dealer sees the discards.", None, big))
    else:
        out.append(translate("RulesHelp",
                             "There is no kitty: the dealer chooses trump from the cards "
                             "dealt."))
    return out


def _play(rules: Rules) -> list[str]:
    tricks = rules.hand_size
    return [translate("RulesHelp",
                      "The player on the dealer's left leads the first trick with any "
                      "card. The others follow clockwise, and each must play a card of the "
                      "suit led if they have one; a player who has none may play any card."),
            translate("RulesHelp",
                      "The highest trump in the trick wins it; if no trump was played, the "
                      "highest card of the suit led wins. Whoever wins a trick leads the "
                      "next one, until all %n tricks have been played.", None, tricks)]


def _score(rules: Rules) -> list[str]:
    short = sum(rules.target_list) - rules.hand_size  # 6-4-3-3 and 7-4-3-2: 4
    if short:
        first = fill(translate("RulesHelp",
                               "At the end of the round everyone compares the tricks they "
                               "took with their target. A player with more tricks is up and "
                               "scores one point for each trick over the target; a player "
                               "with fewer is down and loses one point for each trick "
                               "missing; exactly the target scores nothing. With these "
                               "targets the downs of a round always come to %1 more than "
                               "the ups."), short)
    else:
        first = translate("RulesHelp",
                          "At the end of the round everyone compares the tricks they took "
                          "with their target. A player with more tricks is up and scores "
                          "one point for each trick over the target; a player with fewer "
                          "is down and loses one point for each trick missing; exactly the "
                          "target scores nothing. The ups and downs of a round always "
                          "balance.")
    return [first,
            translate("RulesHelp",
                      "For example, a player with a target of 5 who takes 7 tricks is up "
                      "by 2 and scores 2 points; taking 4 tricks, the same player is down "
                      "by 1 and loses 1 point.")]


def _end(rules: Rules) -> list[str]:
    limit, hands = rules.point_limit, rules.hands
    ties = translate("RulesHelp",
                     "A tie is broken by the points of the last round, and if still equal, "
                     "by who won a trick most recently.")
    if rules.match_end is MatchEnd.POINTS:
        out = [translate("RulesHelp",
                         "The match ends after the round in which a player's total reaches "
                         "%n points or more. The highest total wins.", None,
                         limit), ties]
    elif rules.match_end is MatchEnd.ROTATION:
        if rules.rotation is Rotation.STRICT:
            out = [translate("RulesHelp",
                             "Once the deal has gone around the table, the match ends with "
                             "the first round in which the dealer is up. That dealer wins.")]
        else:
            out = [translate("RulesHelp",
                             "Once the deal has gone around the table, the match ends with "
                             "the first round in which the dealer reaches the target or "
                             "more. That dealer wins.")]
    elif rules.match_end is MatchEnd.HANDS:
        out = [translate("RulesHelp", "The match lasts %n rounds. The highest total wins.", None,
                         hands), ties]
    else:
        out = [translate("RulesHelp",
                         "After every round each player who is up receives one chip per "
                         "trick up from every player who is down. After %n rounds the "
                         "player with the most chips wins.", None, hands), ties]
    if rules.match_end in (MatchEnd.POINTS, MatchEnd.ROTATION):
        # with hands or chips the match is over before the limit (hands <= hand_limit)
        hand_limit = rules.hand_limit
        out.append(translate("RulesHelp",
                             "In any case the match ends after %n rounds at the latest; "
                             "then the highest total wins, a tie broken by the points of "
                             "the last round, then by who won a trick most recently.", None,
                             hand_limit))
    if rules.twelve_tricks_wins:
        out.append(translate("RulesHelp",
                             "A player who takes 12 tricks or more in a round wins the "
                             "match at once."))
    return out


def _controls() -> list[str]:
    """How to act at the table: mouse, keyboard and the helpers."""
    return [
        translate("RulesHelp",
                  "Drag a card from your hand onto the trick to play it, onto the discard "
                  "area to discard it when you are the dealer, or onto the player you "
                  "exchange with to give it. The places where the card may go are highlighted; "
                  "a card dropped where the rules do not allow it goes back to your hand "
                  "and the status bar says why."),
        translate("RulesHelp",
                  "Without dragging: click a card and then the place where it should go, or "
                  "double-click it. With the keyboard: the arrow keys choose a card and "
                  "Enter plays it. The dealer names trump with the suit buttons on the table."),
        translate("RulesHelp",
                  "H shows a hint, L the last trick and Ctrl+T the score sheet. A click "
                  "during an animation finishes it at once. The match is saved after every "
                  "decision and can be resumed at the next start."),
        translate("RulesHelp",
                  "Game → Undo (Ctrl+Z) takes back your last decision and what the other "
                  "players did after it, back to the start of the hand; Game → Redo "
                  "(Ctrl+Shift+Z) makes the same moves again until you choose differently. "
                  "The statistics note a match in which you used undo."),
        translate("RulesHelp",
                  "View → Cards seen (C) lists, suit by suit, the cards you have seen played "
                  "and those still out. Game → Save match as… and Open match… keep a match "
                  "in a file and go on with it later; Settings → Appearance chooses the card "
                  "faces, backs and table colour."),
    ]


def _house_rules(rules: Rules) -> str:
    parts = []
    on = [rule for rule in house_rules() if rule.is_on(rules)]
    off = [rule for rule in house_rules() if not rule.is_on(rules)]
    parts.append(_h(translate("RulesHelp", "House rules in this match")))
    if on:
        parts.append(_list(on))
    else:
        parts.append(_p(translate("RulesHelp", "None: this match follows the rulebook.")))
    parts.append(_h(translate("RulesHelp", "Other house rules you can choose")))
    parts.append(_p(translate("RulesHelp",
                              "House rules are chosen when you start a new game.")))
    parts.append(_list(off))
    return "".join(parts)


def _list(rules: list[HouseRule]) -> str:
    items = "".join(f"<li><b>{html.escape(rule.title(), quote=False)}</b>: "
                    f"{html.escape(rule.text(), quote=False)}</li>" for rule in rules)
    return f"<ul>{items}</ul>"


def rules_html(rules: Rules) -> str:
    """The whole "How to play" page for ``rules``, in the language now installed."""
    players = rules.players
    sections = [
        (translate("RulesHelp", "The aim"), [
            translate("RulesHelp",
                      "Sergeant Major, also called 3-5-8 or 8-5-3, is a trick-taking game "
                      "for %n players. In every round each player has a target, a number "
                      "of tricks to take. Taking more puts you up, taking fewer puts you "
                      "down; the ups and downs add up to your score.", None, players)]),
        (translate("RulesHelp", "Dealer and targets"), _targets(rules)),
        (translate("RulesHelp", "Cards and the deal"), _deal(rules)),
        (translate("RulesHelp", "The exchange"), _exchange(rules)),
        (translate("RulesHelp", "Trump and the kitty"), _trump_and_kitty(rules)),
        (translate("RulesHelp", "Playing the tricks"), _play(rules)),
        (translate("RulesHelp", "Scoring"), _score(rules)),
        (translate("RulesHelp", "End of the match"), _end(rules)),
        (translate("RulesHelp", "Playing at this table"), _controls()),
    ]
    title = translate("RulesHelp", "How to play Sergeant Major")
    body = [f"<h2>{html.escape(title, quote=False)}</h2>"]
    for title, paragraphs in sections:
        body.append(_h(title))
        body.extend(_p(text) for text in paragraphs)
    body.append(_house_rules(rules))
    return "".join(body)

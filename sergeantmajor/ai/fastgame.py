"""The fast core of the search bots: double-dummy positions as bitmasks and heuristic playouts.

A position is ``hands`` (one 52-bit card mask per seat, the engine's encoding), ``trump``
(0..3, or 4 for no trump), the seat that led the trick in progress and the cards already
in it. Everything here works on plain ints and lists, without the engine's objects, because
the expert bot plays out thousands of hands per decision and Python pays for every call.

The playout policy is one function body (:func:`playout`) on purpose: splitting the rules
of thumb into helper functions costs about a third of the speed. It inlines follow suit (the
engine's ``cards.legal_mask``) and, at the end of a trick, ``cards.trick_winner``;
``tests/test_card_rules.py`` replays its plays against the engine's statements of those rules.
"""

from __future__ import annotations

from ..engine.cards import NO_TRUMP, SUIT_MASKS, trick_winner, trump_mask

SM = SUIT_MASKS


def playout(hands: list[int], trump: int, leader: int, trick: list[int], tricks: list[int]) -> None:
    """Play the position to its end with the heuristic policy; adds the tricks to ``tricks``.

    ``hands`` is changed in place (pass a copy). ``trick`` holds the cards already played
    to the trick in progress, led by ``leader``. Every seat plays for its own tricks and
    sees all hands (double dummy), which is what a sampled world of the expert needs:

    * lead a card nobody can beat or ruff; else draw trumps with the top trump; else lead
      the lowest card of the shortest side suit (to make a void for ruffing later);
    * follow with the cheapest card that beats everything still to come, else the lowest;
    * void: ruff (or over-ruff) as cheaply as possible, else throw the lowest side card,
      from the shortest suit.
    """
    n = len(hands)
    tm = trump_mask(trump)
    sm0, sm1, sm2, sm3 = SM
    suit_list = (sm0, sm1, sm2, sm3)
    trick = list(trick)
    seat = (leader + len(trick)) % n
    while True:
        # ---------------------------------------------------------------- the lead
        if not trick:
            h = hands[seat]
            if not h:
                return
            others = 0
            for p in range(n):
                if p != seat:
                    others |= hands[p]
            card = -1
            # a sure winner in a side suit (nobody higher, nobody ruffs)
            for sm in suit_list:
                mine = h & sm
                if not mine or sm == tm:
                    continue
                oth = others & sm
                if mine.bit_length() > oth.bit_length():
                    if tm and others & tm:
                        ruff = False
                        for p in range(n):
                            if p != seat and not hands[p] & sm and hands[p] & tm:
                                ruff = True
                                break
                        if ruff:
                            continue
                    card = mine.bit_length() - 1
                    break
            if card < 0 and tm:
                mine = h & tm
                if mine and others & tm and mine.bit_length() > (others & tm).bit_length():
                    card = mine.bit_length() - 1
            if card < 0:
                best_len = 99
                for sm in suit_list:
                    mine = h & sm
                    if mine and sm != tm:
                        ln = mine.bit_count()
                        if ln < best_len:
                            best_len = ln
                            card = (mine & -mine).bit_length() - 1
                if card < 0:  # only trumps left
                    card = (h & -h).bit_length() - 1
            hands[seat] = h ^ (1 << card)
            trick.append(card)
            seat = (seat + 1) % n
            continue
        # ---------------------------------------------------------------- following
        led = trick[0] // 13
        lm = suit_list[led]
        best = trick[trick_winner(trick, trump)]  # the card winning so far
        h = hands[seat]
        f = h & lm
        if f:
            if best // 13 != led:  # already ruffed: lose the cheapest card
                card = (f & -f).bit_length() - 1
            else:
                later_high = best
                if len(trick) < n - 1:
                    for k in range(1, n - len(trick)):
                        lf = hands[(seat + k) % n] & lm
                        if lf and lf.bit_length() - 1 > later_high:
                            later_high = lf.bit_length() - 1
                above = f >> (later_high + 1) << (later_high + 1)
                if above:
                    card = (above & -above).bit_length() - 1
                else:
                    card = (f & -f).bit_length() - 1
        else:
            t = h & tm
            card = -1
            if t:
                if best // 13 == trump:
                    above = t >> (best + 1) << (best + 1)
                    if above:
                        card = (above & -above).bit_length() - 1
                else:
                    card = (t & -t).bit_length() - 1
            if card < 0:
                # throw the lowest side card, from the shortest suit on equal ranks
                best_key = 999
                for s in range(4):
                    sm = suit_list[s]
                    mine = h & sm
                    if mine and sm != tm:
                        low = (mine & -mine).bit_length() - 1
                        key = (low - 13 * s) * 16 + mine.bit_count()
                        if key < best_key:
                            best_key = key
                            card = low
                if card < 0:
                    card = (h & -h).bit_length() - 1
        hands[seat] = h ^ (1 << card)
        trick.append(card)
        if len(trick) < n:
            seat = (seat + 1) % n
            continue
        # ---------------------------------------------------------------- trick done
        # cards.trick_winner inlined (a call per trick costs about 5% of the playout speed)
        bi = 0
        for i in range(1, n):
            c, b = trick[i], trick[bi]
            if c // 13 == b // 13:
                if c > b:
                    bi = i
            elif c // 13 == trump:
                bi = i
        first = (seat + 1) % n  # the leader of the trick just finished
        seat = (first + bi) % n
        tricks[seat] += 1
        trick = []


def play_out_tricks(hands: list[int], trump: int | None, leader: int,
                    trick: list[int] | tuple[int, ...]) -> list[int]:
    """Tricks each seat takes from this position on under the heuristic policy."""
    tricks = [0] * len(hands)
    playout(list(hands), NO_TRUMP if trump is None else trump, leader, list(trick), tricks)
    return tricks

"""The house-rule switches of a match (see the README's rules section) and the presets."""

from __future__ import annotations

import dataclasses
import enum
import functools
from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import RulesError


# The values of the switches that choose among named options. Each value is the string that
# records, settings and ``--set`` use, and a member equals its string ("blind" == KittyMode.BLIND),
# so code that still compares with strings keeps working.
class KittyMode(enum.StrEnum):
    """How the dealer handles the kitty (``none``: no kitty, the two of clubs is removed)."""

    DISCARD_THEN_TAKE = "discard-then-take"
    TAKE_THEN_DISCARD = "take-then-discard"
    BLIND = "blind"
    NONE = "none"


class ExchangeMode(enum.StrEnum):
    """How up and down players exchange cards between hands."""

    RULEBOOK = "rulebook"
    CLASSIC = "classic"
    NONE = "none"


class ExchangeTiming(enum.StrEnum):
    """Whether the exchange comes before or after the new dealer names trump."""

    BEFORE_TRUMP = "before-trump"
    AFTER_TRUMP = "after-trump"


class MatchEnd(enum.StrEnum):
    """What ends the match: a point limit, the rotation, a number of hands, or chips."""

    POINTS = "points"
    ROTATION = "rotation"
    HANDS = "hands"
    CHIPS = "chips"


class Rotation(enum.StrEnum):
    """Rotation end: the dealer must be up (strict) or on or over target (lenient)."""

    STRICT = "strict"
    LENIENT = "lenient"


class FirstDealer(enum.StrEnum):
    """How the first dealer is chosen."""

    RANDOM = "random"
    CUT = "cut"


KITTY_MODES: tuple[KittyMode, ...] = tuple(KittyMode)
EXCHANGE_MODES: tuple[ExchangeMode, ...] = tuple(ExchangeMode)
EXCHANGE_TIMINGS: tuple[ExchangeTiming, ...] = tuple(ExchangeTiming)
MATCH_ENDS: tuple[MatchEnd, ...] = tuple(MatchEnd)
ROTATIONS: tuple[Rotation, ...] = tuple(Rotation)
FIRST_DEALERS: tuple[FirstDealer, ...] = tuple(FirstDealer)

# The switches whose value is one of an enum's members.
_CHOICES: dict[str, type[enum.StrEnum]] = {
    "kitty": KittyMode,
    "exchange": ExchangeMode,
    "exchange_timing": ExchangeTiming,
    "match_end": MatchEnd,
    "rotation": Rotation,
    "first_dealer": FirstDealer,
}

#: The largest value of each number of the rules (the new-game dialog's ranges). A match stays
#: finite and its record small: at most 999 hands (a record of some 1.4 MB), the number a
#: server lets a stranger's table play (network-3 defect 5).
LIMITS: dict[str, int] = {"point_limit": 99, "hands": 99, "hand_limit": 999}

# Target sets a configuration may use: (players, has kitty) -> allowed targets, the default
# first. Four players: 5-3-2-2 adds up to the 12 tricks of a hand (RULES.md's [decision]);
# the English overview's 6-4-3-3 and 7-4-3-2 add up to 16, so every such hand ends 4 down.
TARGET_CHOICES: dict[tuple[int, bool], tuple[str, ...]] = {
    (3, True): ("8-5-3", "9-5-2"),
    (3, False): ("9-5-3",),
    (4, True): ("5-3-2-2", "6-4-3-3", "7-4-3-2"),
}


@dataclass(frozen=True)
class Rules:
    """Every switch of the rules of a match. Field names are the stable names used in records.

    Targets are listed dealer first, then clockwise (dealer, eldest, middle[, fourth]).
    Build one with :meth:`preset` or :meth:`from_dict`; the constructor checks consistency
    and raises :class:`RulesError` naming the contradictory settings.
    """

    players: int = 3
    targets: str = "8-5-3"
    kitty: KittyMode = KittyMode.DISCARD_THEN_TAKE
    exchange: ExchangeMode = ExchangeMode.RULEBOOK
    exchange_timing: ExchangeTiming = ExchangeTiming.BEFORE_TRUMP
    match_end: MatchEnd = MatchEnd.POINTS
    point_limit: int = 10
    rotation: Rotation = Rotation.STRICT
    hands: int = 9
    twelve_tricks_wins: bool = False
    no_trump: bool = False
    dealer_assigns_targets: bool = False
    first_dealer: FirstDealer = FirstDealer.RANDOM
    # Every match ends after this many hands at the latest (the highest standing wins), so
    # no rule set runs forever: a points end with 6-4-3-3 drifts down, rotation may never
    # find its dealer up.
    hand_limit: int = 60

    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {
        "rulebook": {},
        "traditional": {
            "kitty": KittyMode.TAKE_THEN_DISCARD,
            "exchange": ExchangeMode.CLASSIC,
            "match_end": MatchEnd.ROTATION,
            "rotation": Rotation.STRICT,
            "first_dealer": FirstDealer.CUT,
        },
        "casual": {
            "kitty": KittyMode.TAKE_THEN_DISCARD,
            "exchange": ExchangeMode.CLASSIC,
            "match_end": MatchEnd.HANDS,
            "hands": 9,
            "first_dealer": FirstDealer.CUT,
        },
    }

    def __post_init__(self) -> None:
        # Strings (from records, settings, ``--set``) become the enum members they name.
        for name, kind in _CHOICES.items():
            value = getattr(self, name)
            if isinstance(value, str) and not isinstance(value, kind):
                try:
                    object.__setattr__(self, name, kind(value))
                except ValueError:
                    pass  # _check names the setting and its allowed values
        self._check()

    # ----------------------------------------------------------------- building
    @classmethod
    def preset(cls, name: str = "rulebook", **changes: Any) -> Rules:
        """The rules of preset ``name`` (``rulebook``, ``traditional``, ``casual``) with changes."""
        if name not in cls.PRESETS:
            raise RulesError(f"unknown preset {name!r} (known: {', '.join(cls.PRESETS)})",
                             code="unknown-preset", settings={"preset": name},
                             allowed=tuple(cls.PRESETS))
        settings = dict(cls.PRESETS[name])
        settings.update(changes)
        return cls._build(settings)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from a record's ``rules`` object: ``preset`` plus switches that differ."""
        if not isinstance(data, dict):
            raise RulesError("rules must be an object", code="not-an-object")
        data = dict(data)
        name = data.pop("preset", "rulebook")
        if not isinstance(name, str):
            raise RulesError("rules.preset must be a string", code="wrong-type",
                             settings={"preset": name})
        return cls.preset(name, **data)

    @classmethod
    def _build(cls, settings: dict[str, Any]) -> Rules:
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(settings) - names)
        if unknown:
            raise RulesError(f"unknown rule setting(s): {', '.join(unknown)}",
                             code="unknown-setting",
                             settings={name: _plain(settings[name]) for name in unknown})
        defaults = {f.name: f.default for f in dataclasses.fields(cls)}
        # Sensible automatic targets when only the table changes: no kitty means 17 tricks
        # and four players mean 12, so an untouched 8-5-3 follows the change.
        if "targets" not in settings:
            players = settings.get("players", 3)
            kitty = settings.get("kitty", defaults["kitty"])
            if players == 4:
                settings["targets"] = TARGET_CHOICES[(4, True)][0]
            elif kitty == KittyMode.NONE:
                settings["targets"] = "9-5-3"
        return cls(**settings)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some switches changed (checked like a new one)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The record form: the closest preset and the switches that differ from it."""
        diffs = {name: self._diff(Rules.preset(name)) for name in self.PRESETS}
        best = min(diffs, key=lambda name: len(diffs[name]))  # first preset wins a tie
        return {"preset": best, **diffs[best]}

    def _diff(self, base: Rules) -> dict[str, Any]:
        # Plain strings, not enum members, so that the record holds exactly what it always did.
        return {
            f.name: _plain(getattr(self, f.name))
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != getattr(base, f.name)
        }

    # ----------------------------------------------------------------- derived
    # Derived values are cached on the (immutable) instance: the match asks for the hand size
    # after every trick, and an enum member lookup costs more than the arithmetic.
    @functools.cached_property
    def has_kitty(self) -> bool:
        """Whether four cards are dealt to the kitty."""
        return self.kitty is not KittyMode.NONE

    @functools.cached_property
    def deck_size(self) -> int:
        """52, or 51 without a kitty (the two of clubs is removed)."""
        return 52 if self.has_kitty else 51

    @functools.cached_property
    def kitty_size(self) -> int:
        """Cards in the kitty, which is also how many the dealer discards: 4, or 0."""
        return 4 if self.has_kitty else 0

    @functools.cached_property
    def hand_size(self) -> int:
        """Cards dealt to each player, which is also the number of tricks of a hand."""
        return (self.deck_size - self.kitty_size) // self.players

    @functools.cached_property
    def target_list(self) -> tuple[int, ...]:
        """Targets dealer first, then clockwise."""
        return tuple(int(t) for t in self.targets.split("-"))

    # ----------------------------------------------------------------- checking
    def _check(self) -> None:
        # Types first (here, not only in from_dict, so that Rules(...) and replace() also give
        # a RulesError rather than a TypeError from a comparison below).
        for field in dataclasses.fields(self):
            key, value, expected = field.name, getattr(self, field.name), type(field.default)
            if key in _CHOICES:
                expected = str
            wrong = {key: value}
            if expected is bool and not isinstance(value, bool):
                raise RulesError(f"rule setting {key} must be true or false",
                                 code="wrong-type", settings=wrong, allowed=(False, True))
            if expected is int and (isinstance(value, bool) or not isinstance(value, int)):
                raise RulesError(f"rule setting {key} must be a whole number",
                                 code="wrong-type", settings=wrong)
            if expected is str and not isinstance(value, str):
                raise RulesError(f"rule setting {key} must be a string",
                                 code="wrong-type", settings=wrong)

        def choose(name: str, value: Any, allowed: tuple[Any, ...]) -> None:
            if value not in allowed:
                options = ", ".join(str(a) for a in allowed)
                raise RulesError(f"rule setting {name}={value!r} is not one of: {options}",
                                 code="not-a-choice", settings={name: value},
                                 allowed=tuple(_plain(a) for a in allowed))

        choose("players", self.players, (3, 4))
        choose("kitty", self.kitty, KITTY_MODES)
        choose("exchange", self.exchange, EXCHANGE_MODES)
        choose("exchange_timing", self.exchange_timing, EXCHANGE_TIMINGS)
        choose("match_end", self.match_end, MATCH_ENDS)
        choose("rotation", self.rotation, ROTATIONS)
        choose("first_dealer", self.first_dealer, FIRST_DEALERS)
        if self.players == 4 and not self.has_kitty:
            raise RulesError(
                "players=4 and kitty=none contradict: four players always have a kitty",
                code="players-kitty", settings={"players": 4, "kitty": "none"},
            )
        allowed = TARGET_CHOICES[(self.players, self.has_kitty)]
        if self.targets not in allowed:
            raise RulesError(
                f"targets={self.targets} contradicts players={self.players} and "
                f"kitty={self.kitty}: use {' or '.join(allowed)}",
                code="targets-players",
                settings={"targets": self.targets, "players": self.players,
                          "kitty": self.kitty.value},
                allowed=allowed,
            )
        if self.point_limit < 1:
            raise RulesError("rule setting point_limit must be at least 1", code="too-small",
                             settings={"point_limit": self.point_limit})
        if self.hands < 1:
            raise RulesError("rule setting hands must be at least 1", code="too-small",
                             settings={"hands": self.hands})
        if self.hand_limit < 1:
            raise RulesError("rule setting hand_limit must be at least 1", code="too-small",
                             settings={"hand_limit": self.hand_limit})
        for name, most in LIMITS.items():
            if getattr(self, name) > most:
                raise RulesError(f"rule setting {name} must be at most {most}",
                                 code="too-large", settings={name: getattr(self, name)},
                                 allowed=(most,))
        if self.match_end in (MatchEnd.HANDS, MatchEnd.CHIPS) and self.hands > self.hand_limit:
            raise RulesError(
                f"hands={self.hands} contradicts hand_limit={self.hand_limit}: a match of "
                f"{self.hands} hands needs a hand limit of at least {self.hands}",
                code="hands-over-limit",
                settings={"hands": self.hands, "hand_limit": self.hand_limit,
                          "match_end": self.match_end.value},
            )


def _plain(value: Any) -> Any:
    """``value`` with an enum member turned into its string."""
    return value.value if isinstance(value, enum.Enum) else value

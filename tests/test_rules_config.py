"""RULES.md "House rules" and "Presets": the switches of Rules, contradictions, the record form."""

from __future__ import annotations

import itertools
import json

import pytest

from sergeantmajor.engine import Rules, RulesError
from sergeantmajor.engine.rules import (
    EXCHANGE_MODES,
    EXCHANGE_TIMINGS,
    FIRST_DEALERS,
    KITTY_MODES,
    MATCH_ENDS,
    ROTATIONS,
    ExchangeMode,
    ExchangeTiming,
    FirstDealer,
    KittyMode,
    MatchEnd,
    Rotation,
)

TARGETS = ("8-5-3", "9-5-2", "9-5-3", "5-3-2-2", "6-4-3-3", "7-4-3-2")


def every_rules() -> list[Rules]:
    """Every consistent combination of the switches (numbers at their defaults)."""
    out = []
    for players, targets, kitty in itertools.product((3, 4), TARGETS, KITTY_MODES):
        try:
            Rules(players=players, targets=targets, kitty=kitty)
        except RulesError:
            continue
        for values in itertools.product(
            EXCHANGE_MODES, EXCHANGE_TIMINGS, MATCH_ENDS, ROTATIONS,
            (False, True), (False, True), (False, True), FIRST_DEALERS,
        ):
            exchange, timing, end, rotation, twelve, no_trump, assign, first = values
            out.append(Rules(
                players=players, targets=targets, kitty=kitty, exchange=exchange,
                exchange_timing=timing, match_end=end, rotation=rotation,
                twelve_tricks_wins=twelve, no_trump=no_trump, dealer_assigns_targets=assign,
                first_dealer=first,
            ))
    return out


# ----------------------------------------------------------------------------- presets
def test_the_presets_are_the_table_of_rules_md():
    rulebook = Rules.preset("rulebook")
    assert rulebook == Rules()
    assert (rulebook.targets, rulebook.kitty, rulebook.exchange, rulebook.exchange_timing,
            rulebook.match_end, rulebook.point_limit, rulebook.first_dealer) == (
        "8-5-3", "discard-then-take", "rulebook", "before-trump", "points", 10, "random")
    traditional = Rules.preset("traditional")
    assert (traditional.targets, traditional.kitty, traditional.exchange,
            traditional.exchange_timing, traditional.match_end, traditional.rotation,
            traditional.first_dealer) == (
        "8-5-3", "take-then-discard", "classic", "before-trump", "rotation", "strict", "cut")
    casual = Rules.preset("casual")
    assert (casual.targets, casual.kitty, casual.exchange, casual.exchange_timing,
            casual.match_end, casual.hands, casual.first_dealer) == (
        "8-5-3", "take-then-discard", "classic", "before-trump", "hands", 9, "cut")
    for rules in (rulebook, traditional, casual):  # extras are off by default
        assert not (rules.no_trump or rules.twelve_tricks_wins or rules.dealer_assigns_targets)
        assert rules.players == 3


def test_derived_sizes():
    assert (Rules().hand_size, Rules().has_kitty, Rules().target_list) == (16, True, (8, 5, 3))
    no_kitty = Rules.preset("rulebook", kitty="none")
    assert (no_kitty.hand_size, no_kitty.has_kitty, no_kitty.deck_size) == (17, False, 51)
    four = Rules.preset("rulebook", players=4, targets="7-4-3-2")
    assert (four.hand_size, four.target_list) == (12, (7, 4, 3, 2))


def test_changing_only_the_table_moves_the_targets_along():
    assert Rules.preset("rulebook", kitty="none").targets == "9-5-3"
    assert Rules.preset("traditional", players=4).targets == "5-3-2-2"
    assert Rules.from_dict({"players": 4}).targets == "5-3-2-2"
    assert Rules.preset("rulebook", players=4).target_list == (5, 3, 2, 2)
    assert sum(Rules.preset("rulebook", players=4).target_list) == 12  # the tricks of a hand
    assert Rules.from_dict({"kitty": "none"}).targets == "9-5-3"


# ----------------------------------------------------------------------------- contradictions
@pytest.mark.parametrize(
    ("settings", "named"),
    [
        ({"players": 4, "kitty": "none", "targets": "6-4-3-3"}, ["players=4", "kitty=none"]),
        ({"kitty": "none", "targets": "8-5-3"}, ["targets=8-5-3", "kitty=none", "9-5-3"]),
        ({"kitty": "blind", "targets": "9-5-3"}, ["targets=9-5-3", "kitty=blind"]),
        ({"players": 4, "targets": "8-5-3"}, ["targets=8-5-3", "players=4"]),
        ({"players": 3, "targets": "7-4-3-2"}, ["targets=7-4-3-2", "players=3"]),
        ({"kitty": "sideways"}, ["kitty", "sideways", "blind"]),
        ({"players": 5}, ["players", "5"]),
        ({"exchange_timing": "during"}, ["exchange_timing"]),
        ({"match_end": "never"}, ["match_end"]),
        ({"rotation": "loose"}, ["rotation"]),
        ({"first_dealer": "oldest"}, ["first_dealer"]),
        ({"point_limit": 0}, ["point_limit"]),
        ({"hands": 0}, ["hands"]),
        ({"point_limit": "10"}, ["point_limit", "whole number"]),
        ({"no_trump": 1}, ["no_trump", "true or false"]),
        ({"targets": 853}, ["targets", "string"]),
    ],
)
def test_contradictory_or_wrong_rules_are_refused_with_a_message_naming_them(settings, named):
    with pytest.raises(RulesError) as error:
        Rules(**settings)
    for word in named:
        assert word in str(error.value)
    with pytest.raises(RulesError):
        Rules.from_dict({"preset": "rulebook", **settings})


def test_no_kitty_and_blind_are_values_of_one_switch_so_they_cannot_both_be_set():
    assert KITTY_MODES == ("discard-then-take", "take-then-discard", "blind", "none")
    assert Rules(kitty="blind").has_kitty and not Rules.from_dict({"kitty": "none"}).has_kitty


@pytest.mark.parametrize(
    ("data", "named"),
    [
        ({"preset": "house"}, "house"),
        ({"colour": "red"}, "colour"),
        ({"preset": 3}, "preset"),
        ([], "object"),
    ],
)
def test_bad_record_rules_give_a_clear_message(data, named):
    with pytest.raises(RulesError, match=named):
        Rules.from_dict(data)


def test_replace_checks_like_a_new_rules():
    assert Rules().replace(no_trump=True).no_trump
    with pytest.raises(RulesError, match="players=4"):
        Rules().replace(players=4)  # replace changes only what it is told: 8-5-3 stays


# ----------------------------------------------------------------------------- record form
def test_to_dict_names_the_closest_preset_and_only_the_differences():
    assert Rules().to_dict() == {"preset": "rulebook"}
    assert Rules.preset("traditional").to_dict() == {"preset": "traditional"}
    assert Rules.preset("casual", hands=12).to_dict() == {"preset": "casual", "hands": 12}
    assert Rules(no_trump=True).to_dict() == {"preset": "rulebook", "no_trump": True}


def test_every_consistent_rules_round_trips_through_its_record_form():
    everything = every_rules()
    assert len(everything) == 16 * 768  # 16 tables x every other switch
    for rules in everything:
        data = rules.to_dict()
        assert Rules.from_dict(json.loads(json.dumps(data))) == rules, data


@pytest.mark.parametrize("limit", [1, 7, 31])
@pytest.mark.parametrize("hands", [1, 12])
def test_numbers_round_trip(limit, hands):
    rules = Rules.preset("casual", point_limit=limit, hands=hands, targets="9-5-2")
    assert Rules.from_dict(rules.to_dict()) == rules


# ----------------------------------------------------------------- switch values as enums
ENUM_FIELDS = {
    "kitty": (KittyMode, ("discard-then-take", "take-then-discard", "blind", "none")),
    "exchange": (ExchangeMode, ("rulebook", "classic", "none")),
    "exchange_timing": (ExchangeTiming, ("before-trump", "after-trump")),
    "match_end": (MatchEnd, ("points", "rotation", "hands", "chips")),
    "rotation": (Rotation, ("strict", "lenient")),
    "first_dealer": (FirstDealer, ("random", "cut")),
}


@pytest.mark.parametrize("name", sorted(ENUM_FIELDS))
def test_switch_values_are_enums_whose_values_are_the_record_strings(name):
    kind, strings = ENUM_FIELDS[name]
    assert tuple(member.value for member in kind) == strings
    assert isinstance(getattr(Rules(), name), kind)
    for text in strings:
        built = Rules.from_dict({name: text})
        assert getattr(built, name) is kind(text)  # a string becomes the member
        assert getattr(built, name) == text  # and the member still equals its string
        assert Rules.preset("rulebook", **{name: text}) == built
        assert built.replace(**{name: kind(text)}) == built
        written = built.to_dict()
        assert all(type(value) in (str, int, bool) for value in written.values())
        assert Rules.from_dict(written) == built


def test_the_record_form_of_every_rules_is_plain_json_and_reads_back():
    for rules in every_rules()[::7]:
        data = rules.to_dict()
        assert json.loads(json.dumps(data)) == data
        assert all(type(v) in (str, int, bool) for v in data.values())  # no enum members
        assert Rules.from_dict(data) == rules


@pytest.mark.parametrize("name", sorted(ENUM_FIELDS))
def test_an_unknown_switch_value_names_the_setting_and_the_choices(name):
    _, strings = ENUM_FIELDS[name]
    with pytest.raises(RulesError) as error:
        Rules.from_dict({name: "sideways"})
    assert str(error.value) == (f"rule setting {name}='sideways' is not one of: "
                                f"{', '.join(strings)}")


# ----------------------------------------------------------------- machine-readable errors
@pytest.mark.parametrize(
    ("settings", "code", "involved", "allowed"),
    [
        ({"players": 4, "kitty": "none", "targets": "6-4-3-3"}, "players-kitty",
         {"players": 4, "kitty": "none"}, ()),
        ({"players": 4, "targets": "8-5-3"}, "targets-players",
         {"targets": "8-5-3", "players": 4, "kitty": "discard-then-take"},
         ("5-3-2-2", "6-4-3-3", "7-4-3-2")),
        ({"kitty": "none", "targets": "8-5-3"}, "targets-players",
         {"targets": "8-5-3", "players": 3, "kitty": "none"}, ("9-5-3",)),
        ({"kitty": "sideways"}, "not-a-choice", {"kitty": "sideways"},
         ("discard-then-take", "take-then-discard", "blind", "none")),
        ({"players": 5}, "not-a-choice", {"players": 5}, (3, 4)),
        ({"point_limit": 0}, "too-small", {"point_limit": 0}, ()),
        ({"hands": 0}, "too-small", {"hands": 0}, ()),
        # network-3 defect 5: a match of a million hands is no match
        ({"hand_limit": 10**6}, "too-large", {"hand_limit": 10**6}, (999,)),
        ({"point_limit": 10**30}, "too-large", {"point_limit": 10**30}, (99,)),
        ({"hands": 100}, "too-large", {"hands": 100}, (99,)),
        ({"point_limit": "10"}, "wrong-type", {"point_limit": "10"}, ()),
        ({"no_trump": 1}, "wrong-type", {"no_trump": 1}, (False, True)),
        ({"targets": 853}, "wrong-type", {"targets": 853}, ()),
    ],
)
def test_a_rules_error_carries_a_code_and_the_settings_involved(settings, code, involved,
                                                                 allowed):
    for build in (lambda: Rules(**settings),
                  lambda: Rules.from_dict({"preset": "rulebook", **settings})):
        with pytest.raises(RulesError) as error:
            build()
        assert (error.value.code, error.value.settings, error.value.allowed) == (
            code, involved, allowed)
        assert all(type(v) in (str, int, bool) for v in error.value.settings.values())


@pytest.mark.parametrize(
    ("data", "code", "involved"),
    [
        ({"preset": "house"}, "unknown-preset", {"preset": "house"}),
        ({"colour": "red", "size": 3}, "unknown-setting", {"colour": "red", "size": 3}),
        ({"preset": 3}, "wrong-type", {"preset": 3}),
        ([], "not-an-object", {}),
    ],
)
def test_a_bad_record_rules_error_carries_a_code(data, code, involved):
    with pytest.raises(RulesError) as error:
        Rules.from_dict(data)
    assert (error.value.code, error.value.settings) == (code, involved)


def test_the_command_line_rules_errors_carry_a_code():
    from sergeantmajor.ai.duel import parse_rules
    from sergeantmajor.cli import rules_from_args

    with pytest.raises(RulesError) as error:
        parse_rules("rulebook", ["players"])
    assert error.value.code == "set-syntax"
    args = type("Args", (), {"preset": "rulebook", "settings": ["kitty"]})()
    with pytest.raises(RulesError) as error:
        rules_from_args(args)
    assert error.value.code == "set-syntax"

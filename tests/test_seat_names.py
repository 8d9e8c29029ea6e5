"""The names a table shows: a seat without a name gets its default, and a default that is a
person's name at the table (in the language in force or in English) gives way (friends-3 D12:
a friend named Boris beside the computer player Boris)."""

from __future__ import annotations

from sergeantmajor.app import i18n, words

DEFAULTS = ["You", "Ana", "Boris", "Carla"]


def test_seats_without_a_name_take_their_defaults(qapp):
    assert words.seat_names(["", "", ""], DEFAULTS) == ["You", "Ana", "Boris"]
    assert words.seat_names(["Ann", "", "", ""], DEFAULTS) == ["Ann", "Ana", "Boris", "Carla"]


def test_a_default_that_is_a_friend_s_name_gives_way(qapp):
    # the friend Boris at seat 1, a computer player at seat 2 (default Boris)
    assert words.seat_names(["Ann", "Boris", ""], DEFAULTS) == ["Ann", "Boris", "Ana"]
    # both defaults taken by people: the spares go in order, never a name at the table
    assert words.seat_names(["ana", "", "", "BORIS"], DEFAULTS) == ["ana", "Carla", "Dana",
                                                                     "BORIS"]
    assert words.seat_names(["Ana", "", "Boris"], DEFAULTS) == ["Ana", "Carla", "Boris"]


def test_a_name_in_another_script_is_the_same_name(qapp):
    assert i18n.install_language("bg"), i18n.last_warning()
    try:
        defaults = list(words.default_names())
        assert defaults[2] == "Борис"
        # Boris typed in Latin letters by a friend: the computer player is not "Борис"
        names = words.seat_names(["Ann", "Boris", ""], defaults)
        assert names == ["Ann", "Boris", "Ана"]
        names = words.seat_names(["Ана", "", "Борис"], defaults)
        assert names == ["Ана", "Карла", "Борис"]
    finally:
        i18n.install_language("en")

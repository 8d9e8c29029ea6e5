"""Invites: read exactly, refused with the reason's code."""

from __future__ import annotations

import pytest

from sergeantmajor.net.invite import (
    InviteError,
    invite_from_parts,
    make_invite,
    parse_invite,
)


def test_an_invite_round_trips_and_keeps_the_code_out_of_the_url():
    text = make_invite("ws://cards.example:8358", "K7QX2M9P", "H4JD7WQ2")
    assert text == "ws://cards.example:8358/t/K7QX2M9P#H4JD7WQ2"
    invite = parse_invite("  " + text + "\n")
    assert (invite.server, invite.table, invite.code) == ("ws://cards.example:8358", "K7QX2M9P",
                                                          "H4JD7WQ2")
    assert "H4JD7WQ2" not in invite.table_url


@pytest.mark.parametrize("text, server", [
    ("ws://example.org/t/ABCD1234#CODE99", "ws://example.org:8358"),
    ("wss://cards.example.org:443/play/t/ABCD1234#CODE99", "wss://cards.example.org:443/play"),
    ("ws://[::1]:9000/t/ABCD1234#CODE99", "ws://[::1]:9000"),
])
def test_ports_paths_and_ipv6(text, server):
    assert parse_invite(text).server == server


@pytest.mark.parametrize("text, code", [
    ("", "empty"), ("   ", "empty"), ("http://example.org/t/ABCD1234#CODE99", "not-an-invite"),
    ("hello friends", "not-an-invite"), ("ws:///t/ABCD1234#CODE99", "bad-address"),
    ("ws://example.org:99999/t/ABCD1234#CODE99", "bad-address"),
    ("ws://example.org/ABCD1234#CODE99", "no-table"), ("ws://example.org/t/#CODE99", "no-table"),
    ("ws://example.org/t/ABCD1234", "no-code"), ("ws://example.org/t/ABCD1234#a b", "no-code"),
    ("ws://example.org/t/ABCD1234#" + "x" * 500, "not-an-invite"),
])
def test_anything_else_is_refused_with_its_reason(text, code):
    with pytest.raises(InviteError) as caught:
        parse_invite(text)
    assert caught.value.code == code


@pytest.mark.parametrize("text, server", [
    ("192.0.2.2:8358/t/K7QX2M9P#H4JD7WQ2", "ws://192.0.2.2:8358"),
    ("  cards.example/t/K7QX2M9P#H4JD7WQ2 ", "ws://cards.example:8358"),
    ("[2001:db8::2]:9000/t/K7QX2M9P#H4JD7WQ2", "ws://[2001:db8::2]:9000"),
])
def test_an_invite_without_its_scheme_is_a_ws_one(text, server):
    """friends-3 D8: an invite read out or pasted without ``ws://`` is taken."""
    invite = parse_invite(text)
    assert (invite.server, invite.table, invite.code) == (server, "K7QX2M9P", "H4JD7WQ2")


def test_address_and_code_typed_apart():
    invite = invite_from_parts("cards.example", "K7QX2M9P#H4JD7WQ2")
    assert str(invite) == "ws://cards.example:8358/t/K7QX2M9P#H4JD7WQ2"
    assert invite_from_parts("host:9000", "K7QX2M9P H4JD7WQ2").server == "ws://host:9000"
    for address, code in [("", "K7QX2M9P#H4JD7WQ2"), ("host", "K7QX2M9P"), ("host", "")]:
        with pytest.raises(InviteError):
            invite_from_parts(address, code)

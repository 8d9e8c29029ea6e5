"""What a table's client and its server share (no Qt): :mod:`.protocol` (the messages and
close codes: docs/PROTOCOL.md in code), :mod:`.wire` (views, events, actions and rules in their
JSON form), :mod:`.invite`, :mod:`.addresses` (this machine's addresses), :mod:`.client` (the
asyncio client) and :mod:`.seat_record` (a seat's own record of a match).

Nothing here is imported when the game's window starts (websockets and msgspec load only when a
table is hosted, joined or served).
"""

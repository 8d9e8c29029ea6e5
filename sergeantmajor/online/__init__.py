"""Playing with friends, the Qt-free part: the table server, its protocol and its clients.

- :mod:`.protocol`: the messages (docs/PROTOCOL.md in code); :mod:`.wire`: views, events,
  actions and rules in their JSON form; :mod:`.invite`: invites; :mod:`.addresses`: this
  machine's addresses; :mod:`.seat_record`: a seat's own record of a match;
- :mod:`.table`: one table (seats, people, the match in the shared turn loop), no sockets;
  :mod:`.agents`: the remote and bot seat agents; :mod:`.names`: names and chat cleaned;
- :mod:`.store`: the data folder (record, journal, table file); :mod:`.server`: the WebSocket
  server and :class:`~.server.ServerThread` to host one in a program;
- :mod:`.client`: the asyncio client; :mod:`.headless`: a player that plays a seat with a bot;
  :mod:`.bench`: ``sergeantmajor bench-server``.

Nothing here is imported when the game's window starts (websockets and msgspec load only when a
table is hosted, joined or served).
"""

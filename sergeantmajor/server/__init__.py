"""The table server and the headless player (no Qt).

- :mod:`.table`: one table (seats, people, the match in the shared turn loop), no sockets;
  :mod:`.agents`: the remote and bot seat agents; :mod:`.names`: names and chat cleaned;
- :mod:`.store`: the data folder (record, journal, table file); :mod:`.server`: the WebSocket
  server and :class:`~.server.ServerThread` to host one in a program;
- :mod:`.headless`: a player that plays a seat with a bot; :mod:`.bench`: ``bench-server``;
  :mod:`.tools`: the ``serve``, ``table-new`` and ``join`` commands.

What a client shares with the server (the protocol, the wire forms, invites, the client) is
:mod:`sergeantmajor.net`. Nothing here is imported when the game's window starts.
"""

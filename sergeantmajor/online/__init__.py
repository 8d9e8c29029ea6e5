"""Playing with friends, the Qt-free part: the wire form of the engine's values, the table
protocol's messages, invites and this machine's addresses."""

"""The table server's command-line tools: ``serve``, ``table-new``, ``join`` (and
``bench-server``, in :mod:`sergeantmajor.server.bench`).

The work is done in :mod:`sergeantmajor.server` and :mod:`sergeantmajor.net`; this module
reads the command line and prints.
None prints a traceback for bad input: exit 0 done, 1 failed (the server refused, could not be
reached, the connection was lost for good), 2 bad usage or input.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import re
import signal
import sys
from pathlib import Path

from ..cli import _say as say_line
from ..cli import add_rules_options, rules_from_args
from ..engine.levels import LEVEL_NAMES, PLAYER_LEVELS
from ..net.client import ClientError, parse_server
from ..net.invite import InviteError, parse_invite
from .bot_pool import default_workers
from .collector import Collector
from .headless import create_table, final_score, play_seat
from .limits import Limits
from .reach import Reach
from .retention import LOBBY_TTL, MATCH_TTL
from .server import DEFAULT_PORT, TableServer, log
from .store import default_data_dir


def _say(tool: str, message: str, status: int) -> int:
    return say_line(f"sergeantmajor {tool}: {message}", sys.stderr, status)


# --------------------------------------------------------------------------- serve
def serve_main(argv: list[str]) -> int:
    """``sergeantmajor serve``: run a table server in the foreground until SIGTERM or Ctrl+C."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor serve",
        description="Run a table server: friends create tables, join them and play.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; 0.0.0.0 for every one)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port (default {DEFAULT_PORT}; 0 picks a free one)")
    parser.add_argument("--port-file", metavar="FILE", help="write the port listened on here")
    parser.add_argument("--data", metavar="DIR",
                        help=f"data folder of the tables (default {default_data_dir()})")
    parser.add_argument("--grace", type=float, default=60.0, metavar="SECONDS",
                        help="seconds before a bot plays for a player whose connection dropped "
                             "(default 60)")
    parser.add_argument("--public-url", metavar="URL",
                        help="the server's address as players reach it, for invites (e.g. "
                             "wss://cards.example.org behind a TLS proxy)")
    parser.add_argument("--id-prefix", default="", metavar="PREFIX",
                        help="start every table id with PREFIX (up to 8 lower-case letters or "
                             "digits): a proxy in front of several servers routes by it")
    parser.add_argument("--max-tables", type=int, default=10_000,
                        help="tables held at once (default 10000)")
    parser.add_argument("--max-connections", type=int, default=None, metavar="N",
                        help="connections held at once (default: what the open-file limit "
                             "allows, less a reserve)")
    parser.add_argument("--connections-per-address", type=int, default=Limits.per_address,
                        metavar="N", help="connections one address (an IPv6 /64) holds at "
                        f"once (default {Limits.per_address}; this computer's own are not "
                        "counted: a proxy here keeps its limits)")
    parser.add_argument("--max-expert-tables", type=int, default=Limits.expert_tables,
                        metavar="N", help="tables of Expert computer players in play at once "
                        f"(default {Limits.expert_tables})")
    parser.add_argument("--single-table", action="store_true",
                        help="serve one table for the player who runs it (the game's Host a "
                             "table): it is made from this computer only, no other is made, "
                             "and the server stops once that table is over")
    parser.add_argument("--lobby-ttl", type=float, default=LOBBY_TTL / 3600, metavar="HOURS",
                        help="hours a table that never started waits with nobody at it, "
                             "since its last activity, before it is forgotten (default 24)")
    parser.add_argument("--match-ttl", type=float, default=MATCH_TTL / 86400, metavar="DAYS",
                        help="days a match in play waits with nobody at it, since its last "
                             "activity, before it is put away (default 7)")
    parser.add_argument("--bot-workers", type=int, default=None, metavar="N",
                        help="processes the computer players think in (default: the cores "
                             f"less one, here {default_workers()}; 0: threads of the server)")
    parser.add_argument("--stats-file", metavar="FILE",
                        help="on SIGUSR1 and when stopping, write the loop's lateness, the "
                             "collector's pauses and the tables held here (JSON), and count "
                             "anew")
    parser.add_argument("--store", metavar="URL",
                        help="keep the tables in a PostgreSQL database that several servers "
                             "share (postgresql://USER@HOST/DATABASE; needs the server-db "
                             "extra) instead of the --data folder")
    parser.add_argument("--lease", type=float, default=None, metavar="SECONDS",
                        help="with --store: how long a server's hold on a table lasts unless "
                             "renewed (default 6): a dead server's tables move after it")
    parser.add_argument("--announce", action="store_true",
                        help="announce the tables with free seats on the local network (mDNS), "
                             "for the Join dialog and 'sergeantmajor tables'")
    parser.add_argument("--open-router", action="store_true",
                        help="ask the home router to forward the port (UPnP-IGD, PCP or "
                             "NAT-PMP) while the server runs, so that friends elsewhere reach "
                             "it; the mapping is removed when it stops")
    parser.add_argument("--router-record", metavar="FILE",
                        help="where the router's mappings are remembered, to remove them at "
                             "the next start after a crash (default DATA/router-mappings.json)")
    parser.add_argument("--reach-file", metavar="FILE",
                        help="write what the router said here (JSON), for the program that "
                             "started the server")
    parser.add_argument("--log-level", default="INFO", choices=["DEBUG", "INFO", "WARNING"],
                        help="what the log (standard error) shows (default INFO)")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        return _fail_serve(f"--port {args.port} is not a port (0 to 65535)")
    if not args.grace >= 0:
        return _fail_serve("--grace must be zero or more seconds")
    if any(n is not None and n < 1 for n in (args.max_connections,
                                             args.connections_per_address)) \
            or args.max_expert_tables < 0:
        return _fail_serve("the connection limits must be 1 or more, --max-expert-tables 0 "
                           "or more")
    if not (args.lobby_ttl > 0 and args.match_ttl > 0):
        return _fail_serve("--lobby-ttl and --match-ttl must be more than zero")
    if args.bot_workers is not None and not 0 <= args.bot_workers <= 256:
        return _fail_serve("--bot-workers must be 0 to 256")
    if not re.fullmatch(r"[a-z0-9]{0,8}", args.id_prefix):
        return _fail_serve("--id-prefix is up to 8 lower-case letters or digits")
    if args.public_url and not re.match(r"^wss?://[^\s/#?]+(/[^\s#?]*)?$", args.public_url):
        return _fail_serve(f"--public-url {args.public_url[:80]!r} is not a ws:// or wss:// URL")
    store = None
    if args.store is not None:
        if not args.store.startswith(("postgresql://", "postgres://")):
            return _fail_serve(f"--store {args.store[:80]!r} is not a postgresql:// address "
                               "(a folder is --data)")
        if args.data:
            return _fail_serve("--store and --data: one or the other")
        if args.lease is not None and not 1 <= args.lease <= 600:
            return _fail_serve("--lease must be 1 to 600 seconds")
        from .pg_store import LEASE, PostgresStore

        lease = args.lease or LEASE
        store = PostgresStore(args.store, lease=lease, renew=min(2.0, lease / 3))
    elif args.lease is not None:
        return _fail_serve("--lease goes with --store")
    data = Path(args.data) if args.data else default_data_dir()
    try:
        if store is None:
            data.mkdir(parents=True, exist_ok=True)
            probe = data / ".write-test"
            probe.write_text("", encoding="utf-8")
            probe.unlink()
    except OSError as exc:
        return _fail_serve(f"cannot write the data folder {data}: {exc.strerror or exc}")
    logging.basicConfig(level=args.log_level, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(message)s")
    # The WebSocket library's own line for every connection opened and closed says nothing the
    # tables' lines do not, and a flood of connections would be a flood of lines.
    logging.getLogger("websockets").setLevel(max(logging.WARNING, logging.getLevelName(
        args.log_level)))
    _raise_file_limit()
    server = TableServer(data, grace=args.grace, public_url=args.public_url,
                         max_tables=args.max_tables, id_prefix=args.id_prefix,
                         lobby_ttl=args.lobby_ttl * 3600, match_ttl=args.match_ttl * 86400,
                         single_table=args.single_table,
                         limits=Limits(connections=args.max_connections,
                                       per_address=args.connections_per_address,
                                       expert_tables=args.max_expert_tables),
                         bot_workers=default_workers() if args.bot_workers is None
                         else args.bot_workers, store=store)
    try:
        reach = Reach(server, args.host, announce=args.announce, open_router=args.open_router,
                      record=Path(args.router_record) if args.router_record
                      else data / "router-mappings.json",
                      reach_file=Path(args.reach_file) if args.reach_file else None)
        return asyncio.run(_serve(server, args.host, args.port, args.port_file,
                                  args.stats_file, reach))
    except KeyboardInterrupt:  # a second Ctrl+C while saving
        return 1


async def _serve(server: TableServer, host: str, port: int, port_file: str | None,
                 stats_file: str | None = None, reach: Reach | None = None) -> int:
    from .pg_store import StoreUnavailableError

    try:
        await server.start(host, port)
    except StoreUnavailableError as exc:  # the database: unreachable, refused, too new
        return _fail_serve(str(exc))
    except OSError as exc:
        return _fail_serve(f"cannot listen on {host}:{port}: {exc.strerror or exc}")
    if port_file:
        try:
            tmp = Path(port_file).with_name(Path(port_file).name + ".tmp")
            tmp.write_text(f"{server.port}\n", encoding="utf-8")
            os.replace(tmp, port_file)
        except OSError as exc:
            await server.stop()
            return _fail_serve(f"cannot write --port-file {port_file}: {exc.strerror or exc}")
    collector = Collector()  # small collections on the loop's clock (collector.py)
    collector.start()
    print(f"listening on {server.url}", flush=True)
    if reach is not None:
        await reach.start()  # the router's port and the announcement, if asked for
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stopping.set)
    if stats_file:
        loop.add_signal_handler(signal.SIGUSR1, lambda: _write_stats(server, stats_file))
    done = asyncio.create_task(server.done.wait())  # a single-table server's table is over
    await asyncio.wait([asyncio.create_task(stopping.wait()), done],
                       return_when=asyncio.FIRST_COMPLETED)
    log.info("stopping: saving every table")
    if stats_file:
        _write_stats(server, stats_file)
    if reach is not None:
        await reach.stop()
    await server.stop()
    collector.stop()
    return 0


def _write_stats(server: TableServer, path: str) -> None:
    """``--stats-file``: the figures since the last time, written atomically; count anew."""
    stats = server.stats()
    server.watch.reset()
    try:
        tmp = Path(path).with_name(Path(path).name + ".tmp")
        tmp.write_text(json.dumps(stats) + "\n", encoding="utf-8")
        os.replace(tmp, path)
    except OSError as exc:
        log.error("cannot write --stats-file %s: %s", path, exc.strerror or exc)


def _raise_file_limit() -> None:
    """Every connection and every table's journal is an open file: allow as many as the
    system lets this process have."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if hard == resource.RLIM_INFINITY or hard > soft:
            resource.setrlimit(resource.RLIMIT_NOFILE,
                               (hard if hard != resource.RLIM_INFINITY else 65536, hard))
    except (ImportError, ValueError, OSError):
        pass


def _fail_serve(message: str) -> int:
    return _say("serve", message, 2)


# --------------------------------------------------------------------------- table-new
def table_new_main(argv: list[str]) -> int:
    """``sergeantmajor table-new ws://HOST:PORT``: make a table, print its invite last."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor table-new",
        description="Make a table on a table server and print its invite (the last line).")
    parser.add_argument("server", help="the server's address, ws://HOST:PORT")
    add_rules_options(parser)
    parser.add_argument("--bots", default="normal", choices=PLAYER_LEVELS,
                        help="the level of the computer players (default normal)")
    parser.add_argument("--humans", type=int, default=None, metavar="N",
                        help="seats kept for people (default: every seat); the others get "
                             "bots at once")
    args = parser.parse_args(argv)
    from ..engine.errors import RulesError

    try:
        url = parse_server(args.server)
        rules = rules_from_args(args)
    except (InviteError, RulesError) as exc:
        return _say("table-new", str(exc), 2)
    if args.humans is not None and not 1 <= args.humans <= rules.players:
        return _say("table-new", f"--humans {args.humans}: these rules have "
                    f"{rules.players} seats", 2)
    try:
        created = asyncio.run(create_table(url, rules, args.bots, args.humans))
    except ClientError as exc:
        return _say("table-new", str(exc), 1)
    humans = rules.players if args.humans is None else args.humans
    print(f"table {created.table}: {rules.to_dict()}, {rules.players} seats, "
          f"{humans} for people, bots {args.bots}")
    print(f"host token (starts the table early, bots in the empty seats): {created.host}")
    print(created.invite, flush=True)
    return 0


# --------------------------------------------------------------------------- join
def join_main(argv: list[str]) -> int:
    """``sergeantmajor join INVITE --name NAME --bot LEVEL``: play a seat to the match's end."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor join",
        description="Take a seat at a table and play it with a computer player to the end of "
                    "the match; prints the final score.")
    parser.add_argument("invite", help="the table's invite, ws://HOST:PORT/t/TABLE#CODE")
    parser.add_argument("--name", required=True, help="the name the table shows")
    parser.add_argument("--bot", required=True, choices=LEVEL_NAMES,
                        help="the computer player that plays the seat")
    parser.add_argument("--seed", type=int, default=None, help="the bot's seed")
    parser.add_argument("--host", metavar="TOKEN", help="the host token: start the match "
                        "at once, bots in the seats nobody took")
    parser.add_argument("--reconnect", type=float, default=60.0, metavar="SECONDS",
                        help="how long to try to come back after the connection drops (60)")
    args = parser.parse_args(argv)
    try:
        invite = parse_invite(args.invite)
    except InviteError as exc:
        return _say("join", f"{args.invite.strip()[:80]!r}: {exc}", 2)
    if not args.name.strip():
        return _say("join", "--name needs at least one visible character", 2)

    def report(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    try:
        result = asyncio.run(play_seat(invite.table_url, invite.code, args.name, args.bot,
                                       seed=args.seed, host=args.host,
                                       reconnect=args.reconnect, report=report))
    except ClientError as exc:
        return _say("join", str(exc), 1)
    except KeyboardInterrupt:
        return _say("join", "stopped", 1)
    print(final_score(result), flush=True)
    return 0

"""Real PostgreSQL and HAProxy for the server's tests (issue 33): each started from the
distribution's packages in a scratch folder, listening on loopback only, stopped at the end.

PostgreSQL refuses to run as root: as root (CI) the cluster runs as the ``postgres`` user the
package makes. Each pytest process (each xdist worker too) starts its own cluster on its own
free port and folder; each test gets a fresh database in it. A machine without the binaries
skips these tests with a reason saying what to install (``.ci/run`` installs them).
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    """A port free on 127.0.0.1 now (the caller binds it at once)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _pg_binary(name: str) -> str | None:
    for found in sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True):
        return found
    return shutil.which(name)


@dataclass
class Postgres:
    """One scratch PostgreSQL cluster."""

    folder: Path
    port: int
    user: str = "sm"
    _databases: int = 0

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{self.user}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database: its URL."""
        self._databases += 1
        name = f"t{os.getpid()}_{self._databases}"
        self.psql(f"CREATE DATABASE {name}")
        return self.url(name)

    def psql(self, sql: str, database: str = "postgres") -> str:
        """Run ``sql`` with psql; its output."""
        done = subprocess.run(
            [_pg_binary("psql") or "psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
             "-h", "127.0.0.1", "-p", str(self.port), "-U", self.user, "-d", database,
             "-c", sql], capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            raise RuntimeError(f"psql failed: {done.stderr.strip()}")
        return done.stdout


def _as_postgres_user() -> tuple[int, int] | None:
    """(uid, gid) to run PostgreSQL as when this process is root; ``None`` otherwise."""
    if os.geteuid() != 0:
        return None
    try:
        entry = pwd.getpwnam("postgres")
    except KeyError:
        pytest.skip("running as root and there is no 'postgres' user to run PostgreSQL as "
                    "(the distribution's postgresql package makes it)")
    return entry.pw_uid, entry.pw_gid


@contextlib.contextmanager
def postgres_cluster(durable: bool = False) -> Iterator[Postgres]:
    """A scratch cluster on a free loopback port, in a temporary folder, for the block
    (``durable``: every commit synced to the disk, as in production; the tests' cluster
    skips that)."""
    initdb, pg_ctl = _pg_binary("initdb"), _pg_binary("pg_ctl")
    if initdb is None or pg_ctl is None or _pg_binary("psql") is None:
        pytest.skip("PostgreSQL's initdb, pg_ctl and psql are not installed: install the "
                    "distribution's postgresql package (.ci/run does)")
    owner = _as_postgres_user()
    folder = Path(tempfile.mkdtemp(prefix="sm-pg-"))
    data = folder / "data"

    def become() -> None:
        if owner is not None:
            os.setgid(owner[1])
            os.setuid(owner[0])

    if owner is not None:
        os.chown(folder, *owner)
    env = dict(os.environ, LC_ALL="C", LANG="C")
    try:
        subprocess.run([initdb, "-D", str(data), "-U", "sm", "--auth=trust", "-E", "UTF8",
                        "--no-sync"], check=True, capture_output=True, preexec_fn=become,
                       env=env, cwd=folder, timeout=120)
        for _attempt in range(5):
            port = free_port()
            options = (f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 "
                       "-c max_connections=200")
            if not durable:
                options += " -c fsync=off -c full_page_writes=off"
            started = subprocess.run(
                [pg_ctl, "-D", str(data), "-l", str(folder / "log"), "-w", "-t", "60", "-o",
                 options, "start"], capture_output=True, preexec_fn=become, env=env,
                cwd=folder, timeout=90)
            if started.returncode == 0:
                break
        else:
            raise RuntimeError("PostgreSQL did not start: "
                               + (folder / "log").read_text(errors="replace")[-500:])
        yield Postgres(folder, port)
    finally:
        if (data / "postmaster.pid").exists():
            subprocess.run([pg_ctl, "-D", str(data), "-m", "immediate", "-w", "stop"],
                           capture_output=True, preexec_fn=become, env=env, cwd=folder,
                           timeout=60)
        shutil.rmtree(folder, ignore_errors=True)


# --------------------------------------------------------------------------- HAProxy
@dataclass
class Haproxy:
    """One HAProxy process on a loopback port."""

    process: subprocess.Popen[str]
    port: int
    config: Path

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"


def haproxy_config(backends: list[int], port: int, source: str = "haproxy.cfg") -> str:
    """A shipped ``packaging/server/`` HAProxy file made to run here: the frontend on
    ``127.0.0.1:port`` in plain HTTP (no certificate), its servers the ``backends``' loopback
    ports, no syslog; everything else (balancing, health checks, retries) as shipped."""
    text = (ROOT / "packaging" / "server" / source).read_text()
    lines = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("bind "):
            line = f"    bind 127.0.0.1:{port}"
        elif stripped.startswith("log "):
            continue
        elif stripped.startswith("server ") and "127.0.0.1:" in stripped:
            name = stripped.split()[1]
            index = ord(name[-1]) - ord("a") if name[-1].isalpha() else int(name[-1]) - 1
            if index >= len(backends):
                continue
            before, _, after = line.partition("127.0.0.1:")
            after = after.split(" ", 1)[1] if " " in after else ""
            line = f"{before}127.0.0.1:{backends[index]} {after}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _files_limit(limit: int | None) -> Any:
    def apply() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))
    return apply


@contextlib.contextmanager
def haproxy(backends: list[int], folder: Path, files: int | None = 1024,
            source: str = "haproxy.cfg") -> Iterator[Haproxy]:
    """HAProxy in front of the servers listening on ``backends``, for the block, under a
    limit of ``files`` open files (a usual machine's default)."""
    binary = shutil.which("haproxy") or "/usr/sbin/haproxy"
    if not os.path.exists(binary):
        pytest.skip("HAProxy is not installed: install the distribution's haproxy package "
                    "(.ci/run does)")
    config = folder / "haproxy.cfg"
    for _attempt in range(5):
        port = free_port()
        config.write_text(haproxy_config(backends, port, source), encoding="utf-8")
        process = subprocess.Popen([binary, "-db", "-f", str(config)], stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True,
                                   preexec_fn=_files_limit(files))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and process.poll() is None:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        if process.poll() is None:
            break
    else:
        out = process.stdout.read() if process.stdout else ""
        raise RuntimeError(f"HAProxy did not start: {out[-500:]}")
    try:
        yield Haproxy(process, port, config)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stdout is not None:
            process.stdout.close()


# --------------------------------------------------------------------------- serve
@dataclass
class Served:
    """One ``sergeantmajor serve`` process."""

    process: subprocess.Popen[str]
    port: int
    log: Path

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        """SIGTERM, then SIGKILL if it does not stop in 20 s."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def serve(folder: Path, *args: str, port: int = 0) -> Served:
    """``sergeantmajor serve`` on loopback with ``args``; returns once it listens (its log in
    ``folder/serve-PORT.log``)."""
    folder.mkdir(parents=True, exist_ok=True)
    port_file = folder / f"port-{time.monotonic_ns()}"
    log = folder / f"serve-{time.monotonic_ns()}.log"
    with open(log, "w") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "sergeantmajor", "serve", "--port", str(port),
             "--port-file", str(port_file), "--bot-workers", "0", *args],
            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=sink, text=True,
            env=dict(os.environ, SERGEANTMAJOR_DATA_DIR=str(folder / "home-data")))
    deadline = time.monotonic() + 60
    while not port_file.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise RuntimeError(f"serve did not start: {log.read_text()[-500:]}")
        time.sleep(0.05)
    return Served(process, int(port_file.read_text()), log)


# --------------------------------------------------------------------------- fixtures
@pytest.fixture(scope="session")
def postgres() -> Iterator[Postgres]:
    """This pytest process's scratch PostgreSQL cluster (one per xdist worker)."""
    with postgres_cluster() as cluster:
        yield cluster


@pytest.fixture
def pg_url(postgres: Postgres) -> str:
    """A fresh database of the session's cluster: its URL."""
    return postgres.new_database()

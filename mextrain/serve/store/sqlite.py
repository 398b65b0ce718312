"""The tables in one SQLite file under the data folder: one process."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .base import class_tokens, tokens

DB_FILE = "tables.sqlite3"


class LocalBus:
    """Publish and subscribe inside one process (the SQLite store)."""

    def __init__(self):
        self._subs = defaultdict(list)

    async def publish(self, channel: str, message: dict) -> None:
        for callback in list(self._subs.get(channel, ())):
            await callback(message)

    async def subscribe(self, channel: str, callback) -> None:
        self._subs[channel].append(callback)

    async def unsubscribe(self, channel: str, callback) -> None:
        subs = self._subs.get(channel, [])
        if callback in subs:
            subs.remove(callback)
        if not subs:
            self._subs.pop(channel, None)


class SQLiteStore:
    """One file under the data folder, WAL journal, every write committed
    (``synchronous=FULL``) before it returns. One thread owns the
    connection, so the event loop never waits on the disk."""

    def __init__(self, data: Path):
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="mextrain-sqlite")
        self._path = data / DB_FILE
        self._db = None
        self.bus = LocalBus()
        # {table: {seat: connections}} and {table: {seat: when the last left}}:
        # a table's publish reads its own, not every table's (hundreds a process).
        self._presence: dict[str, dict[str, int]] = defaultdict(dict)
        self._seen: dict[str, dict[str, float]] = defaultdict(dict)

    def _run(self, fn, *args):
        return asyncio.get_running_loop().run_in_executor(self._pool, fn, *args)

    def _open(self):
        # Every link's token and every hand are in it: its owner's alone. SQLite
        # gives its write-ahead log and shared memory the database's mode.
        os.close(os.open(self._path, os.O_CREAT | os.O_RDWR, 0o600))
        os.chmod(self._path, 0o600)
        db = sqlite3.connect(self._path, check_same_thread=False, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        db.execute("CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, created REAL, meta TEXT, state TEXT,"
                   " ply INTEGER)")
        db.execute("CREATE TABLE IF NOT EXISTS tokens (token TEXT PRIMARY KEY, id TEXT, role TEXT)")
        db.execute("CREATE TABLE IF NOT EXISTS classes (id TEXT PRIMARY KEY, created REAL, meta TEXT)")
        db.execute("CREATE TABLE IF NOT EXISTS class_tokens (token TEXT PRIMARY KEY, id TEXT, role TEXT)")
        db.execute("CREATE TABLE IF NOT EXISTS class_log (id TEXT, n INTEGER, event TEXT, PRIMARY KEY (id, n))")
        self._db = db

    async def start(self) -> None:
        await self._run(self._open)

    async def teacher(self, token: str) -> str:
        """The teacher's token every process of this store shares."""
        return token

    async def close(self) -> None:
        if self._db is not None:
            await self._run(self._db.close)
        self._pool.shutdown(wait=True)

    # ---- tables ---------------------------------------------------------------

    def _create(self, meta, state, ply):
        with self._db:
            self._db.execute("BEGIN")
            self._db.execute("INSERT INTO tables VALUES (?, ?, ?, ?, ?)",
                             (meta["id"], meta["created"], json.dumps(meta), state, ply))
            self._db.executemany("INSERT INTO tokens VALUES (?, ?, ?)", tokens(meta))

    async def create(self, meta: dict, state: str, ply: int) -> None:
        await self._run(self._create, meta, state, ply)

    def _load(self, table_id):
        row = self._db.execute("SELECT meta, state, ply FROM tables WHERE id = ?", (table_id,)).fetchone()
        return None if row is None else (json.loads(row[0]), row[1], row[2])

    async def load(self, table_id: str):
        """(meta, state, ply) of a table, or None."""
        return await self._run(self._load, table_id)

    def _save(self, meta, state, ply):
        with self._db:
            self._db.execute("BEGIN")
            self._db.execute("UPDATE tables SET meta = ?, state = ?, ply = ? WHERE id = ?",
                             (json.dumps(meta), state, ply, meta["id"]))
            self._db.execute("DELETE FROM tokens WHERE id = ?", (meta["id"],))
            self._db.executemany("INSERT INTO tokens VALUES (?, ?, ?)", tokens(meta))
        return True

    async def save(self, meta: dict, state: str, ply: int, owner: str | None = None) -> bool:
        """Write a table; False if this process no longer owns it (Redis)."""
        return await self._run(self._save, meta, state, ply)

    def _token(self, token):
        return self._db.execute("SELECT id, role FROM tokens WHERE token = ?", (token,)).fetchone()

    async def find_token(self, token: str):
        """(table id, role) of a link's token: role is a seat number as text or "projector"."""
        row = await self._run(self._token, token)
        return None if row is None else (row[0], row[1])

    def _list(self):
        rows = self._db.execute("SELECT meta FROM tables ORDER BY created").fetchall()
        return [json.loads(r[0]) for r in rows]

    async def list(self) -> list[dict]:
        return await self._run(self._list)

    # ---- ownership (always this process's) -------------------------------------

    async def acquire(self, table_id: str, owner: str) -> bool:
        return True

    async def renew(self, table_id: str, owner: str) -> bool:
        return True

    async def release(self, table_id: str, owner: str) -> None:
        pass

    # ---- who is connected -------------------------------------------------------

    async def presence(self, table_id: str, seat: str, proc: str, delta: int) -> None:
        here = self._presence[table_id]
        here[seat] = here.get(seat, 0) + delta
        if here[seat] <= 0:
            del here[seat]
            self._seen[table_id][seat] = time.time()
            if not here:
                del self._presence[table_id]

    async def connected(self, table_id: str) -> tuple[dict, dict]:
        """({seat: connections}, {seat: when the last one left}) of a table."""
        return dict(self._presence.get(table_id, {})), dict(self._seen.get(table_id, {}))

    async def heartbeat(self, proc: str) -> None:
        pass

    # ---- class activities ---------------------------------------------------------

    def _create_class(self, meta):
        with self._db:
            self._db.execute("BEGIN")
            self._db.execute("INSERT INTO classes VALUES (?, ?, ?)", (meta["id"], meta["created"], json.dumps(meta)))
            self._db.executemany("INSERT INTO class_tokens VALUES (?, ?, ?)", class_tokens(meta))

    async def create_class(self, meta: dict) -> None:
        await self._run(self._create_class, meta)

    def _load_class(self, class_id):
        row = self._db.execute("SELECT meta FROM classes WHERE id = ?", (class_id,)).fetchone()
        return None if row is None else json.loads(row[0])

    async def load_class(self, class_id: str):
        return await self._run(self._load_class, class_id)

    def _list_classes(self):
        return [json.loads(r[0]) for r in self._db.execute("SELECT meta FROM classes ORDER BY created")]

    async def list_classes(self) -> list[dict]:
        return await self._run(self._list_classes)

    def _find_class(self, token):
        return self._db.execute("SELECT id, role FROM class_tokens WHERE token = ?", (token,)).fetchone()

    async def find_class(self, token: str):
        row = await self._run(self._find_class, token)
        return None if row is None else (row[0], row[1])

    def _record(self, class_id, event):
        with self._db:
            self._db.execute("BEGIN IMMEDIATE")
            (n,) = self._db.execute("SELECT COALESCE(MAX(n), 0) + 1 FROM class_log WHERE id = ?",
                                    (class_id,)).fetchone()
            self._db.execute("INSERT INTO class_log VALUES (?, ?, ?)", (class_id, n, json.dumps(event)))
        return n

    async def record(self, class_id: str, event: dict) -> int:
        return await self._run(self._record, class_id, event)

    def _records(self, class_id, since):
        rows = self._db.execute("SELECT event FROM class_log WHERE id = ? AND n > ? ORDER BY n", (class_id, since))
        return [json.loads(r[0]) for r in rows]

    async def records(self, class_id: str, since: int = 0) -> list[dict]:
        return await self._run(self._records, class_id, since)

    def _end_class(self, class_id):
        with self._db:
            self._db.execute("BEGIN")
            for table in ("classes", "class_tokens", "class_log"):
                self._db.execute(f"DELETE FROM {table} WHERE id = ?", (class_id,))

    async def end_class(self, class_id: str) -> None:
        await self._run(self._end_class, class_id)

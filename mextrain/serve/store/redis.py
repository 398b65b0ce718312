"""The tables in a real Redis: several processes sharing them."""

from __future__ import annotations

import asyncio
import json
import time
from collections import defaultdict

from .base import LEASE_MS, class_tokens, tokens


class RedisStore:
    """The tables in a real Redis: ``mt:t:<id>`` (a hash: meta, state, ply),
    ``mt:tok:<token>``, the set ``mt:tables``, a lease ``mt:t:<id>:owner``
    and pub/sub channels; a class, ``mt:c:<id>`` (its meta), its log (a list,
    ``mt:c:<id>:log``), ``mt:ctok:<token>`` and the set ``mt:classes``. A write checks the lease in the same step (a Lua
    script), so a process that lost its table cannot overwrite the new
    owner's moves."""

    SAVE = """
    if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 0 end
    redis.call('HSET', KEYS[1], 'meta', ARGV[2], 'state', ARGV[3], 'ply', ARGV[4])
    return 1
    """
    RENEW = """
    if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
    return 0
    """
    RELEASE = """
    if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
    return 0
    """

    def __init__(self, url: str):
        import redis.asyncio as aioredis
        self._redis = aioredis.from_url(url, decode_responses=True)
        self.bus = RedisBus(self._redis)

    async def start(self) -> None:
        await self._redis.ping()
        self._save = self._redis.register_script(self.SAVE)
        self._renew = self._redis.register_script(self.RENEW)
        self._release = self._redis.register_script(self.RELEASE)

    async def teacher(self, token: str) -> str:
        """The first process's token, for every process of this Redis."""
        await self._redis.set("mt:teacher", token, nx=True)
        return await self._redis.get("mt:teacher")

    async def close(self) -> None:
        await self.bus.close()
        await self._redis.aclose()

    async def create(self, meta: dict, state: str, ply: int) -> None:
        async with self._redis.pipeline(transaction=True) as p:
            p.hset(f"mt:t:{meta['id']}", mapping={"meta": json.dumps(meta), "state": state, "ply": ply})
            p.zadd("mt:tables", {meta["id"]: meta["created"]})
            for token, table_id, role in tokens(meta):
                p.set(f"mt:tok:{token}", f"{table_id} {role}")
            await p.execute()

    async def load(self, table_id: str):
        doc = await self._redis.hgetall(f"mt:t:{table_id}")
        return (json.loads(doc["meta"]), doc["state"], int(doc["ply"])) if doc else None

    async def save(self, meta: dict, state: str, ply: int, owner: str | None = None) -> bool:
        table_id = meta["id"]
        before = await self._redis.hget(f"mt:t:{table_id}", "meta")
        ok = await self._save(keys=[f"mt:t:{table_id}", f"mt:t:{table_id}:owner"],
                              args=[owner, json.dumps(meta), state, ply])
        if ok and before is not None:
            old = {t for t, _, _ in tokens(json.loads(before))}
            new = tokens(meta)
            async with self._redis.pipeline(transaction=True) as p:
                for token in old - {t for t, _, _ in new}:
                    p.delete(f"mt:tok:{token}")
                for token, tid, role in new:
                    p.set(f"mt:tok:{token}", f"{tid} {role}")
                await p.execute()
        return bool(ok)

    async def find_token(self, token: str):
        value = await self._redis.get(f"mt:tok:{token}")
        return None if value is None else tuple(value.split(" ", 1))

    async def list(self) -> list[dict]:
        ids = await self._redis.zrange("mt:tables", 0, -1)
        metas = []
        for table_id in ids:
            meta = await self._redis.hget(f"mt:t:{table_id}", "meta")
            if meta is not None:
                metas.append(json.loads(meta))
        return metas

    async def acquire(self, table_id: str, owner: str) -> bool:
        key = f"mt:t:{table_id}:owner"
        if await self._redis.set(key, owner, nx=True, px=LEASE_MS):
            return True
        return await self._redis.get(key) == owner

    async def renew(self, table_id: str, owner: str) -> bool:
        return bool(await self._renew(keys=[f"mt:t:{table_id}:owner"], args=[owner, LEASE_MS]))

    async def release(self, table_id: str, owner: str) -> None:
        await self._release(keys=[f"mt:t:{table_id}:owner"], args=[owner])

    async def presence(self, table_id: str, seat: str, proc: str, delta: int) -> None:
        key = f"mt:t:{table_id}:here"
        field = f"{seat} {proc}"
        if await self._redis.hincrby(key, field, delta) <= 0:
            await self._redis.hdel(key, field)
            await self._redis.hset(f"mt:t:{table_id}:seen", seat, time.time())

    async def connected(self, table_id: str) -> tuple[dict, dict]:
        fields = await self._redis.hgetall(f"mt:t:{table_id}:here")
        procs = sorted({f.split(" ", 1)[1] for f in fields})
        alive = dict(zip(procs, await self._redis.mget([f"mt:proc:{p}" for p in procs]))) if procs else {}
        here: dict[str, int] = defaultdict(int)
        for f, n in fields.items():
            seat, proc = f.split(" ", 1)
            if alive.get(proc):  # a process killed with -9 leaves its counts behind
                here[seat] += int(n)
        seen = {s: float(t) for s, t in (await self._redis.hgetall(f"mt:t:{table_id}:seen")).items()}
        return dict(here), seen

    async def heartbeat(self, proc: str) -> None:
        await self._redis.set(f"mt:proc:{proc}", "1", px=LEASE_MS)

    async def create_class(self, meta: dict) -> None:
        async with self._redis.pipeline(transaction=True) as p:
            p.set(f"mt:c:{meta['id']}", json.dumps(meta))
            p.zadd("mt:classes", {meta["id"]: meta["created"]})
            for token, class_id, role in class_tokens(meta):
                p.set(f"mt:ctok:{token}", f"{class_id} {role}")
            await p.execute()

    async def load_class(self, class_id: str):
        meta = await self._redis.get(f"mt:c:{class_id}")
        return None if meta is None else json.loads(meta)

    async def list_classes(self) -> list[dict]:
        ids = await self._redis.zrange("mt:classes", 0, -1)
        metas = await self._redis.mget([f"mt:c:{i}" for i in ids]) if ids else []
        return [json.loads(m) for m in metas if m is not None]

    async def find_class(self, token: str):
        value = await self._redis.get(f"mt:ctok:{token}")
        return None if value is None else tuple(value.split(" ", 1))

    async def record(self, class_id: str, event: dict) -> int:
        return await self._redis.rpush(f"mt:c:{class_id}:log", json.dumps(event))

    async def records(self, class_id: str, since: int = 0) -> list[dict]:
        return [json.loads(e) for e in await self._redis.lrange(f"mt:c:{class_id}:log", since, -1)]

    async def end_class(self, class_id: str) -> None:
        meta = await self.load_class(class_id)
        async with self._redis.pipeline(transaction=True) as p:
            for token, _, _ in class_tokens(meta) if meta else ():
                p.delete(f"mt:ctok:{token}")
            p.delete(f"mt:c:{class_id}", f"mt:c:{class_id}:log")
            p.zrem("mt:classes", class_id)
            await p.execute()


class RedisBus:
    """Pub/sub over one Redis connection per process; messages are JSON."""

    def __init__(self, redis):
        self._pubsub = redis.pubsub(ignore_subscribe_messages=True)
        self._redis = redis
        self._subs = defaultdict(list)
        self._reader = None

    async def publish(self, channel: str, message: dict) -> None:
        await self._redis.publish(channel, json.dumps(message))

    async def subscribe(self, channel: str, callback) -> None:
        first = not self._subs[channel]
        self._subs[channel].append(callback)
        if first:
            await self._pubsub.subscribe(channel)
        if self._reader is None:
            self._reader = asyncio.create_task(self._read())

    async def unsubscribe(self, channel: str, callback) -> None:
        subs = self._subs.get(channel, [])
        if callback in subs:
            subs.remove(callback)
        if not subs and channel in self._subs:
            del self._subs[channel]
            await self._pubsub.unsubscribe(channel)

    async def _read(self) -> None:
        while True:
            msg = await self._pubsub.get_message(timeout=1.0)
            if msg is None or msg.get("type") != "message":
                if not self._pubsub.subscribed:
                    await asyncio.sleep(0.05)
                continue
            for callback in list(self._subs.get(msg["channel"], ())):
                try:
                    await callback(json.loads(msg["data"]))
                except Exception:  # one bad delivery must not stop the reader for every table
                    import logging
                    logging.getLogger("mextrain.serve").exception("delivering on %s", msg["channel"])

    async def close(self) -> None:
        if self._reader is not None:
            self._reader.cancel()
        await self._pubsub.aclose()

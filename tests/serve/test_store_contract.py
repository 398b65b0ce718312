"""One contract for every store of the classroom server: SQLite under a data
folder and a real ``redis-server`` (started by the test on loopback) pass
the same checks of ``mextrain.serve.store.Store``."""

from __future__ import annotations

import asyncio

import pytest

from mextrain.serve.store import LEASE_MS, RedisStore, SQLiteStore, Store


def _meta(table_id: str, created: float, ended: bool = False) -> dict:
    return {"id": table_id, "created": created, "ended": ended, "projector": f"proj-{table_id}",
            "seats": [{"kind": "student", "token": f"seat0-{table_id}"}, {"kind": "planner", "token": None}]}


@pytest.fixture(params=["sqlite", "redis"])
def make_store(request, tmp_path):
    """A factory of stores of one kind; every store made shares the same tables (one folder, one Redis)."""
    made = []

    def make() -> Store:
        if request.param == "sqlite":
            store: Store = SQLiteStore(tmp_path)
        else:
            store = RedisStore(request.getfixturevalue("redis_server").url)
        made.append(store)
        return store
    yield make


def run(coro):
    return asyncio.run(coro)


def test_tables_and_their_links(make_store):
    async def go():
        store = make_store()
        await store.start()
        assert await store.load("t1") is None and await store.find_token("seat0-t1") is None
        await store.create(_meta("t1", 1.0), '{"state": 1}', 0)
        await store.create(_meta("t2", 2.0), '{"state": 2}', 0)
        meta, state, ply = await store.load("t1")
        assert meta == _meta("t1", 1.0) and state == '{"state": 1}' and ply == 0
        assert await store.find_token("seat0-t1") == ("t1", "0")
        assert await store.find_token("proj-t2") == ("t2", "projector")
        assert [m["id"] for m in await store.list()] == ["t1", "t2"]  # oldest first
        # A save replaces the record and the links: a new seat token, the old one gone.
        assert await store.acquire("t1", "me")
        changed = _meta("t1", 1.0)
        changed["seats"][0]["token"] = "fresh-t1"
        assert await store.save(changed, '{"state": 3}', 5, owner="me")
        assert (await store.load("t1"))[1:] == ('{"state": 3}', 5)
        assert await store.find_token("fresh-t1") == ("t1", "0") and await store.find_token("seat0-t1") is None
        # An ended table answers no link.
        assert await store.acquire("t2", "me")
        assert await store.save(_meta("t2", 2.0, ended=True), "{}", 1, owner="me")
        assert await store.find_token("proj-t2") is None and await store.find_token("seat0-t2") is None
        await store.close()
    run(go())


def test_the_teacher_token_is_the_first_one_given(make_store):
    async def go():
        first, second = make_store(), make_store()
        await first.start()
        await second.start()
        token = await first.teacher("a" * 40)
        assert token == "a" * 40
        shared = await second.teacher("b" * 40)
        assert shared in ("a" * 40, "b" * 40)  # SQLite: one process, its own; Redis: the first one's
        await first.close()
        await second.close()
    run(go())


def test_presence_counts_connections_and_remembers_when_the_last_left(make_store):
    async def go():
        store = make_store()
        await store.start()
        await store.heartbeat("p1")
        await store.presence("t1", "0", "p1", +1)
        await store.presence("t1", "0", "p1", +1)
        await store.presence("t1", "projector", "p1", +1)
        here, seen = await store.connected("t1")
        assert here == {"0": 2, "projector": 1} and seen == {}
        await store.presence("t1", "0", "p1", -1)
        await store.presence("t1", "0", "p1", -1)
        here, seen = await store.connected("t1")
        assert here == {"projector": 1} and set(seen) == {"0"}
        assert await store.connected("other") == ({}, {})
        await store.close()
    run(go())


def test_the_bus_delivers_to_subscribers_until_they_leave(make_store):
    async def go():
        store = make_store()
        await store.start()
        got = []

        async def listen(message):
            got.append(message)
        await store.bus.subscribe("mt:test", listen)
        await store.bus.publish("mt:test", {"n": 1})
        for _ in range(100):
            if got:
                break
            await asyncio.sleep(0.02)
        await store.bus.unsubscribe("mt:test", listen)
        await store.bus.publish("mt:test", {"n": 2})
        await asyncio.sleep(0.2)
        assert got == [{"n": 1}]
        await store.close()
    run(go())


def test_a_lease_is_one_owners_at_a_time(make_store):
    async def go():
        store = make_store()
        await store.start()
        await store.create(_meta("t1", 1.0), "{}", 0)
        assert await store.acquire("t1", "a") and await store.renew("t1", "a")
        if isinstance(store, SQLiteStore):  # one process: the lease is always its own
            assert await store.acquire("t1", "b")
        else:
            assert not await store.acquire("t1", "b") and not await store.renew("t1", "b")
            assert not await store.save(_meta("t1", 1.0), '{"x": 1}', 1, owner="b")  # not the owner's: refused
            assert (await store.load("t1"))[2] == 0
            await store.release("t1", "b")  # someone else's release changes nothing
            assert not await store.acquire("t1", "b")
            await store.release("t1", "a")
            assert await store.acquire("t1", "b")
            await asyncio.sleep(LEASE_MS / 1000 + 0.3)  # a lease not renewed runs out
            assert await store.acquire("t1", "a")
        await store.close()
    run(go())


def _class(class_id: str, created: float) -> dict:
    return {"id": class_id, "created": created, "join": f"join-{class_id}", "summary": f"sum-{class_id}",
            "lessons": ["03"], "language": "cs"}


def test_a_class_keeps_its_log_in_order_until_it_ends(make_store):
    async def go():
        store = make_store()
        await store.start()
        assert await store.load_class("c1") is None and await store.find_class("join-c1") is None
        await store.create_class(_class("c1", 1.0))
        await store.create_class(_class("c2", 2.0))
        assert await store.load_class("c1") == _class("c1", 1.0)
        assert [m["id"] for m in await store.list_classes()] == ["c1", "c2"]
        assert await store.find_class("join-c2") == ("c2", "join")
        assert await store.find_class("sum-c1") == ("c1", "summary")
        events = [{"kind": "join", "student": "s1", "name": "Anička"}, {"kind": "check", "student": "s1"}]
        assert [await store.record("c1", e) for e in events] == [1, 2]
        assert await store.record("c2", {"kind": "join", "student": "s9", "name": "Bo"}) == 1
        assert await store.records("c1") == events and await store.records("c1", since=1) == events[1:]
        # A second process sees what the first stored (one folder, one Redis).
        other = make_store()
        await other.start()
        assert await other.records("c1") == events
        await other.close()
        # Ending a class deletes its names and answers and its links; the other class stays.
        await store.end_class("c1")
        assert await store.load_class("c1") is None and await store.records("c1") == []
        assert await store.find_class("join-c1") is None and await store.find_class("sum-c1") is None
        assert [m["id"] for m in await store.list_classes()] == ["c2"] and len(await store.records("c2")) == 1
        await store.close()
    run(go())

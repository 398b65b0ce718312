"""A bounded load test: 30 tables x 4 scripted seats on loopback, each seat
a real websocket playing random legal moves. Every intent is answered and
reaches every seat of its table; no intent is refused. Timings are the
benchmark's business (benchmarks/serve.py), not asserted here."""

from __future__ import annotations

import asyncio
import statistics

from harness import load

SETTINGS = {"players": 4, "seats": ["student"] * 4, "rules": {"max_pip": 9}, "rounds": "one", "delay": 0}


def test_30_tables_of_4_scripted_seats(server):
    result = asyncio.run(load(server, 30, {**SETTINGS, "seed": 3}, moves=12, think=(0.05, 0.3), timeout=90))
    assert result["finished"] == 30
    assert result["problems"] == []
    assert len(result["latencies"]) >= 30 * 12
    print(f"\n30 tables x 4 seats: {len(result['latencies'])} intents, p50 "
          f"{statistics.median(result['latencies']) * 1000:.0f} ms")
    status, doc = server.api("GET", "/api/tables")
    assert len(doc["tables"]) == 30 and all(t["status"]["ply"] >= 12 or t["status"]["round_over"]
                                            for t in doc["tables"])

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


def test_a_class_of_phones_is_drawn_for_phones(server):
    """``benchmarks/serve.py --phones``: every seat reports a phone's width
    after its hello, as the seat page does, and every picture once play
    begins is drawn for it."""
    result = asyncio.run(load(server, 3, {**SETTINGS, "seed": 2}, moves=6, think=(0.0, 0.05), timeout=30,
                              width=(390, 700)))
    assert result["finished"] == 3 and result["problems"] == [] and len(result["latencies"]) == 3 * 6
    assert result["widths"] == {390}


def test_the_benchmarks_floor_answers_the_same_load(tmp_path):
    """``benchmarks/serve.py --floor`` measures the websocket stack alone
    against the same scripted seats: its server must play their game
    (every intent reaches every seat) with frames like the real ones."""
    import importlib.util
    from pathlib import Path

    from harness import Server
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "serve.py"
    spec = importlib.util.spec_from_file_location("serve_benchmark", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    floor = Server(tmp_path, script=bench.FLOOR)
    try:
        result = asyncio.run(load(floor, 3, {**SETTINGS, "seed": 1}, moves=6, think=(0.0, 0.05), timeout=30))
    finally:
        floor.stop()
    assert result["finished"] == 3 and result["problems"] == [] and len(result["latencies"]) == 3 * 6

"""How a class of students answering together reaches the teacher: one class
(a lesson's exercises), ``--students`` scripted phones over real websockets
on loopback and the teacher's results page (its websocket), against a real
server process.

    .venv/bin/python benchmarks/class_serve.py [--students 30] [--lesson 03] [--think 0 2] [--wrong 0.3]

Each student joins with a first name, then answers every exercise of the
lesson (wrong first with probability ``--wrong``, then right), thinking
``--think`` seconds (uniform) before each answer. It prints, over every
answer, the time from the answer being sent to the student's reply
(the tutor's, once stored) and to the teacher's results page showing it
(p50, p95), and the server's CPU time per answer. Figures, not
assertions: they depend on the machine and on what else it runs.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "serve"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))
from harness import Server  # noqa: E402
from serve import cpu_seconds, p  # noqa: E402

from mextrain.lessons import exercise, exercises  # noqa: E402
from mextrain.lessons.bank import MakeMove  # noqa: E402
from mextrain.moves import Move  # noqa: E402

GOAL = 0.150


def as_sent(value):
    """An answer in the engine's form, as a page sends it."""
    if isinstance(value, Move):
        return str(value)
    if isinstance(value, (frozenset, set, tuple, list)):
        return sorted(as_sent(v) for v in value) if not isinstance(value, tuple) else [as_sent(v) for v in value]
    return value if isinstance(value, (int, str)) else str(value)


def right_answer(ex):
    truth = ex.truth()
    if isinstance(ex.kind, MakeMove):
        move = sorted(truth, key=str)[0]
        return {"tile": str(move.tile), "train": str(move.train)}
    return as_sent(truth)


def wrong_answer(ex):
    """A common wrong answer the exercise was written for, else None (then none is given)."""
    for answer, _ in ex.wrong:
        if isinstance(ex.kind, MakeMove):
            return None
        return as_sent(ex.read(answer))
    return None


async def run(students: int, lesson: str, think, wrong: float, seed: int = 1) -> dict:
    from websockets.asyncio.client import connect

    rng = random.Random(seed)
    ids = [ex.id for ex in exercises(lesson)]
    with tempfile.TemporaryDirectory() as data:
        server = Server(Path(data))
        try:
            status, made = server.api("POST", "/api/classes", {"lessons": [lesson]})
            assert status == 201, made
            ws_base = server.base.replace("http://", "ws://")
            sent: dict[tuple[str, int], float] = {}   # (name, k-th answer) -> when sent
            shown: dict[tuple[str, int], float] = {}  # ... -> when the teacher's page had it
            replied: list[float] = []
            ready, done = asyncio.Event(), asyncio.Event()
            joined: set = set()

            async def teacher():
                async with connect(f"{ws_base}/ws/results/{made['id']}", max_size=2**24) as ws:
                    await ws.send(json.dumps({"type": "hello", "token": server.token}))
                    while not done.is_set():
                        try:
                            m = json.loads(await asyncio.wait_for(ws.recv(), 1.0))
                        except asyncio.TimeoutError:
                            continue
                        now = time.monotonic()
                        for s in m.get("students", ()):
                            for k in range(1, s["attempts"] + 1):
                                shown.setdefault((s["name"], k), now)

            async def student(n: int):
                name = f"Student {n + 1}"
                async with connect(f"{ws_base}/ws/class/{made['join'].rsplit('/', 1)[1]}", max_size=2**24) as ws:
                    await ws.send(json.dumps({"type": "join", "device": os.urandom(16).hex(), "name": name}))
                    while json.loads(await ws.recv())["type"] != "exercise":
                        pass
                    joined.add(n)
                    if len(joined) == students:
                        ready.set()
                    await ready.wait()
                    k = 0
                    for index, ex_id in enumerate(ids):
                        ex = exercise(ex_id)
                        await ws.send(json.dumps({"type": "open", "index": index}))
                        while json.loads(await ws.recv())["type"] != "exercise":
                            pass
                        tries = [right_answer(ex)]
                        bad = wrong_answer(ex)
                        if bad is not None and rng.random() < wrong:
                            tries.insert(0, bad)
                        for answer in tries:
                            await asyncio.sleep(rng.uniform(*think))
                            k += 1
                            t0 = sent[(name, k)] = time.monotonic()
                            await ws.send(json.dumps({"type": "answer", "id": ex_id, "answer": answer}))
                            while json.loads(await ws.recv())["type"] != "reply":
                                pass
                            replied.append(time.monotonic() - t0)

            watcher = asyncio.create_task(teacher())
            cpu = cpu_seconds(server.proc.pid)
            await asyncio.gather(*(student(n) for n in range(students)))
            await asyncio.sleep(1.0)  # the last answers reach the teacher
            cpu = cpu_seconds(server.proc.pid) - cpu
            done.set()
            await watcher
        finally:
            server.kill()
    latencies = [shown[key] - t0 for key, t0 in sent.items() if key in shown]
    return {"answers": len(sent), "seen": len(latencies), "to_teacher": latencies, "to_student": replied,
            "cpu": cpu}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--students", type=int, default=30)
    ap.add_argument("--lesson", default="03")
    ap.add_argument("--think", type=float, nargs=2, default=(0.0, 2.0))
    ap.add_argument("--wrong", type=float, default=0.3)
    args = ap.parse_args(argv)
    r = asyncio.run(run(args.students, args.lesson, args.think, args.wrong))
    t, s = r["to_teacher"], r["to_student"]
    print(f"{args.students} students, lesson {args.lesson}: {r['answers']} answers, {r['seen']} seen by the teacher")
    print(f"answer -> the student's reply:      p50 {p(s, 50) * 1000:.0f} ms, p95 {p(s, 95) * 1000:.0f} ms")
    print(f"answer -> the teacher's results:    p50 {p(t, 50) * 1000:.0f} ms, p95 {p(t, 95) * 1000:.0f} ms"
          f" ({'within' if p(t, 95) <= GOAL else 'over'} {GOAL * 1000:.0f} ms)")
    print(f"server CPU per answer: {r['cpu'] / max(1, r['answers']) * 1000:.1f} ms")


if __name__ == "__main__":
    main()

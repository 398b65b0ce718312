"""Helpers for the classroom server's tests: real servers (``python -m
mextrain serve``) and a real ``redis-server``, started on free loopback ports
and stopped by PID; scripted seats over real websockets; and the check
that no frame ever carries a tile its seat may not see.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

import mextrain as mt
from mextrain.serve.endpoints import typed_seed
from mextrain.serve.socket import BURST, RATE
from processes import ROOT, free_port, stop

sys.path.insert(0, str(ROOT / "tests" / "lessons"))  # answers_seen: what would give an exercise's answer away
REDIS = "/usr/bin/redis-server"


class Server:
    """``python -m mextrain serve`` on a free port, this tree (or ``root``,
    another checkout of the kit) on its path."""

    def __init__(self, data: Path, redis: str | None = None, script: str | None = None, port: int = 0,
                 root: Path = ROOT, language: str | None = None, extra: list[str] = ()):
        self.data = Path(data)
        self.data.mkdir(parents=True, exist_ok=True)
        self.log = self.data / f"server-{time.monotonic_ns()}.log"
        args = ((["--language", language] if language else []) + ["serve", "--port", str(port), "--data",
                str(self.data)] + (["--redis", redis] if redis else []) + list(extra))
        cmd = [sys.executable, "-c", script, *args] if script else [sys.executable, "-m", "mextrain", *args]
        env = {**os.environ, "PYTHONPATH": str(root), "PYTHONUNBUFFERED": "1"}
        self._out = open(self.log, "w")
        self.proc = subprocess.Popen(cmd, stdout=self._out, stderr=subprocess.STDOUT, env=env, cwd=root)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            # The line is in the server's language: its address is read, not its words.
            found = re.search(r"(https?://[^/\s]+)/teacher\?token=(\S+)", self.log.read_text())
            if found:
                self.base, self.token = found[1], found[2]
                return
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        stop(self.proc, hard=True)
        raise RuntimeError(f"the server did not start:\n{self.log.read_text()}")

    @property
    def port(self) -> int:
        return int(self.base.rsplit(":", 1)[1])

    def api(self, method: str, path: str, body=None, token: str | None = "", raw: bytes | None = None):
        """(status, JSON or bytes) of one request; token "" is the teacher's, None none."""
        headers = {"Content-Type": "application/json"}
        if token is not None:
            headers["Authorization"] = f"Bearer {token or self.token}"
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        req = urllib.request.Request(self.base + path, method=method, data=data, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=20) as r:
                status, text, self.headers = r.status, r.read(), r.headers
        except urllib.error.HTTPError as e:
            status, text, self.headers = e.code, e.read(), e.headers
        try:
            return status, json.loads(text)
        except ValueError:
            return status, text

    def table(self, **settings) -> dict:
        status, doc = self.api("POST", "/api/tables", settings)
        assert status == 201, doc
        return doc

    def ws_url(self, link: str) -> str:
        return self.base.replace("http://", "ws://") + "/ws/" + link.rsplit("/", 1)[1]

    def kill(self) -> None:
        stop(self.proc, hard=True)
        self._out.close()

    def stop(self) -> None:
        stop(self.proc)
        self._out.close()


class Redis:
    """Debian's ``redis-server`` on a free loopback port, no persistence,
    with a password (the server refuses a Redis without one)."""

    def __init__(self, password: bool = True):
        self.port = free_port()
        self.password = os.urandom(12).hex() if password else ""
        self.proc = subprocess.Popen([REDIS, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
                                      "--appendonly", "no", *(["--requirepass", self.password] if password else [])],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.url = f"redis://:{self.password}@127.0.0.1:{self.port}/0" if password else \
            f"redis://127.0.0.1:{self.port}/0"
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as s:
                    s.sendall((f"AUTH {self.password}\r\nPING\r\n" if password else "PING\r\n").encode())
                    said = b""
                    while b"+PONG" not in said and len(said) < 200:
                        said += s.recv(64) or b"-closed"
                        if said.startswith(b"-"):
                            break
                    if said.startswith(b"+OK\r\n+PONG" if password else b"+PONG"):
                        return
            except OSError:
                time.sleep(0.05)
        stop(self.proc, hard=True)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        stop(self.proc)


#: A scripted seat's own limit: a burst and a rate a second, well under the server's.
PACE = (BURST // 2, RATE * 0.7)


class Seat:
    """A scripted device on a seat (or the projector) link: every frame it
    receives is kept in ``frames``, the tap the leak check reads."""

    def __init__(self, server: Server, link: str, device: str | None = None):
        self.url = server.ws_url(link)
        self.device = device or os.urandom(16).hex()
        self.frames: list[dict] = []
        self.state: dict | None = None
        self.sent = None  # the ply this seat last sent an intent for
        # Under the server's rate limit (a burst, then RATE a second), with room:
        # scripted seats with no delay play a 3-round table in 4 s, 10 moves a
        # second each, faster than any hand; at the limit, two messages sent
        # apart can arrive together, and one over it is dropped as a flood's is
        # (a table then waited for a move that never came: the 240 s stalls).
        self._tokens, self._last = float(PACE[0]), time.monotonic()
        self.open()

    def open(self) -> None:
        self.ws = connect(self.url, open_timeout=10, max_size=2**24, legacy=True)  # closed by close()
        try:
            self.ws.send(json.dumps({"type": "hello", "device": self.device}))
        except ConnectionClosed:  # an unknown link is answered and closed at once; recv() reads the answer
            pass

    def send(self, **message) -> None:
        now = time.monotonic()
        burst, rate = PACE
        self._tokens = min(burst, self._tokens + (now - self._last) * rate)
        if self._tokens < 1:
            time.sleep((1 - self._tokens) / rate)
            self._tokens = 1.0
        self._tokens -= 1
        self._last = time.monotonic()
        self.ws.send(json.dumps(message))

    def recv(self, timeout: float = 10) -> dict:
        frame = json.loads(self.ws.recv(timeout=timeout))
        self.frames.append(frame)
        if frame.get("type") == "state":
            self.state = frame
        return frame

    def until(self, test, timeout: float = 15) -> dict:
        """Frames until one passes ``test``; at most ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no such frame within {timeout} s; last: {self.frames[-1:]}")
            frame = self.recv(left)
            if test(frame):
                return frame

    def drain(self, quiet: float = 0.3) -> None:
        """Read frames until none comes for ``quiet`` seconds (at most 200)."""
        for _ in range(200):
            try:
                self.recv(quiet)
            except TimeoutError:
                return

    def close(self) -> None:
        self.ws.close()


# ---- the leak check -------------------------------------------------------------

TILE = re.compile(r"(?<![\w.\-])(\d{1,2})-(\d{1,2})(?![\w.])")


def _text_tiles(text: str, max_pip: int) -> set:
    found = set()
    for a, b in TILE.findall(text):
        a, b = int(a), int(b)
        if a <= max_pip and b <= max_pip:
            found.add(mt.Tile(a, b))
    return found


def frame_tiles(frame: dict, max_pip: int) -> set:
    """Every tile a frame names: in its SVG (``data-tile``, ids, titles,
    descriptions and text) and in every other string it carries."""
    found = set()

    def walk(value):
        if isinstance(value, str):
            if value.startswith("<svg") or value.startswith("<?xml"):
                for el in ET.fromstring(value).iter():
                    for key in ("data-tile", "id"):
                        if el.get(key):
                            found.update(_text_tiles(el.get(key).replace("tile-", " "), max_pip))
                    found.update(_text_tiles(el.text or "", max_pip))
                    found.update(_text_tiles(el.tail or "", max_pip))
            else:
                found.update(_text_tiles(value, max_pip))
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    walk(frame)
    return found


def seen_by(settings: dict, frame: dict, seat):
    """What ``seat`` (None: the projector) may see at the frame's moment,
    worked out from the seed and the public moves alone, independently of
    the server: its hand, the engine and the trains; every hand once the
    round is over."""
    players = settings["players"]
    rules = mt.Rules.from_dict(settings["rules"]) if isinstance(settings.get("rules"), dict) else (
        mt.Rules.classic() if settings.get("rules") == "classic" else mt.Rules())
    k = frame["round"]
    rnd = mt.Round.new(players, engine=rules.engine_pip(k), first=k % players, rules=rules,
                       seed=f"mextrain/{settings['seed']}/{k}")
    for move in frame["view"]["history"]:
        rnd.play(mt.Move.parse(move, rules.max_pip))
    if rnd.is_over:
        return set(mt.full_set(rules.max_pip)), rnd
    visible = {rnd.engine}
    for train in rnd.trains.values():
        visible.update(train.tiles)
    if seat is not None:
        visible.update(rnd.hand(seat))
    return visible, rnd


def leaks(settings: dict, frames, seat, max_pip: int) -> list[str]:
    """Every tile in ``frames`` that ``seat`` may not see, as text."""
    out = []
    for frame in frames:
        if frame.get("type") != "state":
            continue
        visible, _ = seen_by(settings, frame, seat)
        extra = frame_tiles(frame, max_pip) - visible
        if extra:
            out.append(f"ply {frame['ply']}: {sorted(map(str, extra))}")
    return out


def _leaves(value, skip=()):
    """Every string and number in a frame (or any JSON), SVG text included;
    not under the keys ``skip``."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in skip:
                yield from _leaves(v, skip)
    elif isinstance(value, list):
        for v in value:
            yield from _leaves(v, skip)
    elif isinstance(value, (str, int)) and not isinstance(value, bool):
        yield value


def seed_candidates(value) -> set:
    """Everything in ``value`` a seed could be: each whole number, written or
    sent as one, and every few words in a row (letters, digits, dashes): a
    seed may be text (a deal code however written, a word the teacher typed)."""
    found: set = set()
    for leaf in _leaves(value):
        if isinstance(leaf, int):
            found.add(leaf)
            continue
        found.update(int(n) for n in re.findall(r"\d+", leaf) if len(n) <= 40)
        for run in re.findall(r"[0-9A-Za-z][0-9A-Za-z -]{2,199}", leaf):
            parts = run.split()
            found.update(" ".join(parts[i:j]) for i in range(len(parts))
                         for j in range(i + 1, min(i + 6, len(parts)) + 1))
    return found


def deal_keys(settings: dict, frames, truth, pages=()) -> list[str]:
    """Every number and word in ``frames`` (and in the ``pages``' text)
    that deals the hand of the seat whose frames are ``truth``, given to
    ``Round.new`` or to a ``Match`` as its seed: anything with which a
    device could rebuild the deal. Frames once the match is over may name
    the seed (for a replay): they are not read."""
    players = settings["players"]
    rules = mt.Rules.from_dict(settings["rules"]) if isinstance(settings.get("rules"), dict) else (
        mt.Rules.classic() if settings.get("rules") == "classic" else mt.Rules())
    candidates = seed_candidates([[f for f in frames if f.get("type") == "state" and not f["match_over"]],
                                  list(pages)])
    firsts = {}  # round -> the truth seat's first frame of it
    for frame in truth:
        if frame.get("type") == "state":
            firsts.setdefault(frame["round"], frame)
    out = []
    # A code written another way (lower case, no dashes) is the same code to the kit.
    candidates |= {typed_seed(c) for c in candidates if isinstance(c, str)}
    for n in sorted(candidates, key=str):
        for k, frame in firsts.items():
            seat = frame["audience"]["seat"]
            hand = set(frame["view"]["hands"][str(seat)])
            engine, first = rules.engine_pip(k), k % players
            for seed in (f"mextrain/{n}/{k}", n):
                dealt = {str(t) for t in mt.Round.new(players, engine=engine, first=first, rules=rules,
                                                       seed=seed).hand(seat)}
                # A seat's first frame of a round comes before it acts: its hand as dealt.
                if hand == dealt:
                    out.append(f"{n} deals seat {seat}'s hand of round {k + 1}")
    return out


#: A server that shows every hand to every seat: the leak check must catch it.
LEAKY = """
import sys
import mextrain.serve.render as r
honest = r.message
def leaky(frame, pictures, size, w, standin=False, symbols=False):
    doc = honest(frame, pictures, size, w, standin, symbols)
    doc["board"] = r.svg.table(pictures.session.round, seat="all")
    return doc
r.message = leaky
from mextrain.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


#: Seconds without a new ply before the scripted seats resend, as the seat page does (seat.js).
RESEND = 3.0


def play_scripted(seats: dict, projector: Seat | None, timeout: float = 60, pick=None, next_rounds: bool = True):
    """Play the table to its end through scripted seats ({seat: Seat}): each
    plays ``pick(legal)`` (default: the first legal move) when it is to act.
    Bounded by ``timeout`` seconds and 5000 frames."""
    import random
    rng = random.Random(7)
    pick = pick or (lambda legal: rng.choice(legal))
    deadline = time.monotonic() + timeout
    everyone = list(seats.values()) + ([projector] if projector else [])
    last, moved = -1, time.monotonic()
    for _ in range(20000):
        if time.monotonic() > deadline:
            raise TimeoutError("the table did not finish in time")
        for dev in everyone:
            try:
                dev.recv(0.02)
            except TimeoutError:
                pass
        ply = max((d.state["ply"] for d in seats.values() if d.state), default=-1)
        if ply != last:
            last, moved = ply, time.monotonic()
        elif time.monotonic() - moved > RESEND:
            # No answer, as a seat page would see it: ask for the table again and
            # send the same intent again (its id makes it count once).
            for dev in seats.values():
                dev.send(type="sync")
                dev.sent = None
            moved = time.monotonic()
        for seat, dev in seats.items():
            s = dev.state
            if s is None:
                continue
            done = s["match_over"] or (s["over"] and not next_rounds)
            if done and all(d.state and d.state["ply"] == s["ply"] for d in seats.values()):
                return s
            if dev.sent == s["ply"]:
                continue
            if s["legal"]:
                dev.send(type="move", move=pick(s["legal"])["move"], ply=s["ply"], id=f"{seat}-{s['ply']}")
                dev.sent = s["ply"]
            elif s["can_next"] and next_rounds and seat == min(seats):
                dev.send(type="next", ply=s["ply"])
                dev.sent = s["ply"]
    raise TimeoutError("too many frames")


# ---- no answer before a student commits (a class's exercises) ---------------------------

def _attempt(ex_id: str, language: str):
    from mextrain.lessons import Attempt, exercise
    from mextrain.words import words
    return Attempt(exercise(ex_id), words(language), progress=None)


def _answers(attempt) -> list[str]:
    """What would give an exercise away: its explanation and the engine's reasons for the answer."""
    return [line for line in attempt._explanation(None) if len(line) > 8]


#: A card's and a table frame's own numbers: places, sizes and the format,
#: which may equal an answer (lesson 03's "1") and never give it.
PLACES = {"index", "count", "ply", "round", "rounds", "width", "format", "seat", "actor", "done"}


def _svg_words(svg: str) -> list[str]:
    """What a picture says: its text, titles and descriptions, its labels (never its coordinates)."""
    return [t for el in ET.fromstring(svg).iter() for t in (el.text, el.tail, el.get("aria-label")) if t and t.strip()]


def numbers_given(m: dict, attempt) -> list[str]:
    """The numeric answer of ``attempt``'s exercise (a number, a round's
    scores) said as a bare number in message ``m``: a number sent as one
    (not a place or size, ``PLACES``) or standing alone in its text and its
    pictures' words. What the notebook shows before an answer -- the
    question and the position's picture -- may hold it (lesson 08 asks
    what the open end 0 takes) and is taken out first; so are the players'
    names ("Hráč 1") and tiles ("12-1"), which are not that number."""
    from answers_seen import answer_tokens, found

    from mextrain.lessons import display
    from mextrain.lessons.bank import Number, Scores
    from mextrain.words.exercises import seat_names
    ex = attempt.exercise
    if not isinstance(ex.kind, (Number, Scores)):
        return []
    tokens, names = answer_tokens(attempt), seat_names(attempt.words, 12)
    picture = display.picture(ex, attempt.state, attempt.words)
    shown = set(_svg_words(picture)) if picture else set()
    hits = set()
    for leaf in _leaves(m, skip=PLACES):
        if isinstance(leaf, int):
            hits.update({str(leaf)} & set(tokens))
            continue
        said = [t for t in _svg_words(leaf) if t not in shown] if leaf.startswith("<svg") else [leaf]
        for text in said:
            hits.update(found(tokens, text.replace(attempt.question, ""), names))
    return sorted(hits)


def answer_leaks(received, language: str = "cs") -> list[str]:
    """Every message a student received that gives an exercise's answer away
    before that student committed to one (a right answer, a prediction
    chosen, or an explanation asked after trying): its explanation's words,
    a frame of the table with legal moves or fits, the engine's answer as a
    field, a numeric answer as a bare number (``numbers_given``)."""
    out, committed = [], set()
    for m in received:
        ex_id = m.get("id")
        if m.get("type") == "reply" and m.get("explained"):
            committed.add(ex_id)
            continue
        if not ex_id or ex_id in committed:
            continue
        text = json.dumps(m, ensure_ascii=False)
        attempt = _attempt(ex_id, language)
        for line in _answers(attempt):
            if line in text:
                out.append(f"{ex_id}: {m['type']} says {line[:40]!r}")
        out += [f"{ex_id}: {m['type']} gives the number {n}" for n in numbers_given(m, attempt)]
        table = (m.get("table") or {}).get("frame") or {}
        if table.get("legal") or table.get("fits"):
            out.append(f"{ex_id}: {m['type']} has the legal moves")
        for key in ("answer", "truth", "solution"):
            if key in m:
                out.append(f"{ex_id}: {m['type']} has a field {key!r}")
    return out


# ---- many tables at once (the load test and benchmarks/serve.py) ------------------

#: Seats that connect from one loopback address in ``load`` (32 tables of
#: four): under the server's MAX_PER_ADDRESS (150) sockets per address.
SEATS_PER_ADDRESS = 128


async def load(server: Server, tables: int, settings: dict, moves: int, think=(0.0, 0.0), timeout: float = 60,
               seed: int = 1, width: tuple | None = None) -> dict:
    """``tables`` tables, every seat a scripted device over a real websocket,
    playing random legal moves after ``think`` seconds (a range) until each
    table has made ``moves`` moves or its round is over; ``width``: each
    device reports that (width, room) after its hello, as a seat page does
    (None: none, the laptop's table). Returns the
    latencies (s) from each intent to the moment every seat of the table had
    its new picture, what went wrong (refusals, timeouts), and the widths
    the pictures were drawn for once play began.

    Each group of ``SEATS_PER_ADDRESS`` seats connects from its own
    loopback address (127.0.0.2, 127.0.0.3...: Linux routes all of 127/8 to
    lo), as the tables of a school come from their own routers: the server
    takes at most ``MAX_PER_ADDRESS`` sockets from one address."""
    import asyncio
    import random

    from websockets.asyncio.client import connect as aconnect

    rng = random.Random(seed)
    made = [server.table(**settings) for _ in range(tables)]
    sent: dict[int, dict] = {t: {} for t in range(tables)}   # table -> {ply: when its intent was sent}
    got: dict[tuple, dict] = {}                             # (table, ply) -> {seat: when it saw a later ply}
    problems: list[str] = []
    widths = set()  # the widths the seats' pictures were drawn for once play began
    done = asyncio.Event()
    finished = set()
    deadline = time.monotonic() + timeout
    # Nobody moves before every seat has its first picture: the timings are
    # of play, not of 4 x tables devices connecting at the same instant.
    ready, arrived = asyncio.Event(), set()

    async def seat(t: int, link: str, n: int):
        source = (f"127.0.0.{2 + (t * settings['players'] + n) // SEATS_PER_ADDRESS}", 0)
        async with aconnect(server.ws_url(link), max_size=2**24, open_timeout=30, local_addr=source) as ws:
            await ws.send(json.dumps({"type": "hello", "device": os.urandom(16).hex()}))
            if width is not None:
                await ws.send(json.dumps({"type": "width", "width": width[0], "room": width[1]}))
            acted, last = None, 0
            while not done.is_set() and time.monotonic() < deadline:
                try:
                    frame = json.loads(await asyncio.wait_for(ws.recv(), 1.0))
                except asyncio.TimeoutError:
                    continue
                now = time.monotonic()
                if frame["type"] == "refused":
                    problems.append(f"table {t} seat {n}: {frame['message']}")
                if frame["type"] != "state":
                    continue
                if frame["ply"]:
                    widths.add(frame.get("width"))  # (an older server, a --baseline, says none)
                if (t, n) not in arrived:
                    arrived.add((t, n))
                    if len(arrived) == tables * settings["players"]:
                        ready.set()
                ply = frame["ply"]
                for p in range(last, ply):  # every intent this frame answers
                    if p in sent[t]:
                        got.setdefault((t, p), {}).setdefault(n, now)
                last = max(last, ply)
                if frame["over"] or ply >= moves:
                    finished.add(t)
                    if len(finished) == tables:
                        done.set()
                    continue
                if frame["legal"] and acted != ply:
                    acted = ply
                    await ready.wait()
                    await asyncio.sleep(rng.uniform(*think))
                    sent[t][ply] = time.monotonic()
                    await ws.send(json.dumps({"type": "move", "move": rng.choice(frame["legal"])["move"],
                                              "ply": ply, "id": f"{t}-{ply}"}))

    jobs = [seat(t, s["url"], s["seat"]) for t, m in enumerate(made) for s in m["seats"]]
    await asyncio.gather(*jobs)
    latencies = []
    players = settings["players"]
    for t, intents in sent.items():
        for p, t0 in intents.items():
            seen = got.get((t, p), {})
            if len(seen) == players:
                latencies.append(max(seen.values()) - t0)
            else:
                problems.append(f"table {t} ply {p}: {len(seen)} of {players} seats got the new picture")
    return {"latencies": latencies, "problems": problems, "finished": len(finished), "tables": made,
            "widths": widths}

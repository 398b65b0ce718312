"""Command line: ``python -m mextrain simulate ...`` (also ``mextrain simulate``).

    python -m mextrain simulate --players 4 --bots planner,greedy,random,random --games 1000 --seed 1

prints a results table (Markdown); ``--json`` writes the results as JSON
instead (to a file, or to standard output with ``--json -``). A progress bar
with an ETA goes to standard error while it is a terminal (``--progress`` /
``--no-progress`` to choose).
"""

from __future__ import annotations

import argparse
import os
import re
import sys

from .bots import NAMES
from .rules import MATCH_LENGTHS, Rules
from .simulation import MAX_GAMES, MAX_SEED, simulate

# ASCII digits only: int() also reads "٣" and "３" (and "3_000"), and
# str.isdigit() passes "²", which int() then refuses.
_WHOLE = re.compile(r"-?[0-9]+", re.ASCII)


def _whole(text: str) -> int:
    """--players, --workers, --games: a whole number; the ranges are simulate's to check."""
    if len(text) > 20 or not _WHOLE.fullmatch(text):
        raise argparse.ArgumentTypeError(f"expected a whole number of at most 20 digits; got {text[:40]!r}")
    return int(text)


def _rounds(text: str):
    if text in MATCH_LENGTHS:
        return text
    if len(text) > 20 or not _WHOLE.fullmatch(text):
        raise argparse.ArgumentTypeError(
            f"expected a number of rounds or one of {', '.join(MATCH_LENGTHS)}; got {text[:40]!r}")
    return int(text)


def _seed(text: str):
    """A whole number when written as one, else the text (simulate checks its length)."""
    return int(text) if len(text) <= MAX_SEED and _WHOLE.fullmatch(text) else text


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m mextrain", description="Mexican Train: the kit's command line.")
    sub = ap.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play many games between bots and print the results",
                         description="Play many games between bots and print per-seat results.")
    sim.add_argument("--bots", required=True,
                     help=f"comma-separated bot per seat, or one bot for every seat; bots: {', '.join(NAMES)}")
    sim.add_argument("--players", type=_whole, help="number of players (default: one per bot)")
    sim.add_argument("--games", type=_whole, default=100, help=f"matches to play, 1..{MAX_GAMES:,} (default 100)")
    sim.add_argument("--seed", type=_seed, default=0,
                     help=f"seed of the whole run: a whole number or text of at most {MAX_SEED} characters (default 0)")
    sim.add_argument("--rules", choices=("table", "classic"), default="table", help="rule set (default table)")
    sim.add_argument("--rounds", type=_rounds, default="full",
                     help=f"rounds per match: 1..13 or {', '.join(MATCH_LENGTHS)} (default full)")
    sim.add_argument("--rounds-only", action="store_true",
                     help="play single rounds instead of matches (a game is then one round)")
    sim.add_argument("--rotate", action="store_true",
                     help="play every deal once per seating, each bot in every seat; --games counts deals")
    sim.add_argument("--workers", type=_whole, default=1, help="processes to use (default 1)")
    sim.add_argument("--json", metavar="FILE", nargs="?", const="-",
                     help="write the results as JSON to FILE ('-' or nothing: standard output)")
    sim.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                     help="show a progress bar with an ETA (default: when standard error is a terminal)")
    _serve_parser(sub)
    return ap


def _serve_parser(sub) -> None:
    srv = sub.add_parser("serve", help="run the classroom server: every student joins from their own device",
                         description="Run the classroom server (needs mextrain[serve]); prints the teacher page.")
    srv.add_argument("--host", default="127.0.0.1",
                     help="address to listen on (default 127.0.0.1; 0.0.0.0 for a classroom network)")
    srv.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 picks a free one)")
    srv.add_argument("--data", metavar="DIR", help="folder for the tables and the teacher token "
                                                   "(default: mextrain in the user's data directory)")
    srv.add_argument("--redis", metavar="URL", help="share the tables between processes through Redis")
    srv.add_argument("--public-url", metavar="URL", help="the address the join links carry (default: the "
                                                         "address the teacher page was opened with)")


def serve_command(args) -> int:
    from .serve import serve
    if not 0 <= args.port <= 65535:
        raise ValueError(f"--port must be 0..65535; got {args.port}")
    try:
        serve(args.host, args.port, args.data, args.redis, public_url=args.public_url)
    except KeyboardInterrupt:
        pass
    return 0


def _check_writable(path: str) -> None:
    """Fail before the simulation, not after it, when --json FILE cannot be
    written; an existing file is left as it is until the results replace it."""
    existed = os.path.exists(path)
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as e:
        raise ValueError(f"--json: cannot write {path!r}: {e.strerror}") from None
    if not existed:
        os.remove(path)  # the file appears with the results


def simulate_command(args) -> int:
    rules = (Rules.classic if args.rules == "classic" else Rules)(rounds=args.rounds)
    to_file = args.json not in (None, "-")
    if to_file:
        _check_writable(args.json)
    progress = sys.stderr.isatty() if args.progress is None else args.progress
    bots = [b.strip() for b in args.bots.split(",")]
    results = simulate(bots, games=args.games, rules=rules, players=args.players, seed=args.seed,
                       rounds_only=args.rounds_only, rotate=args.rotate, workers=args.workers, progress=progress)
    if args.json == "-":
        print(results.to_json())
        return 0
    if to_file:
        with open(args.json, "w", encoding="utf-8") as f:
            f.write(results.to_json() + "\n")
    print(results.table())
    return 0


def main(argv=None) -> int:
    """Run the command line; returns the exit status (2 for bad input)."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "serve":
            return serve_command(args)
        return simulate_command(args)
    except ValueError as e:  # bad input and misbehaving bots: say what, not a traceback
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

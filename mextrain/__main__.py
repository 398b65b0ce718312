"""Command line: ``python -m mextrain simulate ...`` (also ``mextrain simulate``).

    python -m mextrain simulate --players 4 --bots planner,greedy,random,random --games 1000 --seed 1

prints a results table (Markdown); ``--json`` writes the results as JSON
instead (to a file, or to standard output with ``--json -``). A progress bar
with an ETA goes to standard error while it is a terminal (``--progress`` /
``--no-progress`` to choose). ``--language cs`` (before the command) gives
the help and the results in Czech (``ru``, ``uk``, ``el``, ``fi`` too).
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


def _parser(w=None) -> argparse.ArgumentParser:
    """The command line, its help in the language of ``w`` (a ``Words``)."""
    from .words import LANGUAGES, words
    from .words import cli as say
    w = words(w)
    ap = argparse.ArgumentParser(prog="python -m mextrain", description=say.program(w))
    ap.add_argument("--language", metavar="CODE", default=None, help=say.language(w, ", ".join(LANGUAGES)))
    sub = ap.add_subparsers(dest="command", required=True)
    line, about = say.simulate(w)
    said = say.simulate_options(w, ", ".join(NAMES), f"{MAX_GAMES:,}", MAX_SEED, ", ".join(MATCH_LENGTHS))
    sim = sub.add_parser("simulate", help=line, description=about)
    sim.add_argument("--bots", required=True, help=said["bots"])
    sim.add_argument("--players", type=_whole, help=said["players"])
    sim.add_argument("--games", type=_whole, default=100, help=said["games"])
    sim.add_argument("--seed", type=_seed, default=0, help=said["seed"])
    sim.add_argument("--rules", choices=("table", "classic"), default="table", help=said["rules"])
    sim.add_argument("--rounds", type=_rounds, default="full", help=said["rounds"])
    sim.add_argument("--rounds-only", action="store_true", help=said["rounds_only"])
    sim.add_argument("--rotate", action="store_true", help=said["rotate"])
    sim.add_argument("--workers", type=_whole, default=1, help=said["workers"])
    sim.add_argument("--json", metavar="FILE", nargs="?", const="-", help=said["json"])
    sim.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None, help=said["progress"])
    line, about = say.serve(w)
    said = say.serve_options(w)
    srv = sub.add_parser("serve", help=line, description=about)
    srv.add_argument("--host", default="127.0.0.1", help=said["host"])
    srv.add_argument("--port", type=int, default=8000, help=said["port"])
    srv.add_argument("--data", metavar="DIR", help=said["data"])
    srv.add_argument("--redis", metavar="URL", help=said["redis"])
    srv.add_argument("--public-url", metavar="URL", help=said["public_url"])
    srv.add_argument("--redis-insecure", action="store_true", help=said["redis_insecure"])
    srv.add_argument("--certfile", metavar="FILE", help=said["certfile"])
    srv.add_argument("--keyfile", metavar="FILE", help=said["keyfile"])
    return ap


def _language(argv) -> str | None:
    """``--language`` read ahead of the rest, so that the help is in it."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--language")
    return pre.parse_known_args(argv)[0].language


def serve_command(args) -> int:
    from .serve import serve
    if not 0 <= args.port <= 65535:
        raise ValueError(f"--port must be 0..65535; got {args.port}")
    try:
        serve(args.host, args.port, args.data, args.redis, public_url=args.public_url,  # speaks --language
              certfile=args.certfile, keyfile=args.keyfile, redis_insecure=args.redis_insecure)
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
    from .words import Words, set_language
    language = _language(sys.argv[1:] if argv is None else argv)
    if language is not None:
        try:
            Words.load(language)
        except ValueError as e:  # not a code, or a language the kit does not speak
            print(f"error: --language: {e}", file=sys.stderr)
            return 2
        set_language(language)  # the results table, the bots' names and the server's default names
    args = _parser(language).parse_args(argv)
    try:
        if args.command == "serve":
            return serve_command(args)
        return simulate_command(args)
    except ValueError as e:  # bad input and misbehaving bots: say what, not a traceback
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

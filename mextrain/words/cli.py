"""The words of the command line (``python -m mextrain``): its help."""

from __future__ import annotations


def program(w) -> str:
    return w._("Mexican Train: the kit's command line.")


def language(w, languages: str) -> str:
    return w._("the language of the help, the results and the server's default names: {languages} (default en)",
               languages=languages)


def simulate(w) -> tuple[str, str]:
    """The subcommand's one line in the list, and its description."""
    return (w._("play many games between bots and print the results"),
            w._("Play many games between bots and print per-seat results."))


def simulate_options(w, bots: str, max_games: str, max_seed: int, lengths: str) -> dict[str, str]:
    return {
        "bots": w._("comma-separated bot per seat, or one bot for every seat; bots: {bots}", bots=bots),
        "players": w._("number of players (default: one per bot)"),
        "games": w._("matches to play, 1..{most} (default 100)", most=max_games),
        "seed": w._("seed of the whole run: a whole number or text of at most {most} characters (default 0)",
                    most=max_seed),
        "rules": w._("rule set (default table)"),
        "rounds": w._("rounds per match: 1..13 or {lengths} (default full)", lengths=lengths),
        "rounds_only": w._("play single rounds instead of matches (a game is then one round)"),
        "rotate": w._("play every deal once per seating, each bot in every seat; --games counts deals"),
        "workers": w._("processes to use (default 1)"),
        "json": w._("write the results as JSON to FILE ('-' or nothing: standard output)"),
        "progress": w._("show a progress bar with an ETA (default: when standard error is a terminal)"),
    }


def serve(w) -> tuple[str, str]:
    return (w._("run the classroom server: every student joins from their own device"),
            w._("Run the classroom server (needs mextrain[serve]); prints the teacher page."))


def serve_options(w) -> dict[str, str]:
    return {
        "host": w._("address to listen on (default 127.0.0.1; 0.0.0.0 for a classroom network)"),
        "port": w._("port (default 8000; 0 picks a free one)"),
        "data": w._("folder for the tables and the teacher token (default: mextrain in the user's data directory)"),
        "redis": w._("share the tables between processes through Redis"),
        "public_url": w._("the address the join links carry (default: the address the teacher page was opened with)"),
        "redis_insecure": w._("allow a Redis without a password (one only this machine reaches)"),
        "certfile": w._("serve HTTPS with this certificate (PEM; with --keyfile)"),
        "keyfile": w._("the certificate's private key (PEM)"),
    }

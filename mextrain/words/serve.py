"""The words of the classroom server's pages (``mextrain.serve``): one
function per message, each taking a ``Words`` so that every string goes
through the words layer's ``_``/``n``/``p`` and is translated with the rest.

>>> from mextrain.words import words
>>> w = words().with_names(["Ann", "Bo"], viewer=0)
>>> to_play(w, 1), taken(w)[:28]
('Bo to play.', 'This seat is already taken o')
"""

from __future__ import annotations


# ---- the seat page ---------------------------------------------------------------

def to_play(w, seat: int) -> str:
    return w._("{player} to play.", player=w.player(seat))


def standing_in(w) -> str:
    return w._("A bot is playing for you now. Press \u201cTake my seat back\u201d to play again.")


def taken(w) -> str:
    return w._("This seat is already taken on another device. Ask your teacher for a new link.")


def link_reset(w) -> str:
    return w._("The teacher gave this seat a new link; this one no longer works.")


def ended(w) -> str:
    return w._("The teacher ended this table.")


def unknown_link(w) -> str:
    return w._("This link does not lead to any table. Check it, or ask your teacher for a new one.")


def redis_password(w) -> str:
    return w._("The Redis server would hold the teacher's token and every hand: give it a password "
               "(redis://:PASSWORD@HOST:6379/0, or rediss:// for TLS), or add --redis-insecure for a Redis "
               "only this machine reaches.")


def redis_scheme(w) -> str:
    return w._("A Redis address starts with redis://, rediss:// or unix://.")


def bad_message(w) -> str:
    return w._("The page sent something the table could not read; it was ignored.")


def went_wrong(w) -> str:
    return w._("Something went wrong on the server; nothing changed. Try again.")


def too_fast(w) -> str:
    return w._("Too many messages at once: wait a moment.")


def too_many(w) -> str:
    return w._("This link is open on too many screens at once: close the others, then reload this page.")


def seat_words(w) -> dict:
    """The words a seat page's script needs, by key."""
    return {
        "title": w._("Mexican Train"),
        "connecting": w._("Connecting\u2026"),
        "reconnecting": w._("The connection dropped; reconnecting\u2026"),
        "sent": w._("Sent; waiting for the table\u2026"),
        "you": w._("You are {player}."),
        "round": w._("Round {round} of {rounds}"),
    }


def projector_words(w) -> dict:
    return {
        "title": w._("Mexican Train"),
        "connecting": w._("Connecting\u2026"),
        "reconnecting": w._("The connection dropped; reconnecting\u2026"),
    }


# ---- the teacher page -------------------------------------------------------------

def teacher_words(w) -> dict:
    return {
        "title": w._("Classroom tables"),
        "new": w._("New table"),
        "players": w._("Players"),
        "seat": w._("Seat {seat}"),
        "name": w._("Name"),
        "student": w._("Student"),
        "rounds": w._("Rounds"),
        "rules": w._("Rules"),
        "table_rules": w._("table rules"),
        "classic_rules": w._("classic rules"),
        "language": w._("Language"),
        "seed": w._("Seed (optional)"),
        "seed_note": w._("A seed deals the same hands again: whoever knows it can rebuild every hand and "
                         "the boneyard. Keep a typed seed to yourself until the match is over, or leave the "
                         "field empty for a secret deal."),
        "table_seed": w._("Seed {seed}: for you alone until the match is over."),
        "delay": w._("Seconds between bot moves"),
        "create": w.p("button", "Make the table"),
        "tables": w._("Tables"),
        "none": w._("No tables yet."),
        "projector": w._("Projector"),
        "join": w._("Join link"),
        "free": w._("free"),
        "joined": w._("joined, away"),
        "away": w._("away for {n} s"),
        "connected": w._("connected"),
        "bot": w._("bot"),
        "standing_in": w._("a bot is standing in"),
        "standin": w.p("button", "Let a bot stand in"),
        "give_back": w.p("button", "Give the seat back"),
        "reset": w.p("button", "New link"),
        "end": w.p("button", "End table"),
        "ended": w._("ended"),
        "status": w._("Round {round} of {rounds}, move {ply}"),
        "round_over": w._("round over"),
        "match_over": w._("match over"),
        "made": w._("Table {id} is ready."),
        "error": w._("Could not do that: {message}"),
    }


def unauthorized(w) -> str:
    return w._("A teacher's token is needed here.")


# ---- settings sent to the API -----------------------------------------------------

def too_large(w, limit: int) -> str:
    return w._("The request is too large (at most {limit} bytes).", limit=limit)


def no_such_table(w) -> str:
    return w._("There is no such table.")


def no_such_seat(w) -> str:
    return w._("There is no such student seat at this table.")


# ---- the command line and the notebook ---------------------------------------------

def teacher_line(w, url: str) -> str:
    return w._("Teacher page: {url}", url=url)


def open_note(w, port: int) -> str:
    return w._("Note: --host 0.0.0.0 serves every network this machine is on. Anyone who can reach port {port} "
               "can open the pages, but a table shows nothing without its unguessable link, and the teacher "
               "page needs the token. Give the students this machine's address on the school network.", port=port)


def classroom_caption(w) -> str:
    return w._("Open the teacher page (scan the code on another device):")

"""The words of the pictures: titles and descriptions for screen readers,
the table's headline, banners and labels, the score sheet.

Each function takes the ``Words`` of the picture first (its language and
the names of the seats) and returns one finished piece of text; the
renderer places the text and measures it, and decides nothing from it.
"""

from __future__ import annotations

from ..moves import Draw, Pass, Play
from ..reasons import RoundBlocked, RoundWon


def tile(w, t) -> str:
    """A tile for a screen reader: "the double 6-6 (12 pips)"."""
    if t.is_double:
        return w._("the double {tile} ({pips})", tile=t, pips=w.pips(t.pips))
    return w._("{tile} ({high} and {low}, {pips})", tile=t, high=t.high, low=t.low, pips=w.pips(t.pips))


def tile_title(w, t) -> str:
    return w._("Tile {tile}", tile=t)


def tile_desc(w, t) -> str:
    return w._("A domino tile: {tile}.", tile=tile(w, t))


def face_down_title(w) -> str:
    return w._("A face-down tile")


def face_down_desc(w) -> str:
    return w._("A tile lying face down: its numbers are hidden.")


def hand_owner(w, name: str | None) -> str:
    return w._("{player}'s hand", player=name) if name else w._("A hand")


def hand_title(w, name: str | None, count: int) -> str:
    return w._("{whose} ({tiles})", whose=hand_owner(w, name), tiles=w.tiles(count))


def hand_desc(w, name: str | None, tiles, face_down: bool, playable) -> str:
    whose = hand_owner(w, name)
    if not tiles:
        return w._("{whose} is empty.", whose=whose)
    if face_down:
        return w._("{whose}: {tiles}, face down.", whose=whose, tiles=w.tiles(len(tiles)))
    text = w._("{whose}: {tiles}, {pips}: {list}.", whose=whose, tiles=w.tiles(len(tiles)),
               pips=w.pips(sum(t.pips for t in tiles)), list=", ".join(map(str, tiles)))
    if playable:
        text = w._("{description} Playable: {list}.", description=text,
                   list=", ".join(str(t) for t in tiles if t in playable))
    return text


# ---- the table ------------------------------------------------------------------

def headline(w, view, notices) -> str:
    """Whose turn it is, or how the round ended."""
    for n in notices:
        if isinstance(n, RoundWon):
            return w.sentence(n)
        if isinstance(n, RoundBlocked):
            return w._("Round over: blocked, nobody can play (R14)")
    if view.extra_play:
        return w._("{player} to play again (after a double)", player=w.player(view.turn))
    return w._("{player} to play", player=w.player(view.turn))


def status_line(w, engine, head: str) -> str:
    return w._("Engine {engine}  \u00b7  {headline}", engine=engine, headline=head)


def table_title(w, view, head: str) -> str:
    return w.n("Mexican Train table: engine {engine}, {n} player, {headline}",
               "Mexican Train table: engine {engine}, {n} players, {headline}", view.players,
               engine=view.engine, headline=head)


def table_desc(w, view, head: str) -> str:
    return w.n("Mexican Train table, engine {engine}, {n} player ({rules}). {headline}.",
               "Mexican Train table, engine {engine}, {n} players ({rules}). {headline}.", view.players,
               engine=view.engine, rules=w.rules_name(view.rules), headline=head)


def last_move(w, move) -> str:
    """The last move as a phrase: "12-5 played on the Mexican train"."""
    if isinstance(move, Play):
        return w._("{tile} played on {train}", tile=move.tile, train=w.train(move.train, "onto"))
    if isinstance(move, Draw):
        return w._("a draw from the boneyard")
    if isinstance(move, Pass):
        return w._("a pass")
    raise ValueError(f"not a move: {move!r}")


def info_line(w, rules, move) -> str:
    if move is None:
        return w.rules_name(rules)
    return w._("{rules}  \u00b7  last move: {move}", rules=w.rules_name(rules), move=last_move(w, move))


def last_move_desc(w, move) -> str:
    return w._("Last move: {move}.", move=last_move(w, move))


def boneyard_label(w, count: int) -> str:
    return w._("Boneyard: {n}", n=count)


def boneyard_desc(w, count: int) -> str:
    return w.n("Boneyard: {n} tile.", "Boneyard: {n} tiles.", count)


def hint(w, legal) -> str | None:
    """The hint band for the player to act, from the legal moves."""
    plays = [m for m in legal if isinstance(m, Play)]
    if plays:
        return w.n("Hint: {n} legal play ringed in green: {plays}", "Hint: {n} legal plays ringed in green: {plays}",
                   len(plays), plays=w.plays(plays))
    if legal and isinstance(legal[0], Draw):
        return w._("Hint: no tile fits: draw one from the boneyard (R9).")
    if legal and isinstance(legal[0], Pass):
        return w._("Hint: nothing to play or draw: pass, and a marker goes on your train (R9, R10).")
    return None


def penalties(w, points) -> str:
    items = ", ".join(w._("{player} {points}", player=w.player(s), points=p) for s, p in enumerate(points))
    return w._("Penalties: {list} (R15).", list=items)


def lane_label(w, name, viewer) -> str:
    """A lane's header: "Mexican train", "Ann", "Ann (you)"."""
    label = w.train_label(name)
    if name == viewer:
        return w._("{player} (you)", player=label)
    return label


def lane_desc(w, label: str, train) -> str:
    tiles = " ".join(f"{a}-{b}" for a, b in train.chain)
    if train.marker:
        if not tiles:
            return w._("{train}, with a marker (anyone may play on it, R10): no tiles yet; open end {end}.",
                       train=label, end=train.open_end)
        return w._("{train}, with a marker (anyone may play on it, R10): {tiles}; open end {end}.",
                   train=label, tiles=tiles, end=train.open_end)
    if not tiles:
        return w._("{train}: no tiles yet; open end {end}.", train=label, end=train.open_end)
    return w._("{train}: {tiles}; open end {end}.", train=label, tiles=tiles, end=train.open_end)


def marker_desc(w) -> str:
    return w._("Marker: anyone may play on this train (R10)")


def open_end_desc(w, end: int) -> str:
    return w._("Open end: {n}", n=end)


def engine_label(w) -> str:
    return w.p("picture", "engine")


def legal_desc(w, plays) -> str:
    return w._("Legal plays: {plays}.", plays=w.plays(plays, most=len(plays)))


def hand_heading(w, seat, viewer, count: int, pips: int | None, penalty: int | None) -> str:
    """Above a face-up hand: "Your hand (Ann): 5 tiles, 31 pips"."""
    if pips is None:
        size = w.tiles(count)
    elif penalty is None:
        size = w._("{tiles}, {pips}", tiles=w.tiles(count), pips=w.pips(pips))
    else:
        size = w._("{tiles}, {pips} \u00b7 penalty {penalty}", tiles=w.tiles(count), pips=w.pips(pips),
                   penalty=penalty)
    if seat == viewer:
        return w._("Your hand ({player}): {size}", player=w.player(seat), size=size)
    return w._("{player}'s hand: {size}", player=w.player(seat), size=size)


def hand_line(w, seat, viewer, tiles, pips: int | None) -> str:
    who = w._("Your hand") if seat == viewer else w._("{player}'s hand", player=w.player(seat))
    if not tiles:
        return w._("{whose}: empty.", whose=who)
    if pips is None:
        return w._("{whose}: {list}.", whose=who, list=", ".join(map(str, tiles)))
    return w._("{whose}: {list} ({pips}).", whose=who, list=", ".join(map(str, tiles)), pips=w.pips(pips))


def other_hands_label(w) -> str:
    return w._("Other hands:")


def hand_chip(w, seat, count: int) -> str:
    return w._("{player} \u00d7{n}", player=w.player(seat), n=count)


def other_hands_desc(w, seats, sizes) -> str:
    items = ", ".join(w._("{player} {tiles}", player=w.player(s), tiles=w.tiles(sizes[s])) for s in seats)
    return w._("Other hands: {list}.", list=items)


# ---- one train on its own ----------------------------------------------------------

def train_name(w, train) -> str:
    if train.owner is None:
        return w.p("train", "Mexican train")
    return w.with_names(w.names).train(train.name)  # nobody's "own" train: a train drawn on its own


def train_title(w, label: str, train) -> str:
    return w.n("{train}: {n} tile, open end {end}", "{train}: {n} tiles, open end {end}", len(train.tiles),
               train=label, end=train.open_end)


def train_desc(w, label: str, train) -> str:
    tiles = " ".join(f"{a}-{b}" for a, b in train.chain)
    if not tiles:
        text = w._("{train}, from the engine outwards: no tiles yet. Open end {end}.", train=label,
                   end=train.open_end)
    else:
        text = w._("{train}, from the engine outwards: {tiles}. Open end {end}.", train=label, tiles=tiles,
                   end=train.open_end)
    if train.marker:
        text = w._("{description} It carries a marker: anyone may play on it (R10).", description=text)
    return text


# ---- the score sheet ------------------------------------------------------------------

def _together(w, seats) -> str:
    return w._(" and ").join(w.player(s) for s in seats)


def sheet_headline(w, match) -> str:
    totals = match.totals
    if match.is_over:
        winners = sorted(match.winners)
        return w.n("Match over: {players} wins with {total}", "Match over: {players} win with {total}",
                   len(winners), players=_together(w, winners), total=min(totals))
    scores = match.round_scores
    if scores:
        leaders = sorted(match.leaders)
        return w.n("After {done} of {rounds} rounds: {players} leads with {total}",
                   "After {done} of {rounds} rounds: {players} lead with {total}", len(leaders),
                   done=len(scores), rounds=match.rules.rounds, players=_together(w, leaders), total=min(totals))
    return w._("Round 1 of {rounds} in play: no scores yet", rounds=match.rules.rounds)


def sheet_explainer(w) -> str:
    return w._("Penalty points are the pips left in hand (R15); the lowest total wins (R17).")


def sheet_rules(w, rules) -> str:
    return w._("Rules: {rules}. Small grey figures: running totals.", rules=w.rules_name(rules))


def sheet_column(w, which: str) -> str:
    return {"round": w.p("sheet", "Round"), "engine": w.p("sheet", "Engine"), "total": w.p("sheet", "Total"),
            "winner": w.p("sheet", "winner"), "in play": w.p("sheet", "in play\u2026"),
            "out": w.p("sheet", "0 out")}[which]


def sheet_round(w, number: int, engine: str, row) -> str:
    items = ", ".join(w._("{player} {points}", player=w.player(s), points=p) for s, p in enumerate(row))
    return w._("Round {round} (engine {engine}): {list}.", round=number, engine=engine, list=items)


def sheet_totals(w, totals) -> str:
    items = ", ".join(w._("{player} {points}", player=w.player(s), points=t) for s, t in enumerate(totals))
    return w._("Totals: {list}.", list=items)


def sheet_title(w, head: str) -> str:
    return w._("Score sheet: {headline}", headline=head)

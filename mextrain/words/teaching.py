"""The words of the teaching pictures: the turn flowchart, the seating
picture, the grid of tiles, the round scores, the rules card.

Each function takes the ``Words`` of the picture first and returns one
finished piece of text; the renderer (``mextrain.svg.teaching``) places it
and wraps it to its box, and decides nothing from it.
"""

from __future__ import annotations

from ..reasons import Rule

__all__ = ["flow", "flow_title", "flow_desc", "yes", "no", "seating_title", "seating_desc", "seating_middle",
           "first_player", "grid_title", "grid_desc", "grid_number", "scores_title", "scores_desc", "round_label",
           "card_title", "card_subtitle", "card_section", "plain_rule", "card_piece", "card_footer", "picture_alt",
           "idea", "judged", "advice"]


def flow(w, step: str) -> str:
    """One box of the turn flowchart."""
    return {
        "start": w._("Your turn"),
        "double": w._("Is a double open, not covered yet?"),
        "cover": w._("Only that train is open to you: cover the double (R12)"),
        "open": w._("Open to you: your own train, the Mexican train, trains with a marker (R7, R10)"),
        "fits": w._("Does one of your tiles fit a train open to you?"),
        "play": w._("Play one tile (R7, R8). Was it a double? Play again and cover it (R11)"),
        "draw": w._("Draw one tile from the boneyard (R9)"),
        "drawn": w._("Does the drawn tile fit?"),
        "play drawn": w._("Play it (R9)"),
        "pass": w._("Pass: a marker goes on your train (R10). Boneyard empty? Pass too"),
        "end": w._("The next player's turn (R2)"),
    }[step]


def yes(w) -> str:
    return w.p("flowchart", "yes")


def no(w) -> str:
    return w.p("flowchart", "no")


def flow_title(w) -> str:
    return w._("What to do on your turn")


def flow_desc(w) -> str:
    return w._("A flowchart of one turn: cover an open double first; otherwise play one tile if you can; "
               "otherwise draw one tile, play it if it fits, or pass and put out a marker.")


def seating_title(w, players: int) -> str:
    return w.n("{n} player round the table", "{n} players round the table", players)


def seating_desc(w, names) -> str:
    return w._("The seats in the order of play, round the table: {names}, then the first again.",
               names=", ".join(names))


def seating_middle(w) -> str:
    return w._("play goes this way")


def first_player(w) -> str:
    return w._("starts round 1")


def grid_title(w, tiles: int, max_pip: int) -> str:
    return w.n("The {n} tile of a double-{max_pip} set, by its two numbers",
               "The {n} tiles of a double-{max_pip} set, by their two numbers", tiles, max_pip=max_pip)


def grid_desc(w, max_pip: int) -> str:
    return w._("Row n holds the tiles whose higher number is n, from n-0 to the double n-n; the column says "
               "the lower number. The tiles with a number k are row k and column k together.")


def grid_number(w) -> str:
    return w._("higher number")


def scores_title(w, rounds: int) -> str:
    return w.n("Round scores: {n} round", "Round scores: {n} rounds", rounds)


def scores_desc(w) -> str:
    return w._("Penalty points of each player in each round (R15). Add them up yourself: the lowest total "
               "wins (R17).")


def round_label(w, number: int, engine) -> str:
    return w._("Round {round} ({engine})", round=number, engine=engine)


def card_title(w) -> str:
    return w._("Mexican Train: the rules on one page")


def card_subtitle(w) -> str:
    return w._("The table rules of this kit, with the rule ids the lessons and the engine cite.")


def card_section(w, which: str) -> str:
    return {"equipment": w._("The set and the deal"), "turn": w._("A turn"),
            "end": w._("The end of a round, and of the match"), "classic": w._("Classic rules (a preset)"),
            "flow": w._("Your turn, step by step")}[which]


def plain_rule(w, rule: Rule) -> str:
    """Each rule in one sentence a 12-year-old understands."""
    return {
        Rule.R1: w._("91 tiles: every pair of numbers 0 to 12 once. A tile is worth its pips; 0-0 is worth 0."),
        Rule.R2: w._("2 to 8 players take turns round the table."),
        Rule.R3: w._("A double sits in the middle, the engine: 12-12 in round 1, then one lower each round."),
        Rule.R4: w._("Deal 15 tiles each to 2-4 players, 12 to 5-6, 10 to 7-8; the rest is the boneyard."),
        Rule.R5: w._("The first player moves one seat on each round."),
        Rule.R6: w._("Every train starts at the engine; a tile must match a train's open end."),
        Rule.R7: w._("Play one tile: on your own train, the Mexican train, or a train with a marker."),
        Rule.R8: w._("If you can play, you must."),
        Rule.R9: w._("If you can't, draw one tile and play it if it fits; else pass."),
        Rule.R10: w._("Passing puts a marker on your train: anyone may play there until you play on it."),
        Rule.R11: w._("After a double, play again at once, and that tile must cover the double."),
        Rule.R12: w._("While a double is open, everyone must cover it first."),
        Rule.R13: w._("Your last tile ends the round at once, even a double."),
        Rule.R14: w._("Nobody can play and the boneyard is empty? The round is blocked and ends."),
        Rule.R15: w._("Everyone scores the pips left in their hand; lower is better."),
        Rule.R16: w._("A full match is 13 rounds, 12-12 down to 0-0; shorter ones exist."),
        Rule.R17: w._("The lowest total wins; equal lowest totals share the win."),
        Rule.R18: w._("Your hand is secret. Trains, markers, hand sizes and the boneyard's size are public."),
        Rule.C1: w._("Several doubles in one turn, then one tile that is not a double."),
        Rule.C2: w._("0-0 left in your hand costs 50."),
        Rule.C3: w._("Bigger hands: 16, 16, 15, 14, 12, 10, 9 tiles for 2 to 8 players."),
        Rule.C4: w._("Other sets: double-9 (55 tiles), double-15 and double-18 for 9-12 players."),
        Rule.C5: w._("Say so when you have one tile left."),
    }[rule]


def card_piece(w, which: str) -> str:
    """A piece of the game pictured on the card."""
    return {"engine": w._("The engine (R3)"), "marker": w._("A marker (R10)")}[which]


def card_footer(w) -> str:
    return w._("Every rule in full: docs/RULES.md. Lessons: notebooks/00_start_here.ipynb.")


def picture_alt(w, title: str) -> str:
    """The text shown instead of a picture where it cannot be drawn."""
    return w._("Picture: {title}", title=title)


# ---- strategy: why one move is better (mextrain.lessons.strategy.Idea) ------------------

def _move(w, move) -> str:
    from .exercises import move_label
    return move_label(w, move)


def _spares(w, idea, move: str, other: str) -> str:
    """The tiles each move leaves without a place in the chain for the player's own train."""
    if idea.spares == 0:
        return w.n("After {move}, every tile left in your hand has a place in your chain; after {other}, {n} tile "
                   "does not.",
                   "After {move}, every tile left in your hand has a place in your chain; after {other}, {n} tiles "
                   "do not.", idea.other_spares, move=move, other=other)
    return w.n("After {move}, {n} of your tiles still needs another train; after {other}, {spares}.",
               "After {move}, {n} of your tiles still need another train; after {other}, {spares}.", idea.spares,
               move=move, other=other, spares=w.n("{n} tile", "{n} tiles", idea.other_spares))


def idea(w, idea) -> str:
    """Why ``idea.move`` beats ``idea.other``, in one or two sentences citing
    the rules (``mextrain.lessons.strategy.Idea``): the strategy exercises'
    explanations and the coach say it alike."""
    move = _move(w, idea.move)
    other = _move(w, idea.other) if idea.other is not None else ""
    key = idea.key
    if key == "only":
        from ..moves import Draw, Pass
        if isinstance(idea.move, Draw):
            return w._("You cannot play any tile, so you draw one (R9).")
        if isinstance(idea.move, Pass):
            return w._("You cannot play any tile and cannot draw, so you pass (R9, R10).")
        return w._("{move} is your only legal move.", move=move)
    if key == "chain":
        return w._("{idea} {evidence}", idea=w._(
            "Keep a chain for your own train: nobody else may play on it while it has no marker (R10), so the "
            "tiles that fit it can wait."), evidence=_spares(w, idea, move, other))
    if key == "heavy":
        return w.n("An opponent holds only {n} tile, so the round may end any moment, and you are charged the pips "
                   "left in your hand (R13, R15): get rid of the heavy tiles first. {move} sheds {pips}, {other} "
                   "only {other_pips}.",
                   "An opponent holds only {n} tiles, so the round may end any moment, and you are charged the pips "
                   "left in your hand (R13, R15): get rid of the heavy tiles first. {move} sheds {pips}, {other} "
                   "only {other_pips}.", idea.fewest, move=move, other=other,
                   pips=w.pips(idea.move.tile.pips), other_pips=w.pips(idea.other.tile.pips))
    if key == "double":
        return w._("{move} plays a double you can cover with another tile of your hand: you play again at once and "
                   "shed two tiles this turn (R11).", move=move)
    if key == "no-double":
        return w._("{other} would play a double you cannot cover: you would have to draw, and if the drawn tile "
                   "does not cover it you pass, and a marker opens your train to everyone (R11, R10). {move} "
                   "keeps you out of that.", move=move, other=other)
    if key == "open-mexican":
        return w._("Nobody has started the Mexican train yet. {move} starts it: a train open to everyone, where "
                   "you can spend the tiles your own train has no place for (R6, R7).", move=move)
    if key == "not-mexican":
        return w._("{idea} {evidence}", idea=w._(
            "{other} would open the Mexican train for everyone with a tile your own chain needs; keep it for your "
            "own train, where nobody else may play while it has no marker, and open the Mexican train with a tile "
            "that has no place in your chain (R6, R10).", other=other), evidence=_spares(w, idea, move, other))
    if key == "count":
        return w.n("Count the tiles you cannot see (R18): only {n} of them carries the number {end}, the open end {move} "
                   "leaves; {other} would leave an end that {others} match. The fewer tiles fit, the fewer plays "
                   "your opponents get there.",
                   "Count the tiles you cannot see (R18): only {n} of them carry the number {end}, the open end {move} "
                   "leaves; {other} would leave an end that {others} match. The fewer tiles fit, the fewer plays "
                   "your opponents get there.", idea.unseen, end=idea.end, move=move, other=other,
                   others=w.n("{n} unseen tile", "{n} unseen tiles", idea.other_unseen))
    return w._("No rule of thumb tells {move} and {other} apart here; the playouts find {move} better.",
               move=move, other=other)


def judged(w, deals: int, seeds, margin: float, error: float, z: float) -> str:
    """How sure the judge is (``mextrain.lessons.strategy.Evidence``): the
    explanation's last sentence, and the answer key's."""
    return w._("The judge played each move out over {deals} random deals of the tiles you cannot see, twice, "
               "with the seeds {seeds}: the better move left you on average fewer pips, by {margin} (± {error}), "
               "{z} times its standard error, so luck alone would do that less than once in a thousand.",
               deals=deals, seeds=", ".join(map(str, seeds)), margin=w.decimal(margin), error=w.decimal(error),
               z=w.decimal(z))


def advice(w, move, found) -> str:
    """The coach's hint (``mextrain.lessons.strategy.advice``): the move the
    strongest bot prefers, then why, in the words of the strategy exercises."""
    from .exercises import move_label
    if found.key == "only":
        return idea(w, found)
    return w._("The strongest bot would play {move}. {why}", move=move_label(w, move), why=idea(w, found))

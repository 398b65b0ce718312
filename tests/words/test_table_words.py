"""The live table speaks only through the words layer: in a pseudo-language
(every message rewritten by podebug), no English word is left on the
message line, the cover, the status, the log, the round's end, any button
(its tooltip too: a move in words, not "play 5-3 on 0") or the settings
form, through a whole hot-seat practice match."""

from __future__ import annotations

import random

from pseudo_language import untranslated, widget_texts

import mextrain as mt
from mextrain.moves import DRAW, PASS, Play
from mextrain.session import Setup
from mextrain.widgets.table import Table

NAMES = ("Åda", "Bø", "Çy")


def test_the_live_table_has_no_english_in_another_language(pseudo):
    setup = Setup.build(3, humans=(0, 1), bots="greedy", rules=mt.Rules.classic(rounds=2), seed=5,
                        names=list(NAMES), practice=True, delay=0)
    t = Table(setup, settings=False, language=pseudo)
    rng = random.Random(2)
    checked = 0
    for step in range(400):
        texts = widget_texts(t) + [t.message] + list(t.picture.texts.values())
        assert not untranslated(texts, names=NAMES), untranslated(texts, names=NAMES)[:5]
        checked += 1
        s = t.session
        if s.match.is_over:
            break
        if s.round.is_over:
            t.next_button.click()
        elif s.covered:
            t.reveal_button.click()
        elif step % 9 == 4 and s.undo_count:
            t.undo_button.click()
        elif step % 11 == 5:
            t.click_tile("13-13")                 # not a tile: an error message
        else:
            legal = s.round.legal_moves()
            move = rng.choice(legal)
            if move is DRAW:
                t.draw_button.click()
            elif move is PASS:
                t.pass_button.click()
            else:
                stuck = [tile for tile in s.round.hand(s.round.turn)
                         if not any(isinstance(m, Play) and m.tile == tile for m in legal)]
                if stuck and step % 5 == 0:
                    t.click_tile(str(stuck[0]))   # the rule's reason, in the language
                t.click_tile(str(move.tile))
                if s.round.legal_moves() == legal:
                    t.click_train(str(move.train))
    assert t.match.is_over and checked > 50
    t.new_button.click()
    assert not untranslated(widget_texts(t.settings), names=NAMES)

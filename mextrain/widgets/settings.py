"""The settings form before a live game (``mt.play``): players, who plays
each seat, rules, match length, seed, bot delay, practice, the tiles' look."""

from __future__ import annotations

import html
from dataclasses import replace

import anywidget
import ipywidgets as W

from ..rules import MATCH_LENGTHS, Rules
from ..errors import InvalidSetup
from ..session import BOT_NAMES, HUMAN, MAX_DELAY, Setup
from ..words import table as say
from ..words import words

__all__ = ["Settings"]

# The buttons that say "go on", in colours white text is readable on (7:1 and more).
_STRONG = {"success": {"button_color": "#1b5e20", "text_color": "white"}}


_NAMES_JS = r"""
function render({ el }) {
  // ipywidgets' slider handle (role="slider") is not tied to the slider's
  // label, so a screen reader reads it without a name: give it the label's.
  const name = (form) => {
    for (const slider of form.querySelectorAll(".widget-slider")) {
      const handle = slider.querySelector("[role=slider]:not([aria-label])");
      const label = slider.querySelector(".widget-label");
      if (handle && label) handle.setAttribute("aria-label", label.textContent);
    }
  };
  const attach = () => {
    const form = el.closest(".mextrain-settings");
    if (!form) return requestAnimationFrame(attach);  // not on the page yet
    name(form);
    new MutationObserver(() => name(form)).observe(form, { childList: true, subtree: true });
  };
  attach();
}
export default { render };
"""


class SliderNames(anywidget.AnyWidget):
    """Put inside a form: names its sliders' handles for screen readers."""

    _esm = _NAMES_JS


def _close(widgets) -> None:
    """Close widgets taken off the page, with the widgets inside them."""
    for w in widgets:
        _close(getattr(w, "children", ()))
        w.close()


# ---- the settings form ------------------------------------------------------------

class Settings(W.VBox):
    """The form before the game: players, who plays each seat, rules (preset
    and single switches), match length, seed, bot delay, practice. Rule
    fields the form does not show (the set's size, C1's cover order) carry
    over from the game it was opened from."""

    def __init__(self, setup: Setup, on_start, on_cancel, language=None):
        super().__init__(layout=W.Layout(border="1px solid #ccc", padding="8px"))
        self.add_class("mextrain-settings")
        w = self.words = words(language)
        self._on_start = on_start
        self._rules = setup.rules
        wide = {"description_width": "140px"}
        self.players = W.BoundedIntText(min=2, max=8, description=w._("Players:"), style=wide,
                                        layout=W.Layout(width="220px"))
        self.preset = W.Dropdown(options=[(w._("Table rules"), "table"), (w._("Classic rules"), "classic")],
                                 description=w._("Rules:"), style=wide, layout=W.Layout(width="360px"))
        self.length = W.Dropdown(description=w._("Match length:"), style=wide, layout=W.Layout(width="360px"))
        self.multiple_doubles = W.Checkbox(description=w._("Several doubles in one turn (C1)"), indent=False)
        self.blank_50 = W.Checkbox(description=w._("0-0 left in hand scores 50 (C2)"), indent=False)
        self.classic_hands = W.Checkbox(description=w._("Classic hand sizes (C3)"), indent=False)
        self.announce = W.Checkbox(description=w._("Announce the last tile (C5)"), indent=False)
        self.seed = W.Text(description=w._("Seed:"), placeholder=w._("empty: a new deal each time"), style=wide,
                           layout=W.Layout(width="360px"))
        self.delay = W.FloatSlider(min=0, max=MAX_DELAY, step=0.1, description=w._("Bot delay (s):"), style=wide)
        self.practice = W.Checkbox(description=w._("Practice game (undo allowed)"), indent=False,
                                   layout=W.Layout(margin="0 0 0 145px"))
        self.style = W.Dropdown(options=[(w._("Pips"), "pips"), (w._("Numerals"), "numerals")],
                                description=w._("Tiles:"), style=wide, layout=W.Layout(width="360px"))
        self.palette = W.Dropdown(options=[(w._("Traditional colours"), "traditional"),
                                           (w._("Colour-blind safe"), "colorblind")],
                                  description=w._("Colours:"), style=wide, layout=W.Layout(width="360px"))
        self.seats = W.VBox()
        self.error = W.HTML()
        self.start_button = W.Button(description=w._("Start"), icon="play", style=_STRONG["success"])
        self.start_button.on_click(lambda _: self.start())
        self.cancel_button = W.Button(description=w._("Back to the game"), icon="times")
        self.cancel_button.on_click(lambda _: on_cancel())
        self.players.observe(lambda _: self._seat_rows(), "value")
        self.preset.observe(lambda _: self._apply_preset(), "value")
        switches = W.VBox([self.multiple_doubles, self.blank_50, self.classic_hands, self.announce],
                          layout=W.Layout(margin="0 0 0 145px"))
        title = html.escape(w._("Mexican Train: a new game"))
        self.children = [W.HTML(f"<h3 style='margin:2px 0'>{title}</h3>"),
                         self.players, self.seats, self.preset, switches, self.length, self.seed,
                         self.delay, self.practice, self.style, self.palette, self.error,
                         W.HBox([self.start_button, self.cancel_button]), SliderNames()]
        self.reset(setup, can_cancel=False)

    def reset(self, setup: Setup, can_cancel: bool, style: str = "pips", palette: str = "traditional") -> None:
        """Fill the form from ``setup`` and the table's look."""
        self.style.value, self.palette.value = style, palette
        rules = self._rules = setup.rules
        self.preset.value = "classic" if rules.multiple_doubles else "table"
        self.multiple_doubles.value = rules.multiple_doubles
        self.blank_50.value = rules.double_blank_points == 50
        self.classic_hands.value = rules.hand_sizes == "classic"
        self.announce.value = rules.announce_last_tile
        self._lengths(rules)
        self.seed.value = "" if setup.seed is None else str(setup.seed)
        self.delay.value = setup.delay
        self.practice.value = setup.practice
        # A name box holds only a name someone typed; the default shows as its placeholder.
        self._seed_rows = [(kind, "" if name == self.words.default_name(s, kind) else name)
                           for s, (kind, name) in enumerate(zip(setup.seats, setup.names))]
        old, self.seats.children = self.seats.children, ()
        _close(old)
        seats = rules.player_range
        self.players.min, self.players.max = seats.start, seats.stop - 1
        if self.players.value == len(setup.seats):
            self._seat_rows()
        self.players.value = len(setup.seats)
        self.error.value = ""
        self.cancel_button.layout.display = None if can_cancel else "none"

    def _lengths(self, rules: Rules) -> None:
        """The match lengths for this set, with the current one if it is none of the presets."""
        counts = {name: Rules(max_pip=rules.max_pip, rounds=name).rounds for name in MATCH_LENGTHS}
        options = [(say.match_length(self.words, name, n), name) for name, n in counts.items()]
        current = next((name for name, n in counts.items() if n == rules.rounds), rules.rounds)
        if current == rules.rounds:
            options.append((say.match_length(self.words, None, rules.rounds), rules.rounds))
        self.length.options = options
        self.length.value = current

    def _apply_preset(self) -> None:
        classic = self.preset.value == "classic"
        for box in (self.multiple_doubles, self.blank_50, self.classic_hands, self.announce):
            box.value = classic

    def _seat_rows(self) -> None:
        """One row per seat, keeping what was typed in the rows that stay."""
        w = self.words
        typed = [(row.children[0].value, row.children[1].value) for row in self.seats.children]
        known = typed or self._seed_rows
        rows = []
        for s in range(self.players.value):
            kind, name = known[s] if s < len(known) else ("planner", "")
            kind_box = W.Dropdown(options=[(w.kind(k), k) for k in (HUMAN, *BOT_NAMES)], value=kind,
                                  description=w._("Seat {seat}:", seat=s + 1),  # people count from 1
                                  style={"description_width": "140px"}, layout=W.Layout(width="280px"))
            name_box = W.Text(value=name, placeholder=w.default_name(s, kind), layout=W.Layout(width="160px"))
            kind_box.observe(lambda change, box=name_box, s=s: setattr(box, "placeholder",
                                                                       w.default_name(s, change.new)), "value")
            rows.append(W.HBox([kind_box, name_box]))
        old = self.seats.children
        self.seats.children = rows
        _close(old)

    def setup(self) -> Setup:
        """The form as a ``Setup``; ``ValueError`` says what to fix."""
        kinds = [row.children[0].value for row in self.seats.children]
        names = [row.children[1].value.strip() or None for row in self.seats.children]
        humans = tuple(s for s, k in enumerate(kinds) if k == HUMAN)
        old = self._rules.double_blank_points
        rules = replace(self._rules, multiple_doubles=self.multiple_doubles.value,
                        # a custom C2 value stays while the box says "not 50"
                        double_blank_points=50 if self.blank_50.value else old if old != 50 else 0,
                        hand_sizes="classic" if self.classic_hands.value else "table",
                        announce_last_tile=self.announce.value, rounds=self.length.value)
        text = self.seed.value.strip()
        digits = text.isascii() and text.isdigit() and len(text) < 19
        seed = None if not text else int(text) if digits else text[:100]
        return Setup.build(len(kinds), humans=humans, bots={s: k for s, k in enumerate(kinds) if k != HUMAN},
                           rules=rules, seed=seed, delay=self.delay.value, names=names,
                           practice=self.practice.value, language=self.words)

    def start(self) -> None:
        try:
            setup = self.setup()
        except ValueError as e:  # a setting's reason in the form's words
            text = self.words.reason(e.reason) if isinstance(e, InvalidSetup) else str(e)
            self.error.value = f"<span style='color:#b00020'>{html.escape(text)}</span>"
            return
        self.error.value = ""
        self._on_start(setup, style=self.style.value, palette=self.palette.value)

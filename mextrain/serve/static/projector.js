"use strict";
// The projector: the public table, live; no hand face up until the round ends.
(() => {
  const w = MT.data.words;
  const $ = (id) => document.getElementById(id);
  const conn = MT.connect(onMessage, () => ({ type: "hello" }));

  let shown = -1;

  function onMessage(m) {
    if (m.type === "state" && m.ply >= shown) { shown = m.ply; render(m); }
    else if (["ended", "error"].includes(m.type)) {
      conn.stop();
      for (const id of ["picture", "log", "sheet", "notices"]) MT.put($(id), []);
      MT.say(m.message, true);
    }
  }

  function render(s) {
    document.body.dataset.ply = s.ply;
    $("title").textContent = w.title;
    $("round").textContent = MT.fmt(w.round, { round: s.round + 1, rounds: s.rounds });
    MT.say(s.title, false);
    MT.put($("notices"), s.notices.map((n) => MT.item("p", n)));
    MT.put($("picture"), [MT.svg(s.svg)]);
    MT.put($("log"), s.log.map((line) => MT.item("li", line)));
    MT.put($("sheet"), s.sheet ? [MT.svg(s.sheet)] : []);
  }
})();

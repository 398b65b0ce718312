"use strict";
// A student's seat: the server sends this seat's frame after every change;
// the page sends intents {move, ply, id} and shows what the table answers.
(() => {
  const w = MT.data.words;
  const $ = (id) => document.getElementById(id);
  let state = null, selected = null, pending = null, resends = 0;

  // The device key claims the seat: the first device to open the link keeps it.
  const KEY = "mextrain-device";
  let device = localStorage.getItem(KEY);
  if (!device) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    device = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem(KEY, device);
  }

  function newId() {
    return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
  }

  const conn = MT.connect(onMessage, () => ({ type: "hello", device }));

  function send(move) {
    if (!state || pending) return;
    pending = { type: "move", move, ply: state.ply, id: newId() };
    resends = 0;
    conn.send(pending);
    MT.say(w.sent);
    setTimeout(resend, 3000);
  }

  // No answer (the server was restarted, or its owner changed): send the same
  // intent again; the server applies an intent id once.
  function resend() {
    if (!pending || resends >= 5) return;
    resends += 1;
    conn.send(pending);
    setTimeout(resend, 3000);
  }

  function onMessage(m) {
    if (m.type === "welcome") {
      if (pending) conn.send(pending);
    } else if (m.type === "state") {
      if (state && m.ply < state.ply) return;  // an older frame overtaken by a newer one
      if (pending && m.ply !== pending.ply) pending = null;
      if (!state || m.ply !== state.ply) selected = null;  // a new table: pick again
      state = m;
      render();
    } else if (m.type === "refused") {
      pending = null;
      selected = null;
      mark();
      MT.say(m.message, true);
    } else if (["taken", "reset", "ended", "error"].includes(m.type)) {
      conn.stop();
      state = null;
      for (const id of ["picture", "moves", "log", "sheet", "notices"]) MT.put($(id), []);
      for (const id of ["draw", "pass", "next", "back"]) $(id).hidden = true;
      MT.say(m.message, true);
    }
  }

  function mark() {
    for (const el of $("picture").querySelectorAll(".hand-tile.selected")) el.classList.remove("selected");
    if (selected) {
      const el = $("picture").querySelector(`.hand-tile[data-tile="${selected}"]`);
      if (el) el.classList.add("selected");
    }
  }

  function render() {
    const s = state;
    document.body.dataset.ply = s.ply;  // which table state the page shows
    $("who").textContent = MT.fmt(w.you, { player: s.you });
    $("round").textContent = MT.fmt(w.round, { round: s.round + 1, rounds: s.rounds });
    MT.say(s.title, false);
    MT.put($("notices"), s.notices.map((n) => MT.item("p", n)));
    MT.put($("picture"), [MT.svg(s.svg)]);
    // Tiles and trains answer the keyboard too (Tab to one, Enter or Space).
    for (const el of $("picture").querySelectorAll(".hand-tile[data-tile], .open-end[data-train]")) {
      el.setAttribute("role", "button");
      el.setAttribute("tabindex", "0");
    }
    $("draw").hidden = !s.can_draw;
    $("pass").hidden = !s.can_pass;
    $("next").hidden = !s.can_next;
    $("back").hidden = !s.standin;
    const plays = s.legal.filter((m) => m.move.startsWith("play "));
    MT.put($("moves"), plays.length ? plays.map((m) => {
      const b = MT.item("button", m.label);
      b.type = "button";
      b.dataset.move = m.move;
      b.addEventListener("click", () => send(m.move));
      return b;
    }) : [MT.item("p", w.no_moves)]);
    MT.put($("log"), s.log.map((line) => MT.item("li", line)));
    MT.put($("sheet"), s.sheet ? [MT.svg(s.sheet)] : []);
    mark();
  }

  // Click a tile of your hand, then a train: the server judges the move and
  // says why when it is refused.
  $("picture").addEventListener("keydown", (ev) => {
    if ((ev.key === "Enter" || ev.key === " ") && ev.target.closest("[tabindex]")) {
      ev.preventDefault();
      ev.target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }
  });
  $("picture").addEventListener("click", (ev) => {
    if (!state || state.over) return;
    const tile = ev.target.closest(".hand-tile[data-tile]");
    if (tile) {
      selected = tile.dataset.tile === selected ? null : tile.dataset.tile;
      mark();
      if (selected) MT.say(MT.fmt(w.pick_train, { tile: selected }));
      return;
    }
    const train = ev.target.closest("[data-train]");
    if (train && selected) send(`play ${selected} on ${train.dataset.train}`);
  });
  $("draw").addEventListener("click", () => send("draw"));
  $("pass").addEventListener("click", () => send("pass"));
  $("next").addEventListener("click", () => state && conn.send({ type: "next", ply: state.ply }));
  $("back").addEventListener("click", () => conn.send({ type: "back" }));
})();

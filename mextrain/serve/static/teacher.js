"use strict";
// The teacher's page: make tables through the API, and watch them: a join
// link and QR code per student seat, each seat's state, and the actions.
(() => {
  const w = MT.data.words;
  const kinds = MT.data.kinds;
  const $ = (id) => document.getElementById(id);
  const form = $("new-table");
  let shown = "";

  const api = MT.api;

  function seatRows() {
    const n = Number(form.players.value);
    const rows = [];
    for (let s = 0; s < n; s++) {
      const row = document.createElement("div");
      row.className = "seat-row";
      const label = MT.item("span", MT.fmt(w.seat, { seat: s + 1 }));  // people count from 1
      const kind = document.createElement("select");
      kind.name = "kind" + s;
      for (const [value, text] of Object.entries(kinds)) {
        const o = MT.item("option", text);
        o.value = value;
        kind.append(o);
      }
      kind.value = s < 2 ? "student" : "planner";
      const name = document.createElement("input");
      name.name = "name" + s;
      name.maxLength = 24;
      name.placeholder = w.name;
      name.setAttribute("aria-label", w.name + " " + (s + 1));
      row.append(label, kind, name);
      rows.push(row);
    }
    MT.put($("seats"), rows);
  }

  form.players.addEventListener("change", seatRows);
  seatRows();

  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const n = Number(form.players.value);
    const seats = [], names = [];
    for (let s = 0; s < n; s++) {
      seats.push(form["kind" + s].value);
      names.push(form["name" + s].value.trim());
    }
    // A name left empty is the seat's default name, in the table's language.
    const settings = { players: n, seats, names, rounds: form.rounds.value, rules: form.rules.value,
      language: form.language.value, delay: Number(form.delay.value) };
    // As typed: a number (a browser's numbers keep only 53 bits), a deal code or any text.
    if (form.seed.value.trim()) settings.seed = form.seed.value.trim();
    try {
      const made = await api("POST", "/api/tables", settings);
      MT.say(MT.fmt(w.made, { id: made.id }));
      refresh();
    } catch (e) {
      MT.say(MT.fmt(w.error, { message: e.message }), true);
    }
  });

  function seatState(seat) {
    if (seat.kind !== "student") return w.bot;
    if (seat.standin) return w.standing_in;
    if (seat.connected) return w.connected;
    if (!seat.claimed) return w.free;
    return seat.away === null ? w.joined : MT.fmt(w.away, { n: seat.away });
  }

  function button(text, action) {
    const b = MT.item("button", text);
    b.type = "button";
    b.addEventListener("click", async () => {
      try { await action(); refresh(); } catch (e) { MT.say(MT.fmt(w.error, { message: e.message }), true); }
    });
    return b;
  }

  function link(url) {
    const a = MT.item("a", url);
    a.href = url;
    a.target = "_blank";
    a.rel = "noopener";
    return a;
  }

  function tableCard(t) {
    const card = document.createElement("article");
    card.className = "table-card";
    card.dataset.table = t.id;
    const st = t.status || {};
    let status = MT.fmt(w.status, { round: st.round, rounds: st.rounds, ply: st.ply });
    if (t.ended) status = w.ended;
    else if (st.match_over) status += " \u00b7 " + w.match_over;
    else if (st.round_over) status += " \u00b7 " + w.round_over;
    card.append(MT.item("h3", t.id), MT.item("p", status));
    if (t.ended) return card;
    card.append(MT.item("p", MT.fmt(w.table_seed, { seed: t.seed })));
    const proj = MT.item("p", w.projector + ": ");
    proj.append(link(t.projector));
    card.append(proj);
    for (const seat of t.seats) {
      const row = document.createElement("div");
      row.className = "seat-state";
      row.dataset.seat = seat.seat;
      row.append(MT.item("strong", `${MT.fmt(w.seat, { seat: seat.seat + 1 })} \u00b7 ${seat.name}`));
      row.append(MT.item("span", seatState(seat)));
      if (seat.kind === "student") {
        const p = MT.item("p", w.join + ": ");
        p.append(link(seat.url));
        row.append(p);
        if (seat.qr) { const q = document.createElement("div"); q.className = "qr"; q.append(MT.svg(seat.qr)); row.append(q); }
        const base = `/api/tables/${t.id}/seats/${seat.seat}/`;
        row.append(seat.standin ? button(w.give_back, () => api("POST", base + "back"))
          : button(w.standin, () => api("POST", base + "standin")));
        row.append(button(w.reset, () => api("POST", base + "reset")));
      }
      card.append(row);
    }
    card.append(button(w.end, () => api("POST", `/api/tables/${t.id}/end`)));
    return card;
  }

  function show(doc) {
    const text = JSON.stringify(doc.tables);
    if (text === shown) return;  // unchanged: keep focus and scroll where they are
    shown = text;
    MT.put($("tables"), doc.tables.length ? doc.tables.slice().reverse().map(tableCard) : [MT.item("p", w.none)]);
  }

  // The server pushes the list whenever a table changes (a move, a seat
  // taken, a device come or gone), and once after each hello.
  const feed = MT.connect((m) => {
    if (m.type === "tables") { MT.say(""); show(m); }
    else if (m.type === "error") { feed.stop(); MT.say(m.message, true); }
  }, () => ({ type: "hello", token: MT.teacher }), "/ws/teacher");

  // After an action of this page: the list at once (its push may come later).
  async function refresh() {
    try { show(await api("GET", "/api/tables?qr=1")); } catch (e) { /* the push brings it */ }
  }
})();

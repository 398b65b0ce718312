// A student's exercises: a first name, then each exercise as the server
// sends it (its question, picture and choices, never its answer); the
// answer goes to the server's tutor, whose reply is shown as it comes.
// Tiles and trains are clicked, and moves made, on the kit's one table
// front-end. A class that goes on to a table sends each student who has
// done every exercise their seat's link once the table is full ("wait" till then).
import { mount } from "/front/table.js";

const w = MT.data.words;
const $ = (id) => document.getElementById(id);

// The device key keeps the student's place: the same phone is the same student.
const device = MT.device();

let me = null, card = null, table = null, chosen = [], replies = 0, waiting = false;
const width = () => Math.floor($("exercise").clientWidth || document.documentElement.clientWidth - 24);
const conn = MT.connect(onMessage, () => ({ type: "join", device, width: width() }), "/ws/class/" + MT.token);

$("join").addEventListener("submit", (ev) => {
  ev.preventDefault();
  conn.send({ type: "name", name: $("join").name.value });
});

function button(text, cls, onClick) {
  const b = MT.item("button", text);
  b.type = "button";
  if (cls) b.className = cls;
  b.addEventListener("click", onClick);
  return b;
}

function ask(message) {
  if (waiting || !card) return;
  waiting = true;
  document.body.dataset.pending = "";
  conn.send({ ...message, id: card.id });
}

function answer(value) { ask({ type: "answer", answer: value }); }

// A toggle button per choice; one pressed at a time unless `many`.
function toggles(many) {
  const picked = new Set();
  const row = MT.item("div", "");
  row.className = "buttons choices";
  for (const [value, label] of card.options) {
    const b = button(label, "choice", () => {
      if (!many) { picked.clear(); for (const other of row.children) other.setAttribute("aria-pressed", "false"); }
      if (picked.has(value)) picked.delete(value); else picked.add(value);
      b.setAttribute("aria-pressed", String(picked.has(value)));
    });
    b.setAttribute("aria-pressed", "false");
    b.dataset.value = String(value);
    row.append(b);
  }
  return [row, () => (many ? [...picked] : [...picked][0] ?? null)];
}

function answerArea() {
  const kind = card.kind;
  if (kind === "number") {
    const box = document.createElement("input");
    box.inputMode = "numeric";
    box.placeholder = w.answer;
    box.setAttribute("aria-label", card.question);
    box.addEventListener("keydown", (ev) => { if (ev.key === "Enter") answer(box.value); });
    return [[box], () => box.value];
  }
  if (kind === "scores") {
    const boxes = card.players.map((player) => {
      const box = document.createElement("input");
      box.inputMode = "numeric";
      box.setAttribute("aria-label", player);
      const label = MT.item("label", player + " ");
      label.append(box);
      return [label, box];
    });
    return [boxes.map(([label]) => label), () => boxes.map(([, box]) => Number.parseInt(box.value || "0", 10) || 0)];
  }
  if (kind === "choice" || kind === "many") {
    const [row, value] = toggles(kind === "many");
    return [[row], value];
  }
  return [[], () => chosen];  // tiles or trains: picked on the table
}

function showCard(c) {
  card = c;
  chosen = [];
  waiting = false;
  delete document.body.dataset.pending;
  document.body.dataset.exercise = c.id;
  $("who").textContent = MT.fmt(w.hello, { name: me.name, n: c.index + 1, count: c.count });
  $("heading").textContent = c.heading;
  $("question").textContent = c.question;
  MT.put($("picture"), c.picture ? [MT.svg(c.picture)] : []);
  if (c.table) {
    if (!table) table = mount($("table"), { texts: MT.data.table, send: onIntent, onWidth, onChoose });
    table.show(c.table);
  } else {
    table = null;
    $("table").replaceChildren();
  }
  const [parts, value] = answerArea();
  MT.put($("answer-area"), parts);
  const buttons = [];
  if (c.kind !== "move") buttons.push(button(c.check || w.check, "check primary", () => answer(value())));
  if (!c.predicts) {
    buttons.push(button(w.hint, "hint", () => ask({ type: "hint" })));
    buttons.push(button(w.explain, "explain", () => ask({ type: "explain" })));
  }
  MT.put($("buttons"), buttons);
  MT.put($("reply"), []);
  MT.put($("revealed"), []);
  const nav = [];
  if (c.index > 0) nav.push(button(w.previous, "previous", () => conn.send({ type: "open", index: c.index - 1 })));
  if (c.index < c.count - 1) nav.push(button(w.next, "next", () => conn.send({ type: "open", index: c.index + 1 })));
  MT.put($("nav"), nav);
  MT.say("");
  window.scrollTo(0, 0);
}

function showReply(r) {
  waiting = false;
  delete document.body.dataset.pending;
  if (!card || r.id !== card.id) return;
  const box = $("reply");
  box.className = r.correct === true ? "right" : r.correct === false ? "wrong" : "none";
  const lines = MT.item("ul", "");
  for (const line of r.lines) lines.append(MT.item("li", line));
  MT.put(box, [MT.item("strong", r.headline), lines]);
  MT.put($("revealed"), r.revealed ? [MT.svg(r.revealed)] : []);
  if (table && r.table) table.show(r.table);
  else if (table) table.note(r.headline, r.correct === false);
  if (r.solved && card.index === card.count - 1) MT.say(w.done);
  replies += 1;
  document.body.dataset.replies = String(replies);
}

// The table's play is this exercise's answer: a tile, then a train.
function onIntent(intent) {
  if (intent.kind === "play" && intent.tile && intent.train) answer({ tile: intent.tile, train: intent.train });
}

function onChoose(items) { chosen = items; }

function onWidth(px) { conn.send({ type: "width", width: px }); }

function onMessage(m) {
  if (m.type === "name") {
    $("join").hidden = false;
    MT.say("");
    $("join").name.focus();
  } else if (m.type === "welcome") {
    me = m;
    $("join").hidden = true;
    $("exercise").hidden = false;
  } else if (m.type === "exercise") {
    showCard(m);
  } else if (m.type === "reply") {
    showReply(m);
  } else if (m.type === "wait") {
    MT.say(m.message);
  } else if (m.type === "table") {
    // Every exercise done, and a table full: the student's seat at it.
    $("table-link").href = m.url;
    $("to-table").hidden = false;
    MT.say(m.message);
  } else if (m.type === "refused") {
    waiting = false;
    delete document.body.dataset.pending;
    if (table) table.note(m.message, true);
    MT.say(m.message, true);
  } else if (m.type === "ended" || m.type === "error") {
    conn.stop();
    $("join").hidden = true;
    $("exercise").hidden = true;
    MT.say(m.message, true);
  }
}

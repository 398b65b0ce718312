// A student's seat: the server sends this seat's frame after every change,
// drawn by the kit's one table front-end; the page sends the intents it
// makes, says the connection's state, and resends an intent left unanswered.
import { mount } from "/front/table.js";

const w = MT.data.words;
const $ = (id) => document.getElementById(id);
let pending = null, resends = 0, size = null, ply = -1;

// The device key claims the seat: the first device to open the link keeps it.
const device = MT.device();

const conn = MT.connect(onMessage, () => ({ type: "hello", device }));
const table = mount($("table"), { texts: MT.data.table, send, onWidth });

function send(intent) {
  if (intent.kind === "back") { conn.send({ type: "back" }); return; }
  pending = { type: "intent", intent };
  resends = 0;
  conn.send(pending);
  MT.say(w.sent);
  setTimeout(resend, 3000);
}

// The server draws this seat's hand for the width the page has.
function onWidth(width, room) {
  size = { type: "width", width, room };
  conn.send(size);
}

// No answer (the server was restarted, or its owner changed): send the same
// intent again; the session applies an intent id once.
function resend() {
  if (!pending || resends >= 5) return;
  resends += 1;
  conn.send(pending);
  setTimeout(resend, 3000);
}

function onMessage(m) {
  if (m.type === "welcome") {
    if (size) conn.send(size);
    if (pending) conn.send(pending);
  } else if (m.type === "state") {
    if (m.ply < ply) return;  // an older frame overtaken by a newer one
    if (pending && m.ply !== pending.intent.ply) pending = null;
    ply = m.ply;
    document.body.dataset.ply = m.ply;  // which table state the page shows
    $("who").textContent = MT.fmt(w.you, { player: m.names[m.audience.seat] });
    MT.say("");
    table.show({ frame: m, board: m.board, hand: m.hand, sheet: m.sheet, symbols: m.symbols, standin: m.standin, room: m.room });
  } else if (m.type === "refused") {
    pending = null;
    MT.say("");
    table.note(m.message, true);
  } else if (["taken", "reset", "ended", "error"].includes(m.type)) {
    conn.stop();
    $("table").replaceChildren();
    MT.say(m.message, true);
  }
}

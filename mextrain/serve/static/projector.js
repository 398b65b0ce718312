// The projector: the public table, live, drawn by the kit's one table
// front-end; no hand face up until the round ends.
import { mount } from "/front/table.js";

const w = MT.data.words;
const $ = (id) => document.getElementById(id);
let ply = -1, size = null;

const conn = MT.connect(onMessage, () => ({ type: "hello" }));
const table = mount($("table"), {
  texts: MT.data.table,
  onWidth: (width, room) => { size = { type: "width", width, room }; conn.send(size); },
});

function onMessage(m) {
  if (m.type === "welcome") {
    if (size) conn.send(size);
  } else if (m.type === "state" && m.ply >= ply) {
    ply = m.ply;
    document.body.dataset.ply = m.ply;
    $("title").textContent = w.title;
    MT.say("");
    table.show({ frame: m, board: m.board, hand: m.hand, sheet: m.sheet, symbols: m.symbols, room: m.room });
  } else if (["ended", "error"].includes(m.type)) {
    conn.stop();
    $("table").replaceChildren();
    MT.say(m.message, true);
  }
}

// The projector: the public table, live, drawn by the kit's one table
// front-end; no hand face up until the round ends.
import { mount } from "/front/table.js";

const w = MT.data.words;
const $ = (id) => document.getElementById(id);
let ply = -1, width = 0;

const conn = MT.connect(onMessage, () => ({ type: "hello" }));
const table = mount($("table"), {
  texts: MT.data.table,
  onWidth: (px) => { width = px; conn.send({ type: "width", width }); },
});

function onMessage(m) {
  if (m.type === "welcome") {
    if (width) conn.send({ type: "width", width });
  } else if (m.type === "state" && m.ply >= ply) {
    ply = m.ply;
    document.body.dataset.ply = m.ply;
    $("title").textContent = w.title;
    MT.say("");
    table.show({ frame: m, board: m.board, hand: m.hand, sheet: m.sheet });
  } else if (["ended", "error"].includes(m.type)) {
    conn.stop();
    $("table").replaceChildren();
    MT.say(m.message, true);
  }
}

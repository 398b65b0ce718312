// The one table front-end: every screen of a game (a classroom seat on a
// phone, the projector, a notebook) draws the Frames its host hands it with
// this module and sends back intents. It decides nothing about the game:
// what may be seen and done comes in the frame (mextrain/frames.py), drawn
// pictures beside it (the board once per change, this seat's hand apart).
//
//   const table = mount(el, { texts, send, onWidth });
//   table.show(message);   // {frame, board, hand (null: unchanged), sheet, standin, room, symbols}
//   table.note(text, alert);
//
// `send(intent)` gets {kind, ply, id, tile?, train?}; `onWidth(px, room)` the
// width the table has and the height its picture may take, so the host can
// draw the hand for that width and the table's text big enough for its scale.
//
// An exercise's table (a classroom phone's) is a frame with `choose`: "move"
// (a tile, then a train: sent as a play, judged by the host's tutor),
// "tiles" or "trains" (each click picks or unpicks one; `onChoose(items)`
// gets the picks), or null (shown, nothing to pick). It carries no legal
// moves and no fits, which would give the answer away.

const SVG_TYPE = "image/svg+xml";
// The move list's column beside the picture (table.css's .mt-beside) and its gap.
const BESIDE = 340 + 16;

function node(tag, cls, text) {
  const el = document.createElement(tag);
  if (cls) el.className = cls;
  if (text !== undefined) el.textContent = text;
  return el;
}

function fmt(text, fields) {
  return String(text || "").replace(/\{(\w+)\}/g, (all, key) => (key in fields ? String(fields[key]) : all));
}

// Pictures arrive as SVG text and are parsed as XML data: they carry no
// script that could run (a page's policy would refuse one anyway).
function picture(text) {
  if (!text) return [];
  const doc = new DOMParser().parseFromString(text, SVG_TYPE);
  const root = doc.documentElement;
  return root && root.nodeName === "svg" ? [document.importNode(root, true)] : [];
}

function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function mount(el, { texts = {}, send = () => {}, onWidth = null, onChoose = () => {} } = {}) {
  const t = (key) => texts[key] || "";
  const root = node("div", "mt-table");
  const status = node("div", "mt-status");
  const message = node("p", "mt-message");
  // What a screen reader announces: the moves logged since the last frame,
  // then the message (or a refusal). One element for the table's life, read
  // by the live region it already knows; the message line shows the same words.
  const live = node("div", "mt-live");
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  const notices = node("div", "mt-notices");
  const controls = node("div", "mt-controls");
  const buttons = {};
  for (const key of ["draw", "pass", "undo", "next", "back"]) {
    const b = node("button", `mt-button mt-${key}`, t(key));
    b.type = "button";
    b.hidden = true;
    buttons[key] = b;
    controls.append(b);
  }
  const cover = node("div", "mt-cover");
  cover.hidden = true;
  const coverHead = node("h3"), coverText = node("p"), reveal = node("button", "mt-button mt-reveal");
  reveal.type = "button";
  cover.append(coverHead, coverText, reveal);
  const hand = node("div", "mt-hand");
  const targets = node("div", "mt-targets");
  const moves = node("div", "mt-moves");
  const movesHead = node("h2", "mt-heading", t("moves"));
  const movesBox = node("section", "mt-moves-box");
  movesBox.append(movesHead, moves);
  const board = node("div", "mt-board");
  const zoom = node("button", "mt-button mt-zoom", t("whole_table"));
  zoom.type = "button";
  zoom.setAttribute("aria-pressed", "false");
  const boardBox = node("div", "mt-board-box");
  boardBox.append(zoom, board);
  const end = node("div", "mt-end");
  const logBox = node("section", "mt-log");
  const logList = node("ol");
  logBox.append(node("h2", "mt-heading", t("log")), logList);
  root.append(live, status, message, notices, controls, cover, hand, targets, boardBox, movesBox, end, logBox);
  el.replaceChildren(root);

  let frame = null, picked = null, waiting = null, game, chosen = new Set();

  function announce(lines, text) {
    live.textContent = "";  // the same words twice are read twice
    live.textContent = [...lines, text].filter(Boolean).join(" ");
  }

  // The log lines a new frame adds to the last one: none at the first frame
  // (what happened before is not news) or after an undo; a new round's all.
  function fresh(f) {
    if (!frame) return [];
    if (f.round !== frame.round) return f.log;
    return f.log.length > frame.log.length ? f.log.slice(frame.log.length) : [];
  }

  function say(text, alert) {
    message.textContent = text || "";
    message.classList.toggle("mt-alert", Boolean(alert));
  }

  function ask(intent) {
    if (!frame || waiting) return;
    waiting = { ...intent, ply: frame.ply, id: newId() };
    root.dataset.pending = "";
    send(waiting);
  }

  // Tiles, trains and buttons answer the keyboard (Tab to one, Enter or Space).
  // Each named for a screen reader (`name(item)`), inside a picture that is
  // then a group of them, not one image.
  function focusable(box, selector, name) {
    const items = box.querySelectorAll(selector);
    for (const item of items) {
      item.setAttribute("role", "button");
      item.setAttribute("tabindex", "0");
      // an SVG <title> names it already
      if (!item.hasAttribute("aria-label") && !item.querySelector(":scope > title")) item.setAttribute("aria-label", name(item));
    }
    const svg = box.querySelector("svg");
    if (items.length && svg && svg.getAttribute("role") === "img") svg.setAttribute("role", "group");
  }

  function mark() {
    for (const tile of hand.querySelectorAll(".hand-tile[data-tile]")) {
      const on = tile.dataset.tile === picked || chosen.has(tile.dataset.tile);
      tile.classList.toggle("selected", on);
      tile.setAttribute("aria-pressed", String(on));
    }
    const fits = picked && frame ? frame.fits[picked] || [] : [];
    for (const train of board.querySelectorAll("[data-train]")) {
      train.classList.toggle("mt-target", fits.includes(train.dataset.train) || chosen.has(train.dataset.train));
    }
    for (const b of targets.children) {
      const on = fits.includes(b.dataset.train) || chosen.has(b.dataset.train);
      b.classList.toggle("mt-target", on);
      b.setAttribute("aria-pressed", String(on));
    }
  }

  // Every train end the seat may play on now, as a button big enough for a
  // finger (the picture's ends are small on a phone): pick a tile, then one.
  function trainButtons(f) {
    return (f.actor === null ? [] : f.trains).map(([train, label]) => {
      const b = node("button", "mt-button mt-train-end", label);
      b.type = "button";
      b.dataset.train = train;
      b.addEventListener("click", () => {
        if (f.choose === "trains") { choose(train); return; }
        if (!picked) { say(t("tile_first")); return; }
        ask({ kind: "play", tile: picked, train });
      });
      return b;
    });
  }

  // An exercise's pick: one more tile or train, or one fewer.
  function choose(item) {
    if (chosen.has(item)) chosen.delete(item); else chosen.add(item);
    mark();
    onChoose([...chosen]);
  }

  function pick(tile) {
    if (!frame || frame.actor === null) return;
    if (frame.choose === "tiles") { choose(tile); return; }
    if (tile === picked) { picked = null; mark(); say(frame.message); return; }
    if (frame.choose === "move") {  // no fits to go by: always a tile, then a train
      picked = tile;
      mark();
      say(fmt(t("pick_train"), { tile }).replace("{}", tile));
      return;
    }
    const fits = frame.fits[tile] || [];
    if (fits.length === 1 || !fits.length) {
      // One train: played at once; none: the table says why.
      picked = null;
      mark();
      ask({ kind: "play", tile });
      return;
    }
    picked = tile;
    mark();
    say(fmt(t("pick_train"), { tile }).replace("{}", tile));
  }

  function onClick(event) {
    if (event.detail > 1) return;  // the second click of a double click lands on a new picture
    const tile = event.target.closest(".hand-tile[data-tile]");
    if (tile) { pick(tile.dataset.tile); return; }
    // Any train: the table judges the move, and says why when it is refused.
    const train = event.target.closest("[data-train]");
    if (train && frame && frame.actor !== null && frame.choose === "trains") { choose(train.dataset.train); return; }
    if (train && picked) ask({ kind: "play", tile: picked, train: train.dataset.train });
  }

  function onKey(event) {
    if ((event.key === "Enter" || event.key === " ") && event.target.closest("[tabindex]")) {
      event.preventDefault();
      event.target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }
  }

  for (const box of [hand, board]) {
    box.addEventListener("click", onClick);
    box.addEventListener("keydown", onKey);
  }
  buttons.draw.addEventListener("click", () => ask({ kind: "draw" }));
  buttons.pass.addEventListener("click", () => ask({ kind: "pass" }));
  buttons.undo.addEventListener("click", () => ask({ kind: "undo" }));
  buttons.next.addEventListener("click", () => ask({ kind: "next" }));
  buttons.back.addEventListener("click", () => send({ kind: "back" }));
  reveal.addEventListener("click", () => ask({ kind: "reveal" }));
  zoom.addEventListener("click", () => {
    const on = !root.classList.contains("mt-zoomed");
    root.classList.toggle("mt-zoomed", on);
    zoom.setAttribute("aria-pressed", String(on));
  });

  // The host draws this seat's hand for the width the table has, and the
  // table for the room its picture has (a projector shrinks a tall one).
  let measured = [0, 0];
  function measure() {
    // What is above the table's picture (a laptop's notebook keeps it all in view).
    const above = board.getBoundingClientRect().top - root.getBoundingClientRect().top;
    root.style.setProperty("--mt-above", `${Math.max(0, Math.round(above))}px`);
    const width = Math.floor(root.clientWidth);
    const svg = board.querySelector("svg");
    const room = svg ? Math.floor(parseFloat(getComputedStyle(svg).maxHeight)) || 0 : 0;
    // A wide screen whose picture its height holds (a laptop, 4 or 8 players:
    // the free width beside it is wider than the move list): the move buttons
    // go there, not below the bottom edge. Neither the width nor the room
    // depends on it, so the layout cannot flip back and forth.
    const view = svg && svg.viewBox.baseVal;
    const drawn = view && view.height && room ? room * view.width / view.height : Infinity;
    root.classList.toggle("mt-beside", !movesBox.hidden && width - BESIDE >= drawn);
    if (onWidth && width && (width !== measured[0] || room !== measured[1])) {
      measured = [width, room];
      onWidth(width, room);
    }
  }
  if (onWidth) new ResizeObserver(measure).observe(root);

  function scores(f) {
    // Laid out for the width: names wrap, never overlap.
    const view = f.view;
    const table = node("table", "mt-scores");
    const head = node("tr");
    for (const key of ["player", "tiles_left", "penalty", "total"]) head.append(node("th", "", t(key)));
    table.append(head);
    f.names.forEach((name, seat) => {
      const row = node("tr");
      const tiles = (view.hands[String(seat)] || []).join(" ") || "\u2014";
      row.append(node("td", "mt-name", name), node("td", "mt-tiles", tiles),
        node("td", "mt-number", String(view.penalties ? view.penalties[seat] : "")),
        node("td", "mt-number", String(f.totals[seat])));
      table.append(row);
    });
    return table;
  }

  // The set's symbols (svg.symbol_sheet), in a host's first message: the
  // pictures after it carry none of their own (an <use> finds its symbol
  // anywhere in the page), so they are kept even from a frame too old to show.
  let symbols = null;
  function keep(text) {
    const [sheet] = picture(text);
    if (!sheet) return;
    if (symbols) symbols.replaceWith(sheet); else root.prepend(sheet);
    symbols = sheet;
  }

  function show(m) {
    if (m.symbols) keep(m.symbols);
    const f = m.frame;
    // An older frame overtaken by a newer one, unless a new game began (`game`: the host's count).
    if (frame && m.game === game && f.ply < frame.ply) return;
    const news = m.game === game ? fresh(f) : [];
    // the same table drawn again (for a new width) is not news
    const again = frame && m.game === game && f.ply === frame.ply && f.message === frame.message;
    if (!frame || f.ply !== frame.ply || m.game !== game) { picked = null; chosen = new Set(); }  // a new table: pick again
    game = m.game;
    frame = f;
    waiting = null;
    delete root.dataset.pending;
    root.dataset.ply = f.ply;
    if (m.room !== undefined) root.dataset.room = m.room;  // the room the table was drawn for
    if (m.width !== undefined) root.dataset.width = m.width;  // ... and the width its hand was
    root.dataset.audience = f.audience.kind;
    root.classList.toggle("mt-over", f.over);
    root.classList.toggle("mt-acting", f.actor !== null);
    status.textContent = f.status;
    if (!again) say(f.message);  // a note (a refusal, "Saved") stays while the table is the same
    notices.replaceChildren(...f.notices.map((text) => node("p", "", text)));
    buttons.draw.hidden = !f.can_draw;
    buttons.pass.hidden = !f.can_pass;
    buttons.undo.hidden = !f.can_undo;
    buttons.next.hidden = !f.can_next;
    buttons.back.hidden = !m.standin;
    cover.hidden = !f.cover;
    if (f.cover) [coverHead.textContent, coverText.textContent, reveal.textContent] = f.cover;
    const exercise = "choose" in f;  // an exercise's table: no moves to list, no log
    movesBox.hidden = f.audience.kind === "public" || exercise;
    logBox.hidden = exercise;
    board.replaceChildren(...picture(m.board));
    measure();
    if (m.hand !== null) hand.replaceChildren(...picture(m.hand));  // null: the hand shown is still right
    focusable(hand, ".hand-tile[data-tile]", (tile) => tile.dataset.tile);
    targets.replaceChildren(...trainButtons(f));
    const ends = new Map(f.trains);
    if (f.actor !== null) focusable(board, ".open-end[data-train]", (end) => ends.get(end.dataset.train) || end.dataset.train);
    const plays = f.legal.filter((c) => c.move.startsWith("play "));
    // A redraw (a new width, the same table again) must not take the focus
    // from a keyboard or screen-reader player: the same move keeps it.
    const focused = moves.contains(document.activeElement) ? document.activeElement.dataset.move : undefined;
    moves.replaceChildren(...(plays.length ? plays.map((c) => {
      const b = node("button", "mt-button mt-move", c.label);
      b.type = "button";
      b.title = c.text;
      b.dataset.move = c.move;
      b.addEventListener("click", () => {
        const [, tile, train] = c.move.match(/^play (\S+) on (\S+)$/);
        ask({ kind: "play", tile, train });
      });
      return b;
    }) : f.over ? [] : [node("p", "mt-none", t("no_moves"))]));
    if (focused !== undefined) {
      const again = [...moves.querySelectorAll(".mt-move")].find((b) => b.dataset.move === focused);
      if (again) again.focus();
    }
    end.replaceChildren(...f.heading.map((text) => node("h3", "mt-end-heading", text)),
      ...(f.over ? [scores(f)] : []), ...picture(m.sheet));
    logList.replaceChildren(...f.log.map((line) => node("li", "", line)));
    mark();
    if (!again) announce(news, f.message);
  }

  function note(text, alert = true) {
    waiting = null;
    delete root.dataset.pending;
    picked = null;
    if (frame) mark();
    say(text, alert);
    announce([], text);
  }

  return { show, note, element: root };
}

// anywidget (the notebook's table, mextrain/widgets/table.py): the synced
// `message` is what `show` draws; intents and the width go back to Python,
// which answers with a new message or a {note, alert}, and hands a saved
// game over as {download: {name, text}}.
function render({ model, el }) {
  const texts = model.get("texts") || {};
  let gone = false, timer = null;
  const answered = () => clearTimeout(timer);
  const table = mount(el, {
    texts,
    send: (intent) => {
      if (gone) { table.note(texts.gone, true); return; }
      model.send({ intent });
      clearTimeout(timer);
      timer = setTimeout(() => table.note(texts.no_answer, true), 4000);
    },
    onWidth: (width, room) => { model.set("width", width); model.set("height", room); model.save_changes(); },
  });
  table.element.classList.add("mt-notebook");
  // Python is gone: a click is answered here, and changes nothing.
  table.element.addEventListener("click", (event) => {
    if (gone) { event.stopPropagation(); table.note(texts.gone, true); }
  }, true);
  const draw = () => { answered(); const m = model.get("message"); if (m && m.frame) table.show(m); };
  draw();
  model.on("change:message", draw);
  model.on("msg:custom", (msg) => {
    if (msg.note !== undefined) { answered(); table.note(msg.note, msg.alert); }
    if (msg.download) {
      const url = URL.createObjectURL(new Blob([msg.download.text], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = msg.download.name;
      el.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }
  });
  // The widget manager marks every model dead when the kernel restarts.
  model.on("comm_live_update", () => {
    gone = true;
    table.element.classList.add("mt-gone");
    table.note(texts.gone, true);
  });
}

export default { render };

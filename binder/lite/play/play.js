// The play page: a game of Mexican Train in this browser, no server.
//
//   play/index.html?lang=cs&players=4&bots=planner&rules=table&rounds=full&seed=7
//
// Python (worker.js, mextrain.browser) holds the game and judges every
// move; this page draws what it answers with the kit's one table front-end
// (mextrain/front/table.js, the module the notebook's table and the
// classroom pages load) and keeps saved games in the browser (IndexedDB)
// or in a downloaded file. Every word comes from the page's data, written
// by the site's build from the kit's catalogs.
import { mount } from "../files/mextrain/front/table.js";

const $ = (id) => document.getElementById(id);
const data = JSON.parse($("page-data").textContent);
const query = new URLSearchParams(location.search);
// The link's language, else the browser's first that the kit speaks, else English.
const lang = [query.get("lang"), ...navigator.languages.map((l) => l.slice(0, 2))]
  .find((l) => l && l in data.words) || "en";
const w = data.words[lang];
const fmt = (text, fields) => text.replace(/\{(\w+)\}/g, (all, key) => (key in fields ? fields[key] : all));

document.documentElement.lang = lang;
document.title = $("title").textContent = w.title;
for (const key of ["new", "save", "load", "download"]) $(key).textContent = w[key === "new" ? "new_game" : key];
$("upload").querySelector("span").textContent = w.upload;
const tools = [...document.querySelectorAll("#tools button, #upload input")];

function say(text, alert = false) {
  $("message").textContent = text;
  $("message").classList.toggle("alert", alert);
}
say(w.starting);

// ---- Python, in its worker ---------------------------------------------------

const worker = new Worker("worker.js", { type: "module" });
const calls = new Map();
let serial = 0, table = null, botTimer = null, fetched = [];

function ask(request) {
  const id = ++serial;
  worker.postMessage({ id, request });
  return new Promise((done) => calls.set(id, done)).then(answered);
}

worker.onmessage = ({ data: m }) => {
  if (m.failed !== undefined) { say(fmt(w.no_start, { error: m.failed }), true); return; }
  if (m.ready) { fetched = m.fetched; return; }
  calls.get(m.id)(m.answer);
  calls.delete(m.id);
};
worker.onerror = (event) => say(fmt(w.no_start, { error: event.message || "worker" }), true);

// One bot move at a time, each after the table's delay, so each is seen.
function answered(answer) {
  if (answer.message) table.show(answer.message);
  if (answer.notes) say(answer.notes.join(" "), answer.notes.length > 0);
  if (answer.note) table.note(answer.note, answer.alert);
  if (answer.bot !== null && answer.bot !== undefined && answer.message) {
    clearTimeout(botTimer);
    const ply = answer.message.frame.ply;
    botTimer = setTimeout(() => ask({ op: "bot", ply }), answer.bot * 1000);
  }
  return answer;
}

// ---- the table ---------------------------------------------------------------

let size = null;
table = mount($("table"), {
  texts: w.front,
  send: (intent) => ask({ op: "intent", intent }),
  onWidth: (width, room) => {
    const first = size === null;
    size = { width, room };
    if (!first) ask({ op: "width", ...size });
  },
});

async function start() {
  const answer = await ask({ op: "start", language: lang, query: Object.fromEntries(query) });
  if (size) await ask({ op: "width", ...size });  // the hand drawn for the width the page has
  for (const el of tools) el.disabled = false;
  return answer;
}
start().then(keepOffline);

// ---- saved games ---------------------------------------------------------------

// One game per browser and site, the last one saved.
function games(mode, act) {
  return new Promise((done, failed) => {
    const open = indexedDB.open("mextrain-play", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("games");
    open.onerror = () => failed(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction("games", mode);
      const request = act(tx.objectStore("games"));
      tx.oncomplete = () => { open.result.close(); done(request.result); };
      tx.onerror = tx.onabort = () => { open.result.close(); failed(tx.error); };
    };
  });
}
const noStorage = (error) => table.note(fmt(w.no_storage, { error: String(error && error.name || error) }), true);

$("new").addEventListener("click", () => ask({ op: "start", language: lang, query: Object.fromEntries(query) }));

$("save").addEventListener("click", async () => {
  const answer = await ask({ op: "save" });
  if (!answer.save) return;
  try {
    await games("readwrite", (store) => store.put(answer.save.text, "game"));
  } catch (error) { noStorage(error); return; }
  table.note(answer.save.kept, false);
});

$("load").addEventListener("click", async () => {
  let text;
  try {
    text = await games("readonly", (store) => store.get("game"));
  } catch (error) { noStorage(error); return; }
  if (text === undefined) { table.note(w.nothing_saved, true); return; }
  ask({ op: "load", text, name: w.title });
});

$("download").addEventListener("click", async () => {
  const answer = await ask({ op: "save" });
  if (!answer.save) return;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([answer.save.text], { type: "application/json" }));
  link.download = answer.save.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  table.note(answer.save.downloaded, false);
});

$("upload").querySelector("input").addEventListener("change", async (event) => {
  const [file] = event.target.files;
  event.target.value = "";  // the same file can be opened again
  if (!file) return;
  // Read no further than a saved game can be long: Python refuses a longer one.
  const text = await file.slice(0, data.max_document + 1).text();
  ask({ op: "load", text, name: file.name });
});

// ---- offline -----------------------------------------------------------------

// The site's service worker (JupyterLite's), registered for this folder with
// its cache on at every start (offline=true, binder/lite/build.py), keeps each
// file it serves. On a first visit it starts controlling the page only after
// the page and Python's files were fetched: once it does, they are fetched
// again through it, so the next visit needs no network.
const OURS = "offline=true";
const ours = () => Boolean(navigator.serviceWorker && navigator.serviceWorker.controller
  && navigator.serviceWorker.controller.scriptURL.includes(OURS));
const servedByOurs = ours();
if (navigator.serviceWorker) {
  navigator.serviceWorker.register(`../service-worker.js?enableCache=true&${OURS}`, { scope: "./" }).catch(() => {});
}

function keepOffline() {
  if (servedByOurs || !navigator.serviceWorker) return;
  const refetch = () => {
    const urls = new Set([location.href, ...performance.getEntriesByType("resource").map((e) => e.name), ...fetched]);
    for (const url of urls) if (new URL(url).origin === location.origin) fetch(url).catch(() => {});
  };
  if (ours()) refetch();
  else navigator.serviceWorker.addEventListener("controllerchange", () => ours() && refetch(), { once: true });
}

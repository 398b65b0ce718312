"use strict";
// Shared by the pages: their words (a JSON data block, since the
// Content-Security-Policy forbids inline script), SVG from the server
// parsed as data, a websocket that reconnects by itself, the teacher's API
// and the device's key.
const MT = (() => {
  const data = JSON.parse(document.getElementById("page-data").textContent);

  function fmt(text, fields) {
    return text.replace(/\{(\w+)\}/g, (all, key) => (key in fields ? String(fields[key]) : all));
  }

  // Pictures arrive as SVG text; parsed as XML they can carry no script
  // that runs (and the policy would refuse one anyway).
  function svg(text) {
    const doc = new DOMParser().parseFromString(text || "", "image/svg+xml");
    const root = doc.documentElement;
    return root && root.nodeName === "svg" ? document.importNode(root, true) : document.createTextNode("");
  }

  function put(el, nodes) {
    el.replaceChildren(...nodes);
  }

  // ``link``: the note is the connection's own ("reconnecting…"), for a
  // page to clear once it hears from the server again.
  function say(text, alert, link) {
    const el = document.getElementById("message");
    el.textContent = text || "";
    el.classList.toggle("alert", Boolean(alert));
    el.dataset.link = link ? "1" : "";
  }

  // The page's token is the last part of its path (/seat/<token>).
  const token = location.pathname.split("/").pop();

  // A websocket to this page's table (or ``path``: a class's). It reconnects
  // after a drop, waiting longer each time (at most 5 s) and giving up after
  // MAX_TRIES, and says hello again each time, so the server sends the table
  // as it is now.
  const MAX_TRIES = 2000;
  function connect(onMessage, hello, path = "/ws/" + token) {
    let ws = null, tries = 0, stopped = false;
    function open() {
      ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + path);
      ws.onopen = () => { tries = 0; ws.send(JSON.stringify(hello())); };
      ws.onmessage = (ev) => onMessage(JSON.parse(ev.data));
      ws.onclose = () => {
        if (stopped || ++tries > MAX_TRIES) return;
        say(data.words.reconnecting, true, true);
        setTimeout(open, Math.min(5000, 250 * 2 ** Math.min(tries, 5)));
      };
    }
    open();
    return {
      send(message) {
        if (ws && ws.readyState === WebSocket.OPEN) { ws.send(JSON.stringify(message)); return true; }
        return false;
      },
      stop() { stopped = true; if (ws) ws.close(); },
    };
  }

  // The teacher's pages carry the teacher's token in their query; the API
  // takes it as a Bearer header. The answer's JSON, or (raw) the response.
  const teacher = new URLSearchParams(location.search).get("token") || "";
  async function api(method, path, body, raw = false) {
    const r = await fetch(path, {
      method,
      headers: { Authorization: "Bearer " + teacher, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (raw && r.ok) return r;
    const doc = r.status === 401 ? {} : await r.json();
    if (!r.ok) throw new Error(doc.error || String(r.status));
    return doc;
  }

  // The device key, random and kept by this browser: the same phone keeps
  // its seat, and its place in a class.
  const KEY = "mextrain-device";
  function device() {
    let key = localStorage.getItem(KEY);
    if (!key) {
      const bytes = crypto.getRandomValues(new Uint8Array(24));
      key = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
      localStorage.setItem(KEY, key);
    }
    return key;
  }

  function item(tag, text) {
    const el = document.createElement(tag);
    el.textContent = text;
    return el;
  }

  return { data, fmt, svg, put, say, connect, item, token, teacher, api, device };
})();

"use strict";
// The teacher's results of a class (body.results) and the projector's
// summary (body.summary, no names): redrawn from what the server pushes
// after every answer, join and hint; never polled.
(() => {
  const w = MT.data.words;
  const $ = (id) => document.getElementById(id);
  const teacher = document.body.classList.contains("results");
  const path = (teacher ? "/ws/results/" : "/ws/summary/") + MT.token;
  const conn = MT.connect(onMessage, () => (teacher ? { type: "hello", token: MT.teacher } : { type: "hello" }), path);
  let updates = 0;

  function cell(tag, text, key) {
    const el = MT.item(tag, String(text));
    if (key) el.dataset.key = key;
    return el;
  }

  function table(head, rows) {
    const t = document.createElement("table");
    const tr = document.createElement("tr");
    for (const text of head) tr.append(cell("th", text));
    t.append(tr);
    t.append(...rows);
    const box = MT.item("div", "");
    box.className = "wide";  // a table wider than a phone scrolls in its box, never the page
    box.append(t);
    return box;
  }

  const of = (counts) => MT.fmt(w.of, { right: counts.first, tried: counts.done });

  function ruleRows(rules) {
    return rules.map((r) => {
      const tr = document.createElement("tr");
      tr.dataset.rule = r.rule;
      tr.append(cell("th", r.rule), cell("td", r.missed, "missed"), cell("td", of(r), "first"),
        cell("td", r.attempts, "attempts"), cell("td", r.hints, "hints"));
      return tr;
    });
  }

  function rulesTable(rules) {
    if (!rules.length) return [MT.item("p", w.none)];
    return [table([w.rule, w.missed, w.first, w.attempts, w.hints], ruleRows(rules))];
  }

  function studentRows(students) {
    const rows = [];
    for (const s of students) {
      const rules = Object.entries(s.rules);
      if (!rules.length) {
        const tr = document.createElement("tr");
        tr.dataset.student = s.name;
        tr.append(cell("th", s.name), cell("td", "\u2014"), cell("td", ""), cell("td", ""), cell("td", ""));
        rows.push(tr);
      }
      rules.forEach(([rule, counts], i) => {
        const tr = document.createElement("tr");
        tr.dataset.student = s.name;
        tr.dataset.rule = rule;
        if (i === 0) {
          const name = cell("th", s.name);
          name.rowSpan = rules.length;
          tr.append(name);
        }
        tr.append(cell("td", rule, "rule"), cell("td", of(counts), "first"), cell("td", counts.attempts, "attempts"),
          cell("td", counts.hints, "hints"));
        rows.push(tr);
      });
    }
    return rows;
  }

  function onMessage(m) {
    if (m.type === "results" || m.type === "summary") {
      // The connection's note is over; an answer the teacher asked for (Seat the rest now) stays.
      if ($("message").dataset.link) MT.say("");
      MT.put($("rules"), rulesTable(m.rules));
      if (m.type === "results") {
        MT.put($("students"), m.students.length
          ? [table([w.student, w.rule, w.first, w.attempts, w.hints], studentRows(m.students))]
          : [MT.item("p", w.none)]);
        // Students left over after the tables filled: the teacher may seat them with bots.
        $("waiting-section").hidden = !m.waiting;
        $("waiting").textContent = m.waiting ? MT.fmt(w.waiting, { n: m.waiting }) : "";
      } else {
        $("answered").textContent = MT.fmt(w.answered, { n: m.answered });
      }
      updates += 1;
      document.body.dataset.updates = String(updates);
    } else if (m.type === "ended" || m.type === "error") {
      conn.stop();
      for (const id of ["rules", "students"]) if ($(id)) $(id).replaceChildren();
      for (const b of document.querySelectorAll("section.buttons button")) b.disabled = true;
      MT.say(m.message, true);
    }
  }

  if (!teacher) return;
  if (MT.data.qr) MT.put($("qr"), [MT.svg(MT.data.qr)]);

  const api = (method, suffix) => MT.api(method, "/api/classes/" + MT.token + suffix, undefined, true);

  $("csv").addEventListener("click", async () => {
    try {
      const text = await (await api("GET", "/results.csv")).text();
      const url = URL.createObjectURL(new Blob([text], { type: "text/csv" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "class-" + MT.token + ".csv";
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      MT.say(e.message, true);
    }
  });

  $("seat-rest").addEventListener("click", async () => {
    try {
      const done = await (await api("POST", "/seat-rest")).json();
      MT.say(done.message);
    } catch (e) {
      MT.say(e.message, true);
    }
  });

  $("end").addEventListener("click", async () => {
    if (!window.confirm(w.confirm)) return;
    try {
      await api("POST", "/end");
    } catch (e) {
      MT.say(e.message, true);
    }
  });
})();

"use strict";
// The teacher page's classes: start one (lessons' exercises, a language,
// then a table or not) through the API; each class made shows its one join link and QR code,
// its results page and the projector's summary.
(() => {
  const w = MT.data.classes;
  const $ = (id) => document.getElementById(id);
  const form = $("new-class");
  const api = MT.api;

  function link(href, text, blank) {
    const a = MT.item("a", text);
    a.href = href;
    if (blank) { a.target = "_blank"; a.rel = "noopener"; }
    return a;
  }

  function classCard(c) {
    const card = document.createElement("div");
    card.className = "class-card";
    card.dataset.class = c.id;
    const then = c.table_text ? " \u00b7 " + c.table_text : "";
    const head = MT.item("h3", c.lessons.map((n) => MT.fmt(w.lesson, { n })).join(", ") + " \u00b7 " + c.exercises_text + then);
    const join = MT.item("p", w.join + ": ");
    join.append(link(c.join, c.join));
    const qr = document.createElement("div");
    qr.className = "qr";
    qr.append(MT.svg(c.qr));
    const results = link(c.results + "?token=" + encodeURIComponent(MT.teacher), w.results, true);
    results.className = "results-link";
    card.append(head, join, qr, results);
    return card;
  }

  async function refresh() {
    try {
      const { classes } = await api("GET", "/api/classes");
      MT.put($("classes"), classes.length ? classes.map(classCard) : [MT.item("p", w.none)]);
    } catch (e) {
      MT.say(MT.fmt(w.error, { message: e.message }), true);
    }
  }

  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const lessons = [...form.querySelectorAll("input[name=lesson]:checked")].map((box) => box.value);
    try {
      const doc = { lessons, language: form.language.value };
      if (form.then_table.checked) doc.table = { players: Number(form.table_size.value) };
      await api("POST", "/api/classes", doc);
      MT.say(w.made);
      await refresh();
    } catch (e) {
      MT.say(MT.fmt(w.error, { message: e.message }), true);
    }
  });

  refresh();
})();

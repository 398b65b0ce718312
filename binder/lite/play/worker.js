// The play page's Python: Pyodide started as the Lite site's kernel starts
// it (static/pyodide/start.mjs: from a memory snapshot, the wheels' files
// from one archive; the play page's own pair, with the kit alone), then
// mextrain.browser.PageTable answers the page's requests, one at a time,
// as JSON text.
//
// The page posts {id, request}; this worker answers {id, answer}. First it
// posts {ready: true, fetched} (the files it fetched, for the page to keep
// offline) or {failed: text}.
import { loadPyodide } from "../static/pyodide/start.mjs?files=play-";

const handle = (async () => {
  const pyodide = await loadPyodide({ indexURL: new URL("../static/pyodide/", import.meta.url).href, packages: [] });
  return pyodide.runPython(
    "import json\nfrom mextrain.browser import PageTable\n_table = PageTable()\n"
    + "lambda text: json.dumps(_table.handle(json.loads(text)), ensure_ascii=False)");
})();

handle.then(
  () => postMessage({ ready: true, fetched: performance.getEntriesByType("resource").map((e) => e.name) }),
  (error) => postMessage({ failed: String(error && error.message || error).slice(0, 300) }));

onmessage = async ({ data: { id, request } }) => {
  const answer = JSON.parse((await handle)(JSON.stringify(request)));
  postMessage({ id, answer });
};

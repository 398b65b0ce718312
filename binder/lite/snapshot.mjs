// The memory snapshot the site's Python starts from, taken at build time.
//
//     node binder/lite/snapshot.mjs PYODIDE_DIR OUT [--packages=NAME,...] MODULE...
//
// binder/lite/build.py runs this under Node with the site's own Pyodide
// folder (its runtime, standard library, lock and wheels). Pyodide starts,
// every wheel of the lock (or only those of the packages named) is unpacked
// into site-packages, each MODULE is imported, and Pyodide's heap is
// written to OUT, gzipped. In the browser
// binder/lite/start.mjs restores that heap instead of starting Python and
// importing IPython again: seconds of WebAssembly at every visit.
//
// Only the heap is kept. The files (the standard library, the unpacked
// wheels) live outside it, so start.mjs still writes the wheels' files at
// every start; what the heap holds are the modules already imported from them.
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const [pyodideDir, out, ...rest] = process.argv.slice(2);
const only = rest.find((arg) => arg.startsWith("--packages="))?.slice("--packages=".length).split(",");
const modules = rest.filter((arg) => !arg.startsWith("--packages="));
const { loadPyodide } = await import(`${pyodideDir}/pyodide.mjs`);
const py = await loadPyodide({ indexURL: `${pyodideDir}/`, _makeSnapshot: true });
const lock = JSON.parse(readFileSync(`${pyodideDir}/pyodide-lock.json`, "utf8"));

// Unpacked by Python's zipfile rather than Pyodide's loadPackage: a snapshot
// may only hold the JavaScript objects Pyodide knows how to restore, and
// loadPackage records each package in one of those.
py.FS.mkdirTree("/wheels");
for (const { name, file_name } of Object.values(lock.packages)) {
  if (only && !only.includes(name)) continue;
  py.FS.writeFile(`/wheels/${file_name}`, readFileSync(`${pyodideDir}/${file_name}`));
}
py.runPython(`
import importlib, os, site, zipfile
modules = ${JSON.stringify(modules)}
for wheel in sorted(os.listdir("/wheels")):
    with zipfile.ZipFile(f"/wheels/{wheel}") as archive:
        archive.extractall(site.getsitepackages()[0])
importlib.invalidate_caches()
for module in modules:
    importlib.import_module(module)
del importlib, os, site, zipfile, wheel, archive, module, modules
`);
// The JavaScript objects Python holds beyond those Pyodide restores itself:
// functions of Pyodide's API (the package loader's, which micropip and the
// kernel keep), named here by where they are, for binder/lite/start.mjs to
// find in the browser's Pyodide.
function serializer(object) {
  for (const [where, owner] of [["pyodide", py], ["api", py._api]]) {
    if (object === owner) {
      return { [where]: null };
    }
    const name = Object.getOwnPropertyNames(owner).find((key) => owner[key] === object);
    if (name !== undefined) {
      return { [where]: name };
    }
  }
  throw new Error(`the snapshot cannot hold ${object}: leave out the module that keeps it`);
}
writeFileSync(out, gzipSync(py.makeMemorySnapshot({ serializer })));

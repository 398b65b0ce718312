// How the Lite site's kernel starts Python: Pyodide's own loadPyodide, made
// faster in two ways that binder/lite/build.py prepares at build time.
//
// - Python's heap is restored from the memory snapshot binder/lite/snapshot.mjs
//   took, with IPython and the kit's lessons already imported, instead of
//   starting the interpreter and importing them again.
// - The wheels' files are written from one archive (site-packages.json, the
//   index, and site-packages.bin.gz) instead of each wheel being unpacked by
//   Python inside WebAssembly: about two seconds less in Chromium here.
//
// build.py copies this file next to Pyodide's pyodide.mjs and points the
// kernel's `pyodideUrl` setting here. The kernel's worker imports it and calls
// loadPyodide with the options from the site's settings (JSON only, hence the
// module). If either file cannot be had or used, Python starts the usual way
// for that part. What happened is left in `globalThis.mextrainStart` for the
// Lite test to read.
//
// The play page (binder/lite/play) imports it as start.mjs?files=play-: its
// Python starts from play-snapshot.bin.gz and play-site-packages.*, the
// kit alone, a third of the kernel's download.
import { loadPyodide as loadPlain } from "./pyodide.mjs";

const prefix = new URL(import.meta.url).searchParams.get("files") ?? "";

const started = (globalThis.mextrainStart = { snapshot: false, archive: false });

// Gzipped on the site, a quarter of the size to fetch whatever the web server
// compresses. Both are asked for as soon as the worker imports this module,
// while Pyodide's runtime script loads.
async function unzipped(name) {
  const response = await fetch(new URL(name, import.meta.url));
  if (!response.ok) {
    throw new Error(`${response.status} ${response.url}`);
  }
  return new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}
const snapshot = unzipped(`${prefix}snapshot.bin.gz`);
const archive = Promise.all([
  fetch(new URL(`${prefix}site-packages.json`, import.meta.url)).then((response) => response.json()),
  unzipped(`${prefix}site-packages.bin.gz`),
]);
// Failures are reported where each is awaited.
snapshot.catch(() => {});
archive.catch(() => {});

async function fromSnapshot(options) {
  let heap;
  try {
    heap = await snapshot;
  } catch (error) {
    console.warn("Python starts without its snapshot:", error);
    return null;
  }
  let api;
  try {
    const pyodide = await loadPlain({
      ...options,
      _loadSnapshot: heap,
      // Pyodide copies the heap into the memory its runtime starts with,
      // which is smaller than a heap with IPython imported: grow it first.
      createPyodideModule: async (settings) => {
        const { default: create } = await import("./pyodide.asm.mjs");
        const module = await create(settings);
        module.growMemory(heap.length);
        api = module.API;
        return module;
      },
      // The objects snapshot.mjs named: this Pyodide's own.
      _snapshotDeserializer: ({ pyodide, api: name }) =>
        pyodide !== undefined ? (pyodide === null ? api.public_api : api.public_api[pyodide])
          : (name === null ? api : api[name]),
    });
    // Every visitor starts from the same heap, random's generator included.
    // (So do str hashes: the order of a set of strings is the same each visit.)
    // Pyodide puts the working folder first on sys.path as it starts, as it
    // did when the snapshot was taken: once is enough.
    pyodide.runPython("import random, sys; random.seed(); sys.path.count('') > 1 and sys.path.remove('')");
    started.snapshot = true;
    return pyodide;
  } catch (error) {
    console.warn("Python's snapshot did not load, Python starts without it:", error);
    return null;
  }
}

// The wheels' files, as Pyodide's loadPackage would unpack them (with the
// INSTALLER file it adds), then the packages marked as loaded: the kernel
// loads a cell's imports through loadPackagesFromImports, which would
// otherwise fetch and unpack them all again.
async function install(pyodide, packages) {
  let index, data;
  try {
    [index, data] = await archive;
  } catch (error) {
    console.warn("The site's wheels are unpacked one by one:", error);
    await pyodide.loadPackage(packages);
    return;
  }
  const site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  for (const [name, offset, size] of index) {
    const path = `${site}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, data.subarray(offset, offset + size));
  }
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  for (const name of packages) {
    pyodide.loadedPackages[name] = "default channel";
  }
  started.archive = true;
}

// micropip, imported in the snapshot, took two things of the build's Pyodide
// as they were: its record of the packages loaded (an object of that runtime,
// empty: micropip.list() showed nothing) and the lock's address (a folder of
// the build machine). Both are this page's again.
const MICROPIP_HERE = `
import sys
if "micropip" in sys.modules:
    import pyodide_js
    from micropip._compat import _compat_in_pyodide as compat
    compat.loadedPackages = compat.CompatibilityInPyodide.loadedPackages = pyodide_js.loadedPackages
    compat.lockfileBaseUrl = compat.CompatibilityInPyodide.lockfile_base_url = pyodide_js.lockfileBaseUrl
    del pyodide_js, compat
`;

export async function loadPyodide(options) {
  const quiet = { ...options, packages: [] };
  const restored = await fromSnapshot(quiet);
  const pyodide = restored ?? (await loadPlain(quiet));
  await install(pyodide, options.packages ?? []);
  if (restored) {
    pyodide.runPython(MICROPIP_HERE);
  }
  return pyodide;
}

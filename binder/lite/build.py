"""Build the serverless site: JupyterLab + Pyodide + the kit + the lessons.

    python binder/lite/build.py [--out build/lite]

Everything the site needs is taken from package registries here, at build
time, and nothing from a CDN when it runs:

- Pyodide's core (runtime, standard library) from the `pyodide` npm package;
- every Python wheel from PyPI (pinned in binder/lite/requirements.txt), the kit's
  own wheel built from this repository, the kernel's wheels from
  jupyterlite-pyodide-kernel;
- the front end (JupyterLab, widget extensions) from the environment that
  runs this script.

Pyodide's own `pyodide-lock.json` names its rebuilt copies of the wheels (the
hashes differ from PyPI's) and hundreds of packages that the npm package does
not carry, so the site gets a lock of its own that lists exactly the wheels it
ships. The kernel preloads them all, so `import mextrain` works in the first
cell with no `%pip install` (the kernel has no other way to find a package).

What makes the site start in seconds rather than twenty:

- every wheel and the standard library carry bytecode, compiled by Pyodide's
  own Python under Node (binder/lite/pycompile.py), so nothing compiles in
  the browser; all but the kit's without their sources, as Pyodide ships
  its own packages (half the files to unpack);
- the kernel finds installed modules before it looks on the site's drive,
  where each look-up is a request (binder/lite/sitecustomize.py);
- the lesson's kernel starts while JupyterLab draws the notebook, not after
  (binder/lite/extensions/mextrain-lite), and jedi's wheel leaves out the
  stubs the site never reads (trim_jedi);
- Python starts from a memory snapshot with IPython and the lessons already
  imported (binder/lite/snapshot.mjs), and the wheels' files are written
  from one archive rather than unpacked by Python in WebAssembly
  (site_packages_archive); binder/lite/start.mjs does both in the browser;
- the service worker keeps what it fetched (enableServiceWorkerCache), so a
  second visit reads the site from the browser's cache (without it, a
  second visit took a quarter more of the browser's CPU time, measured).

The site's files are the tracked lessons, docs and kit sources laid out as in
the repository, so every link in a lesson opens; the first lesson is
lab/index.html?path=notebooks/00_start_here.ipynb. A Markdown file opens
rendered, as JupyterLab on a server shows a lesson's link to one:
binder/lite/jupyter-lite.json makes the Markdown Preview the default viewer of
.md files (without it the teachers' guide opened as raw text in an editor).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from email.parser import Parser
from importlib.metadata import version as installed_version
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

# jupyterlite-pyodide-kernel 0.8.6 is built for this Pyodide; its constants
# module names it, and the build stops if the two drift apart.
PYODIDE_VERSION = "314.0.6"
PYTHON_VERSION = "3.14"

LITE = Path(__file__).resolve().parent
ROOT = LITE.parents[1]
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "mextrain-lite"

# What pip would see on Pyodide, to keep only the dependencies that apply there.
PYODIDE_MARKERS = {
    **default_environment(),
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "os_name": "posix",
    "python_version": PYTHON_VERSION,
    "python_full_version": f"{PYTHON_VERSION}.0",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "extra": "",
}

# The npm package's files that the site does not need at run time.
PYODIDE_SKIP = (".map", ".d.ts", ".html", "README.md", "package.json")

# Where the site opens (the README's link and the test use it).
FIRST_LESSON = "notebooks/00_start_here.ipynb"

# The play page (binder/lite/play): a game with no JupyterLab, from this query.
PLAY_PAGE = "play/index.html"

# Front-end extensions built into the site and the wheels that talk to them.
FRONT_END_PAIRS = ("ipywidgets", "jupyterlab-widgets", "anywidget")


def run(*args: str, **kwargs) -> None:
    print("+", " ".join(args), flush=True)
    subprocess.run(args, check=True, **kwargs)


def pyodide_core(dest: Path) -> None:
    """Unpack the `pyodide` npm package (cached) into dest."""
    tgz = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        run("npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(CACHE),
            stdout=subprocess.DEVNULL)
    dest.mkdir(parents=True)
    with tarfile.open(tgz) as tar:
        for member in tar.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and "/" not in name and not name.endswith(PYODIDE_SKIP):
                (dest / name).write_bytes(tar.extractfile(member).read())


def add_sitecustomize(pyodide: Path) -> None:
    """binder/lite/sitecustomize.py into Pyodide's standard library (its docstring says why)."""
    with zipfile.ZipFile(pyodide / "python_stdlib.zip", "a", zipfile.ZIP_DEFLATED) as stdlib:
        if {"sitecustomize.py", "sitecustomize.pyc"} & set(stdlib.namelist()):
            sys.exit("Pyodide's standard library has a sitecustomize of its own: merge the two")
        stdlib.write(LITE / "sitecustomize.py", "sitecustomize.py")


def pypi_wheels(dest: Path) -> list[Path]:
    """The pinned wheels, downloaded once into the cache.

    pip's own cache stays empty here (the index's answers are not cacheable),
    so the build asks PyPI only when the cache lacks a pinned wheel.
    """
    wanted = {}
    for line in (LITE / "requirements.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            req = Requirement(line)
            wanted[canonicalize_name(req.name)] = str(req.specifier).removeprefix("==")
    wheel_cache = CACHE / "wheels"

    def cached() -> dict[str, Path]:
        return {name: wheel for wheel in wheel_cache.glob("*.whl")
                for name, version in [wheel_name_version(wheel)] if wanted.get(name) == version}

    if len(cached()) < len(wanted):
        run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
            "--only-binary=:all:", "--python-version", PYTHON_VERSION,
            "--implementation", "py", "--abi", "none", "--platform", "any",
            "--dest", str(wheel_cache), "--requirement", str(LITE / "requirements.txt"))
    return [Path(shutil.copy2(wheel, dest)) for wheel in cached().values()]


# Type stubs in jedi's wheel that the site never reads: Python 2's standard
# library, and packages the site does not ship (Django, requests, six...).
# They are two files in five of all the site's wheels, each unpacked in the
# browser at every start; completion keeps Python 3's standard library.
JEDI_UNUSED = ("jedi/third_party/django-stubs/", "jedi/third_party/typeshed/stdlib/2/",
               "jedi/third_party/typeshed/third_party/")
# jedi lists that folder, so it stays, with this file saying why it is empty.
JEDI_NOTE = ("jedi/third_party/typeshed/third_party/README",
             "The Mexican Train Lite site ships no third-party stubs: it has none of their packages.\n")


def trim_jedi(wheels: list[Path]) -> None:
    """jedi's wheel without JEDI_UNUSED, in place."""
    (wheel,) = [w for w in wheels if wheel_name_version(w)[0] == "jedi"]
    trimmed = wheel.with_suffix(".trimmed")
    with zipfile.ZipFile(wheel) as zin, zipfile.ZipFile(trimmed, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            if not item.filename.startswith(JEDI_UNUSED):
                zout.writestr(item, zin.read(item))
        zout.writestr(*JEDI_NOTE)
    trimmed.replace(wheel)


def kit_wheel(dest: Path) -> Path:
    """The kit's wheel, built from a copy of the tracked files (so no stale
    setuptools build/ folder or stray module can slip in); kept in the cache
    under a hash of those files, since pip's isolated build takes a while."""
    sources = tracked("pyproject.toml", "README.md", "mextrain")
    digest = hashlib.sha256()
    for path in sources:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    built = CACHE / "kit" / digest.hexdigest()[:16]
    if not any(built.glob("mextrain-*.whl")):
        with tempfile.TemporaryDirectory() as tmp:
            for path in sources:
                copy = Path(tmp) / path.relative_to(ROOT)
                copy.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, copy)
            run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                "--wheel-dir", str(built), tmp)
    for stale in built.parent.iterdir():
        if stale != built:
            shutil.rmtree(stale)
    (wheel,) = built.glob("mextrain-*.whl")
    return Path(shutil.copy2(wheel, dest))


def tracked(*paths: str) -> list[Path]:
    """The files git tracks under paths, as they are in the working tree:
    nothing untracked (a saved game, a scratch notebook) reaches the site."""
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z", "--", *paths],
                            check=True, capture_output=True, text=True).stdout
    return sorted(p for p in (ROOT / name for name in listed.split("\0") if name) if p.is_file())


def site_contents(dest: Path) -> Path:
    """The site's files, laid out as in the repository, so that the lessons'
    links (../docs/RULES.md, ../mextrain/bots/planner.py) open there too."""
    for path in tracked("notebooks", "docs", "mextrain"):
        copy = dest / path.relative_to(ROOT)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, copy)
    return dest


def kernel_wheels(dest: Path) -> list[Path]:
    """The kernel's own wheels, shipped inside jupyterlite-pyodide-kernel.

    Only the widgetsnbextension stand-in for ipywidgets 8 is taken: 3.6.999
    is for ipywidgets 7.
    """
    import jupyterlite_pyodide_kernel.constants as constants

    if constants.PYODIDE_VERSION != PYODIDE_VERSION:
        sys.exit(f"jupyterlite-pyodide-kernel is built for Pyodide {constants.PYODIDE_VERSION}, "
                 f"this script fetches {PYODIDE_VERSION}: update PYODIDE_VERSION")
    pypi = (Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite"
            / "pyodide-kernel-extension/static/pypi")
    wheels = [w for w in pypi.glob("*.whl") if not w.name.startswith("widgetsnbextension-3.")]
    return [Path(shutil.copy2(w, dest)) for w in wheels]


# Runs binder/lite/pycompile.py in Pyodide's own Python under Node, with the
# job folder mounted at /job.
NODE_PYCOMPILE = """
const [pyodide, job] = process.argv.slice(1);
const { loadPyodide } = await import(pyodide + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodide + "/" });
py.FS.mkdirTree("/job");
py.FS.mount(py.FS.filesystems.NODEFS, { root: job }, "/job");
py.runPython("import runpy, sys; sys.argv = ['pycompile.py', '/job']; runpy.run_path('/job/pycompile.py')");
"""


def with_bytecode(pyodide: Path, sources: list[Path], sourceless: list[Path]) -> None:
    """Replace each file (wheels, the standard library's zip) in place by its
    compiled copy: ``sources`` keep their sources too, ``sourceless`` do not.
    Each is compiled once per content and kept in the cache."""
    cache = CACHE / "pyc"
    cache.mkdir(parents=True, exist_ok=True)
    modes = {**{path: "sources" for path in sources}, **{path: "sourceless" for path in sourceless}}
    keyed = {path: cache / f"{hashlib.sha256(path.read_bytes()).hexdigest()[:16]}-{mode}-{path.name}"
             for path, mode in modes.items()}
    missing = [path for path, done in keyed.items() if not done.exists()]
    if missing:
        with tempfile.TemporaryDirectory() as job:
            for path in missing:
                (Path(job) / "in" / modes[path]).mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, Path(job) / "in" / modes[path] / path.name)
            shutil.copy2(LITE / "pycompile.py", job)
            print(f"+ node: binder/lite/pycompile.py in Pyodide, {len(missing)} files", flush=True)
            subprocess.run(["node", "--input-type=module", "-e", NODE_PYCOMPILE, str(pyodide), job],
                           check=True, stdout=subprocess.DEVNULL)
            for path in missing:
                shutil.copy2(Path(job) / "out" / path.name, keyed[path])
    for stale in set(cache.iterdir()) - set(keyed.values()):
        stale.unlink()
    for path, done in keyed.items():
        shutil.copy2(done, path)


# What Python's memory snapshot has imported (binder/lite/snapshot.mjs): what
# the kernel's start and the first lesson's first cell import. With micropip
# and piplite too, the kernel's package manager is ready at once: importing
# them in the browser took 0.15-0.8 s of the start (measured in the worker,
# JupyterLab drawing beside it), against 70 ms under Node; start.mjs gives
# micropip back the two things of the page it took at import.
SNAPSHOT_IMPORTS = ("IPython", "jedi", "comm", "pyodide_kernel", "mextrain.lessons", "micropip", "piplite.piplite")
# The play page's Python (binder/lite/play) has a snapshot and an archive of
# its own, "play-": the kit and what it imports alone, with the page's module
# imported. With the kernel's pair its first hand came 0.3-0.6 s later (and a
# first visit fetched 35 MB of Python, against 23).
PLAY_PACKAGES = ("mextrain", "svgwrite")
PLAY_IMPORTS = ("mextrain.browser",)
PLAY_FILES = "play-"
# JupyterLab's plugins that cannot work in the Lite site, switched off: with
# fewer plugins to start, the kernel's worker starts about 1.5 s sooner on a
# warm visit, and the first cell runs 0.1-0.4 s sooner (medians of 3 and 4
# rounds, cold and warm), JupyterLab drawing the lesson beside the worker.
# Language servers (none in a browser), terminals (none in Lite: JupyterLab
# said so in the console on every visit), the help menu's links to the forum
# and to the classic Notebook (online, and not in this site), and the log
# console (for extensions' developers).
UNUSABLE_IN_LITE = [
    "@jupyterlab/lsp-extension",
    "@jupyterlite/application-extension:lsp-connection-manager",
    "@jupyterlab/fileeditor-extension:language-server",
    "@jupyterlab/notebook-extension:language-server",
    "@jupyterlab/terminal-extension",
    "@jupyterlab/help-extension:jupyter-forum",
    "@jupyterlab/help-extension:launch-classic",
    "@jupyterlab/logconsole-extension",
]
# The kernel's way into Pyodide, replaced by binder/lite/start.mjs.
PYODIDE_ENTRY = "./static/pyodide/pyodide.mjs"
START_ENTRY = "./static/pyodide/start.mjs"


def site_packages_archive(pyodide: Path, wheels: list[Path], prefix: str = "") -> None:
    """Every wheel's files in one archive for binder/lite/start.mjs to write
    into site-packages: site-packages.json lists [path, offset, size] into
    site-packages.bin.gz (each name after ``prefix``). Each .dist-info gets
    the INSTALLER file that Pyodide's loadPackage writes."""
    index, data = [], bytearray()
    for wheel in sorted(wheels, key=lambda w: w.name):
        with zipfile.ZipFile(wheel) as zf:
            # not a wheel's .data/ (the kit's JupyterLab plugin): nothing of site-packages
            files = [(item.filename, zf.read(item)) for item in zf.infolist()
                     if not item.is_dir() and not item.filename.split("/")[0].endswith(".data")]
        (info,) = {name.split("/")[0] for name, _ in files if name.split("/")[0].endswith(".dist-info")}
        for name, content in [*files, (f"{info}/INSTALLER", b"pyodide.loadPackage")]:
            index.append([name, len(data), len(content)])
            data += content
    (pyodide / f"{prefix}site-packages.json").write_text(json.dumps(index, separators=(",", ":")) + "\n")
    (pyodide / f"{prefix}site-packages.bin.gz").write_bytes(gzip.compress(bytes(data), compresslevel=6, mtime=0))


def python_snapshot(pyodide: Path) -> None:
    """Python's heap with SNAPSHOT_IMPORTS imported, taken by Pyodide under
    Node from the site's own wheels (the play page's: PLAY_IMPORTS from
    PLAY_PACKAGES' wheels alone), and the module that starts from it."""
    run("node", str(LITE / "snapshot.mjs"), str(pyodide), str(pyodide / "snapshot.bin.gz"),
        *SNAPSHOT_IMPORTS, stdout=subprocess.DEVNULL)
    run("node", str(LITE / "snapshot.mjs"), str(pyodide), str(pyodide / f"{PLAY_FILES}snapshot.bin.gz"),
        f"--packages={','.join(PLAY_PACKAGES)}", *PLAY_IMPORTS, stdout=subprocess.DEVNULL)
    shutil.copy2(LITE / "start.mjs", pyodide)


def use_start_module(site: Path) -> None:
    """Point the kernel at binder/lite/start.mjs in the built site (jupyter
    lite's Pyodide addon sets the setting to pyodide.mjs as it builds)."""
    path = site / "jupyter-lite.json"
    config = json.loads(path.read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    if kernel.get("pyodideUrl") != PYODIDE_ENTRY:
        sys.exit(f"jupyter lite set the kernel's pyodideUrl to {kernel.get('pyodideUrl')!r}, "
                 f"not {PYODIDE_ENTRY!r}: update use_start_module")
    kernel["pyodideUrl"] = START_ENTRY
    path.write_text(json.dumps(config, indent=2) + "\n")


# JupyterLite's service worker reads its `enableCache` query only when it is
# activated: a browser stops an idle worker and starts it again for the next
# visit, without activating it, and then it serves nothing from its cache (the
# play page opened with no network failed to load). The play page registers it
# for its own folder with `offline=true`, which turns the cache on whenever it
# starts; JupyterLab's registration keeps JupyterLite's behaviour (with the
# cache on at every start, its warm visits took 1-2 s longer in two of three
# interleaved runs of 4 rounds: each file read from the cache and fetched again).
SW_CACHE_FLAG = 'let enableCache=!1;'
SW_CACHE_FROM_URL = 'let enableCache="true"===new URL(location.href).searchParams.get("offline");'


def cache_offline_when_asked(out: Path) -> None:
    """The site's service worker with SW_CACHE_FROM_URL (its comment says why)."""
    for path in (out / "service-worker.js", out / "build" / "service-worker.js"):
        text = path.read_text(encoding="utf-8")
        if text.count(SW_CACHE_FLAG) != 1:
            sys.exit(f"{path.relative_to(out)} no longer starts with its cache off ({SW_CACHE_FLAG!r}): "
                     "update cache_offline_when_asked")
        path.write_text(text.replace(SW_CACHE_FLAG, SW_CACHE_FROM_URL), encoding="utf-8")


def play_page(out: Path) -> None:
    """binder/lite/play into the site, its page holding the words of every
    language (the kit's catalogs, read from this repository's kit): the page
    speaks before Python has started. Its table is the site's copy of the
    kit's mextrain/front/table.js, its Python the kernel's start.mjs."""
    sys.path.insert(0, str(ROOT))
    try:
        from mextrain.position import MAX_DOCUMENT
        from mextrain.words import LANGUAGES, words
        from mextrain.words.play import page_words
    finally:
        sys.path.remove(str(ROOT))
    doc = {"words": {lang: page_words(words(lang)) for lang in LANGUAGES}, "max_document": MAX_DOCUMENT}
    # A JSON block is data, not script; "<" is escaped so no text can end it.
    block = ('<script type="application/json" id="page-data">'
             + json.dumps(doc, ensure_ascii=False).replace("<", "\\u003c") + "</script>")
    dest = out / "play"
    dest.mkdir()
    for path in tracked("binder/lite/play"):
        text = path.read_text(encoding="utf-8")
        if path.name == "index.html":
            text = text.replace("\nPAGE_DATA\n", f"\n{block}\n")
        (dest / path.name).write_text(text, encoding="utf-8")


def wheel_name_version(wheel: Path) -> tuple[str, str]:
    name, version = wheel.name.split("-")[:2]
    return canonicalize_name(name), version


def wheel_metadata(wheel: Path):
    """A wheel's METADATA and its top-level importable names."""
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        (meta,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        metadata = Parser().parsestr(zf.read(meta).decode())
    packages = {n.split("/")[0] for n in names if n.count("/") == 1 and n.endswith("/__init__.py")}
    modules = {n.removesuffix(".py") for n in names if "/" not in n and n.endswith(".py")}
    return metadata, sorted(packages | modules)


def pyodide_lock(wheels: list[Path], base: dict) -> dict:
    """A lock naming exactly these wheels, with dependencies as Pyodide sees them."""
    entries, needs = {}, {}
    for wheel in wheels:
        metadata, imports = wheel_metadata(wheel)
        name = canonicalize_name(metadata["Name"])
        requires = [Requirement(r) for r in metadata.get_all("Requires-Dist") or []]
        # The site is a notebook: the kit with its notebook extra (ipywidgets, anywidget).
        markers = {**PYODIDE_MARKERS, "extra": "notebook"} if name == "mextrain" else PYODIDE_MARKERS
        requires = [r for r in requires if r.marker is None or r.marker.evaluate(markers)]
        needs[name] = requires
        entries[name] = {
            "name": name,
            "version": metadata["Version"],
            "file_name": wheel.name,
            "install_dir": "site",
            "package_type": "package",
            "imports": imports,
            "depends": sorted(canonicalize_name(r.name) for r in requires),
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "unvendored_tests": False,
        }
    problems = [
        f"{name} needs {req}, "
        + (f"the site has {entries[canonicalize_name(req.name)]['version']}"
           if canonicalize_name(req.name) in entries else "the site has none")
        for name, requires in needs.items() for req in requires
        if canonicalize_name(req.name) not in entries
        or not req.specifier.contains(Version(entries[canonicalize_name(req.name)]["version"]),
                                      prereleases=True)
    ]
    if problems:
        sys.exit("binder/lite/requirements.txt is incomplete:\n  " + "\n  ".join(sorted(problems)))
    return {"info": base["info"], "packages": dict(sorted(entries.items()))}


def check_front_end(wheels: list[Path]) -> None:
    """The widget wheels must match the extensions built into the front end."""
    shipped = dict(wheel_name_version(w) for w in wheels)
    for name in FRONT_END_PAIRS:
        if shipped[name] != installed_version(name):
            sys.exit(f"binder/lite/requirements.txt pins {name}=={shipped[name]} but the front end is "
                     f"built from {name} {installed_version(name)}: align the two")


def build(out: Path) -> None:
    stage = out.with_name(out.name + "-stage")  # what jupyter lite builds from
    shutil.rmtree(stage, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
    pyodide = stage / "static" / "pyodide"
    pyodide_core(pyodide)
    add_sitecustomize(pyodide)
    wheels = pypi_wheels(pyodide)
    check_front_end(wheels)
    trim_jedi(wheels)
    kit = kit_wheel(pyodide)
    wheels += kernel_wheels(pyodide)
    # The kit keeps its sources, for the learners' tracebacks; the rest is
    # shipped as Pyodide ships its own packages.
    with_bytecode(pyodide, sources=[kit], sourceless=[*wheels, pyodide / "python_stdlib.zip"])
    wheels.append(kit)
    lock = pyodide_lock(wheels, json.loads((pyodide / "pyodide-lock.json").read_text()))
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    site_packages_archive(pyodide, wheels)
    site_packages_archive(pyodide, [w for w in wheels if wheel_name_version(w)[0] in PLAY_PACKAGES], PLAY_FILES)
    python_snapshot(pyodide)

    config = json.loads((LITE / "jupyter-lite.json").read_text())
    config["jupyter-config-data"]["disabledExtensions"] = UNUSABLE_IN_LITE
    settings = config["jupyter-config-data"]["litePluginSettings"]
    kernel = settings["@jupyterlite/pyodide-kernel-extension:kernel"]
    kernel["loadPyodideOptions"]["packages"] = sorted(lock["packages"])
    (stage / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")
    # The site's own front-end extension (binder/lite/extensions) and the
    # kit's (mextrain/labextension: the lessons' Play now link at the site's
    # own address, wherever it is published) beside the ones installed in this
    # environment.
    build_config = json.loads((LITE / "jupyter_lite_config.json").read_text())
    build_config["FederatedExtensionAddon"] = {
        "extra_labextensions_path": [str(LITE / "extensions"), str(ROOT / "mextrain" / "labextension")]}
    (stage / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=2) + "\n")

    contents = site_contents(stage / "contents")
    run(str(Path(sys.executable).parent / "jupyter-lite"), "build", "--lite-dir", str(stage),
        "--contents", str(contents), "--output-dir", str(out), cwd=stage)
    use_start_module(out)
    # A browser asks for /favicon.ico before JupyterLab sets its own icon:
    # without one at the root, every visit logged a 404.
    shutil.copy2(out / "static" / "favicons" / "favicon.ico", out / "favicon.ico")
    cache_offline_when_asked(out)
    play_page(out)
    print(f"\nThe site is in {out}: serve that folder, e.g. python -m http.server -d {out}, "
          f"and open lab/index.html?path={FIRST_LESSON} (the lessons) or {PLAY_PAGE} (a game)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "lite",
                        help="where the site goes (default: build/lite)")
    build(parser.parse_args().out.resolve())


if __name__ == "__main__":
    main()

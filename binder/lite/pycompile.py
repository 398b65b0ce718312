"""Compile the site's wheels and standard library to bytecode, inside Pyodide.

Run by binder/lite/build.py through Pyodide's own CPython under Node, since
only that interpreter writes bytecode the browser's Python accepts (the
host's Python has another magic number). Without it every import in the
browser compiles its source inside WebAssembly, and the kernel takes seconds
longer to start.

    JOB/in/sources/<file>     keep their sources; bytecode goes to __pycache__/
    JOB/in/sourceless/<file>  bytecode replaces each source, as in Pyodide's
                              own packages: half the files to fetch and unpack
    JOB/out/<file>            the results

The bytecode is "unchecked-hash": valid whatever the files' timestamps, which
nothing keeps when a wheel is unpacked in the browser. co_filename is the
path each module has in the browser, for tracebacks.
"""

import base64
import compileall
import hashlib
import py_compile
import sys
import tempfile
import zipfile
from pathlib import Path

SITE = "/lib/python3.14/site-packages"
STDLIB = "/lib/python314.zip"


def compiled(source: Path, target: Path, keep_sources: bool) -> None:
    ddir = STDLIB if source.name == "python_stdlib.zip" else SITE
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp)
        with zipfile.ZipFile(source) as zin:
            zin.extractall(tree)
        # quiet=2: modules for other Pythons (a package's py2 shims) stay uncompiled
        compileall.compile_dir(tree, ddir=ddir, quiet=2, workers=1, legacy=not keep_sources,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        if not keep_sources:
            for pyc in tree.rglob("*.pyc"):
                pyc.with_suffix(".py").unlink(missing_ok=True)
        files = sorted(p for p in tree.rglob("*") if p.is_file())
        record = next((p for p in files if p.name == "RECORD" and p.parent.name.endswith(".dist-info")), None)
        if record:
            names = [p.relative_to(tree).as_posix() for p in files if p != record]
            record.write_text("".join(f"{name},{_digest(tree / name)}\n" for name in names)
                              + f"{record.relative_to(tree).as_posix()},,\n")
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zout:
            for path in files:
                zout.write(path, path.relative_to(tree).as_posix())


def _digest(path: Path) -> str:
    data = path.read_bytes()
    sha = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"sha256={sha},{len(data)}"


def main(job: str) -> None:
    job = Path(job)
    (job / "out").mkdir(exist_ok=True)
    for mode in ("sources", "sourceless"):
        for source in sorted((job / "in" / mode).glob("*")):
            compiled(source, job / "out" / source.name, keep_sources=mode == "sources")
            print("compiled", source.name, flush=True)


main(sys.argv[1])

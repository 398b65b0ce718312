"""How soon the Lite site's Python is ready, against JupyterLab alone.

    make lite && .venv-test/bin/python benchmarks/lite.py [--site build/lite] [--rounds 3]

The built site is served twice on loopback: as built, and with its kernels
switched off in the site's settings (the Pyodide kernel's extension and
binder/lite's, which starts the lesson's kernel early). Each round visits
both, alternately, with a fresh browser profile, cold then warm (the same
profile again). For the site it prints the phases of the Lite test
(tests/browser/test_lite.py) up to the first lesson's first cell run; for
JupyterLab alone, the moment the notebook is drawn. No Python can run
before the notebook is drawn, so JupyterLab alone is the floor of any
kernel work, measured in the same run; the ratio of the first cell to it
is the Lite lessons' goal (at most 1.3x, tests/browser/test_lite.py's
RATIO_GOAL; that test fails past RATIO_CEILING). Each round also opens the site's play
page (play/index.html, no JupyterLab) on a profile of its own, cold then
warm, until its first hand can be clicked: the ratio to the first cell is
the play page's goal (at most 0.4). Figures, not assertions: medians
over the rounds, and they depend on what else the machine runs.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tests" / "support"))
from chromium import launch_with_profile  # noqa: E402
from processes import free_port  # noqa: E402
import test_lite  # noqa: E402

VIEWPORT = {"width": 1280, "height": 900}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the site's folder; `settings`, if given, replaces the site's
    jupyter-lite.json."""

    settings: bytes | None = None

    def do_GET(self):  # noqa: N802 (the standard library's name)
        if self.settings is not None and self.path.split("?")[0] == "/jupyter-lite.json":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(self.settings)))
            self.end_headers()
            self.wfile.write(self.settings)
            return
        super().do_GET()

    def log_message(self, *args):
        pass


def serve(site: Path, settings: bytes | None) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = type("SiteHandler", (Handler,), {"settings": settings})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()),
                                             functools.partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if not (args.site / "jupyter-lite.json").exists():
        sys.exit(f"no Lite site in {args.site}: run `make lite` first")
    from playwright.sync_api import sync_playwright

    site, site_url = serve(args.site, None)
    alone, alone_url = serve(args.site, test_lite.without_kernels(args.site))
    phases = {"cold": [], "warm": []}
    floor = {"cold": [], "warm": []}
    play = {"cold": [], "warm": []}
    try:
        with sync_playwright() as playwright:
            for number in range(1, args.rounds + 1):
                for measure in ("site", "alone", "play"):
                    with tempfile.TemporaryDirectory() as profile:
                        for visit in ("cold", "warm"):
                            context = launch_with_profile(playwright, Path(profile) / "p", viewport=VIEWPORT)
                            try:
                                if measure == "site":
                                    seen = test_lite._phases(context, test_lite.Site(site_url, args.site))[0]
                                    phases[visit].append(seen)
                                    print(f"round {number} {visit}: " + ", ".join(
                                        f"{phase} {seconds:.1f}" for phase, seconds in seen.items()), flush=True)
                                elif measure == "play":
                                    page, seconds = test_lite._first_hand(context, test_lite.Site(site_url, args.site))
                                    play[visit].append(seconds)
                                    page.close()
                                    print(f"round {number} {visit}: the play page's first hand clickable at "
                                          f"{seconds:.1f}", flush=True)
                                else:
                                    floor[visit].append(test_lite.drawn(context, test_lite.Site(alone_url, args.site)))
                                    print(f"round {number} {visit}: JupyterLab alone drew the lesson at "
                                          f"{floor[visit][-1]:.1f}", flush=True)
                            finally:
                                context.close()
    finally:
        site.shutdown()
        alone.shutdown()
    print(f"\nmedians of {args.rounds} rounds, seconds from page load")
    for visit in ("cold", "warm"):
        first = statistics.median(seen["first output"] for seen in phases[visit])
        bottom = statistics.median(floor[visit])
        hand = statistics.median(play[visit])
        print(f"  {visit}: first cell run {first:.1f}; JupyterLab alone {bottom:.1f}; "
              f"{first / bottom:.2f}x JupyterLab alone (goal {test_lite.RATIO_GOAL}, "
              f"ceiling {test_lite.RATIO_CEILING}); "
              f"play page's first hand {hand:.1f}, {hand / first:.2f}x the first cell "
              f"(goal {test_lite.PLAY_RATIO})")
        for phase in phases[visit][0]:
            print(f"    {phase:22} {statistics.median(seen.get(phase, float('nan')) for seen in phases[visit]):5.1f}")


if __name__ == "__main__":
    main()

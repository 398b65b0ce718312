// A JupyterLab plugin of the kit, written by hand: it needs nothing from
// JupyterLab's shared modules, so there is nothing to bundle. JupyterLab
// (make lab, Binder, any JupyterHub: the kit's wheel installs it under
// share/jupyter/labextensions) and the JupyterLite site (binder/lite/build.py)
// both load it.
//
// The lessons link to the play page as /play/index.html?lang=cs. JupyterLab
// leaves a link that starts with "/" as the browser reads it, from the host's
// root: right for `make lab` at "/", a 404 under a JupyterHub's /user/<name>/
// or a Lite site published in a folder. A relative link is no way out:
// JupyterLab takes every relative link for a file of its own and opens it in
// a tab (the play page is not one). So this plugin points such a link at the
// page's own base address the moment the pointer, a finger or the keyboard
// reaches it: the click, a middle click, "Copy link" and the status bar then
// all see {base}play/index.html?... (mextrain.jupyter_play answers it in a
// Jupyter server; the Lite site has the page itself).
(function () {
  "use strict";

  const PLAY = "/play/index.html";

  function pointer(base) {
    return (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const href = link && link.getAttribute("href");
      if (href && (href === PLAY || href.startsWith(PLAY + "?") || href.startsWith(PLAY + "#"))) {
        link.setAttribute("href", new URL(href.slice(1), base).href);
      }
    };
  }

  const plugin = {
    id: "mextrain-play:link",
    description: "Points the lessons' Play now link (/play/index.html) at this JupyterLab's own base address.",
    autoStart: true,
    activate(app) {
      const base = new URL(app.serviceManager.serverSettings.baseUrl, window.location.href);
      const point = pointer(base);
      for (const type of ["mouseover", "pointerdown", "focusin", "contextmenu"]) {
        document.addEventListener(type, point, true);
      }
    },
  };

  // A module federation container, as JupyterLab loads a prebuilt extension.
  window._JUPYTERLAB = window._JUPYTERLAB || {};
  window._JUPYTERLAB["mextrain-play"] = {
    init() {},
    get(module) {
      if (module !== "./extension") {
        return Promise.reject(new Error(`mextrain-play has no module ${module}`));
      }
      return Promise.resolve(() => ({ __esModule: true, default: [plugin] }));
    },
  };
})();

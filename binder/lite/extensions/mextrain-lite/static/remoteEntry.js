// A JupyterLab plugin of the Lite site, written by hand: it needs nothing
// from JupyterLab's shared modules, so there is nothing to bundle.
//
// JupyterLab starts a notebook's kernel only once the notebook is drawn,
// seconds after the page has loaded; Pyodide then spends seconds more
// starting in its worker. This plugin starts the kernel of the notebook
// named in the address (lab/index.html?path=...) as soon as Pyodide's
// kernel is registered, so that the worker loads Python while the main
// thread draws. The notebook then finds the session for its path and joins it
// (JupyterLab's SessionContext looks for a running session by path first).
//
// On a first visit it also holds JupyterLab's start until the site's service
// worker controls the page. A kernel's worker reaches the notebook's files
// through the service worker of the page that made it, and one made before
// the service worker took control never gets them: its Python waited for them
// forever. JupyterLite's own readiness comes as soon as the service worker is
// registered, before it is installed. Any kernel loses that race when the
// service worker is slow to install; this plugin's early kernel lost it on 6
// of 75 first visits here once JupyterLab had fewer plugins to start before
// it (binder/lite/build.py's UNUSABLE_IN_LITE).
(function () {
  "use strict";

  // Registered by JupyterLite as it starts: a first look after this long
  // finding none means none is coming (the browser refused it, as Firefox
  // does in a private window). Installing one takes a fraction of a second;
  // after the longest wait, JupyterLab starts whatever the service worker does.
  const REGISTERED_WITHIN = 3000;
  const LONGEST_WAIT = 15000;

  async function serviceWorkerInControl() {
    const container = navigator.serviceWorker;
    if (!container) {
      return;
    }
    const started = Date.now();
    while (!container.controller && Date.now() - started < LONGEST_WAIT) {
      if (Date.now() - started > REGISTERED_WITHIN && !(await container.getRegistration())) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const plugin = {
    id: "mextrain-lite:start-kernel",
    description: "Starts the kernel of the notebook in the address while JupyterLab draws itself, once the service worker controls the page.",
    autoStart: true,
    async activate(app) {
      await serviceWorkerInControl();
      const path = new URLSearchParams(window.location.search).get("path");
      if (!path || !path.endsWith(".ipynb")) {
        return;
      }
      const { sessions, kernelspecs } = app.serviceManager;
      let started = false;
      app.started.then(() => (started = true));
      // Pyodide's kernel is among the specs once its own plugin has started:
      // ask again every tenth of a second until then (JupyterLab's "started"
      // comes seconds later, when every plugin has).
      const kernelName = async () => {
        for (;;) {
          await kernelspecs.refreshSpecs();
          const specs = kernelspecs.specs;
          if (specs && specs.default && specs.kernelspecs[specs.default]) {
            return specs.default;
          }
          if (started) {
            throw new Error("no kernel to start");
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      Promise.all([kernelName(), sessions.ready])
        .then(([name]) => {
          if (Array.from(sessions.running()).some((model) => model.path === path)) {
            return;
          }
          return sessions
            .startNew({
              path,
              type: "notebook",
              name: path.split("/").pop(),
              kernel: { name },
            })
            // The notebook makes its own connection to the session.
            .then((connection) => connection.dispose());
        })
        .catch((error) => console.warn("mextrain-lite: the kernel starts with the notebook", error));
    },
  };

  // A module federation container, as JupyterLab loads a prebuilt extension.
  window._JUPYTERLAB = window._JUPYTERLAB || {};
  window._JUPYTERLAB["mextrain-lite"] = {
    init() {},
    get(module) {
      if (module !== "./extension") {
        return Promise.reject(new Error(`mextrain-lite has no module ${module}`));
      }
      return Promise.resolve(() => ({ __esModule: true, default: [plugin] }));
    },
  };
})();

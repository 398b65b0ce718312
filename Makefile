# Two commands for a newcomer: `make lab` and `make test` (and `make app`, the
# live table alone, for a class's screen).
#
# Each tool set lives in a virtual environment of its own, made once and reused:
#   .venv       `make lab`: JupyterLab and the kit (editable) with its classroom server;
#               `make app` adds Voila to it
#   .venv-test  `make test`: the same plus pytest, Playwright, Voila, nbval
#   .venv-lite  `make lite`: JupyterLite's build tools. They install front-end
#               extensions that a JupyterLab next to them tries to load and
#               cannot ("Shared module @jupyterlite/services doesn't exist"),
#               so they stay apart from both.
# uv (a wheel from PyPI, kept in .uv) makes and fills them: a few seconds
# instead of pip's half a minute.
PYTHON ?= python3
UV := .uv/bin/uv
# The interpreter is $(PYTHON), never one uv would download.
export UV_PYTHON_DOWNLOADS := never

VENV ?= .venv
TEST_VENV ?= .venv-test
LITE_VENV ?= .venv-lite
BIN := $(VENV)/bin
TEST_BIN := $(TEST_VENV)/bin

.PHONY: lab app test bench lite clean catalogs translations

# -qq: this machine's pip configuration names local indexes that lack uv, and
# pip warns about each; an error still shows.
$(UV):
	$(PYTHON) -m pip install -qq --disable-pip-version-check --target .uv 'uv>=0.9'

$(VENV)/.installed: pyproject.toml | $(UV)
	$(UV) venv --quiet --allow-existing --python $(PYTHON) $(VENV)
	$(UV) pip install --quiet --python $(BIN)/python -e '.[lab,serve]'
	touch $@

# --seed: pip too, which the Binder test uses the way repo2docker does.
$(TEST_VENV)/.installed: pyproject.toml | $(UV)
	$(UV) venv --quiet --allow-existing --seed --python $(PYTHON) $(TEST_VENV)
	$(UV) pip install --quiet --python $(TEST_BIN)/python -e '.[test]'
	touch $@

# --seed: binder/lite/build.py fetches the site's wheels with pip.
$(LITE_VENV)/.installed: binder/lite/build-requirements.txt | $(UV)
	$(UV) venv --quiet --allow-existing --seed --python $(PYTHON) $(LITE_VENV)
	$(UV) pip install --quiet --python $(LITE_VENV)/bin/python -r binder/lite/build-requirements.txt
	touch $@

# The learner's language: `make lab LESSON_LANG=cs` opens notebooks/cs/, and
# `make app LESSON_LANG=cs` the Czech app (English without it).
LESSON_LANG ?=
LESSON_LANGS := $(sort $(notdir $(patsubst %/,%,$(dir $(wildcard notebooks/*/00_start_here.ipynb)))))
LESSON_DIR := notebooks/$(if $(LESSON_LANG),$(LESSON_LANG)/)
LESSON := $(LESSON_DIR)00_start_here.ipynb
APP := $(LESSON_DIR)app/play.ipynb
# A browser opens only where there is a screen for it: a desktop session (X11
# or Wayland) or macOS. Over SSH, in a container or on a classroom server the
# address is printed and nothing else is tried (Python would start a text
# browser in the terminal, or wait for one). NO_BROWSER=--no-browser never
# opens one, NO_BROWSER= always tries.
HAS_DISPLAY := $(or $(DISPLAY),$(WAYLAND_DISPLAY),$(filter Darwin,$(shell uname -s)))
NO_BROWSER := $(if $(HAS_DISPLAY),,--no-browser)
# JupyterLab refuses to start as root (containers, CI machines) without --allow-root.
AS_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)
# More options for JupyterLab and Voila: make lab LAB_ARGS=--port=8890.
LAB_ARGS :=
APP_ARGS :=

# A language with no lessons stops make before any environment is made.
ifneq ($(LESSON_LANG),)
ifneq ($(filter lab app,$(MAKECMDGOALS)),)
ifeq ($(wildcard $(LESSON) $(APP)),)
$(error there are no lessons in $(LESSON_DIR): LESSON_LANG is one of $(LESSON_LANGS), or none for English)
endif
endif
endif

# binder/voila/voila.py gives a Voila page its language and title: `make app`'s,
# and JupyterLab's Voila preview once `make app` has added Voila.
APP_CONFIG := JUPYTER_CONFIG_PATH=$(abspath binder/voila)$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}

# The repository is the root, so the lessons' links to docs/ and mextrain/ open.
# JupyterLab's address is the lesson's own (/lab/tree/<lesson>): printed, opened
# in the browser, and where / leads; it opens the lesson, not a new launcher.
lab: $(VENV)/.installed
	@echo "make lab: $(LESSON)$(if $(LESSON_LANG),,; in another language: make lab LESSON_LANG=cs ($(LESSON_LANGS)))"
	$(APP_CONFIG) $(BIN)/jupyter lab $(AS_ROOT) $(NO_BROWSER) $(LAB_ARGS) --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/$(LESSON)

# Voila, for the classroom app (the live table alone, no code), in make lab's
# environment; the version Binder pins.
VOILA := $(shell sed -n 's/^voila==//p' binder/requirements.txt)
$(VENV)/.voila: $(VENV)/.installed binder/requirements.txt
	$(UV) pip install --quiet --python $(BIN)/python 'voila==$(VOILA)'
	touch $@

app: $(VENV)/.voila
	$(APP_CONFIG) $(BIN)/voila $(NO_BROWSER) $(APP_ARGS) $(APP)

# Two pytest runs, one command. First everything without a browser (engine,
# pictures, words, lessons, notebooks, the classroom server's protocol, Binder's
# environment), shared out over the machine's cores (pytest-xdist; a file's
# tests stay in one process, so a notebook's cells run in order). Then the
# browser tests on their own, one at a time: beside other work their pages
# missed timeouts, and the Save test must see only its own files appear.
# Both runs always run; the command fails if either does. The Lite test builds
# the site with the build tools' interpreter.
ALONE := tests/browser tests/serve/test_browser.py
test: $(TEST_VENV)/.installed $(LITE_VENV)/.installed
	@export MEXTRAIN_LITE_PYTHON=$(abspath $(LITE_VENV))/bin/python; \
	$(TEST_BIN)/python -m pytest -n auto --dist loadfile $(addprefix --ignore=,$(ALONE)) --durations=10 $(PYTEST_ARGS); \
	shared=$$?; \
	$(TEST_BIN)/python -m pytest --durations=20 $(ALONE) $(PYTEST_ARGS); \
	alone=$$?; \
	echo "make test: shared run exit $$shared, browser run exit $$alone"; \
	[ $$shared -eq 0 ] && [ $$alone -eq 0 ]

# The serverless site (JupyterLite + Pyodide) in build/lite; serve that folder.
lite: $(LITE_VENV)/.installed
	$(LITE_VENV)/bin/python binder/lite/build.py

bench: $(VENV)/.installed
	$(BIN)/python benchmarks/engine.py
	$(BIN)/python benchmarks/render.py
	$(BIN)/python benchmarks/bots.py

clean:
	rm -rf $(VENV) $(TEST_VENV) $(LITE_VENV) .uv

# The UI's catalogs (mextrain/locale): the template from the code, merged into
# every language, compiled to the .mo files the package ships.
catalogs: $(TEST_VENV)/.installed
	$(TEST_BIN)/python tools/catalogs.py extract
	$(TEST_BIN)/python tools/catalogs.py update
	$(TEST_BIN)/python tools/catalogs.py compile

# The lessons and documents per language (translations/ -> notebooks/<lang>/,
# docs/<lang>/), the notebooks run and stored with their outputs; then what is
# still missing or stale.
translations: $(TEST_VENV)/.installed
	$(TEST_BIN)/python tools/translations.py extract
	$(TEST_BIN)/python tools/translations.py update
	$(TEST_BIN)/python tools/translations.py build --run
	$(TEST_BIN)/python tools/translations.py check

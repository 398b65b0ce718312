# Two commands for a newcomer: `make lab` and `make test`.
#
# Each tool set lives in a virtual environment of its own, made once and reused:
#   .venv       `make lab`: JupyterLab and the kit (editable) with its classroom server
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

.PHONY: lab test bench lite clean catalogs translations

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

# JupyterLab refuses to start as root (containers, CI machines) without --allow-root.
LAB_ARGS := $(if $(filter 0,$(shell id -u)),--allow-root)

# The repository is the root, so the lessons' links to docs/ and mextrain/ open.
lab: $(VENV)/.installed
	$(BIN)/jupyter lab $(LAB_ARGS) --ServerApp.root_dir=. notebooks/00_start_here.ipynb

# The Lite test builds the site with the build tools' interpreter. One pytest
# process: two side by side (browsers beside the rest) made pages miss their
# timeouts and the Save test see the other process's files appear.
test: $(TEST_VENV)/.installed $(LITE_VENV)/.installed
	MEXTRAIN_LITE_PYTHON=$(abspath $(LITE_VENV))/bin/python $(TEST_BIN)/python -m pytest --durations=20 $(PYTEST_ARGS)

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

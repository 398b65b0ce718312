# Two commands for a newcomer: `make lab` and `make test`.
# Both create (once) and reuse a local virtual environment in .venv.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: lab test bench lite clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# JupyterLab refuses to start as root (containers, CI machines) without --allow-root.
LAB_ARGS := $(if $(filter 0,$(shell id -u)),--allow-root)

lab: $(STAMP)
	$(BIN)/jupyter lab $(LAB_ARGS) notebooks/00_start_here.ipynb

test: $(STAMP)
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# The serverless site (JupyterLite + Pyodide) in build/lite; serve that folder.
lite: $(STAMP)
	$(BIN)/python binder/lite/build.py

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py
	$(BIN)/python benchmarks/render.py
	$(BIN)/python benchmarks/bots.py

clean:
	rm -rf $(VENV)

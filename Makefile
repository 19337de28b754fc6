# One virtualenv per a2a-sdk line; every target installs what it needs, so a fresh clone works.
PYTHON ?= python3
SDK_LINES := a2a03 a2a1
# The newest release of each line, at install time.
SDK_SPEC_a2a03 := a2a-sdk[http-server,grpc]>=0.3,<0.4
SDK_SPEC_a2a1 := a2a-sdk[http-server,grpc]>=1,<2
VENV_DIR := .venv
PYTEST_ARGS ?=

UV := $(VENV_DIR)/a2a1/bin/uv
REPORTS := .reports

.PHONY: test demo bench bench-detections bench-instructions bench-peers lint semconv venvs clean dist test-matrix test-frameworks test-sdk-lines $(addprefix test-,$(SDK_LINES))

venvs: $(foreach line,$(SDK_LINES),$(VENV_DIR)/$(line)/.installed)

$(VENV_DIR)/%/.installed: pyproject.toml
	rm -rf $(VENV_DIR)/$*
	$(PYTHON) -m venv $(VENV_DIR)/$*
	$(VENV_DIR)/$*/bin/python -m pip install --quiet --upgrade pip
	$(VENV_DIR)/$*/bin/python -m pip install --quiet -e '.[test,security,semantic]' '$(SDK_SPEC_$*)'
	$(VENV_DIR)/$*/bin/python -c "import importlib.metadata as m; print('$*: a2a-sdk', m.version('a2a-sdk'))"
	touch $@

# Real agent frameworks, each in its own virtualenv installed as a user installs it: the framework's
# a2a extra picks the a2a-sdk line; next to it only this package and the test runner (not the `test`
# extra, whose OTLP/gRPC exporter would bring grpcio, which a user of strands-agents[a2a] lacks).
# adk03: google-adk[a2a] allows either a2a-sdk line and resolves to 1.x; a user who also has
# strands-agents (or pins a2a-sdk<0.4) runs it on 0.3.
FRAMEWORKS := adk adk03 strands
FRAMEWORK_SPEC_adk := 'google-adk[a2a]'
FRAMEWORK_SPEC_adk03 := 'google-adk[a2a]' 'a2a-sdk[http-server]<0.4'
FRAMEWORK_SPEC_strands := 'strands-agents[a2a]'
# The test module of each venv, and the framework it must import.
FRAMEWORK_TEST_adk03 := adk
FRAMEWORK_TEST_DEPS := 'pytest>=8' 'pytest-asyncio>=0.24' 'uvicorn>=0.30'
FRAMEWORK_VENVS := $(foreach fw,$(FRAMEWORKS),$(VENV_DIR)/$(fw)/.installed)

# A static pattern rule: it wins over the SDK lines' pattern rule above for these targets. uv
# resolves as pip does, in seconds instead of minutes.
$(FRAMEWORK_VENVS): $(VENV_DIR)/%/.installed: pyproject.toml Makefile $(VENV_DIR)/a2a1/.installed
	rm -rf $(VENV_DIR)/$*
	UV_PYTHON_DOWNLOADS=never $(UV) venv --quiet --python $(PYTHON) $(VENV_DIR)/$*
	$(UV) pip install --quiet --python $(VENV_DIR)/$*/bin/python -e '.[security]' $(FRAMEWORK_SPEC_$*) $(FRAMEWORK_TEST_DEPS)
	$(VENV_DIR)/$*/bin/python tools/installed_versions.py
	touch $@

# Only the framework tests, each in its framework's venv. A2A_FRAMEWORK_TESTS turns "framework not
# installed" from a skip into a failure; --confcutdir keeps tests/conftest.py (the echo agent's
# gRPC server) out, so the venv needs nothing the framework's install does not bring.
# Every framework runs even when another fails.
test-frameworks: $(FRAMEWORK_VENVS)
	@failed=""; $(foreach fw,$(FRAMEWORKS),\
	  A2A_FRAMEWORK_TESTS=$(or $(FRAMEWORK_TEST_$(fw)),$(fw)) $(VENV_DIR)/$(fw)/bin/python -m pytest \
	    --confcutdir=tests/frameworks -o junit_family=xunit2 --junitxml=$(REPORTS)/frameworks-$(fw).xml \
	    tests/frameworks/test_$(or $(FRAMEWORK_TEST_$(fw)),$(fw)).py $(PYTEST_ARGS) || failed="$$failed $(fw)";) \
	if [ -n "$$failed" ]; then echo "frameworks failed:$$failed"; exit 1; fi


# Every part runs even when an earlier one fails; the report lists them all, and the exit status
# is non-zero when any part failed.
TEST_PARTS := lint test-sdk-lines test-matrix test-frameworks

test: venvs
	@rm -rf $(REPORTS); failed=""; \
	for part in $(TEST_PARTS); do \
		echo "=== make $$part"; \
		$(MAKE) --no-print-directory $$part || failed="$$failed $$part"; \
	done; \
	$(VENV_DIR)/a2a1/bin/python tools/test_report.py; \
	if [ -n "$$failed" ]; then echo "make test: FAILED:$$failed"; exit 1; fi; \
	echo "make test: every part passed"

# The SDK lines' suites side by side, one per core (each is one pytest process): the longest part
# of `make test` takes as long as one line instead of both. -k: a failing line does not stop the
# other; --output-sync: each line's output is printed whole when it ends, not interleaved.
test-sdk-lines: venvs
	$(MAKE) --no-print-directory -j $(words $(SDK_LINES)) -k --output-sync=target $(addprefix test-,$(SDK_LINES))

$(addprefix test-,$(SDK_LINES)): test-%: $(VENV_DIR)/%/.installed
	$(VENV_DIR)/$*/bin/python -m pytest -o junit_family=xunit2 --junitxml=$(REPORTS)/full-$*.xml $(PYTEST_ARGS)

# The package as users get it: a wheel (and sdist) built from this tree, with only what building
# needs: uv in a virtualenv of its own, which builds in an isolated environment with the
# build-system requirements of pyproject.toml (hatchling); not the development venvs.
DIST_DIR ?= dist
BUILD_VENV := $(VENV_DIR)/build

$(BUILD_VENV)/.installed:
	rm -rf $(BUILD_VENV)
	$(PYTHON) -m venv $(BUILD_VENV)
	$(BUILD_VENV)/bin/python -m pip install --quiet 'uv >= 0.5'
	touch $@

dist: $(BUILD_VENV)/.installed
	rm -rf $(DIST_DIR)
	UV_PYTHON_DOWNLOADS=never $(BUILD_VENV)/bin/uv build --quiet --python $(BUILD_VENV)/bin/python --out-dir $(DIST_DIR)

# The smoke suite on every supported install (tools/matrix.py lists the cells).
test-matrix: venvs dist
	$(VENV_DIR)/a2a1/bin/python tools/matrix.py --wheel "$$(ls $(DIST_DIR)/*.whl)" \
		--agent-python 0.3=$(VENV_DIR)/a2a03/bin/python --agent-python 1=$(VENV_DIR)/a2a1/bin/python

# mypy runs once per SDK line, from that line's venv: an adapter type-checks only with its own SDK
# installed. SDK_LINE_03 (sdk/__init__.py) is the branch that picks the adapter: taken as true or
# false, mypy does not follow the other line's adapter, and --exclude keeps it (and, for 1.x, the
# module only it imports) out of `files`.
MYPY_a2a03 := --always-true SDK_LINE_03 --exclude 'sdk/v1(_json)?\.py$$'
MYPY_a2a1 := --always-false SDK_LINE_03 --exclude 'sdk/v03\.py$$'

lint: venvs
	$(VENV_DIR)/a2a1/bin/python tools/gen_semconv.py --check
	$(VENV_DIR)/a2a1/bin/python tools/gen_curated.py --check
	$(VENV_DIR)/a2a1/bin/python tools/gen_confusables.py --check
	$(VENV_DIR)/a2a1/bin/ruff check src tests tools examples benchmarks
	$(VENV_DIR)/a2a1/bin/ruff format --check src tests tools examples benchmarks
	$(foreach line,$(SDK_LINES),$(VENV_DIR)/$(line)/bin/mypy $(MYPY_$(line)) &&) true

semconv: $(VENV_DIR)/a2a1/.installed
	$(VENV_DIR)/a2a1/bin/python tools/gen_semconv.py

# The demo's options as make variables (`make demo --verbose` would be an option of make's own):
# `make demo VERBOSE=1` prints every attribute; DEMO_ARGS passes any option of examples/demo.py.
VERBOSE ?=
DEMO_ARGS ?=
demo: $(VENV_DIR)/a2a1/.installed
	$(VENV_DIR)/a2a1/bin/python examples/demo.py $(if $(VERBOSE),--verbose) $(DEMO_ARGS)

# Every hot path: the instrumentation on both SDK lines, the OATF engine, the OCSF processor.
bench: venvs
	@for line in $(SDK_LINES); do $(VENV_DIR)/$$line/bin/python benchmarks/bench.py || exit 1; done
	@for line in $(SDK_LINES); do $(VENV_DIR)/$$line/bin/python benchmarks/detections_bench.py || exit 1; done
	$(VENV_DIR)/a2a1/bin/python benchmarks/oatf_bench.py
	$(VENV_DIR)/a2a1/bin/python benchmarks/ocsf_bench.py

# Detection efficacy on the labelled corpus (corpus/*.jsonl) through real calls, per channel,
# technique and language, and the inline tier's cost per 1 KB message, on both SDK lines.
# SEMANTIC=1: the semantic tier on too (its model scores every peer text: several minutes more).
SEMANTIC ?=
bench-detections: venvs
	@for line in $(SDK_LINES); do $(VENV_DIR)/$$line/bin/python benchmarks/detections_corpus.py $(if $(SEMANTIC),--semantic) || exit 1; done

# Instructions per call under callgrind (run it alone: other jobs slow it and add time-driven work).
bench-instructions: venvs
	@for line in $(SDK_LINES); do $(VENV_DIR)/$$line/bin/python benchmarks/instructions.py || exit 1; done

# Every A2A instrumentation a user could pick, side by side (benchmarks/peers/): each contender in
# a venv of its own, installed from PyPI with the pins of benchmarks/peers/contenders.py (by uv, in
# seconds; uv in the build venv, not the heavy development venvs), each measured in a process of
# its own against the loopback echo agent. A contender whose packages no Python on this machine
# accepts is skipped and reported so; compare.py needs only the standard library.
PEERS := $(shell $(PYTHON) benchmarks/peers/contenders.py names)
PEER_VENVS := $(foreach peer,$(PEERS),$(VENV_DIR)/peers-$(peer)/.installed)

$(PEER_VENVS): $(VENV_DIR)/peers-%/.installed: benchmarks/peers/contenders.py pyproject.toml $(BUILD_VENV)/.installed
	rm -rf $(VENV_DIR)/peers-$*
	@python="$$($(PYTHON) benchmarks/peers/contenders.py python $* $(PYTHON))" || { \
		mkdir -p $(VENV_DIR)/peers-$*; echo "no Python that $* accepts" > $(VENV_DIR)/peers-$*/SKIPPED; touch $@; exit 0; }; \
	set -xf; UV_PYTHON_DOWNLOADS=never $(BUILD_VENV)/bin/uv venv --quiet --python "$$python" $(VENV_DIR)/peers-$* && \
	$(BUILD_VENV)/bin/uv pip install --quiet --python $(VENV_DIR)/peers-$*/bin/python $$($(PYTHON) benchmarks/peers/contenders.py pip-args $*)
	touch $@

# A2A_BENCH_ROUNDS: fewer rounds for a quick look (docs/performance.md uses the default).
bench-peers: $(PEER_VENVS)
	$(PYTHON) benchmarks/peers/compare.py $(PEERS)

clean:
	rm -rf $(VENV_DIR) .pytest_cache .mypy_cache build dist $(REPORTS)

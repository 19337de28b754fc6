# One virtualenv per a2a-sdk line; every target installs what it needs, so a fresh clone works.
PYTHON ?= python3
SDK_LINES := a2a03 a2a1
# The newest release of each line, at install time.
SDK_SPEC_a2a03 := a2a-sdk[http-server,grpc]>=0.3,<0.4
SDK_SPEC_a2a1 := a2a-sdk[http-server,grpc]>=1,<2
VENV_DIR := .venv
PYTEST_ARGS ?=

.PHONY: test demo bench lint semconv venvs clean $(addprefix test-,$(SDK_LINES)) test-frameworks

venvs: $(foreach line,$(SDK_LINES),$(VENV_DIR)/$(line)/.installed)

$(VENV_DIR)/%/.installed: pyproject.toml
	rm -rf $(VENV_DIR)/$*
	$(PYTHON) -m venv $(VENV_DIR)/$*
	$(VENV_DIR)/$*/bin/python -m pip install --quiet --upgrade pip
	$(VENV_DIR)/$*/bin/python -m pip install --quiet -e '.[test,security]' '$(SDK_SPEC_$*)'
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
# Until instrument() skips wrap points a line lacks, a2a-sdk 0.3 without grpcio makes it raise
# (GrpcHandler requires grpcio): grpcio is added by hand meanwhile. Empty these to test the bare install.
FRAMEWORK_EXTRA_adk03 := grpcio
FRAMEWORK_EXTRA_strands := grpcio
FRAMEWORK_VENVS := $(foreach fw,$(FRAMEWORKS),$(VENV_DIR)/$(fw)/.installed)

# A static pattern rule: it wins over the SDK lines' pattern rule above for these targets.
$(FRAMEWORK_VENVS): $(VENV_DIR)/%/.installed: pyproject.toml
	rm -rf $(VENV_DIR)/$*
	$(PYTHON) -m venv $(VENV_DIR)/$*
	$(VENV_DIR)/$*/bin/python -m pip install --quiet --upgrade pip
	$(VENV_DIR)/$*/bin/python -m pip install --quiet -e '.[security]' $(FRAMEWORK_SPEC_$*) $(FRAMEWORK_TEST_DEPS) $(FRAMEWORK_EXTRA_$*)
	$(VENV_DIR)/$*/bin/python tools/installed_versions.py
	touch $@

# Only the framework tests, each in its framework's venv. A2A_FRAMEWORK_TESTS turns "framework not
# installed" from a skip into a failure; --confcutdir keeps tests/conftest.py (the echo agent's
# gRPC server) out, so the venv needs nothing the framework's install does not bring.
test-frameworks: $(FRAMEWORK_VENVS)
	@set -e; $(foreach fw,$(FRAMEWORKS),\
	  A2A_FRAMEWORK_TESTS=$(or $(FRAMEWORK_TEST_$(fw)),$(fw)) $(VENV_DIR)/$(fw)/bin/python -m pytest \
	    --confcutdir=tests/frameworks tests/frameworks/test_$(or $(FRAMEWORK_TEST_$(fw)),$(fw)).py $(PYTEST_ARGS);)

test: lint $(addprefix test-,$(SDK_LINES))

$(addprefix test-,$(SDK_LINES)): test-%: $(VENV_DIR)/%/.installed
	$(VENV_DIR)/$*/bin/python -m pytest $(PYTEST_ARGS)

lint: $(VENV_DIR)/a2a1/.installed
	$(VENV_DIR)/a2a1/bin/python tools/gen_semconv.py --check
	$(VENV_DIR)/a2a1/bin/ruff check src tests tools examples benchmarks
	$(VENV_DIR)/a2a1/bin/ruff format --check src tests tools examples benchmarks

semconv: $(VENV_DIR)/a2a1/.installed
	$(VENV_DIR)/a2a1/bin/python tools/gen_semconv.py

demo: $(VENV_DIR)/a2a1/.installed
	$(VENV_DIR)/a2a1/bin/python examples/demo.py

# Every hot path: the instrumentation on both SDK lines, the OATF engine, the OCSF processor.
bench: venvs
	@for line in $(SDK_LINES); do $(VENV_DIR)/$$line/bin/python benchmarks/bench.py || exit 1; done
	@for line in $(SDK_LINES); do $(VENV_DIR)/$$line/bin/python benchmarks/detections_bench.py || exit 1; done
	$(VENV_DIR)/a2a1/bin/python benchmarks/oatf_bench.py
	$(VENV_DIR)/a2a1/bin/python benchmarks/ocsf_bench.py

clean:
	rm -rf $(VENV_DIR) .pytest_cache build dist

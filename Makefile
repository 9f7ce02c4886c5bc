# The two commands of the quick start: `make run` and `make test`. Both install what they need
# first (libedit-dev, through apt-get; with sudo when not root).
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build setup benchmark fuzz

run: setup
	$(SWIFT) build --product tca-playground
	./.build/debug/tca-playground $(LESSON)

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

build: setup
	$(SWIFT) build

# Release-build benchmarks; see docs/benchmarks.md. Builds every product, so the transcript
# benchmark can also time the release tca-playground end to end.
benchmark: setup
	$(SWIFT) build -c release
	./.build/release/playground-benchmark

# The fuzz tests for longer than `make test` runs them, until FUZZ_SECONDS run out if given.
# FUZZ_MODE=lines (Tests/PlaygroundSessionTests/Fuzz): FUZZ_LINES hostile lines.
# FUZZ_MODE=files (Tests/TCAPlaygroundTests/FileSignalFuzzTests.swift): FUZZ_KILLS sessions
# killed by random signals during streams of shared-state changes. See docs/fuzzing.md for
# the last figures and the commands that gave them.
FUZZ_MODE ?= lines
FUZZ_LINES ?= 1000000
FUZZ_KILLS ?= 1000000
FUZZ_SECONDS ?=
FUZZ_SUITE = $(if $(filter files,$(FUZZ_MODE)),FileSignalFuzzTests,FuzzTests)
fuzz: setup
	$(SWIFT) build --build-tests
	FUZZ_LINES=$(FUZZ_LINES) FUZZ_KILLS=$(FUZZ_KILLS) FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test --skip-build --filter $(FUZZ_SUITE)

# libedit for the line editor, tmux for the pseudo-terminal tests.
setup:
	@if ! pkg-config --exists libedit 2>/dev/null || ! command -v tmux >/dev/null 2>&1; then \
	  echo "Installing libedit-dev, pkg-config and tmux with apt-get"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libedit-dev pkg-config tmux >/dev/null; \
	fi

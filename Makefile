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

# Release-build benchmarks; see README "Benchmarks". Builds every product, so the transcript
# benchmark can also time the release tca-playground end to end.
benchmark: setup
	$(SWIFT) build -c release
	./.build/release/playground-benchmark

# The fuzz test (Tests/PlaygroundSessionTests/Fuzz) for longer than `make test` runs it:
# FUZZ_LINES hostile lines, or until FUZZ_SECONDS run out, whichever comes first. See README
# "Fuzzing" for the last figure and the command that gave it.
FUZZ_LINES ?= 1000000
FUZZ_SECONDS ?=
fuzz: setup
	$(SWIFT) build --build-tests
	FUZZ_LINES=$(FUZZ_LINES) FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test --skip-build --filter FuzzTests

# libedit for the line editor, tmux for the pseudo-terminal tests.
setup:
	@if ! pkg-config --exists libedit 2>/dev/null || ! command -v tmux >/dev/null 2>&1; then \
	  echo "Installing libedit-dev, pkg-config and tmux with apt-get"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libedit-dev pkg-config tmux >/dev/null; \
	fi

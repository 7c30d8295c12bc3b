"""Helpers the benchmarks share (not benchmarks themselves: bench.run skips packages)."""

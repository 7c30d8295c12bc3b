"""Benchmarks: each bench/<name>.py has a main() that prints its figures; `make bench` runs all."""

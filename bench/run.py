"""Run every benchmark module in bench/ (or those named on the command line), one after another.

    python -m bench.run                 # all of them
    python -m bench.run euphoria        # only bench/euphoria.py

Each module's main() prints its own figures. A failing benchmark is reported and the others
still run; the exit status says whether all succeeded.
"""
import importlib
import os
import pkgutil
import sys
import time
import traceback
from pathlib import Path

SKIP = {"run"}


def modules(names: list[str]) -> list[str]:
    found = sorted(m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)])
                   if not m.ispkg and m.name not in SKIP)
    unknown = set(names) - set(found)
    if unknown:
        raise SystemExit(f"no benchmark named {', '.join(sorted(unknown))}; have: {', '.join(found)}")
    return names or found


def main(argv: list[str]) -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tabletop.settings")
    failed = []
    names = modules(argv)
    if not names:
        print("no benchmarks in bench/ yet")
    for name in names:
        print(f"== bench/{name}.py", flush=True)
        started = time.perf_counter()
        try:
            importlib.import_module(f"bench.{name}").main()
        except Exception:
            traceback.print_exc()
            failed.append(name)
        print(f"== bench/{name}.py done in {time.perf_counter() - started:.1f} s\n", flush=True)
    if failed:
        print(f"failed: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""`python -m games.nucleum.data check DIR`: check a component set; exits 1 on any violation."""
from __future__ import annotations

import sys

from games.nucleum.data.check import check


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] != "check":
        print("usage: python -m games.nucleum.data check DIR", file=sys.stderr)
        return 2
    violations = check(argv[1])
    for line in violations:
        print(line)
    if violations:
        print(f"{len(violations)} violations in {argv[1]}.")
        return 1
    print(f"{argv[1]}: the component set meets every published count and limit.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

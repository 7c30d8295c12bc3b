"""The drawn boards: the table page's weight (HTML, CSS and JS bytes a browser loads) and the time
to render one board for one audience (a seat, or the spectators), for each game, at an opening,
a middle and a late position of a seeded random game. CPU milliseconds are given too: on a shared
machine they are the steadier figure. The render figure repeats one version, so the pieces every
audience shares (tabletop.rendering.shared_piece) are drawn once and reused; "per move" is the
CPU a broadcast spends on boards for one new version, every seat and the spectators rendered,
over consecutive random moves from that position.

    python -m bench.boards [renders per figure]
    python -m bench.boards --save DIR     # also write each page as DIR/<game>-<position>-<audience>.html

It runs in memory (SQLite :memory:) and needs neither Redis nor a browser.
"""
from __future__ import annotations

import os
import random
import re
import sys
import time
from pathlib import Path

GAMES = {"twilight-struggle": 2, "euphoria": 3, "tapestry": 3, "hegemony": 3}
POSITIONS = {"opening": 0, "middle": 150, "late": 600}


def django_up() -> None:
    os.environ["DATABASE_URL"] = "sqlite://:memory:"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tabletop.settings")
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0, interactive=False)


def positioned_table(game_id: str, seats: int, decisions: int, seed: int = 7):
    """A started table (seat 0 a person, the others bots) after `decisions` random decisions."""
    from games import registry
    from games.playout import play_out
    from tabletop import services
    from tabletop.models import Player, Table

    host = Player.objects.create(name="Ann")
    specs = [{"kind": "human"}] + [{"kind": "bot", "level": 0}] * (seats - 1)
    table = services.create_table(game_id, seats=specs, host=host, seed=seed)
    game = registry.get(game_id)
    state = game.setup([{"role": r, "kind": "human"} for r in game.roles(seats, table.options)],
                       table.options, table.seed)
    game.resolve_forced(state)
    state = play_out(game, state, random.Random(seed), limit=decisions)
    Table.objects.filter(pk=table.pk).update(state=state, status=Table.Status.ACTIVE, version=decisions + 1)
    return Table.objects.get(pk=table.pk), host


def page_weight(html: str) -> tuple[int, int]:
    """(CSS bytes, JS bytes) of the static files the page links to."""
    from django.contrib.staticfiles import finders

    css = js = 0
    for kind, url in re.findall(r'<(link|script)[^>]+(?:href|src)="/static/([^"]+)"', html):
        path = finders.find(url.split("?")[0])
        size = Path(path).stat().st_size if path else 0
        if kind == "link":
            css += size
        else:
            js += size
    return css, js


MOVES = 30  # consecutive versions for the per-move figure


def cpu_per_move(table, seats: int) -> float:
    """CPU ms to render every audience (each seat, the spectators) of each of MOVES new versions."""
    from games import registry
    from games.playout import random_play
    from tabletop import rendering

    game = registry.get(table.game)
    audiences = [rendering.Audience(i, i == 0) for i in range(seats)] + [rendering.Audience(None, False)]
    seated = list(table.seats.select_related("player"))
    positions = [d.after for d in random_play(game, table.state, random.Random(3), limit=MOVES)]
    cpu = time.process_time()
    for state in positions:
        table.state = state
        for audience in audiences:
            rendering.render_board(table, audience, "en", seats=seated)
    return (time.process_time() - cpu) / max(len(positions), 1) * 1000


def main(renders: int = 20, save: str | None = None) -> None:
    django_up()
    from django.test import Client

    from games import registry
    from tabletop import rendering
    from tabletop.players import SESSION_KEY

    for game_id, seats in GAMES.items():
        for position, decisions in POSITIONS.items():
            table, host = positioned_table(game_id, seats, decisions)
            for audience, player in (("seat", host), ("spectator", None)):
                client = Client()
                if player is not None:
                    session = client.session
                    session[SESSION_KEY] = player.pk
                    session.save()
                html = client.get(f"/table/{table.pk}/").content.decode()
                css, js = page_weight(html)
                if save:
                    Path(save).mkdir(parents=True, exist_ok=True)
                    Path(save, f"{game_id}-{position}-{audience}.html").write_text(html, encoding="utf-8")
                who = rendering.audience_of(table, player)
                start, cpu = time.perf_counter(), time.process_time()
                for _ in range(renders):
                    rendering.render_board(table, who, "en")
                ms = (time.perf_counter() - start) / renders * 1000
                cpu_ms = (time.process_time() - cpu) / renders * 1000
                print(f"{game_id:18} {position:8} {audience:9} HTML {len(html.encode()):7,} B  CSS {css:6,} B  "
                      f"JS {js:6,} B  render {ms:6.1f} ms ({cpu_ms:.1f} ms CPU)", flush=True)
            if registry.get(game_id).result(table.state) is None:  # a finished game has no next move
                print(f"{game_id:18} {position:8} per move, {seats} seats + spectators: "
                      f"{cpu_per_move(table, seats):.1f} ms CPU", flush=True)


if __name__ == "__main__":
    args = sys.argv[1:]
    out = None
    if "--save" in args:
        i = args.index("--save")
        out = args[i + 1]
        del args[i:i + 2]
    main(int(args[0]) if args else 20, out)

"""The tournament benchmark's command: games in parallel processes give the same figures as one
after another (each game is fixed by its seed when the search is bounded), and its last line
is the one the note quotes."""
import re

from bench import tournament


def test_games_played_in_two_processes_end_as_when_played_one_after_another(capsys):
    args = ["--game", "euphoria", "--seats", "3", "--a", "random", "--b", "random", "--games", "3",
            "--option", "turn_limit=200", "--endings", "2"]
    tournament.main(args)
    serial = capsys.readouterr().out
    tournament.main([*args, "--jobs", "2"])
    parallel = capsys.readouterr().out

    def games(out):
        return [re.sub(r", \d+ s;", ";", line) for line in out.splitlines() if line.startswith(("game ", "  "))]

    assert len(games(serial)) == 3 * 3 and games(serial) == games(parallel)
    assert re.fullmatch(r"A wins \d+% \(95% CI \d+-\d+\) over 3 games", parallel.strip().splitlines()[-1])

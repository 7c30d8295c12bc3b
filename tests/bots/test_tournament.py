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


def test_automata_fill_the_other_seats_and_a_rotates_where_it_may(capsys):
    """--b automaton seats the rulebook's automata: Tapestry solo gets the Automa and the Shadow
    Empire beside A in every seat in turn; at Hegemony's 4 seats A is always the State, the one
    class without an automaton."""
    from games.registry import get
    roles = get("hegemony").roles(4, {})
    assert tournament.a_seats(get("hegemony"), 4, {}, tournament.AUTOMATON) == [roles.index("state")]
    assert tournament.a_seats(get("hegemony"), 3, {}, tournament.AUTOMATON) == [0, 1, 2]
    tournament.main(["--game", "tapestry", "--seats", "3", "--a", "random", "--b", "automaton", "--games", "2",
                     "--option", "automa_level=3"])
    out = capsys.readouterr().out
    games = re.findall(r"game \d: A in seat (\d), .*scores ([\d.]+) / ([\d.]+) / ([\d.]+)", out)
    assert [seat for seat, *_scores in games] == ["0", "1"]
    # the Shadow Empire scores nothing by itself; the Automa (the first automaton seat) does
    assert all(float(scores[1 if seat == "0" else 0]) > 0 for seat, *scores in games)
    assert re.search(r"mean score over 2 finished games: A [\d.]+ \(lowest [\d.]+\), best other seat", out)


def test_search_speed_prints_iterations_per_cpu_second_per_game(capsys):
    from bench import search_speed
    search_speed.main(["--game", "twilight-struggle", "--positions", "2", "--iterations", "5"])
    out = capsys.readouterr().out
    assert re.fullmatch(r"twilight-struggle: \d+ iterations per CPU second \(95% CI ±[\d.na]+, 2 positions, "
                        r"5 iterations each\)", out.strip())

"""simulate: reproducible, the same on two workers, and loud about bad input."""

import json
import subprocess
import sys
from concurrent.futures import Executor

import pytest

import mextrain as mt
from mextrain.bots import Bot, BotError


def test_results_add_up():
    res = mt.simulate(["planner", "greedy", "random"], games=3, rules=mt.Rules(rounds=2), seed=4)
    assert (res.games, res.rounds, res.players) == (3, 6, 3)
    assert sum(s.wins for s in res.seats) == pytest.approx(3)
    for s in res.seats:
        assert s.per_round.n == 6 and s.total.n == 3
        assert s.total.mean == pytest.approx(2 * s.per_round.mean)
    assert 0 <= res.blocked_rate <= 1 and res.moves_per_game.mean == pytest.approx(2 * res.moves_per_round.mean)
    doc = json.loads(res.to_json())
    assert doc["format"] == "mextrain-simulation/1" and doc["seats"][0]["bot"] == "planner"
    assert "| 0 | planner |" in res.table()
    assert res.difference(0, 0).mean == 0


def test_draws_are_shared():
    # Two identical bots and a deal neither can win alone is rare; a mirror
    # match of single rounds must still hand out exactly one win per game.
    res = mt.simulate("greedy", players=4, games=10, rounds_only=True, seed=2)
    assert sum(s.wins for s in res.seats) == pytest.approx(10)
    assert [s.bot for s in res.seats] == ["greedy"] * 4


def test_deterministic_for_a_seed():
    def run(seed):
        return mt.simulate(["random", mt.bots.MonteCarlo(budget=300)], games=2, rounds_only=True, seed=seed)

    a, b, c = run(7), run(7), run(8)
    assert a.to_dict() == b.to_dict() != c.to_dict()


def test_two_workers_give_the_same_results():
    bots = ["random", "greedy", "planner", mt.bots.Random(3)]
    one = mt.simulate(bots, games=6, rules=mt.Rules(rounds=2), seed="w")
    two = mt.simulate(bots, games=6, rules=mt.Rules(rounds=2), seed="w", workers=2)
    assert one.to_dict() == two.to_dict()
    assert one.game_records == two.game_records


def test_an_executor_gives_the_same_results_as_one_process():
    from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
    bots = ["random", "greedy", "planner", mt.bots.Random(3)]
    one = mt.simulate(bots, games=6, rules=mt.Rules(rounds=2), seed="x")
    # threads share the bots given: each task copies them; processes(2): forked, as workers=2
    for pool in (ProcessPoolExecutor(2), ThreadPoolExecutor(3), mt.simulation.processes(2)):
        with pool:
            shared = mt.simulate(bots, games=6, rules=mt.Rules(rounds=2), seed="x", executor=pool)
        assert shared.to_dict() == one.to_dict() and shared.game_records == one.game_records
    assert mt.simulate(bots, games=6, rules=mt.Rules(rounds=2), seed="y").to_dict() != one.to_dict()


def test_where_python_has_no_processes_the_games_are_played_here(monkeypatch):
    one = mt.simulate(["greedy", "planner"], games=4, rounds_only=True, seed=2)
    monkeypatch.setattr(mt.simulation.sys, "platform", "emscripten")  # JupyterLite's Pyodide
    here = mt.simulation.processes(2)
    assert "Process" not in type(here).__name__
    assert mt.simulate(["greedy", "planner"], games=4, rounds_only=True, seed=2, executor=here).to_dict() == \
        one.to_dict()
    with pytest.raises(BotError, match="Cheater"):
        mt.simulate([Cheater(), "greedy"], games=2, rounds_only=True, executor=here)
    with pytest.raises(ValueError, match="workers must be a whole number of at least 1; got 0"):
        mt.simulation.processes(0)


def test_the_chart_draws_each_bots_penalty_per_round():
    res = mt.simulate(["random", "planner"], games=20, rounds_only=True, seed=4)
    svg = res.chart(["Random", "Planner"], title="Penalty per round")
    assert svg._repr_svg_() == svg and "Planner" in svg and f"{res.seats[1].per_round.mean:.1f}" in svg
    assert res.chart() != svg and "planner" in res.chart()
    with pytest.raises(ValueError, match="one label per bot: 2, not 1"):
        res.chart(["Random"])


def test_a_dask_cluster_gives_the_same_results_as_one_process():
    """A local Dask cluster of two worker processes: each task's bots and
    games cross to another interpreter and back (about 2 s)."""
    from distributed import Client, LocalCluster, get_task_stream
    bots = ["planner", "greedy", "random", mt.bots.MonteCarlo(budget=60)]
    one = mt.simulate(bots, games=8, rules=mt.Rules(rounds=2), rotate=True, seed="dask")
    with (LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster,
          Client(cluster) as client, get_task_stream(client) as tasks):
        shared = mt.simulate(bots, games=8, rules=mt.Rules(rounds=2), rotate=True, seed="dask",
                             executor=client.get_executor())
    assert shared.to_dict() == one.to_dict() and shared.game_records == one.game_records
    assert len(tasks.data) == 32  # 8 deals in 4 seatings, a task each, played on the cluster's workers


def test_an_executors_task_reports_the_culprit():
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(2) as pool, pytest.raises(BotError) as err:
        mt.simulate([Cheater(), "greedy"], games=4, rounds_only=True, seed=1, executor=pool)
    assert err.value.bot == "Cheater" and err.value.seat == 0 and mt.Round.from_json(err.value.position).turn == 0


def test_progress_bar(capsys):
    mt.simulate("greedy", players=2, games=3, rounds_only=True, progress=True)
    assert "3/3" in capsys.readouterr().err


@pytest.mark.parametrize("kwargs, message", [
    (dict(bots=["planner", "gredy"]), "seat 1: unknown bot 'gredy'"),
    (dict(bots=["planner"], games=0), "games must be a whole number 1..1,000,000; got 0"),
    (dict(bots=["planner"], games=1_000_001), "games must be a whole number 1..1,000,000; got 1000001"),
    (dict(bots=["planner"], games=2.0), "games must be a whole number"),
    (dict(bots=["planner"], seed="x" * 81), "seed must be a whole number or text of at most 80 characters; "
                                            "got 81 characters"),
    (dict(bots=["planner"], seed=10**81), "seed must be .* got a longer number"),
    (dict(bots=["planner"], seed=None), "seed must be .* got NoneType"),
    (dict(bots=["planner"], seed=1.5), "seed must be .* got float"),
    (dict(bots=["planner"], seed=True), "seed must be .* got bool"),
    (dict(bots=["planner"], players=9), "players must be 2..8 .* got 9"),
    (dict(bots=["planner"] * 3, players=4), "3 bots for 4 players"),
    (dict(bots=["planner", object()]), "seat 1: <object object .*> is not a bot"),
    (dict(bots=["planner", "greedy"], workers=0), "workers must be"),
    (dict(bots=["planner", "greedy"], executor="dask"), "executor must be a concurrent.futures.Executor, not str"),
    (dict(bots=["planner", "greedy"], workers=2, executor=Executor()),
     "give workers .* or an executor, not both"),
])
def test_bad_input_is_named(kwargs, message):
    with pytest.raises(ValueError, match=message):
        mt.simulate(**kwargs)


class Cheater(Bot):
    """Always plays its first tile on the Mexican train, legal or not."""

    def choose(self, view):
        return mt.Play(view.hand[0], "mexican")


@pytest.mark.parametrize("workers", [1, 2])
def test_an_illegal_move_is_reported_with_the_position(workers):
    with pytest.raises(BotError) as err:
        mt.simulate([Cheater(), "greedy"], games=4, rounds_only=True, seed=1, workers=workers)
    e = err.value
    assert e.bot == "Cheater" and e.seat == 0 and "bot 'Cheater' at seat 0 returned an illegal move" in str(e)
    rnd = mt.Round.from_json(e.position)  # the position it was given, as it was
    move = mt.Move.parse(e.move)
    assert rnd.turn == 0 and rnd.explain(move) is not None and str(rnd.explain(move)) in str(e)


def test_a_non_move_is_an_error_too():
    class Lazy(Bot):
        def choose(self, view):
            return None

    with pytest.raises(BotError, match="bot 'Lazy' at seat 1 returned an illegal move 'None'"):
        mt.simulate(["greedy", Lazy()], games=1, rounds_only=True)


def test_rotated_seats_report_per_bot():
    bots = ["planner", "random", "greedy"]
    one = mt.simulate(bots, games=2, rounds_only=True, rotate=True, seed=3)
    two = mt.simulate(bots, games=2, rounds_only=True, rotate=True, seed=3, workers=2)
    assert one.to_dict() == two.to_dict()
    assert (one.games, one.deals, one.rounds) == (6, 2, 6)
    # Each deal is played three times; every bot held every hand once.
    deals = [g for g in one.game_records if g.deal == 0]
    assert len(deals) == 3 and len({g.penalties for g in deals}) >= 1
    assert [s.bot for s in one.seats] == bots
    assert len(one.to_dict()["differences"]) == 3
    assert "seats rotated: 2 deals" in one.table() and "| bot | bot |" in one.table()


def test_rotated_seating_names_the_real_seat_of_a_culprit():
    with pytest.raises(BotError) as err:
        mt.simulate(["greedy", Cheater()], games=1, rounds_only=True, rotate=True, seed=1)
    assert err.value.seat in (0, 1) and err.value.bot == "Cheater"
    rnd = mt.Round.from_json(err.value.position)
    assert rnd.turn == err.value.seat


def test_a_bot_that_raises_is_named():
    class Broken(Bot):
        def choose(self, view):
            return {}["no such key"]

    with pytest.raises(BotError, match="bot 'Broken' at seat 0 failed .*KeyError") as err:
        mt.simulate([Broken(), "greedy"], games=1, rounds_only=True, workers=2)
    assert mt.Round.from_json(err.value.position).turn == 0


def test_one_game_is_strict_json():
    res = mt.simulate(["greedy", "planner"], games=1, rounds_only=True)
    doc = json.loads(res.to_json(), parse_constant=lambda c: pytest.fail(f"{c} in JSON"))
    assert doc["seats"][0]["total"]["ci95"] is None and "±" not in res.table().splitlines()[4]
    assert sum(s.out_rate for s in res.seats) + res.blocked_rate == pytest.approx(1)


def test_the_longest_seed_and_the_last_game_fit_a_match_seed():
    from mextrain.match import MAX_SEED
    from mextrain.simulation import MAX_GAMES, _play_game
    seed = "s" * mt.simulation.MAX_SEED
    assert len(f"mextrain-sim/{seed}/{MAX_GAMES - 1}") == MAX_SEED
    game = _play_game([mt.bots.Greedy()] * 2, 2, mt.Rules(rounds=1), seed, False, False, MAX_GAMES - 1)
    assert game.deal == MAX_GAMES - 1 and len(game.penalties) == 1


def test_simulate_is_the_function_and_the_module_is_simulation():
    """No callable module: mt.simulate is the function however the old
    module name was imported, before or after."""
    code = ("import mextrain as mt, sys; f = mt.simulate; from mextrain.simulate import Estimate, simulate; "
            "import mextrain.simulate; assert mt.simulate is f is simulate is mt.simulation.simulate; "
            "assert sys.modules['mextrain.simulate'] is mt.simulation and not callable(mt.simulation); "
            "assert Estimate is mt.simulation.Estimate; print(mt.simulate(['greedy'], players=2, games=1).games)")
    for first in ("", "from mextrain.simulate import Estimate; "):
        run = subprocess.run([sys.executable, "-c", first + code], capture_output=True, text=True, timeout=120)
        assert run.returncode == 0 and run.stdout.strip() == "1", run.stderr

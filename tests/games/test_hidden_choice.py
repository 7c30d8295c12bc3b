"""`Game.hidden_choice`: whether a seat's options tell what only it may see, which keeps what a
bot weighed over them unshown even after the game (tabletop.rendering's bot notes)."""
from games import registry
from games.twilight_struggle.testing import GAME as TS, play, seat_of

from .twilight_struggle.helpers import action


def test_the_hidden_agendas_offered_to_a_seat_are_a_hidden_choice():
    game = registry.get("hegemony")
    state = game.setup([{"kind": "bot"}] * 3, {"hidden_agendas": True}, 4)
    seat = game.to_act(state)[0]
    assert game.prompt(state, seat).id == "hegemony.keep_agenda"
    assert game.hidden_choice(state, seat)


def test_a_card_to_play_from_a_hand_is_a_hidden_choice_and_where_to_place_influence_is_not():
    state = action("", "ussr", ["duck_and_cover", "fidel", "nasser"], other_hand=["containment"])
    assert TS.hidden_choice(state, seat_of("ussr"))
    state = play(state, "ussr", "card:nasser", "mode:influence")
    assert TS.prompt(state, seat_of("ussr")).id == "ts.place_influence"
    assert not TS.hidden_choice(state, seat_of("ussr"))

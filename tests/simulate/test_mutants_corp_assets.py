"""Corp assets, credits on scored agendas and R&D ice (``effects.corp_assets``,
``effects.corp_scored``, ``effects.corp_ice_rd``), each printed card's effect on the
smallest table that shows it, with the lines it says.

- Rashida Jaheem: trashed as the Corp's turn begins for its credits or cards (each fact
  alone opens the hook), past an asset that cannot be; the Corp AI's credits counted.
- Spin Doctor's draw, Jackson Howard's recycle, Marilyn Campaign's shuffle and Cyberdex
  Virus Suite's purge, each said; the virus counters on the rig and on ice add up.
- SSL Endorsement and Corporate Sales Team: credits placed when scored, taken as turns
  begin from every agenda that holds some (none from one that holds none, none from a
  stolen agenda that keeps none); the Corp AI's counted.
- AR-Enhanced Security's tag for a trash, said.
- Anansi's R&D arrangement (under in a run on R&D, on top elsewhere) and its draw, the
  Runner paying when it holds twice the cost.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

import pytest

from nrprint.simulate.effects import corp_assets, corp_ice_rd, corp_scored
from tests.simulate.conftest import agenda, card, corp_game, ice, put, rig, runner_game
from tests.simulate.test_mutants_play import _logged


def _draw(game):
    game.corp.piles["HQ"].append(game.corp.piles["R&D"].pop(0))


def _rashida(game, fact: str):
    game = _logged(game)
    game.present = frozenset({fact})
    put(game, 3, card("asset", "Unrezzed Rashida", **{fact: 2}))  # cannot be trashed for it
    rashida = put(game, 3, card("asset", "Rashida Jaheem", **{fact: 2}), rezzed=True)
    game.corp.piles["R&D"] = [card("operation", f"R&D {n}") for n in range(3)]
    corp_assets.turn_begins(game, _draw, lambda g, inst: True)
    return game, rashida


def test_rashida_is_trashed_for_credits_past_an_asset_that_cannot_be():
    """Kills ``turn_begins``' gate (``or``, ``"XXsacrifice_gainXX"``, ``"SACRIFICE_GAIN"``,
    ``"sacrifice_gain" in``), ``sacrifice_gain and sacrifice_draw``, ``break`` for
    ``continue``, the AI test (``!=``, ``"XXcorpXX"``, ``"CORP"``), ``credits_gained =`` and
    ``-=``, and its line made ``None``."""
    game = corp_game(credits=1, remotes=1)
    game.result.credits_gained = 4
    game, rashida = _rashida(game, "sacrifice_gain")
    assert game.corp.piles["Archives"] == [rashida.card]
    assert (game.corp.credits, game.result.credits_gained) == (3, 6)
    assert game.log.lines == ["  Rashida Jaheem is trashed: 2 credits, 0 card(s)"]


def test_a_human_corps_rashida_credits_are_not_the_ais():
    """Kills ``turn_begins``' ``game.ai != "corp"``."""
    game, _ = _rashida(runner_game(remotes=1), "sacrifice_gain")
    assert (game.corp.credits, game.result.credits_gained) == (7, 0)


def test_rashida_trashed_for_cards_alone_opens_the_hook():
    """Kills ``turn_begins``' gate's ``"XXsacrifice_drawXX"``, ``"SACRIFICE_DRAW"`` and
    ``"sacrifice_draw" in``."""
    game, _ = _rashida(corp_game(remotes=1), "sacrifice_draw")
    assert [c.name for c in game.corp.piles["HQ"]] == ["R&D 0", "R&D 1"]


def test_spin_doctor_jackson_howard_marilyn_and_cyberdex_say_what_they_do():
    """Kills the lines of ``rezzed``, ``recycle``, ``trashed`` and ``purge`` made ``None``."""
    game = _logged(corp_game(remotes=1))
    game.corp.piles["R&D"] = [card("operation", "Hedge Fund")]
    corp_assets.rezzed(game, put(game, 3, card("asset", "Spin Doctor", rez_draw=2), rezzed=True), _draw)
    jackson = put(game, 3, card("asset", "Jackson Howard", recycle=3), rezzed=True)
    game.corp.piles["Archives"] = [agenda(name="Atlas")]
    corp_assets.recycle(game, jackson, list(game.corp.piles["Archives"]))
    corp_assets.trashed(game, card("asset", "Marilyn Campaign", trash_to_rd=True))
    corp_assets.purge(game, card("asset", "Cyberdex Virus Suite"))
    assert game.log.lines == [
        "    Spin Doctor: the Corp draws 2",
        "  Jackson Howard is removed from the game: 1 card(s) from Archives into R&D",
        "    Marilyn Campaign is shuffled into R&D",
        "    Cyberdex Virus Suite: virus counters purged",
    ]


def test_the_virus_counters_on_the_rig_and_on_ice_add_up():
    """Kills ``virus_counters``' ``rig - ...``."""
    game = corp_game()
    rig(game, card("program", "Datasucker", subtypes=("virus",))).counters = 2
    put(game, 2, ice(name="Sandstone"), ice=True, rezzed=True).counters = 1
    assert corp_assets.virus_counters(game) == 3


def test_ssl_endorsement_says_the_credits_placed_on_it():
    """Kills ``scored``'s line made ``None``."""
    game = _logged(corp_game())
    corp_scored.scored(game, agenda(name="SSL Endorsement", score_credits=9))
    assert game.log.lines == ["    SSL Endorsement: 9 credit(s) placed on it"]


def _takes(game):
    game = _logged(game)
    game.present = frozenset({"agenda_take"})
    plain = agenda(name="Plain")
    empty = agenda(name="Empty", agenda_take=3)
    kept = agenda(name="Kept by the Runner", agenda_take=3)  # its credits are not the Corp's
    ssl = agenda(name="SSL Endorsement", agenda_take=3, steal_credits=True)
    game.corp.scored = [plain, empty]
    game.runner.scored = [kept, ssl]
    game.agenda_counters.update({kept.uid: 6, ssl.uid: 9})
    corp_scored.corp_turn(game)
    return game, ssl


def test_the_corp_takes_credits_from_every_agenda_that_holds_some():
    """Kills ``_take``'s three ``break`` for ``continue``, ``held``'s default made ``None``,
    left out or ``1``, the AI test (``!=``, ``"XXcorpXX"``, ``"CORP"``), ``credits_gained =``
    and ``-=``, and its line made ``None``."""
    game = corp_game(credits=0)
    game.result.credits_gained = 2
    game, ssl = _takes(game)
    assert (game.corp.credits, game.result.credits_gained, game.agenda_counters[ssl.uid]) == (3, 5, 6)
    assert game.log.lines == ["  SSL Endorsement pays the Corp 3 credit(s)"]


def test_a_human_corps_agenda_credits_are_not_the_ais():
    """Kills ``_take``'s ``game.ai != "corp"``."""
    game, _ = _takes(runner_game())
    assert (game.corp.credits, game.result.credits_gained) == (8, 0)


def test_ar_enhanced_security_tags_the_runner_for_a_trash_and_says_so():
    """Kills ``runner_trashed``'s gate (``"XXtrash_tagsXX"``, ``"TRASH_TAGS"``) and its line
    made ``None``."""
    game = _logged(corp_game())
    game.present = frozenset({"trash_tags"})
    game.corp.scored = [agenda(name="AR-Enhanced Security", trash_tags=1)]
    corp_scored.runner_trashed(game)
    assert game.runner.tags == 1
    assert game.log.lines == ["    the Runner takes 1 tag(s) for the trash"]


@pytest.mark.parametrize(("server", "said"), [(1, "under"), (2, "on top")])
def test_anansi_puts_rds_agendas_under_in_a_run_on_rd_and_on_top_elsewhere(server, said):
    """Kills ``fire``'s arrangement line made ``None`` and its words changed."""
    game = _logged(corp_game())
    anansi = put(game, server, ice(name="Anansi", install_look=2), ice=True, rezzed=True)
    game.corp.piles["R&D"] = [agenda(name="Atlas"), card("operation", "Hedge Fund")]
    assert corp_ice_rd.fire(game, anansi, "arrange-rd")
    assert game.log.lines == [f"    Anansi: 1 agenda(s) {said}"]


def test_anansi_makes_the_runner_pay_to_draw_when_it_holds_twice_the_cost():
    """Kills ``fire``'s ``credits = pay``, its draw line made ``None``, its paid test made
    ``and False`` or ``or True``, its empty suffix made ``"XXXX"`` and ``return False``."""
    game = _logged(runner_game(credits=5))
    anansi = put(game, 2, ice(name="Anansi", pay=2, sub_draw=1), ice=True, rezzed=True)
    game.runner.piles["STA"] = [card("event", "Sure Gamble"), card("event", "Dirty Laundry")]
    assert corp_ice_rd.fire(game, anansi, "draw-pay")  # 5 credits: pays 2
    assert corp_ice_rd.fire(game, anansi, "draw-pay")  # 3 credits: less than twice 2
    assert game.runner.credits == 3
    assert game.log.lines == [
        "    draws Sure Gamble",
        "    Anansi: the Corp draws 0, the Runner pays 2 to draw",
        "    Anansi: the Corp draws 0",
    ]

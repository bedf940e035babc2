"""Advancement tokens left over and agendas scored on access, on the smallest tables
that show them:

- leftover tokens go one by one onto ice that can be advanced, only when that fact is in
  the game; after a reveal only the remote's own ice takes them (rezzed ice of R&D and
  Archives first only after a discard); the transcript names each ice that took one;
- an agenda the Corp scores on access (``access_score_tagged``) counts for the Corp AI
  under "accessed", not for a human Corp, and is said.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.corp import tokens
from nrprint.simulate.effects import access as access_effects
from nrprint.simulate.state import RD
from tests.simulate.conftest import agenda, corp_game, ice, put, runner_game
from tests.simulate.test_mutants_play import _logged


def test_leftover_tokens_after_a_reveal_go_onto_the_remotes_own_advanceable_ice_and_are_said():
    """Kills ``advanceable_ice``' gate renamed (``"XXice_advanceXX"``, upper case) and
    ``centrals_first or True``, and ``spill``'s line made ``None`` or joined with
    ``"XX, XX"``."""
    game = _logged(corp_game(remotes=1))
    game.present = frozenset({"ice_advance"})
    put(game, RD, ice(name="Central Wall", ice_advance=True), ice=True, rezzed=True)
    first = put(game, 3, ice(name="Ice Wall", ice_advance=True), ice=True)
    second = put(game, 3, ice(name="Hive", ice_advance=True), ice=True)
    tokens.spill(game, game.corp.servers[3], 3, pass_on=False)
    assert (first.tokens, second.tokens) == (2, 1)
    assert game.log.lines == ["    3 token(s) onto Ice Wall, Hive"]


def test_an_agenda_scored_on_access_counts_for_the_corp_ai_only_and_is_said():
    """Kills ``scored_on_access``' ``ai != "corp"``, ``-=`` or ``=`` for ``+=`` and its
    line made ``None`` (with the mutants of the point source's key)."""
    game = _logged(corp_game())
    access_effects.scored_on_access(game, agenda(points=2, name="Atlas"))
    access_effects.scored_on_access(game, agenda(points=1, name="Hostile"))
    assert game.result.point_sources == {"accessed": 3}
    assert game.log.lines == [
        "    Atlas goes to the Corp's score area",
        "    Hostile goes to the Corp's score area",
    ]
    human = runner_game()
    access_effects.scored_on_access(human, agenda(points=2))
    assert human.result.point_sources == {}

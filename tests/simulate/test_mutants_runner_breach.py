"""Run events that replace a breach, the Runner's guards and credits kept for one kind of
payment (``effects.runner_breach``, ``effects.runner_protect``, ``spend``), each printed
card's effect on the smallest table that shows it, with the lines it says.

- No run event: nothing replaces the breach. An R&D-arranging event puts the agendas of
  the top cards first, said. A root-access event: nothing to access, said; an agenda
  seen and not stolen, said; another card accessed alone; a known card worth trashing
  chosen when held trash credits (Scrubber) make up what the pool lacks.
- A resource trash fee, a fall guy (said) and a card cashed in (said), each hook opened
  by its fact alone.
- Credits kept for hardware pay for a hardware install.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate import spend
from nrprint.simulate.effects import runner_breach, runner_protect
from nrprint.simulate.effects.runner_runs import RunEvent
from tests.simulate.conftest import agenda, card, corp_game, put, rig
from tests.simulate.test_mutants_play import _logged


def _event(game, **facts):
    game.run_event = RunEvent(card("event", "Breach Event", **facts), game.runner.credits, False)


def test_no_run_event_replaces_no_breach():
    """Kills ``replaces_breach``' ``getattr`` without its default and ``return True``."""
    game = corp_game()
    assert not runner_breach.replaces_breach(game, game.corp.servers[1], None)


def test_an_arranging_event_puts_the_agendas_of_rd_first_and_says_so():
    """Kills ``_arrange``'s line made ``None`` and its count made ``!=``, ``"XXagendaXX"``
    or ``"AGENDA"``."""
    game = _logged(corp_game())
    _event(game, rd_arrange=3)
    game.corp.piles["R&D"] = [card("operation", "Hedge Fund"), atlas := agenda(name="Atlas"), card("ice")]
    assert runner_breach.replaces_breach(game, game.corp.servers[1], None)
    assert game.corp.piles["R&D"][0] is atlas
    assert game.log.lines == ["    arranges the top 3 of R&D, 1 agenda(s) first"]


def test_a_root_access_event_says_what_it_finds_and_accesses_a_card_alone():
    """Kills ``replaces_breach``' two lines made ``None`` and ``access(..., only=None)`` or
    ``only`` left out."""
    game = _logged(corp_game(remotes=2))
    _event(game, root_access=True)
    hq = game.corp.servers[2]
    assert runner_breach.replaces_breach(game, hq, None)  # every root is empty
    put(game, 3, agenda(name="Atlas"))
    assert runner_breach.replaces_breach(game, hq, None)
    game.corp.servers[3].root.clear()
    pad = put(game, 4, card("asset", "PAD Campaign"))
    seen = []
    assert runner_breach.replaces_breach(game, hq, lambda g, s, c, only=None: seen.append((s.index, only)))
    assert seen == [(4, pad)]
    assert game.log.lines == [
        "    Breach Event: accesses nothing",
        "    Breach Event: sees Atlas, which cannot be stolen",
    ]


def test_a_known_card_worth_trashing_is_chosen_when_trash_credits_make_up_the_cost():
    """Kills ``root_choice``'s ``can_pay`` given the kind ``None``, the card for the kind,
    ``"XXtrashXX"`` or ``"TRASH"``."""
    game = corp_game(remotes=2)
    game.runner.credits = 2
    rig(game, card("resource", "Scrubber", spend_on="trash")).hosted = 2
    put(game, 3, card("asset", "Unknown"))
    pad = put(game, 4, card("asset", "PAD Campaign", trash_cost=4, gain=1))
    game.opponent.known.add(pad.card.uid)
    assert runner_breach.root_choice(game, game.corp.servers[2]) is pad


def test_a_trash_fee_a_fall_guy_and_a_cash_in_each_open_with_their_fact_alone():
    """Kills the gates of ``resource_trash_cost`` (``"XXtrash_feeXX"``, ``"TRASH_FEE"``),
    ``guarded`` (``"XXfall_guyXX"``, ``"FALL_GUY"``) and ``cash_in`` (``"XXcash_inXX"``,
    ``"CASH_IN"``), and the lines of ``guarded`` and ``cash_in`` made ``None``."""
    game = _logged(corp_game())
    game.runner.credits = 0
    rig(game, card("resource", "Fee", trash_fee=2))
    game.present = frozenset({"trash_fee"})
    assert runner_protect.resource_trash_cost(game, 2) == 4
    target = rig(game, card("resource", "Kati Jones"))
    guy = rig(game, card("resource", "Fall Guy", fall_guy=True))
    game.present = frozenset({"fall_guy"})
    assert runner_protect.guarded(game, target) is guy
    rig(game, card("hardware", "Cash Card", cash_in=3))
    game.present = frozenset({"cash_in"})
    runner_protect.cash_in(game)
    assert game.runner.credits == 3
    assert game.log.lines == ["    Fall Guy is trashed instead of Kati Jones", "    trashes Cash Card for 3"]


def test_credits_kept_for_hardware_pay_for_a_hardware_install():
    """Kills ``fits``' ``"XXhardwareXX"`` and ``"HARDWARE"``."""
    assert spend.fits("install-hardware", "install", card("hardware", "Astrolabe", subtypes=("console",)))


def test_a_rig_cards_run_breaches_the_server_its_card_names_and_says_so():
    """Kills ``breached``' ``getattr`` without its default, its line made ``None`` and the
    server's name made ``lower()`` (Sneakdoor Beta)."""
    game = _logged(corp_game())
    archives, hq = game.corp.servers[0], game.corp.servers[2]
    assert runner_breach.breached(game, archives) is archives  # no run event
    game.run_event = RunEvent(card("program", "Sneakdoor Beta", breach_server="hq"), 5, False)
    assert runner_breach.breached(game, archives) is hq
    assert game.log.lines == ["    Sneakdoor Beta: the attacked server becomes HQ"]


def test_a_reveal_and_trash_run_says_the_cards_shown_and_each_one_trashed():
    """Kills ``replaces_breach``' ``_reveal_trash(game, None, ...)`` and ``_reveal_trash``'s
    two lines made ``None`` and the names joined with ``"XX, XX"`` (Stargate)."""
    game = _logged(corp_game())
    game.run_event = RunEvent(card("program", "Stargate", rd_reveal=3, rd_trash=1), 5, False)
    hedge, atlas, wall = card("operation", "Hedge Fund"), agenda(name="Atlas"), card("ice", "Wall")
    game.corp.piles["R&D"] = [hedge, atlas, wall]
    assert runner_breach.replaces_breach(game, game.corp.servers[1], None)
    assert game.corp.piles["R&D"] == [hedge, wall] and game.corp.piles["Archives"] == [atlas]
    assert game.log.lines == [
        "    Stargate: reveals Hedge Fund, Atlas, Wall",
        "    Stargate: trashes Atlas",
    ]
    assert game.opponent.seen_top == hedge.uid


def _stargate(game, reveal, trash, *rd):
    game.run_event = RunEvent(card("program", "Stargate", rd_reveal=reveal, rd_trash=trash), 5, False)
    game.corp.piles["R&D"] = list(rd)
    game.opponent.seen_top = -5
    runner_breach.replaces_breach(game, game.corp.servers[1], None)
    return game.opponent.seen_top


def test_a_reveal_trashes_the_costliest_and_the_runner_knows_the_new_top_only_when_it_saw_it_and_it_is_no_agenda():
    """Kills ``_reveal_trash``'s cost order made ``+cost``, and its test of the new top card:
    each ``and`` made ``or``, ``rd[1]`` for ``rd[0]`` (twice), ``not in``, ``==``, the type
    renamed, ``hasattr(None, ...)`` or the name renamed, and ``seen_top`` made ``None`` or
    ``rd[1]``'s."""
    game = corp_game()
    cheap, dear, atlas = card("operation", cost=0), card("operation", cost=3), agenda()
    assert _stargate(game, 2, 1, cheap, dear, atlas) == cheap.uid
    assert game.corp.piles["R&D"] == [cheap, atlas] and game.corp.piles["Archives"] == [dear]
    assert _stargate(game, 2, 0, atlas, card("operation")) == -5  # the new top is an agenda
    assert _stargate(game, 1, 1, card("operation")) == -5  # R&D emptied
    assert _stargate(game, 1, 0, top := card("operation"), card("operation")) == top.uid
    assert _stargate(game, 0, 0, card("operation"), card("operation")) == -5  # the top card not seen

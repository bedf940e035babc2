"""Plans: the ``competent`` player with one habit changed, for the expert to choose between.

A plan is a rule tried before the competent player's own (``decide``); where it does
not apply, the club player's rules decide. The expert picks a plan at the start of each
of its turns by playing every plan to the end of the game in the same re-dealt copies
(``search.Expert.plan_for``), so a habit that pays off only rounds later (a taxing lock
on R&D, a tagged Runner AI kept broke, stealing before the Corp AI's refills score) is
seen, which a search over single clicks with a round-long rollout cannot see.

Corp plans (against the Runner AI): ``econ`` banks credits before anything but an
advance or an agenda the Runner AI cannot pay its way to (money clicks below
``RICH_PLAN``); ``rush`` puts an agenda in an empty remote behind any ice that stops a
run, without waiting for a second; ``lock`` ices R&D up to three and HQ up to two with
the ice that taxes, before agendas (but not before one it cannot pay its way to: the
competent player's ``walled_click``); ``squeeze`` trashes a
tagged Runner's resources while it can pay (competent keeps 3 credits); ``bait`` puts a
money asset (else a card with no other use, face down) behind the ice of the oldest empty
iced remote, one at a time and never in the only such remote while an agenda waits in HQ:
the Runner AI's remote rows go to the oldest remote on a tie and pay its ice to reach the
asset, not R&D (the Night Courier tester's decoy Nico behind Eli and Ansel; competent puts
its money assets in new, bare remotes). Runner plans (against the Corp
AI): ``pressure`` runs any server worth something (competent waits for 0.3 net of the
toll); ``econ`` makes money below ``RICH_PLAN`` credits before a run that is not worth
a whole agenda; ``dig`` installs breakers and draws for missing ones before runs while
it lacks a type; ``hq`` runs HQ once a turn whenever it can get in (a Corp AI's refills
push the bottom of HQ out and score the agendas among them: a Runner that takes them
first keeps the AI's score down; competent runs HQ only for the agendas it counts there).
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.simulate.opponents import corp
from nrprint.simulate.opponents.clicks import CREDIT, DRAW, Click
from nrprint.simulate.opponents.corp_home import open_home
from nrprint.simulate.rig import can_install
from nrprint.simulate.state import HQ, RD, Game

RICH_PLAN = 9  # credits the ``econ`` plans bank before they play on

Rule = Callable[[object, Game], "Click | None"]


# ---- the Corp's ----------------------------------------------------------------
def corp_econ(player, game: Game) -> Click | None:
    if player.agendas(game) or game.corp.credits >= RICH_PLAN or player.walled_click(game):
        return None
    money = player.money_click(game)
    return money if money != CREDIT or game.corp.credits < corp.LOW else None


def corp_rush(player, game: Game) -> Click | None:
    c = game.corp
    if player.agendas(game) or c.clicks < corp.INSTALL_CLICKS:
        return None
    agenda = min(
        (x for x in c.piles["HQ"] if x.type == "agenda"), key=lambda x: x.facts.advancement or 0, default=None
    )
    homes = [s for s in c.remotes() if open_home(s) and corp.guards(s) >= 1 and corp.to_rez(s) <= c.credits]
    if agenda is None or not homes:
        return None
    home = max(homes, key=lambda s: len(s.ice))
    return Click("install-agenda", home.index, agenda.name, agenda.uid)


def corp_lock(player, game: Game) -> Click | None:
    if player.agendas(game) or player.walled_click(game):
        return None
    servers = game.corp.servers
    thin = [s for s in (servers[RD], servers[HQ]) if len(s.ice) < (3 if s.index == RD else 2)]
    return player.ice_click(game, thin) if thin else None


def corp_squeeze(player, game: Game) -> Click | None:
    if not game.runner.tags or game.corp.credits < corp.TRASH_COST or player.agendas(game):
        return None
    resources = [i for i in game.runner.rig if i.card.type == "resource"]
    if not resources:
        return None
    inst = max(
        resources, key=lambda i: (bool(i.facts.click_gain or i.facts.drip or i.facts.economy), i.facts.cost)
    )
    return Click("trash-resource", inst.card.uid, inst.card.name)


def corp_bait(player, game: Game) -> Click | None:
    c = game.corp
    if player.agendas(game) or player.walled_click(game):
        return None
    remotes = c.remotes()
    if any(s.ice and s.root and not player.holds_agenda(s) for s in remotes):
        return None  # one bait at a time
    homes = [s for s in remotes if s.ice and open_home(s)]
    if not homes or any(x.type == "agenda" for x in c.piles["HQ"]) and len(homes) < 2:
        return None  # the iced remote an agenda waits for is no bait
    home = min(homes, key=lambda s: s.index)  # the AI's remote rows go to the oldest on a tie
    hq = c.piles["HQ"]
    asset = next((x for x in hq if corp.money_maker(x) and x.facts.cost <= c.credits), None)
    if asset is not None:
        return Click("install-asset", home.index, asset.name, asset.uid)
    spare = player.decoy_click(game)
    return None if spare is None else Click("install-decoy", home.index, spare.label, spare.card)


# ---- the Runner's ------------------------------------------------------------------
def runner_pressure(player, game: Game) -> Click | None:
    best = max(
        ((s, w - 0.05 * cost) for s, w, cost in player.targets(game)), key=lambda t: t[1], default=None
    )
    if best is None or best[1] <= 0.05:
        return None
    return Click("run", best[0].index, best[0].name)


def runner_econ(player, game: Game) -> Click | None:
    if game.runner.credits >= RICH_PLAN:
        return None
    if any(w - 0.05 * cost >= 1.0 for _, w, cost in player.targets(game)):
        return None  # a whole agenda in reach is run for at once
    return player.money_click(game)


def runner_dig(player, game: Game) -> Click | None:
    missing = player.lacking(game)
    if not missing:
        return None
    r = game.runner
    breakers = [
        c
        for c in r.grip
        if c.facts.breaks in missing and c.type != "event" and can_install(game, c, c.facts.cost)
    ]
    if breakers:
        card = min(breakers, key=lambda c: c.facts.cost)
        return Click("install", card.uid, card.name)
    if r.stack and not any(c.facts.breaks in missing for c in r.grip):
        return DRAW
    return None


def runner_hq(player, game: Game) -> Click | None:
    server = game.corp.servers[HQ]
    if player.ran.get(HQ) or not game.corp.piles["HQ"]:
        return None  # once a turn: the refills push its bottom cards out between turns
    if not game.runner.grip and any(not i.rezzed for i in server.ice):
        return None  # an unknown ice could flatline an empty grip
    return None if player.cost(game, server) is None else Click("run", HQ, server.name)


PLANS: dict[str, dict[str, Rule]] = {
    "corp": {
        "econ": corp_econ,
        "rush": corp_rush,
        "lock": corp_lock,
        "squeeze": corp_squeeze,
        "bait": corp_bait,
    },
    "runner": {"pressure": runner_pressure, "econ": runner_econ, "dig": runner_dig, "hq": runner_hq},
}

_CLASSES: dict[tuple[type, str], type] = {}


def planned(base: type, name: str) -> type:
    """``base`` (a competent player's class) following plan ``name`` ("" is ``base``)."""
    if not name:
        return base
    key = (base, name)
    if key not in _CLASSES:
        rule = PLANS["corp" if issubclass(base, corp.CorpPlayer) else "runner"][name]

        def decide(self, game: Game, _rule=rule, _base=base) -> Click:
            return _rule(self, game) or _base.decide(self, game)

        _CLASSES[key] = type(f"{base.__name__}[{name}]", (base,), {"decide": decide, "plan": name})
    return _CLASSES[key]


def base_of(player) -> type:
    """The competent class under whatever plan ``player`` follows."""
    cls = type(player)
    return cls.__mro__[1] if cls in _CLASSES.values() else cls


def plans_for(player) -> list[str]:
    """The plans open to ``player``, the competent player's own ("") first."""
    return ["", *PLANS["corp" if isinstance(player, corp.CorpPlayer) else "runner"]]

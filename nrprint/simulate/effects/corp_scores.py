"""What agendas of the real decklists do when scored or stolen, beyond ``effects.agendas``
(which calls ``scored``) and ``effects.corp_agendas`` (which calls ``stolen``); both Corps.

- ``score_runner_lose``: the Runner loses that many credits, or all it has (Artificial
  Cryptocrash).
- ``steal_tags``: the agenda's ``tags`` are given when it is stolen too (Tomorrow's Headline).
- ``steal_shuffle``: to steal the agenda the Runner shuffles that many installed cards into
  its stack: its cheapest ones that host nothing; with fewer it cannot steal it, with as many
  it does (it ran to get it; ``corp_agendas.steal_paid`` asks ``shuffled_to_steal``; Degree Mill).
- ``score_purge``: the Corp purges virus counters when it scores the agenda (it always may:
  ``corp_assets.purge``); ``purge_gain``: the first purge of each turn gains the Corp that many
  credits while the agenda is in its score area (``corp_assets.purge``; Cyberdex Sandbox).
- ``score_trash_resource``: the Corp trashes the Runner's costliest installed resource; no
  card prevents it (Character Assassination).
- ``score_search``: the Corp adds the best card of R&D to HQ and shuffles R&D: an agenda
  while HQ holds none, else the operation that gains most, else the costliest ice, else any
  (The Future is Now).
- ``score_ice_remote``: the Corp takes the costliest ice of R&D, installs it outermost on the
  remote with the fewest ice, paying the install cost (1 credit for each ice already there;
  the Corp AI only under ``ice_install_tax``, ``corp_ice.install_tax``),
  rezzes it free and shuffles R&D; with no remote, or short of the install cost, it does not
  (Remote Enforcement: "may"; a new remote for the ice alone is not made).
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_assets, corp_ice
from nrprint.simulate.effects.corp_plays import best_for_hq, to_hq
from nrprint.simulate.rig import trash_installed
from nrprint.simulate.state import Card, Game, Installed


def scored(game: Game, card: Card) -> None:
    f, runner = card.facts, game.runner
    if f.score_runner_lose:
        lost = min(f.score_runner_lose, runner.credits)
        runner.credits -= lost
        game.say(f"    {card.name}: the Runner loses {lost} credit(s)")
    if f.score_trash_resource:
        resources = [i for i in runner.rig if i.card.type == "resource"]
        if resources:
            victim = max(resources, key=lambda i: i.facts.cost)
            trash_installed(game, victim)
            game.say(f"    {card.name}: the Corp trashes {victim.card.name}")
    if f.score_search:
        _search(game, card)
    if f.score_ice_remote:
        _ice_on_remote(game, card)
    if f.score_purge:
        corp_assets.purge(game, card)


def stolen(game: Game, card: Card) -> None:
    f = card.facts
    if f.steal_tags and f.tags:
        game.runner.tags += f.tags
        game.say(f"    {card.name}: the Runner takes {f.tags} tag(s) as it steals it")


def shuffled_to_steal(game: Game, card: Card) -> bool:
    runner, n = game.runner, card.facts.steal_shuffle
    hosts = {i.host for i in runner.rig if i.host} | {
        int(k.split("-")[1]) for k, pile in runner.piles.items() if k.startswith("hosted-") and pile
    }
    free = sorted((i for i in runner.rig if i.card.uid not in hosts), key=lambda i: i.facts.cost)[:n]
    if len(free) < n:
        game.say(f"    cannot shuffle {n} installed card(s) to steal {card.name}")
        return False
    for inst in free:
        runner.rig.remove(inst)
        runner.stack.append(inst.card)
    game.rng.shuffle(runner.stack)
    game.say(f"    shuffles {', '.join(i.card.name for i in free)} into the stack to steal {card.name}")
    return True


def _search(game: Game, card: Card) -> None:
    rd = game.corp.piles["R&D"]
    pick = best_for_hq(game, rd)
    if pick is None:
        return
    rd.remove(pick)
    to_hq(game, pick)
    game.rng.shuffle(rd)
    game.say(f"    {card.name}: {pick.name} from R&D to HQ, R&D shuffled")


def _ice_on_remote(game: Game, card: Card) -> None:
    corp = game.corp
    rd, remotes = corp.piles["R&D"], corp.remotes()
    ice = max((c for c in rd if c.type == "ice"), key=lambda c: c.facts.cost, default=None)
    if ice is None or not remotes:
        return
    home = min(remotes, key=lambda s: len(s.ice))
    cost = len(home.ice) * corp_ice.install_tax(game)
    if corp.credits < cost:
        return
    corp.credits -= cost
    rd.remove(ice)
    home.ice.append(Installed(ice, game.next_install(), rezzed=True, turn=game.turn))
    game.rng.shuffle(rd)
    game.say(f"    {card.name}: installs {ice.name} on {home.name} and rezzes it for free")

"""What a Corp agenda does beyond its points and credits (``table.score``/``table.steal`` call these).

- ``counters_past``/``counters_every``: scored with advancement counters past
  ``counters_past``, the agenda gets 1 agenda counter per ``counters_every`` of them
  (Project Vitruvius, Atlas, Beale). ``counter_use`` ``points``: each is 1 more point
  (``Corp.counter_points``); other uses are spent by the human Corp
  (``opponents.corp_cards``). ``score_counters``: counters placed when scored, whatever
  the tokens (Nisei MK II's end a run, ``effects.corp_ice.ends_run``; AstroScript's advance
  a card, ``advance_counter``). The Corp AI reveals an agenda at its requirement and takes
  the tokens past it back as credits (rulebook, "Advance"): it scores with none past.
- ``rez_ice``: the Corp rezzes that many installed ice for free, the costliest unrezzed
  first (Priority Requisition); ``rez_on_steal``: also when it is stolen (Send a Message).
- ``turn_end_tags``: the Runner loses that many tags when the turn the agenda was scored
  in ends (Breaking News); ``turn_ended`` is called at the end of each side's turn.
- ``bad_publicity``: taken when scored (``Corp.bad_publicity``, played by ``effects.corp_runs``).
- ``score_ice``: the Corp looks at that many cards on top of R&D, installs and rezzes the
  ice among them for free, each on the server with the fewest ice (R&D, HQ, then the
  remotes; a choice the card leaves to its player), and trashes the rest (Accelerated
  Beta Test).
- ``requirement_per_bp``: the agenda's requirement grows by that much for each bad
  publicity the Corp has (NAPD Contract; ``requirement``, read wherever an agenda is scored);
  a rezzed upgrade's ``server_discount`` lowers it in its server (SanSan City Grid).
- ``gain_on_steal``: the agenda's ``gain`` goes to the Corp when it is stolen too
  (Hyperloop Extension).
- ``steal_damage``: net damage the Runner suffers to steal the agenda (``steal_paid``);
  ``steal_shuffle``: installed cards it shuffles into its stack (``corp_scores``).
- A rezzed asset's ``score_install``: whenever an agenda is scored, the Corp installs the
  costliest ice of HQ or Archives for free (``corp_ice.install_best``; Team Sponsorship).
- ``score_wait``: the agenda is not scored in the turn it was installed (``may_score``).
- Runner cards that act on the score areas when an agenda is scored or stolen: Fan Site,
  Turntable (``effects.score_areas``).
"""

from __future__ import annotations

from nrprint.simulate import currents
from nrprint.simulate.effects import (
    corp_agenda_abilities,
    corp_ice,
    corp_scored,
    corp_scores,
    runner_turn_cards,
    score_areas,
)
from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.state import ARCHIVES, Card, Game, Installed, Server


def counters(game: Game, card: Card, tokens: int) -> None:
    """The agenda counters ``card`` gets when scored with ``tokens`` advancement counters."""
    f = card.facts
    if f.score_counters:
        game.agenda_counters[card.uid] = f.score_counters
        game.say(f"    {card.name}: {f.score_counters} agenda counter(s)")
    corp_agenda_abilities.scored(game, card)  # Megaprix Qualifier
    if not f.counters_past or tokens <= f.counters_past:
        return
    n = (tokens - f.counters_past) // max(1, f.counters_every)
    if not n:
        return
    game.agenda_counters[card.uid] = n
    if f.counter_use == "points":
        game.corp.counter_points += n
    game.say(f"    {card.name}: {n} agenda counter(s)")


def scored(game: Game, card: Card) -> None:
    f = card.facts
    currents.agenda_moved(game, "scored")  # a Runner's current ends (Hacktivist Meeting)
    corp_scored.scored(game, card)
    if f.rez_ice:
        rez_free(game, f.rez_ice, card)
    if f.turn_end_tags:
        game.turn_end_tags += f.turn_end_tags
    game.corp.bad_publicity += f.bad_publicity
    if f.score_ice:
        ice_from_rd(game, f.score_ice, card)
    corp_agenda_abilities.score_trash(game, card)  # SDS Drone Deployment
    for server in game.corp.servers:  # Team Sponsorship
        for inst in server.root:
            if inst.rezzed and inst.facts.score_install:
                corp_ice.install_best(game, inst.card.name, pays=False)
    score_areas.corp_scored(game)  # Fan Site


def stolen(game: Game, card: Card) -> None:
    currents.agenda_moved(game, "stolen")
    corp_scored.stolen(game, card)
    corp_scores.stolen(game, card)  # Tomorrow's Headline
    if card.facts.gain_on_steal:
        gained(game, card.facts.gain)  # a card ability's credits (PAD Tap)
        game.corp.credits += card.facts.gain
        game.say(f"    {card.name}: the Corp gains {card.facts.gain} credits")
    if card.facts.rez_ice and card.facts.rez_on_steal:
        rez_free(game, card.facts.rez_ice, card)
    score_areas.stolen(game, card)  # Turntable


def rez_free(game: Game, n: int, card: Card) -> None:
    """Rez ``n`` installed ice ignoring all costs: the costliest unrezzed ones."""
    unrezzed = [i for s in game.corp.servers for i in s.ice if not i.rezzed]
    for inst in sorted(unrezzed, key=lambda i: -i.facts.cost)[:n]:
        inst.rezzed = True
        game.say(f"    {card.name}: the Corp rezzes {inst.card.name} for free")


def advance_counter(game: Game, pick) -> Installed | None:
    """Spend one ``advance`` agenda counter on the card ``pick(game)`` names (a human Corp's
    most advanced agenda; the Corp AI's ``+A`` card): 1 advancement token on it."""
    for card in game.corp.scored:
        if card.facts.counter_use != "advance" or not game.agenda_counters.get(card.uid):
            continue
        inst = pick(game)
        if inst is None:
            return None
        game.agenda_counters[card.uid] -= 1
        inst.tokens += 1
        game.say(f"  {card.name}'s agenda counter: 1 token on {inst.card.name} ({inst.tokens})")
        return inst
    return None


def turn_ended(game: Game) -> None:
    """The end of a turn: tags given "until the end of the turn" are removed."""
    if game.turn_end_tags:
        lost = min(game.turn_end_tags, game.runner.tags)
        game.runner.tags -= lost
        game.turn_end_tags = 0
        if lost:
            game.say(f"  the Runner removes {lost} tag(s) (end of turn)")


def may_score(game: Game, inst: Installed) -> bool:
    """False for an agenda that cannot be scored in the turn it was installed, that turn."""
    return not (
        (inst.facts.score_wait or runner_turn_cards.fast_score_barred(game)) and inst.turn == game.turn
    )


def steal_paid(game: Game, card: Card, clicks, damage=None) -> bool:
    """``steal_pay``/``steal_clicks``: the Runner pays the agenda's steal cost when it can
    (it ran to get it), else it does not steal it. ``clicks`` as in ``runs.run`` (None: none).
    ``steal_damage``: the net damage is suffered when the grip holds as many cards (the
    Runner is not flatlined by it), else the agenda is not stolen (``damage``:
    ``nrprint.simulate.damage.damage``)."""
    f, runner = card.facts, game.runner
    if f.steal_program and not corp_agenda_abilities.steal_paid(game, card):  # SDS Drone Deployment
        return False
    if f.steal_shuffle and not corp_scores.shuffled_to_steal(game, card):  # Degree Mill
        return False
    if f.steal_damage:
        if len(runner.grip) < f.steal_damage or damage is None:
            game.say(f"    cannot suffer {f.steal_damage} net damage to steal {card.name}")
            return False
        damage(game, f.steal_damage, "net")
    if not (f.steal_pay or f.steal_clicks):
        return True
    has_clicks = not f.steal_clicks or (clicks is not None and clicks.available() >= f.steal_clicks)
    if runner.credits < f.steal_pay or not has_clicks:
        game.say(f"    cannot pay to steal {card.name}")
        return False
    runner.credits -= f.steal_pay
    if f.steal_clicks:
        clicks.spend(f.steal_clicks)
    game.say(f"    pays {f.steal_pay} credit(s) and {f.steal_clicks} click(s) to steal {card.name}")
    return True


def ice_from_rd(game: Game, n: int, card: Card) -> None:
    rd = game.corp.piles["R&D"]
    looked, rd[:n] = rd[:n], []
    for seen in looked:
        if seen.type != "ice":
            game.corp.piles["Archives"].append(seen)
            continue
        servers = [s for s in game.corp.servers if s.index != ARCHIVES]
        home = min(servers, key=lambda s: len(s.ice))
        home.ice.append(Installed(seen, game.next_install(), rezzed=True, turn=game.turn))
        game.say(f"    {card.name}: installs and rezzes {seen.name} on {home.name} for free")
    game.say(f"    {card.name}: {sum(c.type != 'ice' for c in looked)} card(s) of R&D trashed")


def requirement(game: Game, card: Card, server: Server | None = None) -> int:
    """The agenda's advancement requirement now (``requirement_per_bp`` per bad publicity),
    in ``server`` (its rezzed upgrades' ``server_discount``), never below 0."""
    need = (card.facts.advancement or 0) + card.facts.requirement_per_bp * game.corp.bad_publicity
    if server is not None and "server_discount" in game.present:
        need -= sum(i.facts.server_discount for i in server.root if i.rezzed)
    return max(0, need)

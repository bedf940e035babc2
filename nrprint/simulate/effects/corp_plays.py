"""Corp operations of the real decklists that gain by the state of the game, or fetch a card
(``effects.corp_operations.played`` calls ``played``: the Corp AI's ``corp/effects`` and a
human Corp's ``opponents.corp_cards.operation_played`` both come through it).

- ``gain_per_hq``: the Corp gains that many credits for each card in HQ, the operation not
  counted (Your Digital Life).
- ``siphon_per_tag``: the Runner loses that many credits for each tag, or all it has, and the
  Corp gains what it lost (Market Forces; played only on a tagged Runner, ``needs_tag``).
- ``gain_per_stolen``: the Corp gains that many credits for each agenda in the Runner's score
  area (Stock Buy-Back).
- ``search_agenda``: the Corp adds the agenda of R&D worth most points to HQ and shuffles R&D
  (Fast Track); the Corp AI's goes on top of its HQ, as any card it adds.
- ``either_gain``/``either_draw`` with ``per_iced_remote``: once, and once more for each remote
  with a card in its root and an ice protecting it, the Corp gains ``either_gain`` credits or
  draws ``either_draw`` cards: a human Corp draws while HQ holds fewer cards than its hand
  size and R&D more than ``corp_ice.RD_RESERVE``, else gains; the Corp AI, whose HQ fills by
  its refill, always gains (Fully Operational).

- ``trash_hq``: every other card of HQ is trashed (``corp_ice.discard``: the Corp AI's ice and
  operations back to their decks); the operation's ``place_tokens`` are placed as any
  operation's (Audacity, played only with ``hq_at_least`` other cards in HQ).
- ``install_barrier``: the costliest barrier of HQ is installed and rezzed, ignoring all costs,
  on the server with the fewest ice (``corp_ice.home``: R&D, HQ, then the remotes; Building
  Blocks).

Every credit gained here is a card ability's (``corp_credit_gains.gained``: PAD Tap).
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_ice
from nrprint.simulate.effects.corp_credit_gains import card_gain
from nrprint.simulate.state import Card, Game, Installed


def played(game: Game, card: Card) -> bool:
    """Resolve the effects above; True when one did something."""
    f, runner, benefit = card.facts, game.runner, False
    if f.gain_per_hq:
        hq = game.corp.piles["HQ"]
        benefit = _gain(game, card, f.gain_per_hq * (len(hq) - (card in hq)))
    if f.siphon_per_tag:
        lost = min(runner.credits, f.siphon_per_tag * runner.tags)
        runner.credits -= lost
        game.say(f"    the Runner loses {lost} credit(s)")
        benefit = _gain(game, card, lost) or benefit
    if f.gain_per_stolen:
        benefit = _gain(game, card, f.gain_per_stolen * len(runner.scored)) or benefit
    if f.search_agenda:
        benefit = search_agenda(game, card) or benefit
    if f.either_gain or f.either_draw:
        benefit = _either(game, card) or benefit
    if f.trash_hq:  # Audacity: its counters are placed as any operation's place_tokens
        hq = game.corp.piles["HQ"]
        gone, hq[:] = [c for c in hq if c is not card], [c for c in hq if c is card]
        for c in gone:
            corp_ice.discard(game, c)
        game.say(f"    {card.name}: the Corp trashes the {len(gone)} card(s) of HQ")
    if f.install_barrier:
        benefit = _barrier(game, card) or benefit
    return benefit


def _barrier(game: Game, card: Card) -> bool:
    hq = game.corp.piles["HQ"]
    barrier = max(
        (c for c in hq if c.type == "ice" and "barrier" in c.facts.subtypes),
        key=lambda c: c.facts.cost,
        default=None,
    )
    if barrier is None:
        return False
    hq.remove(barrier)
    server = corp_ice.home(game)
    server.ice.append(Installed(barrier, game.next_install(), rezzed=True, turn=game.turn))
    game.say(f"    {card.name}: installs and rezzes {barrier.name} on {server.name}, free")
    return True


def _gain(game: Game, card: Card, amount: int) -> bool:
    if amount <= 0:
        return False
    card_gain(game, amount)
    game.say(f"    {card.name}: the Corp gains {amount}")
    return True


def search_agenda(game: Game, card: Card) -> bool:
    rd = game.corp.piles["R&D"]
    agenda = max((c for c in rd if c.type == "agenda"), key=lambda c: c.facts.points, default=None)
    if agenda is None:
        return False
    rd.remove(agenda)
    to_hq(game, agenda)
    game.rng.shuffle(rd)
    game.say(f"    {card.name}: {agenda.name} from R&D to HQ, R&D shuffled")
    return True


def to_hq(game: Game, card: Card) -> None:
    """A card added to HQ: on top of the Corp AI's (its refill pushes the bottom ones off)."""
    hq = game.corp.piles["HQ"]
    if game.ai == "corp":
        hq.insert(0, card)
    else:
        hq.append(card)


def best_for_hq(game: Game, cards: list[Card]) -> Card | None:
    """The card of ``cards`` worth most in HQ: an agenda while HQ holds none, else the
    operation that gains most, else the costliest ice, else any."""
    if not cards:
        return None
    no_agenda = not any(c.type == "agenda" for c in game.corp.piles["HQ"])
    return max(
        cards,
        key=lambda c: (
            no_agenda and c.type == "agenda",
            c.facts.gain - c.facts.cost if c.type == "operation" else -99,
            c.type == "ice",
            c.facts.cost,
        ),
    )


def iced_remotes(game: Game) -> int:
    return sum(1 for s in game.corp.remotes() if s.root and s.ice)


def _either(game: Game, card: Card) -> bool:
    f = card.facts
    times = 1 + (iced_remotes(game) if f.per_iced_remote else 0)
    hq, rd = game.corp.piles["HQ"], game.corp.piles["R&D"]
    hand = game.rules.game.hand_size
    for _ in range(times):
        draws = game.ai == "runner" and len(hq) < hand and len(rd) - f.either_draw >= corp_ice.RD_RESERVE
        if draws and f.either_draw:
            hq += [rd.pop(0) for _ in range(f.either_draw)]
            game.say(f"    {card.name}: the Corp draws {f.either_draw}")
        else:
            _gain(game, card, f.either_gain)
    return times > 0

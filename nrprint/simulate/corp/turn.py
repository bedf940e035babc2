"""A Corp AI turn: reveal an AI card and resolve its three clicks, then its lower line.

Rulebook, "Resolving clicks on the AI card": clicks top to bottom; a click that cannot be
done tries the secondary click to its right; a click with neither done stays available.
The available clicks (and extra clicks an operation gave) are then spent on the card's
lower instruction: 1 credit each, or the behaviour card. At the start of the turn the
AI's rezzed assets pay what they pay each turn. A terminal operation ends the turn's
clicks there (``Game.phase_over``); tags an agenda gave until the end of the turn are
removed at its end (``effects.corp_agendas.turn_ended``). The clicks spent on each action are
counted (``effects.corp_clicks.spent``): a rezzed Jeeves Model Bioroids adds a click, spent
on the lower instruction. When the AI deck is empty its revealed
cards are shuffled into a new deck (``ai_deck_reshuffle`` in play.yaml).
"""

from __future__ import annotations

from nrprint.simulate.aicards import AICard, Step
from nrprint.simulate.aideck import reveal_ai_card
from nrprint.simulate.corp import behaviour
from nrprint.simulate.corp.advance import advance
from nrprint.simulate.corp.effects import spend_counters
from nrprint.simulate.corp.install_ice import install_ice
from nrprint.simulate.corp.install_resource import install_resource
from nrprint.simulate.corp.play_operation import play_operation
from nrprint.simulate.corp.play_stratagem import play_stratagem
from nrprint.simulate.corp.refill_hq import draw_one, refill_hq
from nrprint.simulate.corp.table import drip, gain
from nrprint.simulate.effects.corp_agendas import turn_ended
from nrprint.simulate.effects.corp_clicks import AI_ACTION, spent
from nrprint.simulate.outcome import DEAD, DONE, FAIL, FALLBACK, Outcome, needed_credits
from nrprint.simulate.state import Game
from nrprint.simulate.verb import Verb

VERBS: dict[str, Verb] = {
    "refill-hq": refill_hq,
    "advance": advance,
    "install-resource": install_resource,
    "install-ice": install_ice,
    "play-operation": play_operation,
    "play-stratagem": play_stratagem,
}


def corp_ai_turn(game: Game) -> None:
    game.turn += 1
    before = game.corp.credits
    card = reveal_ai_card(game)
    if game.log is not None:
        game.log.heading(f"AI turn {game.turn}: {card.id} {card.title} ({game.corp.credits} credits)")
    drip(game, draw_one)
    if game.rules.clarifications.corp_ai_draws:  # an ordinary Corp's mandatory draw
        game.say("  draws a card as its turn begins")
        draw_one(game)
    spend_counters(game)  # AstroScript Pilot Program
    figures = game.card_figures(card.id)
    figures.reveals += 1
    game.extra_clicks = 0
    game.phase_over = False
    available = needed = 0  # needed: credit clicks taken while short of money (not dead)
    outcomes: list[Outcome] = []
    log = game.log  # lines are built only for a transcript: most games keep none
    for n, click in enumerate(card.clicks, 1):
        if game.phase_over:  # a terminal operation ended the action phase
            break
        if game.owed_clicks:  # spent on an operation's additional cost (effects.corp_operations)
            game.owed_clicks -= 1
            outcomes.append(DONE)
            continue
        game.ai_clicks_left = len(card.clicks) - n + available + game.extra_clicks
        if log is not None:
            log.line(f"  c{n} {click.step.action} {click.step.order or ''}".rstrip())
        held = game.corp.credits
        done, verb = VERBS[click.step.action](game, click.step), click.step.action
        if done == FAIL and click.secondary is not None:
            if log is not None:
                log.line(
                    f"    not possible; secondary: {click.secondary.action} {click.secondary.order or ''}".rstrip()
                )
            done, verb = VERBS[click.secondary.action](game, click.secondary), click.secondary.action
        game.clicked()
        if done == FAIL:
            game.say("    not possible: the click stays available")
            available += 1
            continue
        game.extra_clicks += spent(game, "credit" if done is FALLBACK else AI_ACTION[verb])  # Jeeves
        _count(game, "no-benefit" if done is DEAD else "failed-to-credit" if done is FALLBACK else verb)
        if done is not DONE and game.corp.credits > held:
            needed += needed_credits(held, 1)
        outcomes.append(done)
    if game.phase_over:  # nor is the lower instruction taken
        available = game.extra_clicks = 0
    spare, game.extra_clicks = max(0, available + game.extra_clicks - game.owed_clicks), 0
    game.owed_clicks = game.ai_clicks_left = 0  # no operation of the lower instruction costs clicks
    while spare:  # a click gained on the lower instruction (Jeeves) is spent on it too
        held = game.corp.credits
        lowered = _lower(game, card, spare)
        needed += needed_credits(held, sum(done is not DONE for done in lowered))
        outcomes += lowered
        spare, game.extra_clicks = game.extra_clicks, 0
    turn_ended(game)
    game.close_turn(figures, outcomes, game.corp.credits - before, needed)
    if log is not None:
        log.line(
            f"  end of AI turn: {game.corp.credits} credits, Corp {game.corp.points} / Runner {game.runner.points}"
        )


def _lower(game: Game, card: AICard, spare: int) -> list[Outcome]:
    """Spend ``spare`` clicks on the AI card's lower instruction: the behaviour card, or
    1 credit each."""
    game.say(f"  lower instruction ({card.lower}) for {spare} click(s)")
    if card.lower == "behaviour":
        outcomes = behaviour.spend(game, spare, COUNTED)
        game.clicked()
        for done in outcomes:
            _count(game, "behaviour" if done == DONE else "fallback-credit")
        return outcomes
    gain(game, spare, by_card=False)
    game.result.actions["fallback-credit"] += spare
    game.extra_clicks += spent(game, "credit", spare)
    game.clicked()
    return [DEAD] * spare


def _counted(verb: str) -> Verb:
    """``VERBS[verb]``, with its click counted for the action it takes (Jeeves)."""

    def resolve(game: Game, step: Step) -> Outcome:
        done = VERBS[verb](game, step)
        if done != FAIL:
            game.extra_clicks += spent(game, "credit" if done is FALLBACK else AI_ACTION[verb])
        return done

    return resolve


COUNTED = {verb: _counted(verb) for verb in VERBS}


def _count(game: Game, action: str) -> None:
    game.result.actions[action] += 1

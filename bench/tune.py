#!/usr/bin/env python3
"""Issue 36's tuner: a seeded local search over an AI deck's clicks and play.yaml switches.

Usage: python bench/tune.py [--only corp|corp-stratagem|runner] [--behaviour ID]
                            [--level standard] [--opponent competent]
                            [--pairings 40] [--games 30] [--versus 10] [--steps 60]
                            [--switch SECTION.KEY=V1|V2 ...] [--set SECTION.KEY=VALUE ...]
                            [--fixed-cards] [--seed 7] [--write]

The sample is FIXED: ``--pairings`` pairings drawn (seeded) from bench/corpus.py's
pairings (each AI list against ``--versus`` opposing lists), each built once
(``build_match`` costs about 0.2 s) and reused by every candidate; every candidate plays
the same game seeds, so two candidates differ by their cards and rules, not by luck.

A move is one of: swap two clicks (on one card or two), replace a click's primary step
or secondary by another step the printed format allows for this deck (corp decks: the
rulebook's actions and the orders ``automa.vocab.ORDERS_FOR`` gives each; any deck:
the steps the deck already prints), or set one ``--switch`` to another of its values.
A move is kept when it does not worsen the objective (ties kept, so the search walks
across plateaus); ``--prefer`` adds 0.01 for each switch that departs from the value
given (the rulebook's), so of two equal candidates the more faithful one wins.

Objective (smaller is better): ``|median pairing's AI win - 0.5|`` plus a penalty for
each target of issue 36 missed, in proportion to the miss: pairings inside 25-75 %
under 80 %, median AI turns under 10, deck dead clicks over 8 %, worst card over 20 %,
and for a Corp AI points from remotes under a third and R&D iced by AI turn 4 in under
half the games; for a Runner AI successful runs under a third and games ending with
more than 3 tags over half. Tune at a small sample, then confirm with bench/corpus.py.
``--write`` puts the best clicks into the deck file (content/automa/decks/<deck>.yaml).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import re
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from contest import with_settings  # noqa: E402  (bench/ is not a package)
from corpus import corpus_lists, opponents_of  # noqa: E402

CORP_VERBS = ("refill-hq", "advance", "install-resource", "install-ice", "play-operation")


def sample(only: str, versus: int, count: int, seed: int) -> list[tuple[Path, Path]]:
    lists = corpus_lists()
    side = "runner" if only == "runner" else "corp"
    other = "corp" if side == "runner" else "runner"
    every = [(m, t) for i, m in enumerate(lists[side]) for t in opponents_of(i, lists[other], versus)]
    return sorted(random.Random(seed).sample(every, min(count, len(every))))


BEHAVIOURS = ("bh-builder", "bh-warden", "bh-schemer", "bh-hoarder")


def build(project, only, behaviour, pairs, rules, opponent):
    """The sample's matches, built once; ``behaviour`` "all" deals the four behaviour
    cards in turn, one a pairing, so the deck is tuned for every temperament."""
    from nrprint.diagnostics import ContentError
    from nrprint.simulate.match import build_match

    matches = []
    for n, (mine, theirs) in enumerate(pairs):
        chosen = BEHAVIOURS[n % len(BEHAVIOURS)] if behaviour == "all" else behaviour
        try:
            matches.append(
                build_match(project, only, mine, theirs, rules=rules, opponent=opponent, behaviour=chosen)
            )
        except ContentError:
            continue  # a list the deck cannot be dealt from (corpus.py counts these)
    return matches


def behaviours_of(matches) -> dict:
    """The behaviour cards the sample plays, by id."""
    return {m.behaviour.id: m.behaviour for m in matches if m.behaviour is not None}


def measure(matches, cards, rules, level: str, games: int, seed: int, behaviours=None) -> dict:
    from nrprint.simulate.batch import run_batch
    from nrprint.simulate.report import as_data

    cells = []
    for match in matches:
        m = dataclasses.replace(match, ai_cards=cards, rules=rules)
        if behaviours and match.behaviour is not None:
            m = dataclasses.replace(m, behaviour=behaviours[match.behaviour.id])
        cells.append(as_data(m, run_batch(m, [level], games, seed), seed, games)["difficulties"][level])
    wins = [c["win_rate"] for c in cells]
    clicks = sum(c["clicks"] for c in cells) or 1
    per_card: dict[str, list[float]] = {}
    for c in cells:
        for card in c["cards"]:
            tally = per_card.setdefault(card["id"], [0.0, 0.0])
            tally[0] += card["dead_rate"] * card["clicks"]
            tally[1] += card["clicks"]
    worst = max(per_card.items(), key=lambda kv: kv[1][0] / (kv[1][1] or 1))
    out = {
        "median": statistics.median(wins),
        "band": sum(0.25 <= w <= 0.75 for w in wins) / len(wins),
        "narrow": sum(0.40 <= w <= 0.60 for w in wins) / len(wins),
        "turns": statistics.median(c["length"]["median"] for c in cells),
        "dead": sum(c["dead_rate"] * c["clicks"] for c in cells) / clicks,
        "worst": (worst[0], worst[1][0] / (worst[1][1] or 1)),
    }
    if "rd_iced" in cells[0]:
        out["remotes"] = statistics.median(c["remote_point_share"] for c in cells)
        out["rd_iced"] = statistics.median(c["rd_iced"]["by_turn_4"] for c in cells)
    else:
        out["runs_ok"] = statistics.median(c["successful_runs"] for c in cells)
        out["tags"] = statistics.median(c["tags_over_3_at_end"] for c in cells)
    return out


def departures(rules, prefer: list[str]) -> int:
    """How many ``section.key=value`` of ``prefer`` (the rulebook's answers) ``rules`` departs from."""
    return sum(rules != with_settings(rules, [item]) for item in prefer)


DEAD_WEIGHT = [2.0]  # --dead-weight: the penalty per unit of dead clicks over 8 % (a card's: half)


def objective(f: dict) -> float:
    cost = abs(f["median"] - 0.5)
    cost += 0.5 * max(0.0, 0.8 - f["band"])
    cost += 0.03 * max(0.0, 10 - f["turns"])
    cost += DEAD_WEIGHT[0] * max(0.0, f["dead"] - 0.08)
    cost += DEAD_WEIGHT[0] / 2 * max(0.0, f["worst"][1] - 0.20)
    if "remotes" in f:
        cost += 1.0 * max(0.0, 1 / 3 - f["remotes"])
        cost += 0.5 * max(0.0, 0.5 - f["rd_iced"])
    else:
        cost += 1.0 * max(0.0, 1 / 3 - f["runs_ok"])
        cost += 0.5 * max(0.0, f["tags"] - 0.5)
    return cost


def shown(f: dict) -> str:
    side = (
        f"remotes {100 * f['remotes']:.0f} % R&D-T4 {100 * f['rd_iced']:.0f} %"
        if "remotes" in f
        else f"runs ok {100 * f['runs_ok']:.0f} % >3 tags {100 * f['tags']:.0f} %"
    )
    return (
        f"median {100 * f['median']:.1f} % | 25-75 {100 * f['band']:.0f} % | 40-60 {100 * f['narrow']:.0f} %"
        f" | turns {f['turns']} | dead {100 * f['dead']:.1f} % | {f['worst'][0]} {100 * f['worst'][1]:.0f} % | {side}"
    )


def step_pool(cards, corp: bool):
    """The steps a click may take: for a Corp AI the rulebook's actions with the orders
    each allows; for any deck, the steps it already prints."""
    from nrprint.automa.vocab import ORDERS_FOR
    from nrprint.simulate.aicards import Step

    pool = {c.step for card in cards for c in card.clicks if c.run is None and not c.condition}
    pool |= {c.secondary for card in cards for c in card.clicks if c.secondary is not None}
    if corp:
        for verb in CORP_VERBS:
            orders = ORDERS_FOR.get(verb, ())
            pool |= {Step(verb, o) for o in orders} if orders else {Step(verb, None)}
    # a new remote holds nothing to advance, and ice alone on a new remote guards nothing
    pool -= {Step("advance", "+REMOTE"), Step("install-ice", "+REMOTE")}
    return sorted(pool, key=lambda s: (s.action, s.order or ""))


def neighbour(cards, switches, rules, pool, rng: random.Random, behaviours=None, lower=False):
    """One move away: (cards, rules, what changed); with ``behaviours`` (a Stratagem deck)
    a move may also change one action of a behaviour card (``behaviours`` is then changed
    in place), and with ``lower`` it may turn a card's lower line from credits to the
    behaviour card or back."""
    kinds = ["swap", "primary", "secondary"] + ["switch"] * (2 if switches else 0)
    kinds += ["behaviour"] * (2 if behaviours else 0) + ["lower"] * (1 if lower else 0)
    kind = rng.choice(kinds)
    cards = list(cards)
    if kind == "behaviour":
        return cards, rules, behaviour_move(behaviours, pool, rng)
    if kind == "lower":
        i = rng.choice([n for n, card in enumerate(cards) if card.lower in ("credits", "behaviour")])
        new = "behaviour" if cards[i].lower == "credits" else "credits"
        cards[i] = dataclasses.replace(cards[i], lower=new)
        return cards, rules, f"lower {cards[i].id} = {new}"
    plain = [(i, j) for i, card in enumerate(cards) for j, c in enumerate(card.clicks) if c.run is None]
    if kind == "switch":
        return (cards, *switched(rules, switches, rng))
    i, j = rng.choice(plain)
    click = cards[i].clicks[j]
    if kind == "swap":
        k, m = rng.choice(plain)
        other = cards[k].clicks[m]
        cards[i] = _with_click(cards[i], j, other)
        cards[k] = _with_click(cards[k], m, click)
        return cards, rules, f"swap {cards[i].id}.c{j + 1} <-> {cards[k].id}.c{m + 1}"
    step = rng.choice(pool)
    if kind == "primary":
        new = dataclasses.replace(click, step=step)
    else:
        step = rng.choice([None, step])
        new = dataclasses.replace(click, secondary=step)
    if new.secondary == new.step:
        new = dataclasses.replace(new, secondary=None)
    cards[i] = _with_click(cards[i], j, new)
    return cards, rules, f"{kind} {cards[i].id}.c{j + 1} = {_step(step)}"


def behaviour_move(behaviours: dict, pool, rng: random.Random) -> str:
    """Change one action of one behaviour card side in ``behaviours`` (in place): another
    step of ``pool``, or none (the action removed, while the side keeps one)."""
    bid = rng.choice(sorted(behaviours))
    card = behaviours[bid]
    side = rng.choice(["a", "b"])
    count = len(card.side_a if side == "a" else card.side_b)
    j = rng.randrange(count + 1)  # count: a new action at the end
    removable = count > 1 and j < count  # a side keeps one action; the end holds none
    step = rng.choice([*pool, None]) if removable else rng.choice(pool)
    behaviours[bid] = _set_action(card, side, j, step)
    return f"behaviour {bid}.{side}{j + 1} = {_step(step)}"


def _set_action(card, side: str, j: int, step):
    """``card`` with action ``j`` of ``side`` replaced by ``step``, removed (None), or
    appended (``j`` one past the end)."""
    actions = list(getattr(card, f"side_{side}"))
    if step is None:
        del actions[j]
    elif j == len(actions):
        actions.append(step)
    else:
        actions[j] = step
    return dataclasses.replace(card, **{f"side_{side}": tuple(actions)})


def switched(rules, switches, rng: random.Random):
    """``rules`` with one switch set to another of its values: (rules, what changed)."""
    key, values = rng.choice(switches)
    others = [v for v in values if with_settings(rules, [f"{key}={v}"]) != rules] or values
    value = rng.choice(others)
    return with_settings(rules, [f"{key}={value}"]), f"{key}={value}"


KEPT = re.compile(r"^\s*\d+ keep [\d.]+ (.+?) \| ")
BEHAVIOUR = re.compile(r"^behaviour ([\w-]+)\.([ab])(\d+) = (.+)$")
LOWER = re.compile(r"^lower ([\w-]+) = (\w+)$")
MOVE = re.compile(r"^(swap|primary|secondary) ([\w-]+)\.c(\d)(?: <-> ([\w-]+)\.c(\d)| = (.+))$")


def replay(log: Path, cards, rules, behaviours=None):
    """The cards and rules a tuning run reached: its kept moves (its log) played again
    (a behaviour card's moves change ``behaviours`` in place)."""
    from nrprint.simulate.aicards import Step

    cards = list(cards)
    index = {card.id: n for n, card in enumerate(cards)}
    for line in log.read_text(encoding="utf-8").splitlines():
        kept = KEPT.match(line)
        if not kept:
            continue
        if bmove := BEHAVIOUR.match(kept.group(1)):
            bid, side, j = bmove.group(1), bmove.group(2), int(bmove.group(3)) - 1
            action, _, order = bmove.group(4).partition(" ")
            step = None if action == "none" else Step(action, order or None)
            behaviours[bid] = _set_action(behaviours[bid], side, j, step)
            continue
        if lmove := LOWER.match(kept.group(1)):
            a = index[lmove.group(1)]
            cards[a] = dataclasses.replace(cards[a], lower=lmove.group(2))
            continue
        move = MOVE.match(kept.group(1))
        if move is None:
            rules = with_settings(rules, [kept.group(1)])
            continue
        kind, a, j = move.group(1), index[move.group(2)], int(move.group(3)) - 1
        if kind == "swap":
            b, m = index[move.group(4)], int(move.group(5)) - 1
            first, second = cards[a].clicks[j], cards[b].clicks[m]
            cards[a] = _with_click(cards[a], j, second)
            cards[b] = _with_click(cards[b], m, first)
            continue
        action, _, order = move.group(6).partition(" ")
        step = None if action == "none" else Step(action, order or None)
        click = cards[a].clicks[j]
        new = (
            dataclasses.replace(click, step=step)
            if kind == "primary"
            else dataclasses.replace(click, secondary=step)
        )
        if new.secondary == new.step:
            new = dataclasses.replace(new, secondary=None)
        cards[a] = _with_click(cards[a], j, new)
    return tuple(cards), rules


def _with_click(card, j, click):
    clicks = list(card.clicks)
    clicks[j] = click
    return dataclasses.replace(card, clicks=tuple(clicks))


def _step(step) -> str:
    return "none" if step is None else f"{step.action} {step.order or ''}".strip()


def _flow(step) -> str:
    return f"action: {step.action}" + (f', order: "{step.order}"' if step.order else "")


def write_deck(deck_id: str, cards) -> Path:
    """Rewrite each plain card's three click lines in its deck file (flow style, as shipped)."""
    path = REPO / "content" / "automa" / "decks" / f"{deck_id}.yaml"
    text = path.read_text(encoding="utf-8")
    for card in cards:
        if any(c.run is not None or c.condition for c in card.clicks):
            continue
        lines = []
        for c in card.clicks:
            second = f", secondary: {{{_flow(c.secondary)}}}" if c.secondary is not None else ""
            lines.append(f"      - {{{_flow(c.step)}{second}}}\n")
        block = re.compile(
            rf"(  - id: {re.escape(card.id)}\n(?:(?!  - id:).*\n)*?    clicks:\n)((?:      - .*\n)+)"
        )
        old = block.search(text)
        if old is not None:  # a click's printed note stays with its click
            for j, line in enumerate(old.group(2).splitlines()):
                if ", note: {" in line and j < len(lines):
                    lines[j] = lines[j].rstrip("\n")[:-1] + line[line.index(", note: {") :] + "\n"
        body = "".join(lines)
        text, n = block.subn(lambda m: m.group(1) + body, text, count=1)  # noqa: B023 (used at once)
        if n != 1:
            raise SystemExit(f"{path}: card {card.id}'s clicks not found")
        lower = re.compile(
            rf"(  - id: {re.escape(card.id)}\n(?:(?!  - id:).*\n)*?    lower: \{{kind: )(credits|behaviour)\}}"
        )
        text = lower.sub(lambda m: m.group(1) + card.lower + "}", text, count=1)  # noqa: B023 (used at once)
    path.write_text(text, encoding="utf-8")
    return path


def write_behaviours(behaviours: dict) -> Path:
    """Rewrite each behaviour card's two action lists in behaviour.yaml (flow style)."""
    path = REPO / "content" / "automa" / "decks" / "behaviour.yaml"
    text = path.read_text(encoding="utf-8")
    for bid, card in behaviours.items():
        for side in ("a", "b"):
            body = "".join(f"        - {{{_flow(s)}}}\n" for s in getattr(card, f"side_{side}"))
            block = re.compile(
                rf"(  - id: {re.escape(bid)}\n(?:(?!  - id:).*\n)*?    side_{side}:\n      actions:\n)((?:        - .*\n)+)"
            )
            text, n = block.subn(lambda m: m.group(1) + body, text, count=1)  # noqa: B023 (used at once)
            if n != 1:
                raise SystemExit(f"{path}: behaviour card {bid} side {side} not found")
    path.write_text(text, encoding="utf-8")
    return path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="corp")
    ap.add_argument("--behaviour", default="bh-schemer", help='a behaviour card, or "all": the four in turn')
    ap.add_argument("--tune-behaviours", action="store_true", help="moves may change the behaviour cards")
    ap.add_argument("--lower", action="store_true", help="moves may turn a lower line credits <-> behaviour")
    ap.add_argument("--level", default="standard")
    ap.add_argument("--opponent", default="competent")
    ap.add_argument("--pairings", type=int, default=40)
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--versus", type=int, default=10)
    ap.add_argument("--steps", type=int, default=60)
    ap.add_argument("--switch", action="append", default=[], help="SECTION.KEY=V1|V2|... a move may pick")
    ap.add_argument("--set", action="append", default=[], dest="settings")
    ap.add_argument(
        "--prefer",
        action="append",
        default=[],
        help="SECTION.KEY=VALUE (the rulebook's): 0.01 for each departure",
    )
    ap.add_argument(
        "--dead-weight", type=float, default=2.0, help="penalty per unit of dead clicks over 8 %%"
    )
    ap.add_argument("--fixed-cards", action="store_true", help="search the switches only")
    ap.add_argument("--seed", type=int, default=7, help="the sample's and the games' seed")
    ap.add_argument("--moves", type=int, default=0, help="the moves' seed (default: --seed)")
    ap.add_argument("--write", action="store_true")
    ap.add_argument(
        "--replay", type=Path, help="a tuning run's log: play its kept moves again, measure, print"
    )
    args = ap.parse_args()
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.rules import load_rules

    discover()
    DEAD_WEIGHT[0] = args.dead_weight
    rules = with_settings(load_rules(), args.settings)
    behaviour = args.behaviour if args.only == "corp-stratagem" else None
    started = time.perf_counter()
    pairs = sample(args.only, args.versus, args.pairings, args.seed)
    matches = build(Project(REPO / "content"), args.only, behaviour, pairs, rules, args.opponent)
    print(f"{len(matches)} pairings built in {time.perf_counter() - started:.0f} s; {vars(args)}", flush=True)
    switches = []
    for item in args.switch:
        key, _, values = item.partition("=")
        switches.append((key, values.split("|")))
    cards = matches[0].ai_cards
    pool = step_pool(cards, corp=args.only != "runner")
    rng = random.Random(args.moves or args.seed)
    behaviours = behaviours_of(matches) if args.tune_behaviours else None
    if args.replay:
        cards, rules = replay(args.replay, cards, rules, behaviours)
        args.steps = 0
    best = measure(matches, cards, rules, args.level, args.games, args.seed, behaviours)
    cost = objective(best) + 0.01 * departures(rules, args.prefer)
    print(f"start  cost {cost:.3f} | {shown(best)}", flush=True)
    for n in range(1, args.steps + 1):
        trial = dict(behaviours) if behaviours else None
        if args.fixed_cards:
            new_cards = list(cards)
            new_rules, what = switched(rules, switches, rng)
        else:
            new_cards, new_rules, what = neighbour(cards, switches, rules, pool, rng, trial, args.lower)
        figures = measure(matches, tuple(new_cards), new_rules, args.level, args.games, args.seed, trial)
        new_cost = objective(figures) + 0.01 * departures(new_rules, args.prefer)
        kept = new_cost <= cost
        print(
            f"{n:3d} {'keep' if kept else 'drop'} {new_cost:.3f} {what} | {shown(figures)}"
            f" [{time.perf_counter() - started:.0f} s]",
            flush=True,
        )
        if kept:
            cards, rules, cost, best = tuple(new_cards), new_rules, new_cost, figures
            behaviours = trial
    print(f"best   cost {cost:.3f} | {shown(best)}")
    print("clarifications:", rules.clarifications.model_dump())
    print("game:", rules.game.model_dump())
    for card in cards:
        print(
            card.id,
            " | ".join(f"{_step(c.step)} / {_step(c.secondary)}" for c in card.clicks),
            "|",
            card.lower,
        )
    for bid, card in (behaviours or {}).items():
        print(bid, "A:", ", ".join(map(_step, card.side_a)), "B:", ", ".join(map(_step, card.side_b)))
    if args.write:
        print("written:", write_deck(args.only, cards))
        if behaviours:
            print("written:", write_behaviours(behaviours))


if __name__ == "__main__":
    main()

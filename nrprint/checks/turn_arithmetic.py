"""TURN001–TURN005: click budgets and costs of the turn sequence add up.

The Corp has 3 clicks plus a compulsory draw, the Runner 4 clicks; an action phase
spends exactly its side's budget and says so; no cost is negative or larger than the
budget; the setup deals a positive starting hand.
"""

import re

from nrprint.checks.registry import check

CLICKS_IN_TEXT = re.compile(r"(\d+)\s*\{click\}")
EXPECTED = {"corp": (3, 1), "runner": (4, 0)}  # (clicks, compulsory draws), seed 004


@check(
    "turn-arithmetic",
    codes=("TURN001", "TURN002", "TURN003", "TURN004", "TURN005"),
    domains=("turn",),
)
def turn_arithmetic(project):
    turn = project.get("turn")
    if turn.setup.starting_hand <= 0 or turn.setup.mulligans < 0:
        yield turn.setup.pos("starting_hand").error(
            "TURN005", "starting hand must be positive and mulligans not negative"
        )
    for side in turn.sides:
        clicks, draws = EXPECTED[side.id]
        if side.click_budget != clicks:
            yield side.pos("click_budget").error(
                "TURN001",
                f"{side.id} has {clicks} clicks per turn, content says {side.click_budget}",
            )
        if side.mandatory_draw != draws:
            yield side.pos("mandatory_draw").error(
                "TURN001",
                f"{side.id} makes {draws} compulsory draw(s) per turn, content says {side.mandatory_draw}",
            )
        phase_draws = sum(p.mandatory_draw for p in side.phases)
        if phase_draws != side.mandatory_draw:
            yield side.pos("phases").error(
                "TURN004",
                f"{side.id} phases draw {phase_draws} card(s) for free, the side says {side.mandatory_draw}",
            )
        action_phases = [p for p in side.phases if p.clicks is not None]
        if len(action_phases) != 1:
            yield side.pos("phases").error(
                "TURN004", f"{side.id} needs exactly one action phase with a click budget"
            )
        for phase in action_phases:
            if phase.clicks != side.click_budget:
                yield phase.pos("clicks").error(
                    "TURN001",
                    f"{side.id} action phase spends {phase.clicks} clicks, the budget is {side.click_budget}",
                )
            for lang in project.langs():
                said = [int(n) for n in CLICKS_IN_TEXT.findall(phase.text.get(lang))]
                if said and said[0] != phase.clicks:
                    yield phase.text.where(lang).error(
                        "TURN003",
                        f"{side.id} action phase text says {said[0]} clicks ({lang}), "
                        f"budget is {phase.clicks}",
                    )
            for action in phase.actions:
                cost = action.cost
                if (cost.clicks != "X" and cost.clicks < 0) or cost.credits < 0:
                    yield action.pos("cost").error(
                        "TURN002", f"action {side.id}/{action.id} has a negative cost"
                    )
                elif cost.clicks != "X" and cost.clicks > side.click_budget:
                    yield action.pos("cost").error(
                        "TURN002",
                        f"action {side.id}/{action.id} costs {cost.clicks} clicks, "
                        f"more than a turn's {side.click_budget}",
                    )

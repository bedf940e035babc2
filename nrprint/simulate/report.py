"""The report of a batch: one plain document (``--json``) and its text rendering."""

from __future__ import annotations

from collections import Counter
from typing import Any

from nrprint.simulate.setup import Match
from nrprint.simulate.stats import Tally, quantile


def _r(x: float, n: int = 3) -> float:
    return round(x, n)


def as_data(match: Match, tallies: dict[str, Tally], seed: int, games: int) -> dict[str, Any]:
    titles = {c.id: c.title for c in match.ai_cards}
    out: dict[str, Any] = {
        "deck": match.deck,
        "ai": match.ai,
        "behaviour": match.behaviour.id if match.behaviour else None,
        "opponent": match.opponent,
        "games": games,
        "seed": seed,
        "difficulties": {},
    }
    for level, t in tallies.items():
        q1, med, q3 = t.length_quartiles()
        lo, hi = t.win_interval()
        points = sum(t.point_sources.values())
        cards = [
            {
                "id": cid,
                "title": titles[cid],
                "reveals": t.card_reveals[cid],
                "clicks": t.card_clicks[cid],
                "dead": t.card_dead[cid],
                "dead_rate": _r(t.card_dead_rate(cid)),
                "fallback_rate": _r(t.card_fallback_rate(cid)),
                "fallback_credits": t.card_fallback_credits[cid],
            }
            for cid in titles
        ]
        need_ai, need_opponent = match.rules.game.points_needed(match.ai, level)
        doc: dict[str, Any] = {
            "games": t.games,
            "points_to_win": {"ai": need_ai, "opponent": need_opponent},
            "ai_wins": t.ai_wins,
            "undecided": t.undecided,
            "win_rate": _r(t.win_rate),
            "win_interval_95": [_r(lo), _r(hi)],
            "length": {"q1": q1, "median": med, "q3": q3, "histogram": dict(sorted(t.lengths.items()))},
            "ends": dict(sorted(t.ends.items())),
            "clicks": t.clicks,
            "dead_clicks": t.dead,
            "dead_rate": _r(t.dead_rate),
            "fallback_credits": t.fallback_credits,
            "fallback_credit_rate": _r(t.fallback_rate),
            "cards": cards,
            "actions_per_game": {k: _r(v / t.games, 2) for k, v in sorted(t.actions.items())},
            "credits_per_turn": _r(t.credits_gained / t.turns, 2) if t.turns else 0.0,
            "points_per_game": {
                "ai": _r(t.ai_points / t.games, 2),
                "opponent": _r(t.opponent_points / t.games, 2),
            },
            "point_sources": {k: _r(v / points) for k, v in sorted(t.point_sources.items())}
            if points
            else {},
            "points_by_turn": [_r(x, 2) for x in t.mean_points_by_turn()],
            "stand_ins": _side(t.stand_ins, "ai"),
            "opponent_stand_ins": _side(t.stand_ins, "opponent"),
            "unplayed_facts": dict(t.unplayed_facts.most_common()),
            "card_uses": {k: t.card_uses[k] for k in ("ai", "opponent")},
            "modelled_share": {
                "ai": _r(t.modelled_share("ai")),
                "opponent": _r(t.modelled_share("opponent")),
                "all": _r(t.modelled_share()),
            },
        }
        doc["needed_credits"] = t.needed_credits
        doc["runs_by_server"] = {
            k: {"runs": _r(t.server_runs[k] / t.games, 2), "points_per_run": _r(t.points_per_run(k))}
            for k in sorted(t.server_runs)
        }
        if match.ai == "runner":
            doc["tags_over_3_at_end"] = _r(t.tagged_ends / t.games)
            doc["money_dry_3_turns"] = _r(t.dry_games / t.games)
            doc["money_idle_3_turns"] = _r(t.idle_games / t.games)
            doc["runs_per_turn"] = _r(t.runs / t.turns, 2) if t.turns else 0.0
            doc["successful_runs"] = _r(t.successful_runs / t.runs) if t.runs else 0.0
            doc["repeat_runs"] = _r(t.repeat_runs / t.runs) if t.runs else 0.0
            doc["steals_per_game"] = _r(t.steals / t.games, 2)
        else:
            doc["remotes_per_game"] = _r(t.remotes_made / t.games, 2)
            doc["remotes_iced_within_two_turns"] = (
                _r(t.remotes_iced / t.remotes_made) if t.remotes_made else 0.0
            )
            never = t.rd_iced[0]
            first = Counter({turn: n for turn, n in t.rd_iced.items() if turn})
            doc["rd_iced"] = {
                "by_turn_4": _r(t.rd_iced_by(4)),
                "median_turn": quantile(first, 0.5) if first else None,
                "never": _r(never / t.games),
            }
            doc["remote_point_share"] = _r(t.point_sources["remote"] / points) if points else 0.0
            doc["money_idle_3_turns"] = _r(t.idle_games / t.games)
        out["difficulties"][level] = doc
    return out


def _side(stand_ins, who: str) -> dict[str, int]:
    """The stand-in uses of one side's cards, by card name, most used first."""
    prefix = who + ":"
    return {k.removeprefix(prefix): v for k, v in stand_ins.most_common() if k.startswith(prefix)}


def pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def as_text(data: dict[str, Any]) -> str:
    who = f"{data['deck']}" + (f" with {data['behaviour']}" if data["behaviour"] else "")
    lines = [
        f"{who} ({data['ai']} AI) against a {data['opponent']} opponent: {data['games']} games per difficulty, seed {data['seed']}"
    ]
    for level, d in data["difficulties"].items():
        lo, hi = d["win_interval_95"]
        lines += [
            "",
            f"{level}:",
            f"  AI wins        {pct(d['win_rate'])} (95 % interval {pct(lo)}-{pct(hi)}); points {d['points_per_game']['ai']} vs {d['points_per_game']['opponent']} per game",
            f"  game length    median {d['length']['median']} AI turns (quartiles {d['length']['q1']}-{d['length']['q3']});"
            f" ends: " + ", ".join(f"{k} {v}" for k, v in d["ends"].items()),
            f"  dead clicks    {pct(d['dead_rate'])} of {d['clicks']}"
            f" (a credit counts when the AI holds 6 or more; fallback credits, a failed action's printed credit:"
            f" {pct(d['fallback_credit_rate'])}; credits taken while short of money, not dead: {d['needed_credits']})",
            f"  undecided      {d['undecided']} game(s) nobody won (turn limit)" if d["undecided"] else "",
            f"  credits        {d['credits_per_turn']} gained per AI turn",
        ]
        if d["point_sources"]:
            lines.append(
                "  AI points from " + ", ".join(f"{k} {pct(v)}" for k, v in d["point_sources"].items())
            )
        if data["ai"] == "runner":
            lines.append(
                f"  runs           {d['runs_per_turn']} per turn, {pct(d['successful_runs'])} successful,"
                f" {pct(d['repeat_runs'])} into a server that stopped it this turn; {d['steals_per_game']} steals per game"
            )
            lines.append(
                f"  tags, money    {pct(d['tags_over_3_at_end'])} of games end with more than 3 tags;"
                f" credits ran dry 3 turns running in {pct(d['money_dry_3_turns'])},"
                f" sat unspent in {pct(d['money_idle_3_turns'])}"
            )
        else:
            rd = d["rd_iced"]
            lines.append(
                f"  remotes        {d['remotes_per_game']} per game, {pct(d['remotes_iced_within_two_turns'])} iced within two AI turns;"
                f" {pct(d['remote_point_share'])} of the AI's points from remotes"
            )
            lines.append(
                f"  R&D iced       by AI turn 4 in {pct(rd['by_turn_4'])} of games (median turn {rd['median_turn']},"
                f" never {pct(rd['never'])}); credits sat unspent 3 turns running in {pct(d['money_idle_3_turns'])}"
            )
        if d["runs_by_server"]:
            lines.append(
                "  runs/game      "
                + ", ".join(
                    f"{k} {v['runs']} ({v['points_per_run']} points a run)"
                    for k, v in d["runs_by_server"].items()
                )
            )
        lines.append("  actions/game   " + ", ".join(f"{k} {v}" for k, v in d["actions_per_game"].items()))
        lines.append("  AI card        reveals  dead clicks  reveals with a fallback  fallback credits")
        for c in sorted(d["cards"], key=lambda c: -c["dead_rate"]):
            lines.append(
                f"    {c['id']:<8} {c['title'][:22]:<22} {c['reveals']:>6}  {pct(c['dead_rate']):>8}  {pct(c['fallback_rate']):>8}  {c['fallback_credits']:>8}"
            )
        share = d["modelled_share"]
        lines.append(
            f"  modelled       {pct(share['all'])} of card uses fully played"
            f" (AI cards {pct(share['ai'])}, opponent's {pct(share['opponent'])})"
        )
        for key, who in (("stand_ins", "AI"), ("opponent_stand_ins", "opponent")):
            if d[key]:
                lines.append(
                    f"  stand-ins ({who}) "
                    + ", ".join(f"{k} {v}" for k, v in list(d[key].items())[:8])
                    + (" ..." if len(d[key]) > 8 else "")
                )
        if d["unplayed_facts"]:
            lines.append(
                "  unplayed facts "
                + ", ".join(f"{k} {v}" for k, v in list(d["unplayed_facts"].items())[:8])
                + (" ..." if len(d["unplayed_facts"]) > 8 else "")
            )
    return "\n".join(line for line in lines if line)

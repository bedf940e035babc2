"""Print a deal as a text table or as one JSON document."""

from __future__ import annotations

from typing import Any

from nrprint.deckprep.facts import Resolved
from nrprint.deckprep.piles import Split

# Short English descriptions used on stdout; the PDF takes its words from content.
PILE_NAMES = {
    "ST": "Stratagem deck",
    "ICE": "ICE deck",
    "OP": "Operations deck",
    "RE": "Resource deck",
    "R&D": "R&D (shuffled)",
    "HQ": "HQ (dealt from R&D)",
    "PRO": "Program deck",
    "EC": "Economy deck",
    "STA": "Stack",
    "GR": "Grip (dealt from the stack)",
}


def as_data(split: Split, resolved: Resolved, identity: str | None, checklist: str | None) -> dict[str, Any]:
    top, names = resolved.max_advancement
    piles = []
    for key in split.piles:
        piles.append(
            {
                "pile": key,
                "name": PILE_NAMES[key],
                "count": len(split.piles[key]),
                "cards": [{"name": n, "type": t, "count": k} for n, t, k in split.grouped(key)],
            }
        )
    data: dict[str, Any] = {
        "side": split.side.value,
        "identity": identity,
        "difficulty": split.difficulty.value,
        "stratagem": split.stratagem,
        "seed": split.seed,
        "deck_size": sum(p["count"] for p in piles),
        "piles": piles,
        "notes": list(split.notes),
        "checklist": checklist,
    }
    if split.side.value == "corp":
        unknown = sorted(n for n, a in resolved.advancement.items() if a is None)
        data["highest_advancement"] = {"value": top, "agendas": names, "unknown": unknown}
    return data


def as_table(data: dict[str, Any]) -> str:
    """Human-readable table: one block per pile, one line per card name."""
    lines = []
    head = f"{data['side'].capitalize()} deck"
    if data["identity"]:
        head += f": {data['identity']}"
    lines.append(f"{head} ({data['deck_size']} cards)")
    extra = ", Stratagem deck" if data["stratagem"] else ""
    lines.append(f"difficulty {data['difficulty']}{extra}, seed {data['seed']}")
    lines.append("")
    width = max((len(c["name"]) for p in data["piles"] for c in p["cards"]), default=10)
    for pile in data["piles"]:
        lines.append(f"{pile['pile']:<4} {pile['name']:<28} {pile['count']:>3} cards")
        for card in pile["cards"]:
            lines.append(f"       {card['count']}x {card['name']:<{width}}  {card['type']}")
    if "highest_advancement" in data:
        adv = data["highest_advancement"]
        lines.append("")
        if adv["value"] is None:
            lines.append(
                "Highest agenda advancement requirement: unknown (no agenda has a known requirement)"
            )
        else:
            lines.append(
                f"Highest agenda advancement requirement: {adv['value']} ({', '.join(adv['agendas'])})"
            )
    for note in data["notes"]:
        lines.append(f"Note: {note}")
    if data["checklist"]:
        lines.append(f"Checklist: {data['checklist']}")
    return "\n".join(lines)

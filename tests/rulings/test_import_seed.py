"""The import of the v1.70 list: counts, anomalies and where they are, against the seed."""

from __future__ import annotations

from collections import Counter

from nrprint.rulings.source import count_items


def test_counts(imported, seed_lines):
    s = imported.summary()
    assert s["sections"] == 22 and s["untitled_sections"] == 3
    assert s["cards"] == {"corp": 96, "runner": 105}
    assert s["untitled_groups"] == {"corp": 23, "runner": 40}
    assert s["rulings"] == {"general": 77, "corp": 173, "runner": 274, "total": 524}
    # Independent count: lines whose first mark is "@".
    assert s["source_rulings"] == count_items("\n".join(seed_lines)) == 524
    assert s["citations"]["total"] == 494 and s["citations"]["truncated"] == 51


def test_anomalies_by_kind(imported):
    assert imported.summary()["anomalies"] == {
        "untitled-group": 66,
        "truncated-citation": 51,
        "broken-parentheses": 2,
        "blank-line-in-ruling": 1,
        "trademark-in-name": 8,
        "lost-punctuation": 51,
        "day-month-date": 1,
        "no-citation": 1,
    }


def lines_of(imported, code):
    return [a.line for a in imported.anomalies if a.code == code]


def test_anomaly_lines(imported, seed_lines):
    assert lines_of(imported, "RUL103") == [1371, 2243]  # "(Author, Venue, (date)"
    assert lines_of(imported, "RUL104") == [1640]  # the blank line inside a ruling
    assert lines_of(imported, "RUL107") == [1099]  # 15/02/00
    assert lines_of(imported, "RUL108") == [2433]
    untitled = lines_of(imported, "RUL101")
    assert untitled[:5] == [110, 211, 247, 445, 507]
    for line in untitled:  # each one is an "@" line right after a blank line
        assert seed_lines[line - 1].lstrip().startswith("@") and not seed_lines[line - 2].strip()
    # Every anomaly carries its source line, verbatim.
    for a in imported.anomalies:
        assert a.source == seed_lines[a.line - 1].rstrip()


def test_untitled_groups_are_not_filed_under_the_previous_card(imported):
    corp = imported.data["corp"]
    sifters = next(i for i, g in enumerate(corp) if g.get("name") == "Data Sifters")
    after = corp[sifters + 1]
    assert "name" not in after and after["line"] == 615 and after["hints"] == ["Datacomb"]
    assert len(corp[sifters]["rulings"]) == 1  # Data Sifters keeps only its own ruling


def test_trademark_names(imported):
    runner = {g.get("written"): g for g in imported.data["runner"] if g.get("written")}
    bak = runner["Bakdoor [TM]"]
    assert (bak["name"], bak["display"]) == ("Bakdoor", "Bakdoor\u2122")
    assert runner["Lucidrine (TM) Drip Feed"]["name"] == "Lucidrine Drip Feed"


def test_preamble(imported):
    p = imported.data["preamble"]
    assert (p["title"], p["version"], p["editor"]) == ("Netrunner Rulings", "1.70", "Holger Janssen")
    assert p["date"] == {"text": "03/11/00", "iso": "2000-03-11", "order": "mdy", "alternative": "2000-11-03"}


def test_citation_positions_point_at_the_source(imported, seed_lines):
    for part in ("general", "corp", "runner"):
        for g in imported.data[part]:
            for r in g["rulings"]:
                for c in r["citations"]:
                    at = seed_lines[c["line"] - 1][c["col"] - 1 :]
                    assert at.startswith("(") or at.startswith(c["text"][:3]), c


def test_cross_references(imported):
    refs = Counter(
        (s["target"], s["anchor"])
        for p in ("general", "corp", "runner")
        for g in imported.data[p]
        for r in g["rulings"]
        for s in r.get("see", [])
    )
    assert refs[("Access through Alpha", "runner-access-through-alpha")] == 10
    assert refs[("Public Knowledge", "general-public-knowledge")] == 1
    assert refs[("Boardwalk", None)] == 18  # Boardwalk's own header is one the source lost


def test_ambiguity_recorded(imported):
    dates = [
        c["date"]
        for p in ("general", "corp", "runner")
        for g in imported.data[p]
        for r in g["rulings"]
        for c in r["citations"]
        if "date" in c
    ]
    ambiguous = [d for d in dates if "alternative" in d]
    assert len(ambiguous) == imported.summary()["citations"]["ambiguous_dates"] == 201
    assert all(d["order"] == "mdy" for d in ambiguous)

"""`nrprint build` for the multiplayer targets: (args, exit code, stderr) and atomicity."""

from __future__ import annotations

import pytest

from tests.conftest import assert_no_crash, edit, run_cli

HOUSE = "multiplayer/houserules.yaml"
RULES = "multiplayer/rules.yaml"
NO_SOURCE = "        source: {seed: 000_ec9e0cf93cef1cd5.txt, section: Deckbuilding}\n"

# (name, edit or None, extra args, exit code, text expected in stderr)
TABLE = [
    ("ok", None, [], 0, "wrote 6 file(s)"),  # cards and overview in en, fr, de
    (
        "odd players",
        (HOUSE, "[4, 6, 8]", "[4, 7, 8]"),
        [],
        1,
        "multiplayer/houserules.yaml:11:20: error MPP001: 7 players is odd",
    ),
    (
        "not a number",
        (HOUSE, "s2a_spent: 1 ", "s2a_spent: one "),
        [],
        1,
        "multiplayer/houserules.yaml:15:14: error MPH001: s2a_spent: 'one' is not a whole number",
    ),
    ("no provenance", (RULES, NO_SOURCE, ""), [], 1, "error MPR001: card teams, rule 3 has no source"),
    (
        "malformed yaml",
        (HOUSE, "values:", "values: ["),
        [],
        1,
        "multiplayer/houserules.yaml:16:3: error YAML001",
    ),
    ("bleed too big", None, ["--bleed", "5"], 2, "bleed must be between 0 and 3 mm"),
    ("bad language", None, ["--lang", "xx"], 2, "unknown language xx"),
]


@pytest.mark.parametrize(("name", "change", "extra", "code", "stderr"), TABLE, ids=[t[0] for t in TABLE])
def test_build_table(mp_content, tmp_path, name, change, extra, code, stderr):
    if change is not None:
        edit(mp_content / change[0], change[1], change[2])
    out = tmp_path / "out"
    res = run_cli(
        "build",
        "multiplayer-cards",
        "multiplayer-overview",
        "--content",
        str(mp_content),
        "--out",
        str(out),
        *extra,
    )
    assert res.code == code, res.err
    assert stderr in res.err
    assert_no_crash(res)
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.pdf")) if out.exists() else []
    if code == 0:
        assert written == [
            f"{lang}/big-sell-out-{doc}.pdf" for lang in ("de", "en", "fr") for doc in ("cards", "overview")
        ]
        # house rules are always announced, in one line (`check --notes` lists them)
        assert "nrprint: 9 values are house rules, printed with the mark: `nrprint check --notes`" in res.err
        assert "MPV001" not in res.err
    else:
        assert written == []


def test_failed_build_leaves_previous_outputs(mp_content, tmp_path):
    out = tmp_path / "out"
    args = ("build", "multiplayer-cards", "--content", str(mp_content), "--out", str(out), "-q")
    assert run_cli(*args).code == 0
    before = {p: p.read_bytes() for p in out.rglob("*.pdf")}
    edit(mp_content / HOUSE, "[4, 6, 8]", "[4, 6, 9]")
    res = run_cli(*args)
    assert res.code == 1
    assert "no file was written" in res.err
    assert {p: p.read_bytes() for p in out.rglob("*.pdf")} == before


def test_list_shows_targets(mp_content):
    res = run_cli("list", "--content", str(mp_content))
    assert "multiplayer-cards" in res.out and "en/big-sell-out-cards.pdf" in res.out
    assert "fr/big-sell-out-overview.pdf" in res.out

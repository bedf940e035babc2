"""Rules-model checks on imported rulings: each fires on a broken fixture (code and line),
and the seed's own import passes with no error."""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Severity
from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.rulings.importer import import_list
from nrprint.rulings.source import read_source
from nrprint.rulings.writer import write


def check(tmp_path: Path, data: dict):
    discover()
    write(tmp_path, data)
    diags = run_checks(Project(tmp_path, display_path="content"), only_domains={"rulings"})
    text = (tmp_path / "rulings" / "rulings.yaml").read_text(encoding="utf-8").split("\n")
    return diags, text


def codes(diags):
    return sorted({d.code for d in diags})


def group(data, part, name):
    return next(g for g in data[part] if g.get("name") == name)


def test_seed_passes(tmp_path, imported):
    diags, _ = check(tmp_path, imported.data)
    assert [d for d in diags if d.severity is Severity.ERROR] == []
    # What the seed does have: unresolved pointers (lost headers) and three 1995 dates.
    assert codes(diags) == ["RUL203", "RUL205"]
    assert sum(d.code == "RUL205" for d in diags) == 3
    assert any("'see Vortex'" in d.message for d in diags)


def test_duplicate_card_name(tmp_path, imported):
    data = copy.deepcopy(imported.data)
    group(data, "runner", "Clown" if any(g.get("name") == "Clown" for g in data["runner"]) else "AI Boon")
    g = group(data, "runner", "AI Boon")
    g["name"] = "Access Through Alpha"  # same key as an existing Runner card
    diags, text = check(tmp_path, data)
    d = next(d for d in diags if d.code == "RUL201")
    assert d.severity is Severity.ERROR and "name: Access Through Alpha" in text[d.line - 1]


def test_duplicate_anchor(tmp_path, imported):
    data = copy.deepcopy(imported.data)
    group(data, "corp", "Chester Mix")["anchor"] = "corp-data-masons"
    diags, text = check(tmp_path, data)
    d = next(d for d in diags if d.code == "RUL202")
    assert "anchor: corp-data-masons" in text[d.line - 1]


def test_unknown_anchor_and_unresolved_target(tmp_path, imported):
    data = copy.deepcopy(imported.data)
    ref = group(data, "corp", "Encoder, Inc.")["rulings"][0]["see"][0]
    ref["target"], ref["anchor"] = "Nowhere Card", "corp-nowhere"
    diags, text = check(tmp_path, data)
    err = next(d for d in diags if d.code == "RUL204")
    assert err.severity is Severity.ERROR and "anchor: corp-nowhere" in text[err.line - 1]
    warn = next(d for d in diags if d.code == "RUL203" and "Nowhere Card" in d.message)
    assert "target: Nowhere Card" in text[warn.line - 1]


def test_implausible_date(tmp_path, imported):
    data = copy.deepcopy(imported.data)
    cite = group(data, "corp", "Chester Mix")["rulings"][0]["citations"][0]
    cite["date"] = {"text": "4/21/03", "iso": "2003-04-21", "order": "mdy"}
    diags, text = check(tmp_path, data)
    d = next(d for d in diags if d.code == "RUL205" and "2003" in d.message)
    assert "4/21/03" in text[d.line - 1] and "Chester Mix" in d.message


def test_count_mismatch(tmp_path, imported):
    data = copy.deepcopy(imported.data)
    del group(data, "corp", "Ball and Chain")["rulings"][1]
    diags, text = check(tmp_path, data)
    d = next(d for d in diags if d.code == "RUL206")
    assert d.severity is Severity.ERROR and "523" in d.message and "rulings: 524" in text[d.line - 1]


def test_source_changed_since_import(tmp_path, seed_path):
    copy_of = tmp_path / "list.txt"
    shutil.copyfile(seed_path, copy_of)
    data = import_list(read_source(copy_of)).data
    copy_of.write_text(copy_of.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    content = tmp_path / "content"
    content.mkdir()
    diags, text = check(content, data)
    d = next(d for d in diags if d.code == "RUL207")
    assert d.severity is Severity.WARNING and "sha256:" in text[d.line - 1]


def test_recount_against_unchanged_source(tmp_path, seed_path):
    copy_of = tmp_path / "list.txt"
    shutil.copyfile(seed_path, copy_of)
    data = import_list(read_source(copy_of)).data
    data["source"]["rulings"] = 500  # recorded count wrong, but the source is unchanged
    content = tmp_path / "content"
    content.mkdir()
    diags, _ = check(content, data)
    found = [d.message for d in diags if d.code == "RUL206"]
    assert any("source list has 500" in m for m in found)


def test_missing_glyph(tmp_path, imported):
    data = copy.deepcopy(imported.data)
    r = group(data, "corp", "Chester Mix")["rulings"][0]
    r["text"] = r["text"] + " \u4e00"
    diags, text = check(tmp_path, data)
    d = next(d for d in diags if d.code == "RUL208")
    assert "U+4E00" in d.message and "text:" in text[d.line - 1]

"""The full build's floor (``bench/baseline_full.py``) draws what the build drew.

A floor that leaves out part of the pages flatters every ratio measured against it, so
the floor's own output is read back and compared with the build's, operator by operator:
every operator the build wrote (about 25 kinds), as many times, not a chosen few.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream

from tests.conftest import REPO, run_cli


def _floor_module():
    spec = importlib.util.spec_from_file_location("baseline_full", REPO / "bench" / "baseline_full.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _operators(folder: Path) -> tuple[Counter, int, int]:
    """Operator counts over every page and every form (each form once), the number of
    forms, and of bookmarks."""
    counts: Counter = Counter()
    forms = bookmarks = 0
    for pdf in sorted(folder.rglob("*.pdf")):
        reader = PdfReader(pdf)
        bookmarks += _entries(reader.outline)
        seen: set[int] = set()

        def walk(stream, resources, reader=reader, seen=seen) -> None:
            nonlocal forms
            for _operands, op in ContentStream(stream, reader).operations:
                counts[op.decode("latin-1")] += 1
            xobjects = resources.get_object().get("/XObject") if resources is not None else None
            for name in xobjects.get_object() if xobjects else ():
                ref = xobjects.get_object().raw_get(name)
                if ref.idnum not in seen:
                    seen.add(ref.idnum)
                    forms += 1
                    form = ref.get_object()
                    walk(form, form.get("/Resources"))

        for page in reader.pages:
            walk(page.get_contents(), page.get("/Resources"))
    return counts, forms, bookmarks


def _entries(outline: list) -> int:
    return sum(_entries(item) if isinstance(item, list) else 1 for item in outline)


def test_the_floor_draws_the_same_operations_as_the_build(tmp_path: Path) -> None:
    out = tmp_path / "out"
    # Cards with forms and icons' curves, and a document with bookmarks.
    built = run_cli(
        "build", "automa-corp", "automa-rules", "--lang", "en", "-q", "--out", str(out), "-j", "1"
    )
    assert built.code == 0, built.err
    floor = _floor_module()
    plan = tmp_path / "plan.json"
    floor.plan(out, plan)
    floor.draw(plan, tmp_path / "floor")
    ours, our_forms, our_marks = _operators(out)
    theirs, their_forms, their_marks = _operators(tmp_path / "floor")
    # The case holds what it tests: curves, forms, bookmarks, colours, transforms, dashes.
    assert min(ours[op] for op in ("c", "rg", "RG", "cm", "re", "f*", "d", "w", "W*")) > 0
    assert our_forms > 0 and our_marks > 0
    assert len(ours) >= 25, sorted(ours)
    differ = {op: (ours[op], theirs[op]) for op in set(ours) | set(theirs) if ours[op] != theirs[op]}
    assert differ == {}, f"operator: (build, floor) {differ}"
    assert (their_forms, their_marks) == (our_forms, our_marks)


def test_the_old_floor_left_the_forms_and_curves_out(tmp_path: Path) -> None:
    """``--pages-only`` is the floor as it was, kept to compare with older figures."""
    out = tmp_path / "out"
    assert run_cli("build", "automa-corp", "--lang", "en", "-q", "--out", str(out), "-j", "1").code == 0
    floor = _floor_module()
    plan = tmp_path / "plan.json"
    floor.plan(out, plan)
    floor.draw(plan, tmp_path / "floor", pages_only=True)
    theirs, forms, _ = _operators(tmp_path / "floor")
    assert (theirs["c"], theirs["Do"], forms) == (0, 0, 0)

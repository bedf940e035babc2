"""Issue 37: every embedded font subset is tagged by its content, not ``AAAAAA+``."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from tests.conftest import CONTENT, run_cli


def subsets(pdf: Path) -> dict[str, bytes]:
    """Each embedded subset's name and its character map (what the subset holds)."""
    found = {}
    for page in PdfReader(pdf).pages:
        for ref in page["/Resources"].get("/Font", {}).values():
            font = ref.get_object()
            found[str(font["/BaseFont"]).lstrip("/")] = font["/ToUnicode"].get_object().get_data()
    return found


def test_subsets_of_different_files_have_different_tags(tmp_path: Path):
    res = run_cli(
        "build",
        "turn-sequence",
        "duplex-calibration",
        "--lang",
        "en",
        "--content",
        str(CONTENT),
        "--out",
        str(tmp_path),
        "-q",
    )
    assert res.code == 0, res.err
    first = subsets(tmp_path / "en" / "turn-sequence.pdf")
    second = subsets(tmp_path / "en" / "duplex-calibration.pdf")
    names = [*first, *second]
    assert names and all(len(n.split("+")[0]) == 6 for n in names), names
    assert not any(n.startswith("AAAAAA+") for n in names), names
    # one tag names one subset: where the two files share a tag, they hold the same characters
    assert len({n.split("+")[0] for n in names}) > 2
    for name in first.keys() & second.keys():
        assert first[name].split(b"begincmap")[1] == second[name].split(b"begincmap")[1], name
    tags = {}
    for name, cmap in [*first.items(), *second.items()]:
        body = cmap.split(b"begincmap")[1].split(b"endcmap")[0]
        assert tags.setdefault(name.split("+")[0], body) == body, name

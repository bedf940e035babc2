"""Builds are incremental, parallel, reproducible, atomic under kill, and safe together."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import assert_no_crash, edit, run_cli, wait_for


def build(content: Path, out: Path, *extra: str):
    return run_cli("build", "-q", "--content", str(content), "--out", str(out), *extra)


def test_parallel_and_serial_builds_are_byte_identical(tmp_path: Path, turn_content: Path):
    a, b = tmp_path / "j1", tmp_path / "j2"
    assert build(turn_content, a, "--jobs", "1").code == 0
    assert build(turn_content, b, "--jobs", "2").code == 0
    pdfs = sorted(p.relative_to(a) for p in a.rglob("*.pdf"))
    assert len(pdfs) == 5  # en, fr, de and the two side-by-side summaries
    for rel in pdfs:
        assert (a / rel).read_bytes() == (b / rel).read_bytes()


def test_no_change_rebuild_renders_nothing_and_a_touched_file_rebuilds_its_targets(
    tmp_path: Path, turn_content: Path
):
    out = tmp_path / "out"
    assert build(turn_content, out).code == 0
    stamps = {p: p.stat().st_mtime_ns for p in out.rglob("*.pdf")}
    res = run_cli("build", "--content", str(turn_content), "--out", str(out))
    assert res.code == 0 and "wrote 0 file(s)" in res.err and "2 target(s) up to date" in res.err
    assert {p: p.stat().st_mtime_ns for p in out.rglob("*.pdf")} == stamps
    edit(turn_content / "terms.yaml", 'classic: {en: "bit"', 'classic: {en: "bits"')
    res = run_cli("build", "--content", str(turn_content), "--out", str(out))
    assert res.code == 0 and "wrote 5 file(s)" in res.err


def test_manifest_lists_every_file_with_size_pages_and_hash(tmp_path: Path, turn_content: Path):
    out = tmp_path / "out"
    assert build(turn_content, out).code == 0
    manifest = json.loads((out / "manifest.json").read_text())
    assert set(manifest["files"]) == {
        "en/turn-sequence.pdf",
        "fr/turn-sequence.pdf",
        "de/turn-sequence.pdf",
        "turn-sequence.en-fr.pdf",
        "turn-sequence.en-de.pdf",
    }
    for rel, info in manifest["files"].items():
        assert info["size"] == (out / rel).stat().st_size
        assert info["pages"] == len(PdfReader(out / rel).pages)
        assert len(info["sha256"]) == 64
    assert all(len(t["content"]) == 64 for t in manifest["targets"].values())


def test_verify_passes_on_a_build_and_catches_a_tampered_file(tmp_path: Path, turn_content: Path):
    out = tmp_path / "out"
    assert build(turn_content, out).code == 0
    assert run_cli("verify", "--out", str(out)).code == 0
    pdf = out / "en" / "turn-sequence.pdf"
    pdf.write_bytes(pdf.read_bytes()[:2000])
    res = run_cli("verify", "--out", str(out))
    assert_no_crash(res, 1)
    assert "VER007" in res.err and "VER001" in res.err


def test_verify_flags_unembedded_fonts_and_missing_metadata(tmp_path: Path):
    from reportlab.pdfgen.canvas import Canvas

    out = tmp_path / "out"
    out.mkdir()
    Canvas(str(out / "x.pdf")).save()  # Helvetica, no title
    from nrprint.pipeline.manifest import Manifest

    m = Manifest()
    m.record("t", "f", "c", [("x.pdf", out / "x.pdf")])
    m.save(out)
    res = run_cli("verify", "--out", str(out))
    assert_no_crash(res, 1)
    assert "VER006" in res.err
    c = Canvas(str(out / "y.pdf"))
    c.drawString(10, 10, "hello")
    c.save()
    m.record("u", "f", "c", [("y.pdf", out / "y.pdf")])
    m.save(out)
    assert "VER004" in run_cli("verify", "--out", str(out)).err


def _spawn_build(content: Path, out: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "nrprint",
            "build",
            "--force",
            "--jobs",
            "1",
            "--content",
            str(content),
            "--out",
            str(out),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.parametrize(
    "moment",
    [
        pytest.param(lambda out: (out / ".staging").is_dir(), id="staging-folder-made"),
        pytest.param(lambda out: any((out / ".staging").rglob("*.pdf")), id="first-pdf-staged"),
    ],
)
def test_killed_build_leaves_previous_pdfs_whole(tmp_path: Path, turn_content: Path, moment):
    """Killed at a moment seen from outside (the staging folder made, a first PDF drawn
    into it), never after a fixed delay: the previous PDFs are there, byte for byte, or
    (had the build reached its commit point meanwhile) the new ones, never a mix."""
    out, new_out = tmp_path / "out", tmp_path / "new"
    assert build(turn_content, out).code == 0
    old = {p.relative_to(out): p.read_bytes() for p in out.rglob("*.pdf")}
    edit(turn_content / "terms.yaml", 'classic: {en: "bit"', 'classic: {en: "bits"')
    assert build(turn_content, new_out).code == 0
    new = {p.relative_to(new_out): p.read_bytes() for p in new_out.rglob("*.pdf")}
    assert old != new and old.keys() == new.keys()
    proc = _spawn_build(turn_content, out)
    try:
        wait_for(lambda: moment(out), proc)
    finally:
        proc.kill()
        proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGKILL
    now = {rel: (out / rel).read_bytes() for rel in old}
    assert now in (old, new), "the previous PDFs were touched before the commit point"
    assert build(turn_content, out).code == 0  # the next build cleans up and finishes
    assert not list(out.rglob("*.tmp")) and not (out / ".staging").exists()


def test_two_builds_at_once_do_not_corrupt_the_output(tmp_path: Path, turn_content: Path):
    out = tmp_path / "out"
    procs = [_spawn_build(turn_content, out) for _ in range(2)]
    results = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], results
    assert run_cli("verify", "--out", str(out)).code == 0
    assert not list(out.rglob("*.tmp"))


def test_source_date_epoch_changes_only_the_dates(tmp_path: Path, turn_content: Path):
    env = dict(os.environ, SOURCE_DATE_EPOCH="1700000000")
    outs = []
    for name in ("a", "b"):
        out = tmp_path / name
        subprocess.run(
            [
                sys.executable,
                "-m",
                "nrprint",
                "build",
                "-q",
                "turn-sequence",
                "--content",
                str(turn_content),
                "--out",
                str(out),
            ],
            env=env,
            check=True,
            timeout=600,
        )
        outs.append((out / "en" / "turn-sequence.pdf").read_bytes())
    assert outs[0] == outs[1]
    assert b"D:20231114" in outs[0]


def test_importing_rulings_rebuilds_cards_that_reference_them(tmp_path: Path, content: Path):
    from tests.conftest import SEEDS

    seed = SEEDS / "002_574b36660af46fce.txt"
    if not seed.exists():
        import pytest

        pytest.skip(f"needs the source documents in {SEEDS}")
    out = tmp_path / "out"
    assert build(content, out, "multiplayer-cards", "--lang", "en").code == 0
    before = "".join(p.extract_text() for p in PdfReader(out / "en" / "big-sell-out-cards.pdf").pages)
    assert "Rulings:" not in before
    again = run_cli(
        "build", "multiplayer-cards", "--lang", "en", "--content", str(content), "--out", str(out)
    )
    assert "wrote 0 file(s)" in again.err
    assert run_cli("import", "rulings", str(seed), "--content", str(content)).code == 0
    res = run_cli("build", "multiplayer-cards", "--lang", "en", "--content", str(content), "--out", str(out))
    assert res.code == 0 and "wrote 1 file(s)" in res.err
    text = "".join(p.extract_text() for p in PdfReader(out / "en" / "big-sell-out-cards.pdf").pages)
    assert "Rulings:" in text and "Startup Immolator" in text


def test_a_pdf_does_not_depend_on_what_was_drawn_before_it(tmp_path: Path, content: Path):
    """The rulings reference (platypus) alone and after other documents, on one core."""
    from tests.conftest import SEEDS

    seed = SEEDS / "002_574b36660af46fce.txt"
    if not seed.exists():
        import pytest

        pytest.skip(f"needs the source documents in {SEEDS}")
    assert run_cli("import", "rulings", str(seed), "--content", str(content)).code == 0
    alone, after = tmp_path / "alone", tmp_path / "after"
    assert build(content, alone, "rulings", "--jobs", "1").code == 0
    assert build(content, after, "turn-sequence", "rulings", "--lang", "en", "--jobs", "1").code == 0
    assert (alone / "en" / "rulings.pdf").read_bytes() == (after / "en" / "rulings.pdf").read_bytes()

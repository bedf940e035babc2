"""The cache: exact invalidation, damaged and foreign files, two processes at once."""

from __future__ import annotations

import json
import multiprocessing
import subprocess
import sys
from pathlib import Path

import pytest

from nrprint.system import cache
from tests.conftest import edit, run_cli


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("NRPRINT_CACHE_DIR", str(folder))
    monkeypatch.delenv("NRPRINT_NO_CACHE", raising=False)
    yield folder
    cache.configure(None)


def _run(content: Path):
    from nrprint.checks.registry import run_checks
    from nrprint.model.project import Project

    cache.configure(cache.folder_for(content))
    diags = run_checks(Project(content, display_path="c"))
    added = dict(cache.bucket("checks").added)
    cache.save_all()
    return diags, added


def _uncached(content: Path):
    from nrprint.checks.registry import run_checks
    from nrprint.model.project import Project

    cache.configure(None)
    return run_checks(Project(content, display_path="c"))


def test_an_edit_reruns_exactly_what_read_the_file(content: Path, cache_dir: Path):
    first, added = _run(content)
    assert first == _uncached(content)
    again, rerun = _run(content)
    assert again == first and rerun == {}  # nothing changed: every unit from the cache
    edit(content / "run-timeline.yaml", 'to: "5"', 'to: "8"')
    after, rerun = _run(content)
    assert after == _uncached(content)
    assert "TL001" in {d.code for d in after}
    readers = {k for k, v in added.items() if "timeline" in v["deps"]}
    names = lambda keys, d: sorted(d[k]["unit"] for k in keys)  # noqa: E731
    assert readers and names(rerun, rerun) == names(readers, added)  # those, and only those, ran again
    assert all("timeline" in v["deps"] for v in rerun.values())


def test_each_domain_file_invalidates_its_readers(content: Path, cache_dir: Path):
    _run(content)
    for name in ("terms.yaml", "changes.yaml"):
        with (content / name).open("a", encoding="utf-8") as f:
            f.write("# edited\n")
        after, rerun = _run(content)
        assert rerun, name
        assert after == _uncached(content)


def test_a_damaged_cache_is_rebuilt_with_a_warning(content: Path, cache_dir: Path, capsys):
    first, _ = _run(content)
    target = cache_dir / "checks.json"
    raw = target.read_bytes()
    target.write_bytes(raw[:-40] + b"garbage" * 5)  # the checksum no longer matches
    capsys.readouterr()
    again, rerun = _run(content)
    assert again == first and rerun  # recomputed
    assert "checks.json is damaged" in capsys.readouterr().err
    _again, rerun = _run(content)
    assert rerun == {}  # and written back whole


def test_a_foreign_cache_is_ignored_quietly(content: Path, cache_dir: Path, capsys):
    first, _ = _run(content)
    target = cache_dir / "checks.json"
    head, _, body = target.read_bytes().partition(b"\n")
    header = json.loads(head)
    header["nrprint"] = "0.0.0-other"
    target.write_bytes(json.dumps(header).encode() + b"\n" + body)
    capsys.readouterr()
    again, rerun = _run(content)
    assert again == first and rerun
    assert "warning" not in capsys.readouterr().err


def test_not_a_cache_file_at_all(cache_dir: Path, capsys):
    cache_dir.mkdir()
    (cache_dir / "checks.json").write_text("{not json\n", encoding="utf-8")
    cache.configure(cache_dir)
    assert cache.bucket("checks").entries == {}
    assert "damaged" in capsys.readouterr().err


def _writer(folder: str, tag: str) -> None:
    cache.configure(Path(folder))
    store = cache.bucket("shared")
    for i in range(300):
        store.put(f"{tag}{i}", [tag, i, "x" * 50])
    cache.save_all()


def test_two_processes_saving_at_once_lose_nothing(cache_dir: Path):
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(str(cache_dir), tag)) for tag in "abcd"]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    cache.configure(cache_dir)
    entries = cache.bucket("shared").entries
    assert len(entries) == 1200 and entries["c7"] == ["c", 7, "x" * 50]


def test_text_layouts_come_back_equal_and_key_on_the_fonts(cache_dir: Path):
    from nrprint.layout import blockcache
    from nrprint.layout.textflow import decode_block, encode_block, fit
    from nrprint.render.fonts import measure

    cache.configure(cache_dir)
    args = ("Gain 2 {credit}. **Draw** 1 card.", 80.0, 30.0, 9.0, 11.0, measure)
    block = fit.__wrapped__(*args)  # past the in-process lru_cache: through the disk cache
    assert decode_block(json.loads(json.dumps(encode_block(block)))) == block
    again = fit.__wrapped__(*args)
    assert again == block and again is not block  # decoded from the cache
    store = cache.bucket(blockcache.BUCKET)
    n = len(store.added)
    other = measure.cache_id
    try:
        measure.cache_id = lambda: "other fonts"
        fit.__wrapped__(*args)
    finally:
        measure.cache_id = other
    assert len(store.added) > n  # other font files: laid out again


def test_a_layout_is_one_entry_whether_its_measure_is_named_or_not(cache_dir: Path):
    """The key holds every argument but the measuring function, which is named by its
    fonts: given by position or as ``measure=``, a layout is found under one key."""
    from nrprint.layout import blockcache

    cache.configure(cache_dir)
    calls: list[tuple] = []

    def measure(text: str, style: str, size: float) -> float:
        return len(text) * size

    measure.cache_id = lambda: "fonts"  # type: ignore[attr-defined]

    @blockcache.persistent(lambda v: v, lambda v: v)
    def lay(text: str, width: float, measure, style: str = "regular") -> list:
        calls.append((text, width, style))
        return [text, width, style]

    assert lay("a b", 10.0, measure) == ["a b", 10.0, "regular"]
    assert lay("a b", 10.0, measure=measure) == ["a b", 10.0, "regular"]  # the same entry
    assert lay("a b", 10.0, measure, style="bold") == ["a b", 10.0, "bold"]  # another one
    assert calls == [("a b", 10.0, "regular"), ("a b", 10.0, "bold")]


@pytest.mark.slow
def test_cli_check_and_build_agree_with_no_cache(content: Path, cache_dir: Path, tmp_path: Path):
    def same() -> None:
        cached = run_cli("check", "--content", str(content))
        plain = run_cli("check", "--no-cache", "--content", str(content))
        assert (cached.code, cached.err) == (plain.code, plain.err)

    same()
    edit(content / "run-timeline.yaml", 'to: "5"', 'to: "8"')
    same()
    same()
    edit(content / "run-timeline.yaml", 'to: "8"', 'to: "5"')
    same()
    out = tmp_path / "out"
    args = ("build", "turn-sequence", "-q", "--content", str(content), "--out", str(out))
    assert run_cli(*args).code == 0
    assert run_cli(*args).code == 0  # from the cache
    (out / "en" / "turn-sequence.pdf").unlink()
    assert run_cli(*args).code == 0
    assert (out / "en" / "turn-sequence.pdf").is_file()  # a missing output is not "up to date"


def test_cached_widths_measure_exactly_as_reportlab(cache_dir: Path):
    import random

    from reportlab.pdfbase import pdfmetrics

    from nrprint.render import fonts

    cache.configure(cache_dir)
    fonts._widths.clear()
    tables = {style: fonts._width_table(style) for style in fonts.FONT_NAMES}
    cache.save_all()
    fonts._widths.clear()
    cache.configure(cache_dir)  # read back from the file this time
    rng = random.Random(15)
    for style, (widths, default) in tables.items():
        assert fonts._width_table(style) == (widths, default)
        points = sorted(widths)
        samples = ["Take 1 {credit} from the bank.", "Déroulement du tour — «ÉÀÇ»", "\U0001f600 tofu"]
        samples += ["".join(chr(rng.choice(points)) for _ in range(rng.randrange(1, 60))) for _ in range(300)]
        for text in samples:
            for size in (6, 7.25, 8.8, 9.5, 12, 16):
                ours = fonts.table_width(text, style, size)
                fonts.register_fonts()
                theirs = pdfmetrics.stringWidth(text, fonts.FONT_NAMES[style], size)
                assert ours == theirs, (style, text, size)


_LAZY_RUN = """
import json, sys
from nrprint.cli import main
code = main(sys.argv[1:])
print(json.dumps(sorted(m for m in sys.modules if m.startswith("nrprint."))))
sys.exit(code)
"""


def _in_child(cache_dir: Path, *args: str) -> tuple[str, list[str]]:
    """``nrprint ARGS`` in a fresh process: its stdout, and the nrprint modules it imported."""
    import os

    env = {**os.environ, "NRPRINT_CACHE_DIR": str(cache_dir)}
    res = subprocess.run(
        [sys.executable, "-c", _LAZY_RUN, *args], env=env, capture_output=True, text=True, timeout=300
    )
    assert res.returncode in (0, 1), res.stderr
    *report, modules = res.stdout.rstrip("\n").rsplit("\n", 1)
    return "".join(report), json.loads(modules)


def _check_in_child(content: Path, cache_dir: Path, *extra: str) -> tuple[str, list[str]]:
    """``nrprint check --json`` in a fresh process."""
    return _in_child(cache_dir, "check", "--json", "--content", str(content), *extra)


def test_an_unchanged_build_answers_before_loading_the_model(content: Path, cache_dir: Path, tmp_path: Path):
    """The same build command again: up to date from the cache, even though the build
    fills in option defaults (imposition) on its way."""
    args = ("build", "turn-sequence", "-q", "--content", str(content), "--out", str(tmp_path / "out"))
    _in_child(cache_dir, *args)
    _out, modules = _in_child(cache_dir, *args)
    assert "nrprint.model.base" not in modules and "nrprint.documents.registry" not in modules
    # nor the templates (pydantic), which the typed options could reach through imposition
    assert "nrprint.source.templates" not in modules


@pytest.mark.slow
def test_checks_importing_only_what_they_run_report_the_same(content: Path, cache_dir: Path):
    """A check imports the rules of the units it runs, and nothing else: cold, every
    rule, and the report is what an uncached run gives; after one string is edited, the
    rules that read it and no Automa or document code."""
    edit(content / "run-timeline.yaml", 'to: "5"', 'to: "8"')  # TL001, and a warning or two
    plain, everything = _check_in_child(content, cache_dir, "--no-cache")
    assert "TL001" in plain and "nrprint.checks.rules.timeline.jumps" in everything
    assert _check_in_child(content, cache_dir)[0] == plain  # cold: every unit runs
    edit(content / "turn-sequence.yaml", "one page to keep beside the table", "one page beside the table")
    edited, modules = _check_in_child(content, cache_dir)
    assert edited == _check_in_child(content, cache_dir, "--no-cache")[0]
    assert "nrprint.model.turn" in modules and "nrprint.checks.rules.turn.fit" in modules
    assert "nrprint.checks.rules.timeline.jumps" not in modules  # its unit came from the cache
    assert not any(
        m.startswith(("nrprint.documents.", "nrprint.automa.", "nrprint.model.automa")) for m in modules
    )


def test_entries_are_lines_decoded_only_when_asked_for(cache_dir: Path):
    cache.configure(cache_dir)
    store = cache.bucket("lines")
    store.put("a", {"x": [1, 2.5, "é\ttab\nnewline"]})
    store.put('"quoted\tkey', [3])
    cache.save_all()
    body = (cache_dir / "lines.json").read_bytes().split(b"\n", 1)[1]
    assert len(body.split(b"\n")) == 2  # one line per entry, tabs and newlines escaped
    cache.configure(cache_dir)
    again = cache.bucket("lines")
    assert all(isinstance(v, bytes) for v in again.raw.values())  # nothing decoded yet
    assert again.get("a") == {"x": [1, 2.5, "é\ttab\nnewline"]}
    assert again.get('"quoted\tkey') == [3] and again.get("missing") is None


def test_a_cache_of_the_older_format_is_ignored_quietly(cache_dir: Path, capsys):
    import hashlib

    cache_dir.mkdir()
    body = json.dumps({"k": [1]}).encode()  # format 1: the whole bucket as one JSON table
    header = {"magic": cache.MAGIC, "format": 1, "nrprint": "0.1.0"}
    header["blake2b"] = hashlib.blake2b(body, digest_size=16).hexdigest()
    (cache_dir / "old.json").write_bytes(json.dumps(header).encode() + b"\n" + body)
    cache.configure(cache_dir)
    assert cache.bucket("old").get("k") is None
    assert "warning" not in capsys.readouterr().err


def test_a_line_without_a_value_is_damage(cache_dir: Path, capsys):
    import hashlib

    cache_dir.mkdir()
    body = b"k\t[1]\nno-tab-here"
    header = {"magic": cache.MAGIC, "format": cache.FORMAT, "nrprint": cache.__version__}
    header["blake2b"] = hashlib.blake2b(body, digest_size=16).hexdigest()
    (cache_dir / "bad.json").write_bytes(json.dumps(header).encode() + b"\n" + body)
    cache.configure(cache_dir)
    assert cache.bucket("bad").get("k") is None
    assert "bad.json is damaged" in capsys.readouterr().err


def test_language_names_come_from_the_cache_by_babel_version(cache_dir: Path, monkeypatch):
    import babel

    from nrprint.lang import names

    cache.configure(cache_dir)
    names.display_name.cache_clear()
    assert names.display_name("fr", "de", "français") == "Französisch"
    cache.save_all()
    cache.configure(cache_dir)
    names.display_name.cache_clear()
    monkeypatch.setattr(names, "_from_babel", lambda *a: pytest.fail("babel asked again"))
    assert names.display_name("fr", "de", "français") == "Französisch"  # from the file
    names.display_name.cache_clear()
    assert names.babel_version() == babel.__version__  # read from its metadata, not imported
    monkeypatch.setattr(names, "babel_version", lambda: "0.0-other")
    monkeypatch.setattr(names, "_from_babel", lambda *a: "asked")
    assert names.display_name("fr", "de", "français") == "asked"  # another babel: asked again
    names.display_name.cache_clear()


def test_plural_rules_come_from_the_cache_by_babel_version(cache_dir: Path, monkeypatch):
    """A language's plural rule is read from the locale once, then from the cache (no
    locale data loaded), and chooses exactly as the locale's own rule, in every locale."""
    from babel.core import Locale, get_locale_identifier, localedata

    from nrprint.lang import names, plurals

    def fresh() -> None:
        for fn in (plurals._rule, plurals.categories, plurals.index, plurals.gettext_rule):
            fn.cache_clear()

    cache.configure(cache_dir)
    fresh()
    first = [plurals.index("fr", n) for n in range(3000)], plurals.gettext_rule("pl")
    cache.save_all()
    cache.configure(cache_dir)
    fresh()
    monkeypatch.setattr(plurals, "_locale", lambda lang: pytest.fail(f"locale data of {lang} loaded again"))
    assert ([plurals.index("fr", n) for n in range(3000)], plurals.gettext_rule("pl")) == first
    monkeypatch.undo()
    fresh()
    monkeypatch.setattr(names, "babel_version", lambda: "0.0-other")
    loaded: list[str] = []
    real = plurals._locale
    monkeypatch.setattr(plurals, "_locale", lambda lang: loaded.append(lang) or real(lang))
    plurals.categories("fr")
    assert loaded == ["fr"]  # another babel: read from the locale again
    monkeypatch.undo()
    fresh()
    for ident in localedata.locale_identifiers():
        lang = get_locale_identifier((ident.split("_")[0], None))
        own = Locale.parse(lang).plural_form
        ours = plurals._rule(lang)
        assert ours.tags == own.tags and all(
            ours(n) == own(n) for n in (0, 1, 2, 3, 5, 11, 21, 101, 1_000_000)
        )
    fresh()


def test_widths_at_one_point_scale_to_the_same_float(cache_dir: Path, monkeypatch):
    """``layout`` measures a string once at 1 pt and scales it for every size it tries,
    both with the cached width table and with reportlab once the fonts are registered."""
    import random

    from nrprint.render import fonts

    rng = random.Random(5)
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ éèàçœ«»–—’0123456789.,:;!?()"
    for registered in (False, True):
        fonts.unit_width.cache_clear()
        if registered:
            monkeypatch.undo()
            fonts.register_fonts()
        else:
            monkeypatch.setattr(fonts, "_string_width", None)  # the width table measures
        for _ in range(3000):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 40)))
            style = rng.choice(list(fonts.FONT_NAMES))
            size = rng.choice([6.5, 7.25, 9.0, 9.8, 11.3, round(rng.uniform(5, 20), 4)])
            assert size * fonts.unit_width(text, style) == fonts.measure(text, style, size)


def test_one_run_holds_a_bounded_number_of_new_entries(cache_dir: Path, monkeypatch):
    """A big deck of unique strings must not keep every layout it made until it saves."""
    monkeypatch.setattr(cache, "MAX_ADDED", 50)
    cache.configure(cache_dir)
    store = cache.bucket("bounded")
    for i in range(80):
        store.put(f"k{i}", [i])
    store.put("k3", ["changed"])  # a key already held may still change
    assert len(store.added) == 50 and store.get("k3") == ["changed"] and store.get("k70") is None


@pytest.mark.slow
def test_a_cached_build_imports_no_rule(content: Path, cache_dir: Path, tmp_path: Path):
    """The first build imports every rule it runs; the next, into an empty folder,
    answers the checks from the cache without importing a rule and writes the same
    bytes."""
    first, again = tmp_path / "first", tmp_path / "again"
    args = ("build", "turn-sequence", "automa-behaviour", "-q", "--content", str(content), "--out")
    _out, modules = _in_child(cache_dir, *args, str(first))
    assert "nrprint.checks.rules.turn.fit" in modules  # nothing cached yet: every rule runs
    _out, modules = _in_child(cache_dir, *args, str(again))
    checks = [m for m in modules if m.startswith("nrprint.checks.")]
    assert not [m for m in checks if m.startswith("nrprint.checks.rules.") and m.count(".") == 4], checks
    pdfs = sorted(p.relative_to(first) for p in first.rglob("*.pdf"))
    assert len(pdfs) == 6  # two targets in three languages
    assert all((first / rel).read_bytes() == (again / rel).read_bytes() for rel in pdfs)

"""The docs hold together: every relative link of the README and of docs/ names a file
that exists (and a heading of it, for ``page.md#anchor``), every page is in the index,
and `nrprint docs` lists and prints the pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from nrprint.commands.docs import topics
from tests.conftest import REPO, assert_no_crash, run_cli

DOCS = REPO / "docs"
LINK = re.compile(r"\]\(([^)\s]+)\)")


def anchors(page: Path) -> set[str]:
    """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    heads = re.findall(r"^#+ (.+)$", text, re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in heads}


def broken_links(page: Path, root: Path = REPO) -> list[str]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    broken = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve()
        if not file.exists():
            broken.append(f"{page.relative_to(root)}: {target} (no such file)")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{page.relative_to(root)}: {target} (no such heading)")
    return broken


PAGES = [REPO / "README.md", *sorted(DOCS.rglob("*.md"))]


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(REPO)) for p in PAGES])
def test_every_link_lands(page: Path):
    assert broken_links(page) == []


def test_a_broken_link_is_found(tmp_path: Path):
    (tmp_path / "there.md").write_text("# A heading (`x`)\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        "[ok](there.md) [ok](there.md#a-heading-x) [web](https://example.org/x.md)\n"
        "[gone](missing.md) [bad anchor](there.md#another)\n```\n[in code](nowhere.md)\n```\n",
        encoding="utf-8",
    )
    assert broken_links(page, tmp_path) == [
        "page.md: missing.md (no such file)",
        "page.md: there.md#another (no such heading)",
    ]


def page_names() -> set[str]:
    pages = [*DOCS.glob("*.md"), *DOCS.glob("dev/*.md")]
    return {p.relative_to(DOCS).with_suffix("").as_posix() for p in pages} - {"README"}


def test_the_index_lists_every_page():
    assert sorted(page_names() - set(indexed())) == []


def indexed() -> list[str]:
    return list(
        dict.fromkeys(re.findall(r"\]\(([\w/-]+)\.md\)", (DOCS / "README.md").read_text(encoding="utf-8")))
    )


def test_docs_lists_the_topics_in_the_index_order():
    res = run_cli("docs")
    assert res.code == 0, res.err
    listed = [line.split()[0] for line in res.out.splitlines()[2:] if line.strip()]
    assert listed[:2] == ["first-solo-game", "printing"]
    assert set(listed) == page_names()
    assert "  printing            Printing" in res.out  # each with its title


@pytest.mark.parametrize("topic", ["printing", "printing.md", "docs/printing.md"])
def test_docs_prints_a_topic(topic: str):
    res = run_cli("docs", topic)
    assert (res.code, res.err) == (0, "")
    assert res.out == (DOCS / "printing.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("topic", "message"),
    [
        ("printng", 'no topic "printng"; did you mean "printing"?'),
        ("architecture", 'did you mean "dev/architecture"?'),
        ("zzzz", 'no topic "zzzz" (`nrprint docs` lists them)'),
        ("../README", 'no topic "../README"'),
    ],
)
def test_an_unknown_topic_is_named_with_the_closest(topic: str, message: str):
    res = run_cli("docs", topic)
    assert_no_crash(res, 2)
    assert res.out == "" and message in res.err


def test_the_wheel_carries_the_guide_pages_only(tmp_path: Path):
    """build_hooks copies docs/*.md and docs/dev/*.md into the wheel: `nrprint docs` there
    finds every topic; no pictures, no design reviews."""
    import shutil

    import build_hooks

    shutil.copytree(DOCS, tmp_path / "docs", ignore=build_hooks.IGNORE["docs"])
    copied = sorted(
        p.relative_to(tmp_path / "docs").as_posix() for p in (tmp_path / "docs").rglob("*") if p.is_file()
    )
    assert copied == sorted([f"{name}.md" for name in page_names()] + ["README.md"])
    assert topics(tmp_path / "docs") == topics(DOCS)


def help_texts() -> dict[str, str]:
    import argparse

    from nrprint.cli import parser

    texts = {}

    def walk(p: argparse.ArgumentParser, name: str) -> None:
        texts[name] = p.format_help()
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub, child in action.choices.items():
                    walk(child, f"{name} {sub}".strip())

    walk(parser(), "")
    return texts


def test_help_texts_name_topics_not_files():
    texts = help_texts()
    assert len(texts) > 20
    paths = {name: re.findall(r"docs/[\w/-]+\.md", text) for name, text in texts.items()}
    assert {name: found for name, found in paths.items() if found} == {}


def test_topics_named_in_help_and_hints_exist():
    """`nrprint docs X` in a help text or a target's "how to enable" names a real topic."""
    from nrprint.documents.registry import TARGETS
    from nrprint.model.domains import discover

    discover()
    texts = [*help_texts().values(), *(t.how_to_enable for t in TARGETS.values())]
    named = {m for text in texts for m in re.findall(r"nrprint\s+docs\s+([\w/-]+)`", text)}
    assert len(named) >= 4  # images, rulings, cards, automa, ...
    assert sorted(named - {name for name, _ in topics(DOCS)}) == []


def test_without_its_pages_docs_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    import nrprint.commands.docs as docs

    monkeypatch.setattr(docs, "docs_root", lambda: tmp_path / "docs")
    for args in (["docs"], ["docs", "printing"]):
        res = run_cli(*args)
        assert_no_crash(res, 1)
        assert "no guide pages in" in res.err

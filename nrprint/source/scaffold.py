"""A new project folder: a copy of the shipped content to customise (``nrprint init``).

The folder holds ``content/`` (the shipped content without imported data: the rulings
list and NetrunnerDB card texts are each user's own import), a short ``README.md`` and
a ``.gitignore`` for the build's outputs and cache. Nothing that exists is overwritten:
a non-empty folder is refused unless ``force``, and then only missing files are written,
each through a temporary file and a rename. ``langs`` declares more languages in the
copy's ``languages.yaml``, with no translations yet (``nrprint i18n export`` starts them).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from nrprint.system.atomic import write_bytes_atomic
from nrprint.system.paths import shipped_content

IMPORTED = ("rulings", "cards")  # folders `nrprint import` writes: never copied
TAG = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")  # BCP 47, the shapes nrprint prints

README = """\
# My nrprint project

`content/` holds everything nrprint prints: edit its YAML files, then build.

```sh
nrprint check            # the rules model: errors with file:line:col
nrprint build            # every document into output/
nrprint watch --serve    # rebuild on every save, with a live preview in the browser
```

Add a language: declare it in `content/languages.yaml`, then
`nrprint i18n export --lang TAG --out po/`, translate `po/TAG.po`, and
`nrprint i18n import po/TAG.po`. Imported rulings and card texts
(`nrprint import rulings FILE`, `nrprint import cards FILE`) stay out of git.
"""

GITIGNORE = """\
output/
.nrprint-cache/
# Imported rulings and card texts are the publishers' words: never committed.
content/rulings/
content/cards/
"""


class InitError(Exception):
    """The folder cannot be a new project (said in one line)."""


@dataclass
class InitResult:
    written: list[Path] = field(default_factory=list)
    kept: list[Path] = field(default_factory=list)
    langs: list[str] = field(default_factory=list)


def init_project(folder: Path, langs: list[str] | tuple[str, ...] = (), force: bool = False) -> InitResult:
    """Write a project into ``folder``; InitError for a folder that cannot be one."""
    bad = [t for t in langs if not TAG.match(t)]
    if bad:
        raise InitError(f"--lang {bad[0]} is not a language tag (like es, pt-BR)")
    if folder.exists() and not folder.is_dir():
        raise InitError(f"{folder} is a file, not a folder")
    if folder.is_dir() and any(folder.iterdir()) and not force:
        raise InitError(f"{folder} is not empty; --force writes only the files missing from it")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".nrprint-init-{os.getpid()}"
        probe.touch()
        probe.unlink()
    except OSError as exc:
        raise InitError(f"cannot write to {folder}: {exc.strerror or exc}") from None
    files = dict(_content_files(folder))
    files[folder / "README.md"] = README.encode()
    files[folder / ".gitignore"] = GITIGNORE.encode()
    result = InitResult()
    languages = folder / "content" / "languages.yaml"
    for path, body in sorted(files.items()):
        if path == languages and langs:
            text, result.langs = _declare(body.decode("utf-8"), langs)
            body = text.encode("utf-8")
        _write(path, body, result)
    return result


def _content_files(folder: Path) -> list[tuple[Path, bytes]]:
    source = shipped_content()
    out = []
    for here, subs, names in os.walk(source):
        rel = Path(here).relative_to(source)
        subs[:] = sorted(
            d for d in subs if not (rel == Path(".") and d in IMPORTED) and not d.startswith(".")
        )
        for name in sorted(names):
            if name.startswith(".") or name.endswith((".pyc", ".tmp")):
                continue
            out.append((folder / "content" / rel / name, (Path(here) / name).read_bytes()))
    return out


def _write(path: Path, body: bytes, result: InitResult) -> None:
    if path.exists():
        result.kept.append(path)
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, body)
    except OSError as exc:
        raise InitError(f"cannot write {path}: {exc.strerror or exc}") from None
    result.written.append(path)


def _declare(text: str, langs: list[str] | tuple[str, ...]) -> tuple[str, list[str]]:
    """``languages.yaml`` with an entry for each tag it does not declare yet."""
    known = set(re.findall(r"^\s*-\s*tag:\s*([A-Za-z0-9-]+)\s*$", text, re.M))
    added = [t for t in dict.fromkeys(langs) if t not in known]
    if not text.endswith("\n"):
        text += "\n"
    for tag in added:
        text += f"  - tag: {tag}\n    name: {_name(tag)}\n"
    return text, added


def _name(tag: str) -> str:
    """The language's name in itself (babel's CLDR data), else the tag."""
    from babel import Locale, UnknownLocaleError

    try:
        name = Locale.parse(tag, sep="-").get_display_name(tag.replace("-", "_")) or tag
    except (UnknownLocaleError, ValueError):
        return tag
    # Printed as a column heading in bilingual documents: capitalised like the shipped
    # names, though CLDR writes many in lower case ("español").
    name = name[:1].upper() + name[1:]
    return '"' + name.replace('"', "") + '"'

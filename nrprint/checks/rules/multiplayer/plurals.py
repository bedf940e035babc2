"""MPN001/MPN002: a counted noun is printed in the form its count takes.

MPN001: an amount ``[[name]]`` is followed by a word (``[[s2a_spent]] bits``): the noun
would read "1 bits" when the amount is 1; write ``[[s2a_spent|bit]]`` with a noun of the
``nouns`` table, which holds its plural forms. The same for an amount's ``what`` (printed
beside the amount in the overview's house-rule table) that begins with a noun of the
table (``bits the Sponsor pays``). A signed amount (``+[[ice_bonus]]``)
modifies a quantity and counts no noun. MPN002: a ``[[name|noun]]`` names no noun of
the table, or a noun gives a language fewer or more forms than the language's CLDR
plural categories (English one|other, French one|many|other).
"""

import re

from nrprint.checks.rule import Findings, check
from nrprint.lang.plurals import categories, split
from nrprint.lang.tags import is_pseudo
from nrprint.model.project import Project
from nrprint.multiplayer.values import FORMS

NO_PLURALS = "MPN001"
BAD_NOUN = "MPN002"

# An amount without a noun, then a space and a letter: a noun beside a bare count.
BARE = re.compile(r"(?<!\+)\[\[([a-z][a-z0-9_]*)\]\][ \u00a0](?=[^\W\d_])")


@check(codes=(NO_PLURALS, BAD_NOUN))
def plurals(project: Project) -> Findings:
    """Counts beside nouns use the nouns table; every noun has each language's forms."""
    rules = project.get("multiplayer")
    langs = [lang for lang in project.langs() if not is_pseudo(lang)]
    for noun_id, noun in rules.nouns.items():
        for lang in langs:
            stored = noun.raw(lang)
            if not stored:
                continue
            want = categories(lang)
            if len(split(stored)) != len(want):
                yield noun.where(lang).error(
                    BAD_NOUN,
                    f"noun {noun_id} gives {len(split(stored))} forms in {lang}; "
                    f"{lang} has {len(want)} ({'|'.join(want)}), in that order",
                )
    for name, vdef in rules.values.items():
        for lang in langs:
            value = (vdef.what.raw(lang) or "").lower() + " "
            nouns = {f.lower() for n in rules.nouns.values() for f in split(n.raw(lang) or n.en)}
            first = next((f for f in sorted(nouns, key=len, reverse=True) if value.startswith(f + " ")), None)
            if vdef.kind == "number" and first is not None:
                yield vdef.what.where(lang).error(
                    NO_PLURALS,
                    f'{name}: the house-rule table prints the amount beside "{first}" without its '
                    f"plural forms; begin with [[{name}|noun]]",
                )
    texts = [v.what for v in rules.values.values()]
    texts += [r.text for card in rules.cards for r in card.rules]
    for text in texts:
        for lang in langs:
            value = text.raw(lang) or ""
            for m in BARE.finditer(value):
                yield text.where(lang).error(
                    NO_PLURALS,
                    f"[[{m.group(1)}]] is printed beside a noun without its plural forms "
                    f'("1 bits"): write [[{m.group(1)}|noun]] with a noun of the nouns table',
                )
            for m in FORMS.finditer(value):
                if m.group(2) is not None and m.group(2) not in rules.nouns:
                    yield text.where(lang).error(
                        BAD_NOUN,
                        f"[[{m.group(1)}|{m.group(2)}]]: {m.group(2)} is not a noun of the nouns table",
                    )

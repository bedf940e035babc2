"""−H / +H after an action that needs a remote name the remote, as the booklet says.

The booklet defines −H / +H as the server (central or remote) with the fewest / most
ice, and for Install RE card and Advance, which need a remote, the remote with the
fewest / most ice. The cards gloss the order beside the action, so the gloss follows
the action: "(remote with fewest ice)" there, "(server with fewest ice)" after Install
ice, in every language, from the glossary's ``remote_orders``.
"""

from __future__ import annotations

import pytest

from nrprint.automa.compose import Words, step_text
from nrprint.model.automa import Step
from tests.conftest import CONTENT
from tests.vocab.test_references import loaded

REMOTE = {
    ("en", "-H"): "(remote with fewest ice)",
    ("en", "+H"): "(remote with most ice)",
    ("fr", "-H"): "(serveur distant avec le moins de glaces)",
    ("de", "+H"): "(externer Server mit den meisten Ice)",
}


@pytest.mark.parametrize("action", ["install-resource", "advance"])
@pytest.mark.parametrize(("lang", "order"), sorted(REMOTE))
def test_an_action_that_needs_a_remote_glosses_its_ice_order_as_a_remote(action, lang, order):
    glossary = loaded(CONTENT).get("automa-glossary")
    assert REMOTE[lang, order] in step_text(Step(action=action, order=order), Words(glossary, lang))


def test_install_ice_keeps_the_any_server_gloss():
    glossary = loaded(CONTENT).get("automa-glossary")
    text = step_text(Step(action="install-ice", order="-H"), Words(glossary, "en"))
    assert "(server with fewest ice)" in text


def test_the_booklet_defines_the_remote_reading_the_cards_print():
    project = loaded(CONTENT)
    booklet = project.get("automa-rules")
    orders = next(
        b.text.get("en")
        for s in booklet.sections
        for b in s.blocks
        if b.text and "which need a remote" in b.text.get("en")
    )
    assert "the remote with the fewest / most ice" in orders.split("which need a remote")[1]

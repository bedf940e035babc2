"""What the Night Courier walk of session 7 found (issue 36 item 5): a run event that names
its server runs it with the limits of the first run printed on the AI card, as booklet §4
"Card text", *Run events*, now says (Gear Up's The Maker's Eye, docs/automa.md)."""

from __future__ import annotations

from nrprint.simulate.runner.events import target
from tests.simulate.conftest import agenda
from tests.simulate.test_runner_events import RUN, _game, _laundry


def test_a_run_event_naming_its_server_takes_the_printed_run_s_limits():
    game = _game(RUN)
    game.corp.piles["HQ"].append(agenda())
    server, trash, link = target(game, _laundry("hq"))
    assert (server.name, trash, link) == ("HQ", RUN.trash_limit, RUN.link_limit)

"""SIM006: the AI plays like its side, at standard difficulty.

A Corp AI scores at least ``remote_share`` of its points from remote servers and ices
most new remotes (``iced_remotes``) within two of its turns; a Runner AI makes at least
``run_success`` of its runs succeed and never runs again into a server that stopped it
this turn (the ``skip_stopped_server`` clarification). That last figure is measured, not
restated: ``runs.run`` counts every Runner AI run into a server that already stopped it
that turn, whatever code chose the server, so a choice that forgets the skip (or a deck
played with the skip off) shows up here.
"""

from __future__ import annotations


def rule(subject):
    d = subject.data["difficulties"].get("standard")
    if d is None:
        return
    s = subject.settings
    if subject.data.get("ai") == "corp":
        share = d.get("point_sources", {}).get("remote", 0.0)
        if share < s.remote_share:
            yield subject.deck_pos.error(
                "SIM006",
                f"{share:.0%} of the AI's points come from remotes ({subject.label}; at least {s.remote_share:.0%})",
            )
        iced = d.get("remotes_iced_within_two_turns", 0.0)
        if iced < s.iced_remotes:
            yield subject.deck_pos.error(
                "SIM006",
                f"{iced:.0%} of new remotes get ice within two AI turns ({subject.label}; at least {s.iced_remotes:.0%})",
            )
    elif subject.data.get("ai") == "runner":
        ok = d.get("successful_runs", 0.0)
        if ok < s.run_success:
            yield subject.deck_pos.error(
                "SIM006",
                f"{ok:.0%} of the AI's runs succeed ({subject.label}; at least {s.run_success:.0%})",
            )
        if d.get("repeat_runs", 0.0) > 0:
            yield subject.deck_pos.error(
                "SIM006",
                f"the AI runs into a server that stopped it this turn ({d['repeat_runs']:.1%} of runs; {subject.label})",
            )

"""Where a human Corp's agendas go: a remote whose root holds nothing but the upgrades put
there for them.

The competent Corp puts an approach-taxing upgrade (Manegarm Skunkworks, Ash) where
agendas go: in a remote that holds one, or in an empty iced remote (``corp_cards``). Were
agendas kept to remotes with an empty root, such an upgrade would close the remote it was
put in to the agendas it was put there for, and they would wait in HQ for the Runner AI's
HQ rows (docs/simulate.md, "Calibrated to people", has the traced game). The Night Courier
tester put its Manegarm beside its agendas (``../shared/playtests/2026-11-27-runner-ai.md``).
"""

from __future__ import annotations

from nrprint.simulate.state import Installed, Server


def guards_server(f) -> bool:
    """An upgrade that protects its server: it taxes the approach, or traces on a run. (A
    Ganked! stays a decoy: the human deck loses more with it beside its agendas than as a
    face-down decoy; docs/simulate.md has the measure.)"""
    return bool(
        f.approach_pay
        or f.access_trace
        or f.server_discount
        or f.psi_on == "pass-ice"
        or f.trash_etr_at
        or f.no_success
    )


def for_agendas(inst: Installed) -> bool:
    """A root card put where agendas go: an upgrade that guards the server or feeds them."""
    f = inst.facts
    return guards_server(f) or (inst.card.type == "upgrade" and bool(f.place_tokens or f.root_install_gain))


def open_home(server: Server) -> bool:
    """An agenda may go in ``server``: its root holds only the upgrades put there for
    agendas (no agenda, no asset, no face-down decoy)."""
    return all(for_agendas(i) for i in server.root)


def wants_ice(server: Server) -> bool:
    """A remote worth more ice: one an agenda is in or may go in."""
    return open_home(server) or any(i.card.type == "agenda" for i in server.root)

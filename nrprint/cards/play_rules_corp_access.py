"""Text rules for where a Corp card may be installed and what an agenda does when the
Runner accesses it (registered by ``play_rules_corp``).

- ``remote server only`` on an asset or upgrade (remote_only): the Corp installs it in a
  remote's root only (``opponents.corp_cards.upgrade_click``, ``corp/play_stratagem``);
- ``while the runner is accessing this card in r&d, they must reveal it`` (an agenda, an ice,
  an asset): only information (the engine's Corp never chooses by what the Runner saw in R&D);
- on an agenda: ``when the runner accesses this card[ anywhere except in archives], do N
  net damage`` / ``give them N tags`` (access_damage, access_tags; access_not_archives),
  ``... you may gain N[credit]`` (access_gain) and ``... while they are tagged, add it to
  your score area`` (access_score_tagged). Played by ``nrprint.simulate.effects.access``;
- on an upgrade: ``you can advance this card`` (advanceable) with ``[trash], N hosted
  advancement counters: end the run`` (trash_etr_at) and ``use this ability only during a
  run`` (Bio Vault; ``effects.corp_runs.vault_ends``, ``opponents.corp_ops``);
- on an upgrade: ``runs against this server cannot be declared successful`` (no_success:
  Crisium Grid; ``effects.corp_runs.approached``).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

_ON_ACCESS = re.compile(r"when the runner accesses this card( anywhere except in archives)?, (.+)")


@rule("remote-only", "a Corp card installed only in a remote server")
def remote_only(text: str, card: Card) -> Found | None:
    """``remote server only``."""
    if text == "remote server only" and card.type in ("asset", "upgrade"):
        return Found({"remote_only": True}, text)
    return None


@rule("agenda-access", "what an agenda does when the Runner accesses it")
def agenda_access(text: str, card: Card) -> Found | None:
    """The R&D reveal (agenda or ice), then an agenda's effect on access (module docstring)."""
    if text == "while the runner is accessing this card in r&d, they must reveal it":
        return Found({}, words(text))  # on any Corp card: only information
    m = _ON_ACCESS.fullmatch(text)
    if m is None or card.type != "agenda":
        return None
    where = {"access_not_archives": True} if m.group(1) else {}
    what = m.group(2)
    if d := re.fullmatch(r"do (\d+) net damage", what):
        return Found({"access_pay": 0, "access_damage": int(d.group(1))} | where, words(text))
    if t := re.fullmatch(r"give them (\d+) tags?", what):
        return Found({"access_pay": 0, "access_tags": int(t.group(1))} | where, words(text))
    if g := re.fullmatch(r"you may gain (\d+)\[credit\]", what):
        return Found({"access_gain": int(g.group(1))} | where, words(text))
    return None


@rule("agenda-access-tagged", "an agenda the Corp adds to its score area when a tagged Runner accesses it")
def access_tagged(text: str, card: Card) -> Found | None:
    """``when the runner accesses this card while they are tagged, add it to your score area``."""
    m = text == "when the runner accesses this card while they are tagged, add it to your score area"
    return Found({"access_score_tagged": True}, words(text)) if m and card.type == "agenda" else None


@rule("upgrade-etr", "an upgrade that ends a run: trashed with its counters, or no run on it successful")
def upgrade_etr(text: str, card: Card) -> Found | None:
    """See the module docstring."""
    if card.type != "upgrade":
        return None
    if text == "you can advance this card":
        return Found({"advanceable": True}, text)
    if m := re.fullmatch(r"\[trash\], (\d+) hosted advancement counters: end the run", text):
        return Found({"trash_etr_at": int(m.group(1))}, words(text))
    if text == "runs against this server cannot be declared successful":
        return Found({"no_success": True}, words(text))
    return Found({}, text) if text == "use this ability only during a run" else None

"""The kinds a card's play facts name (``nrprint.model.playfacts.PlayFacts``).

Each is a ``Literal`` the facts' fields are typed with, so that the card-facts file
(``nrprint.model.deckprep.PlayEntry``) accepts exactly these words; the tuples beside
the first three list them for the code that walks them.
"""

from __future__ import annotations

from typing import Literal, get_args

# Subroutine kinds the engine models; anything else on an ice is "other" (a stand-in).
SubKind = Literal[
    "etr",
    "net",
    "meat",
    "brain",
    "tag",
    "trash-program",
    "lose-credits",
    "gain-credits",
    "no-steal",
    "lose-click",
    "etr-pay",
    "etr-tagged",
    "net-pay",
    "trace-etr",
    "trace-tag",
    "tag-pay",
    "self-counter",
    "tag-if-ai",
    "gain-per-ice",
    "install-rd",
    "install-hq",
    "trace-brain-tag",
    "pay-or-trash",
    "brain-or-etr",
    "draw-shuffle",
    "arrange-rd",
    "draw-pay",
    "trace-bounce",
    "trash-program-other",
    "net-odd-etr",
    "etr-clicks",
    # effects.corp_ice_subs (issue 35, Corp cards of the real decklists)
    "trace-lose-click",
    "etr-poor",
    "net-jack",
    "trash-ai",
    "etr-corp-pays",
    "net-lose",
    "draw-up",
    "install-inward",
    "trace-gain",
    "other",
]
SUB_KINDS: tuple[str, ...] = get_args(SubKind)
# What a breaker breaks: an ice subtype, or "any" (AI breakers).
BreakKind = Literal["barrier", "code gate", "sentry", "any"]
BREAKS: tuple[str, ...] = get_args(BreakKind)
# What a card's credits may pay for (``spend_on``): an install (any card, a program, a
# hardware, a card other than a connection), an event (any, a run event), a trash cost
# (any, an asset's), the basic action that removes a tag, an icebreaker's use (any, a
# killer's, a decoder's, a fracter's).
SpendOn = Literal[
    "install",
    "install-program",
    "install-hardware",
    "install-nonconnection",
    "event",
    "run-event",
    "trash",
    "trash-asset",
    "tag",
    "break",
    "break-killer",
    "break-decoder",
    "break-fracter",
]

# The other kinds a fact names, each read by the engine where the fact is played.
RunServer = Literal["any", "hq", "r&d", "archives", "hq-or-r&d", "protected"]  # run_server
CurrentUntil = Literal["scored", "stolen"]  # current_until
AccessServer = Literal["hq", "r&d", "attacked"]  # access_server
InstallFrom = Literal["heap", "stack"]  # install_from
HoardCost = Literal["trash-installed", "grip-or-self", "tag-or-self"]  # hoard_cost
ChosenServer = Literal["install", "turn"]  # chosen_server
ClickRun = Literal["hq", "r&d", "archives"]  # click_run
BreachServer = Literal["hq", "r&d"]  # breach_server
InstallNeeds = Literal["central", "hq"]  # install_needs
CounterUse = Literal["points", "archives-to-hq", "search-rd", "end-run", "advance", "clicks", "net-run"]
PsiOn = Literal["pass-ice", "access", "access-uninstalled"]  # psi_on
PsiWin = Literal["etr", "grip-damage", "no-steal", "ice-sub"]  # psi_win

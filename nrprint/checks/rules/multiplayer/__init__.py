"""The rules of The Big Sell-Out multiplayer rules and their house-rule values, in the order they run."""

from nrprint.checks.rule import on_project

RULES = (
    on_project("amount_parity", "multiplayer"),
    on_project("fast_boot", "multiplayer", "multiplayer-houserules"),
    on_project("fit", "multiplayer", "multiplayer-houserules"),
    on_project("footers", "multiplayer"),
    on_project("house_types", "multiplayer", "multiplayer-houserules"),
    on_project("house_values", "multiplayer", "multiplayer-houserules"),
    on_project("icon_size", "multiplayer", "multiplayer-houserules"),
    on_project("one_size", "multiplayer", "multiplayer-houserules"),
    on_project("players", "multiplayer-houserules"),
    on_project("plurals", "multiplayer"),
    on_project("provenance", "multiplayer"),
    on_project("repeats", "multiplayer", "multiplayer-houserules"),
    on_project("trade_example", "multiplayer", "multiplayer-houserules"),
    on_project("turn_order", "multiplayer", "multiplayer-houserules"),
    on_project("type_floor", "multiplayer", "multiplayer-houserules"),
    on_project("values_needed", "multiplayer", "multiplayer-houserules"),
)

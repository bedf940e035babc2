"""Writing the multiplayer PDFs: the imposed card deck and the one-page overview."""

from __future__ import annotations

from pathlib import Path

from nrprint.model.multiplayer import HouseRules, MultiplayerRules
from nrprint.multiplayer.deck import AnchorFn, CardSpec, card_specs
from nrprint.render.cardsheet import CardFace, ImposeOptions, impose
from nrprint.render.outputs import BuildOptions
from nrprint.render.pdf import PdfMeta


def faces(
    rules: MultiplayerRules, house: HouseRules, lang: str, anchor: AnchorFn | None = None
) -> list[CardFace]:
    """The deck as imposition callbacks: each face with the shared back."""
    from nrprint.multiplayer.draw import draw_back, draw_face

    title, subtitle = rules.title.get(lang), rules.labels["back"].get(lang)

    def front(spec: CardSpec):
        return lambda ctx, trim, bleed: draw_face(ctx, trim, bleed, spec)

    def back(ctx, trim, bleed):
        draw_back(ctx, trim, bleed, title, subtitle)

    return [CardFace(s.title, front(s), back) for s in card_specs(rules, house, lang, anchor)]


def write_cards(
    path: Path,
    rules: MultiplayerRules,
    house: HouseRules,
    lang: str,
    options: BuildOptions,
    anchor: AnchorFn | None = None,
) -> int:
    """Impose the reference cards for ``lang``; return the page count."""
    title = rules.title.get(lang)
    meta = PdfMeta(f"{title} — {rules.labels['back'].get(lang)}", rules.subtitle.get(lang), lang)
    labels = rules.labels
    edge = labels.get(f"duplex-{options.cards.duplex}")
    opts = ImposeOptions.from_build(
        options,
        label=title,
        back_label=labels["backs"].get(lang) if "backs" in labels else "backs",
        edge_label=edge.get(lang) if edge is not None else None,
    )
    return impose(faces(rules, house, lang, anchor), path, meta, opts).pages


def write_overview(path: Path, rules: MultiplayerRules, house: HouseRules, lang: str, paper: str) -> None:
    from nrprint.multiplayer.overview import draw_overview

    draw_overview(path, rules, house, lang, paper)

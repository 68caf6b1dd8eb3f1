"""Step descriptions checked against what the step did, as the export writes them.

For each executed step the stored screens before and after (hierarchies, or screenshots
where a screen has none) give its :class:`~m2miner.agents.effects.Effect`, and
:func:`~m2miner.agents.describe_check.check_description` the verdict on the stored
description: kept (``ok``), replaced by the effect's wording (``reworded``: the tapped
switch turned on or off, a choice, a typed value, a dialog confirmed or cancelled), or
``flagged``: nothing changed, or the tapped target did not cause the change (it only took
the focus from a field whose blur handler changed the page). Only the tapped element's
own change decides the wording: another checkbox that flipped with it is a side effect
(meta ``side_effects``), never the description. A flagged step gives no ``description``
sample (counted by why); its ``sft`` sample stays, since the verified path needs the
action (seven taps on "Build number" change nothing visible until the last), with its
stored description. Each sample's meta line says which (``description_check``).
"""

from __future__ import annotations

from m2miner.agents.describe_check import DescriptionCheck, check_description
from m2miner.agents.effects import effect_of
from m2miner.errors import StoreError
from m2miner.store import Store
from m2miner.store.records import NodeRecord

FLAGGED_LEFT_OUT = {
    "none": "description sample of a step that changed nothing on the screen (flagged)",
    "blurred": "description sample of a tap that only took the focus from a field (flagged)",
    "other": "description sample of a tap whose target did not cause the change (flagged)",
}
"""Why a flagged step without a true description gives no description sample, by effect."""


class DescriptionChecker:
    """Checks stored descriptions against the stored screens; reads each blob once."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._texts: dict[str, str | None] = {}
        self._checks: dict[int, DescriptionCheck] = {}

    def check(self, before: NodeRecord, node: NodeRecord, description: str) -> DescriptionCheck:
        """The verdict on ``description`` of the step from ``before`` to ``node``."""
        if node.id in self._checks:
            return self._checks[node.id]
        assert node.action is not None
        before_xml, after_xml = self._text(before), self._text(node)
        pngs: dict[str, bytes | None] = {"before_png": None, "after_png": None}
        if before_xml is None or after_xml is None:
            pngs = {"before_png": self._png(before), "after_png": self._png(node)}
        effect = effect_of(before_xml, after_xml, node.action, **pngs)
        verdict = check_description(description, node.action, effect)
        self._checks[node.id] = verdict
        return verdict

    def _text(self, node: NodeRecord) -> str | None:
        digest = node.hierarchy_hash
        if digest is None:
            return None
        if digest not in self._texts:
            try:
                self._texts[digest] = self._store.screenshots.get_text(digest)
            except (OSError, StoreError):
                self._texts[digest] = None
        return self._texts[digest]

    def _png(self, node: NodeRecord) -> bytes | None:
        if node.screenshot_hash is None:
            return None
        try:
            return self._store.screenshots.get(node.screenshot_hash)
        except (OSError, StoreError):
            return None


def left_out_reason(check: DescriptionCheck) -> str:
    """Why a flagged step without a true description gives no description sample."""
    return FLAGGED_LEFT_OUT.get(check.effect, FLAGGED_LEFT_OUT["other"])


def description_counts(metas: list[dict[str, object]]) -> dict[str, int]:
    """Samples by the verdict on their description (meta ``description_check``)."""
    counts: dict[str, int] = {}
    for meta in metas:
        verdict = meta.get("description_check")
        if isinstance(verdict, str):
            counts[verdict] = counts.get(verdict, 0) + 1
    return dict(sorted(counts.items()))

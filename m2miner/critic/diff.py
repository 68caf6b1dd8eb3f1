"""Before/after difference of two prepared screens: how much changed, where, and whether
anything visible changed at all.

The image side compares the shrunk grey images (:mod:`m2miner.critic.screens`) pixel by
pixel outside the masks: a pixel changed when its grey level moved by more than
``pixel_tolerance``. Changed pixels are grouped into regions (8-connected components, in
device pixels). A region one shrunk pixel wide and a text line tall is a cursor's blink
(a thin vertical bar) and does not count. The hierarchy side compares elements (class, id,
text, description, bounds, checked, enabled, focused) outside masked ids and the status
bar; added, removed or altered elements are changes, their bounds regions.

"No visible change" means that nothing changed on either side that the screens have:
pixels where both were drawn, else the identities of state-only screens, and the
hierarchy where both have one. Requiring both keeps the false "no change" rate low: a
change either side sees counts. So when the hierarchies already differ, the step changed
the screen whatever the pixels say: ``compare(..., hierarchy_first=True)`` (the search's
critic) then leaves the images alone, which spares decoding the new screenshot.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

from m2miner.critic.screens import Masks, Screen, mask_of
from m2miner.devices.hierarchy import Element

Box = tuple[int, int, int, int]
"""``(left, top, right, bottom)`` in device pixels."""
CURSOR_MAX_PX = 120
"""Tallest thin vertical change that counts as a blinking cursor (device pixels)."""
GROUP = 4
"""Side of the blocks of shrunk pixels whose changes are grouped into regions."""


@dataclass(frozen=True)
class Thresholds:
    """When a difference counts.

    ``pixel_tolerance``: grey levels (0-255) a shrunk pixel may move without counting as
    changed (anti-aliasing, compression). ``min_changed``: changed shrunk pixels (after
    cursor-like regions are dropped) below which the image did not change.
    """

    pixel_tolerance: int = 24
    min_changed: int = 2


@dataclass(frozen=True)
class ScreenDiff:
    """What changed between two screens.

    ``magnitude``: share (0..1) of compared pixels that changed (state-only screens: 0 or
    1 by identity; None when neither side had pixels or identities to compare).
    ``elements_changed``: hierarchy elements added, removed or altered (None without
    hierarchies on both sides). ``regions``: changed rectangles in device pixels, from the
    image where there is one, else from the hierarchy. ``source`` says what was compared.
    """

    no_change: bool
    magnitude: float | None
    elements_changed: int | None
    regions: tuple[Box, ...]
    source: Literal["image+hierarchy", "image", "hierarchy", "identity+hierarchy", "identity"]

    def record(self) -> dict[str, object]:
        """The JSON form stored on a node (``info["critic"]``)."""
        return {
            "no_change": self.no_change,
            "magnitude": None if self.magnitude is None else round(self.magnitude, 5),
            "elements_changed": self.elements_changed,
            "regions": [list(r) for r in self.regions[:8]],
            "source": self.source,
        }


def compare(
    before: Screen,
    after: Screen,
    masks: Masks = Masks(),
    thresholds: Thresholds = Thresholds(),
    *,
    hierarchy_first: bool = False,
) -> ScreenDiff:
    """The difference between ``before`` and ``after`` (see the module docstring). With
    ``hierarchy_first``, hierarchies that differ decide alone: ``magnitude`` is None,
    the regions are the changed elements' bounds and ``source`` is ``hierarchy``."""
    masks = masks.with_status_bar(before.status_bar_px)
    elements = _element_changes(before, after, masks)
    if hierarchy_first and elements:
        regions = tuple(_union_boxes(e.bounds for e in elements))
        return ScreenDiff(False, None, len(elements), regions, "hierarchy")
    if before.drawn and after.drawn and _same_png(before, after):
        changed, share, regions = False, 0.0, ()  # what the pixels would say, undecoded
        source: str = "image+hierarchy" if elements is not None else "image"
    elif before.drawn and after.drawn and before.grey.shape == after.grey.shape:  # type: ignore[union-attr]
        changed, share, regions = _image_changes(before, after, masks, thresholds)
        source = "image+hierarchy" if elements is not None else "image"
    elif before.drawn or after.drawn:
        # One drawn, one not (or different sizes): nothing in common to compare.
        full = (0, 0, after.width, after.height)
        return ScreenDiff(False, 1.0, None if elements is None else len(elements), (full,), "image")
    else:
        changed = before.key != after.key
        share, regions = float(changed), ()
        source = "identity+hierarchy" if elements is not None else "identity"
    if elements is not None and not regions:
        regions = tuple(_union_boxes(e.bounds for e in elements))
    no_change = not changed and not elements
    count = None if elements is None else len(elements)
    return ScreenDiff(no_change, share, count, regions, source)  # type: ignore[arg-type]


def similarity(before: Screen, after: Screen, masks: Masks = Masks()) -> float:
    """1.0 for screens that look the same outside the masks, down to 0.0: one minus the
    mean absolute grey difference. State-only screens: 1.0 when their identities are
    equal, else 0.0; a drawn screen and a state-only one are 0.0 apart."""
    if not before.drawn or not after.drawn:
        return 1.0 if before.key is not None and before.key == after.key else 0.0
    if before.grey.shape != after.grey.shape:  # type: ignore[union-attr]
        return 0.0
    keep = mask_of((before, after), masks.with_status_bar(before.status_bar_px))
    assert keep is not None
    a = before.grey[keep].astype(np.int16)  # type: ignore[index]
    b = after.grey[keep].astype(np.int16)  # type: ignore[index]
    if a.size == 0:
        return 1.0
    return 1.0 - float(np.abs(a - b).mean()) / 255.0


def _same_png(before: Screen, after: Screen) -> bool:
    """Whether both screens are undecoded and their PNGs are the same bytes (a sim, a
    screen without a clock): then no pixel changed."""
    if before.source is None or after.source is None:
        return False
    return before.source() == after.source()


def _image_changes(
    before: Screen, after: Screen, masks: Masks, thresholds: Thresholds
) -> tuple[bool, float, tuple[Box, ...]]:
    keep = mask_of((before, after), masks)
    assert keep is not None and before.grey is not None and after.grey is not None
    delta = np.abs(before.grey.astype(np.int16) - after.grey.astype(np.int16))
    moved = (delta > thresholds.pixel_tolerance) & keep
    total = int(keep.sum()) or 1
    if not moved.any():
        return False, 0.0, ()
    regions, counted = _regions(moved, before.factor)
    share = counted / total
    return counted >= thresholds.min_changed, share, tuple(regions)


def _regions(moved: np.ndarray, factor: int) -> tuple[list[Box], int]:
    """Changed regions in device pixels, cursor-like ones dropped, and the changed
    pixels they hold.

    Changes a few pixels apart (the letters of a word, an icon and its label) are one
    region: components are found on a grid of GROUP x GROUP blocks of shrunk pixels.
    """
    from scipy import ndimage

    rows, cols = moved.shape
    r, c = -(-rows // GROUP) * GROUP, -(-cols // GROUP) * GROUP
    padded = np.zeros((r, c), dtype=bool)
    padded[:rows, :cols] = moved
    blocks = padded.reshape(r // GROUP, GROUP, c // GROUP, GROUP).any(axis=(1, 3))
    labels, _ = ndimage.label(blocks, structure=np.ones((3, 3), dtype=bool))
    boxes: list[Box] = []
    counted = int(moved.sum())
    for found in ndimage.find_objects(labels):
        if found is None:
            continue
        top, bottom = found[0].start * GROUP, found[0].stop * GROUP
        left, right = found[1].start * GROUP, found[1].stop * GROUP
        box = (left * factor, top * factor, right * factor, bottom * factor)
        if right - left == GROUP and _cursor_like(moved[top:bottom, left:right], factor):
            counted -= int(moved[top:bottom, left:right].sum())
            continue
        boxes.append(box)
    return boxes, counted


def _cursor_like(inside: np.ndarray, factor: int) -> bool:
    """A blinking cursor: changed pixels in one column, a text line tall at most."""
    used_cols = np.flatnonzero(inside.any(axis=0))
    used_rows = np.flatnonzero(inside.any(axis=1))
    if used_cols.size != 1 or used_rows.size < 2:
        return False
    return bool((used_rows[-1] - used_rows[0] + 1) * factor <= CURSOR_MAX_PX)


def _element_changes(before: Screen, after: Screen, masks: Masks) -> list[Element] | None:
    """Elements in one hierarchy and not the other (outside the masks), None unless
    both screens have a hierarchy."""
    if not (before.has_hierarchy and after.has_hierarchy):
        return None
    bar = masks.status_bar_px if masks.status_bar_px is not None else before.status_bar_px or 0
    a = Counter(_state(e) for e in before.elements if _kept(e, masks, bar))
    b = Counter(_state(e) for e in after.elements if _kept(e, masks, bar))
    if a == b:
        return []
    gone, new = a - b, b - a
    index = {_state(e): e for e in (*before.elements, *after.elements)}
    return [index[s] for s in (*gone.elements(), *new.elements())]


def _kept(e: Element, masks: Masks, bar: int) -> bool:
    return e.bounds.bottom > bar and not masks.ignores(e)


def _state(e: Element) -> tuple[object, ...]:
    return (e.cls, e.resource_id, e.text, e.content_desc, e.bounds, e.checked, e.enabled, e.focused)


def _union_boxes(bounds: Sequence[object] | object) -> list[Box]:
    boxes = [(b.left, b.top, b.right, b.bottom) for b in bounds]  # type: ignore[attr-defined,union-attr]
    return sorted(set(boxes))[:16]

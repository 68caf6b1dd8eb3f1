"""A screen's fingerprint: equal fingerprints mean the same state, for transpositions.

The fingerprint hashes the hierarchy (each element's class, id, text, description,
bounds and flags, masked ids and the status bar left out; XML comments and attribute
order do not count) together with the image outside the masks, shrunk to a coarse grid
and quantised (8 grey levels), or the identity of a state-only screen. Both parts must
agree: the hierarchy misses what is drawn (a map, a picture) and the coarse image misses
small text, and a wrongly merged state would cut a branch off the search, while a missed
one only costs a second expansion.

:func:`layout` is the hierarchy part alone: screens with different layouts are different
states, so the search's critic computes the whole fingerprint (and decodes the screenshot)
only for screens whose layout it has met before, or that have no hierarchy.
"""

from __future__ import annotations

import hashlib

import numpy as np

from m2miner.critic.screens import Masks, Screen, mask_of

GRID = 4
"""Shrunk pixels per side of one fingerprint cell."""
LEVELS_SHIFT = 5
"""Grey levels kept: 256 >> 5 = 8."""


def fingerprint(screen: Screen, masks: Masks = Masks()) -> str:
    """A 32-hex-digit identity of ``screen``'s state (see the module docstring)."""
    masks = masks.with_status_bar(screen.status_bar_px)
    digest = _hierarchy_digest(screen, masks)
    digest.update(b"\x00image\x00")
    if screen.grey is None:
        digest.update((screen.key or "").encode("ascii", "replace"))
    else:
        digest.update(_coarse(screen, masks).tobytes())
    return digest.hexdigest()[:32]


def layout(screen: Screen, masks: Masks = Masks()) -> str | None:
    """A 32-hex-digit digest of the hierarchy part of :func:`fingerprint` alone (no
    pixels decoded); None for a screen without a hierarchy. Equal fingerprints imply
    equal layouts."""
    if not screen.has_hierarchy:
        return None
    digest = _hierarchy_digest(screen, masks.with_status_bar(screen.status_bar_px))
    return digest.hexdigest()[:32]


def _hierarchy_digest(screen: Screen, masks: Masks) -> hashlib._Hash:
    """A sha256 fed each element outside the status bar and the masked ids."""
    digest = hashlib.sha256()
    bar = masks.status_bar_px or 0
    for e in screen.elements:
        if e.bounds.bottom <= bar or masks.ignores(e):
            continue
        b = e.bounds
        fields = (e.cls, e.resource_id, e.text, e.content_desc, b.left, b.top, b.right, b.bottom)
        flags = (e.checked, e.enabled, e.focused, e.editable and e.focused)
        digest.update(repr((fields, flags)).encode("utf-8"))
    return digest


def _coarse(screen: Screen, masks: Masks) -> np.ndarray:
    """The masked image averaged over GRID x GRID cells and quantised."""
    assert screen.grey is not None
    keep = mask_of((screen,), masks)
    assert keep is not None
    grey = np.where(keep, screen.grey, 0).astype(np.float32)
    rows, cols = grey.shape
    r, c = rows // GRID * GRID, cols // GRID * GRID
    cells = grey[:r, :c].reshape(r // GRID, GRID, c // GRID, GRID).mean(axis=(1, 3))
    return (cells.astype(np.uint8) >> LEVELS_SHIFT).astype(np.uint8)

"""The view hierarchy's XML, parsed once per distinct dump.

Several readers look at the same observation's hierarchy within a node (the safety guard
before the action, the merge rule and the heuristic agents around it) and the store hands
the same text back for screens it keeps. Each of them used to parse the dump again; they
now share the tree parsed here, keyed by the text itself.

The trees are shared: readers must not modify them.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET

CACHED = 32
"""Distinct dumps kept parsed: a few per tree in flight on a busy pool of devices."""


def parse_xml(xml: str | None) -> ET.Element | None:
    """The root of the dump ``xml``; None for None, blank or malformed text."""
    if not xml or not xml.strip():
        return None
    return _parse(xml)


@functools.lru_cache(maxsize=CACHED)
def _parse(xml: str) -> ET.Element | None:
    try:
        return ET.fromstring(xml)
    except ET.ParseError:
        return None

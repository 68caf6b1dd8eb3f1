from __future__ import annotations

import pytest

from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import Bounds, Element, element_at, parse_hierarchy


@pytest.fixture
def elements(observation: Observation) -> tuple[Element, ...]:
    return parse_hierarchy(observation.hierarchy)


def test_parse_flattens_nodes_in_document_order_with_flags(
    elements: tuple[Element, ...],
) -> None:
    # The zero-width View is left out: it cannot be touched.
    assert [e.resource_id.rsplit("/", 1)[-1] for e in elements] == [
        "",
        "search",
        "list",
        "row",
        "title",
        "toggle",
        "row",
        "pager",
    ]
    search = elements[1]
    assert search.bounds == Bounds(40, 100, 1040, 220)
    assert search.editable and search.focused and search.clickable
    assert search.label == "Search"
    assert elements[2].scrollable and not elements[2].clickable
    assert elements[5].checked and elements[5].cls == "android.widget.Switch"
    assert [e.index for e in elements] == list(range(8))


def test_parse_returns_nothing_for_missing_or_foreign_markup() -> None:
    assert parse_hierarchy(None) == ()
    assert parse_hierarchy("  ") == ()
    assert parse_hierarchy("<html><body><div>x</div>") == ()
    assert parse_hierarchy("<html><body><p>no nodes</p></body></html>") == ()


def test_element_at_returns_the_smallest_clickable_container(
    elements: tuple[Element, ...],
) -> None:
    # The title text is not clickable; its row is.
    row = element_at(elements, 100, 400)
    assert row is not None and row.bounds == Bounds(0, 300, 1080, 500)
    toggle = element_at(elements, 950, 400)
    assert toggle is not None and toggle.cls == "android.widget.Switch"
    assert element_at(elements, 500, 2100) is None
    anything = element_at(elements, 500, 2100, clickable=False)
    assert anything is not None and anything.resource_id.endswith("pager")


def test_element_at_scrollable_and_edges(elements: tuple[Element, ...]) -> None:
    lst = element_at(elements, 500, 1500, scrollable=True)
    assert lst is not None and lst.resource_id.endswith("list")
    # Right and bottom edges are exclusive.
    assert element_at(elements, 1040, 150) is None
    edge = element_at(elements, 1039, 219)
    assert edge is not None and edge.resource_id.endswith("search")

"""A hierarchy dump is parsed once, whoever reads it; word helpers give the same answers
cached."""

from __future__ import annotations

import uuid
import xml.etree.ElementTree as ET

import pytest

from m2miner.agents.lexical import key_terms, matches, overlap, stem, words
from m2miner.devices import hierarchy
from m2miner.safety import context as safety


def _dump() -> str:
    # A text no other test uses, so the caches start empty for it.
    tag = uuid.uuid4().hex
    return (
        '<hierarchy><node bounds="[0,0][1080,2400]" class="android.widget.FrameLayout">'
        f'<node text="Pay {tag}" clickable="true" bounds="[0,100][500,200]" '
        'class="android.widget.Button"/></node></hierarchy>'
    )


def test_agents_and_safety_share_one_parse(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[str] = []
    real = ET.fromstring

    def counting(text: str) -> ET.Element:
        parsed.append(text)
        return real(text)

    monkeypatch.setattr(ET, "fromstring", counting)
    xml = _dump()
    elements = hierarchy.parse_hierarchy(xml)
    assert hierarchy.parse_hierarchy(xml) is elements
    assert hierarchy.parse_hierarchy("".join(xml)) is elements  # equal text, another object
    nodes, parents = safety.parse_hierarchy(xml)
    assert [n.bounds for n in nodes] == [(0, 0, 1080, 2400), (0, 100, 500, 200)]
    assert parents[nodes[1].element] is nodes[0].element
    assert [e.text for e in elements][1].startswith("Pay ")
    assert parsed == [xml]


def test_malformed_and_empty_dumps_stay_empty() -> None:
    assert hierarchy.parse_hierarchy("<hierarchy><node") == ()
    assert hierarchy.parse_hierarchy("  ") == ()
    assert safety.parse_hierarchy("<hierarchy><node") == ([], {})
    assert safety.parse_hierarchy(None) == ([], {})


def test_cached_word_helpers_return_fresh_lists_and_match_as_before() -> None:
    first = words("Save the well-known routes")
    first.append("mutated")
    assert words("Save the well-known routes") == [
        "save",
        "the",
        "well-known",
        "well",
        "known",
        "routes",
    ]
    terms = key_terms("Save the routes to Central Park")
    terms.clear()
    assert key_terms("Save the routes to Central Park") == ["save", "routes", "central", "park"]
    assert stem("saving") == stem("saved") == "sav"
    text = "Saved routes near the park"
    text_words = set(words(text))
    for term_list in (["saving", "routes", "central"], ["park"], ["nothing"]):
        expected = sum(matches(t, text_words) for t in term_list) / len(term_list)
        assert overlap(term_list, text) == expected
    assert overlap(["saving", "routes", "central"], text) == pytest.approx(2 / 3)

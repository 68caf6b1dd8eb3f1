"""How the corpus builders read an Android string resource."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tests.safety.android_corpus import _text


@pytest.mark.parametrize(
    ("resource", "shown"),
    [
        ("Delete file", "Delete file"),
        ('"Keep  spaces"', "Keep spaces"),
        (r"Don\'t ask again", "Don't ask again"),
        (r"Eliminar \"%s\"", 'Eliminar "%s"'),
        (r'"Open in \"picture in picture\""', 'Open in "picture in picture"'),
        (r"Go to\u2026", "Go to…"),
        (r"Delete token\u0020", "Delete token "),
        (r"First line\nsecond\tthird", "First line second third"),
        (r"Reply to \@ana\?", "Reply to @ana?"),
        (r"A back\\slash", "A back\\slash"),
    ],
)
def test_a_string_reads_as_android_shows_it(resource: str, shown: str) -> None:
    assert _text(ET.fromstring(f"<string>{resource}</string>")) == shown

"""The eighth held-out corpus: a Mastodon web client's screens in nine languages, each
action with the requests and JSON bodies its handler sends. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import yaml

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import dump_corpus, load_corpus

FOLDER = Path(__file__).parent / "heldout_v8"


def test_the_eighth_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert len(cases) == 351 and {c.language for c in cases} == set(SAFETY_LANGUAGES)
    assert Counter(c.irreversible for c in cases) == {True: 135, False: 216}
    assert Counter(c.language for c in cases) == {lang: 39 for lang in SAFETY_LANGUAGES}
    assert all(c.web and c.sends is not None for c in cases)
    assert all(len(c.bodies) == len(c.sends or ()) for c in cases)
    assert sum(any(b is not None for b in c.bodies) for c in cases) == 126
    # Controls that only open a menu, a form or a confirmation, and navigation, send nothing.
    assert sum(c.sends == () for c in cases) == 63
    assert all(c.sends for c in cases if c.irreversible)
    assert all(c.id.startswith("heldout_v8#") for c in cases)


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    # The same screens in every language: the n-th action of a language is labelled and
    # sends as the n-th action of English does.
    cases = load_corpus([FOLDER / "heldout_v8.yaml"])
    english = [(c.irreversible, c.sends, c.bodies) for c in cases if c.language == "en"]
    for lang in SAFETY_LANGUAGES:
        ours = [(c.irreversible, c.sends) for c in cases if c.language == lang]
        assert ours == [(irreversible, sends) for irreversible, sends, _ in english]


def test_the_eighth_held_out_file_is_what_its_build_script_writes() -> None:
    # The header is build.py's docstring (source, commit, labels, how to rebuild): a
    # corpus edited by hand, or a script changed without rebuilding, shows here.
    text = (FOLDER / "heldout_v8.yaml").read_text(encoding="utf-8")
    assert dump_corpus(yaml.safe_load(text), FOLDER / "build.py") == text

"""The tenth held-out corpus: a link aggregator's web UI (Lemmy) in nine languages, each
action with the requests and JSON bodies its handler sends. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import yaml

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import dump_corpus, load_corpus

FOLDER = Path(__file__).parent / "heldout_v10"
MUTATING = ("POST", "PUT", "PATCH", "DELETE")


def test_the_tenth_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert len(cases) == 396 and {c.language for c in cases} == set(SAFETY_LANGUAGES)
    assert Counter(c.irreversible for c in cases) == {True: 117, False: 279}
    assert Counter(c.language for c in cases) == {lang: 44 for lang in SAFETY_LANGUAGES}
    assert all(c.web and c.sends is not None for c in cases)
    assert all(len(c.bodies) == len(c.sends or ()) for c in cases)
    # Every request of this app is JSON (lemmy-js-client's wrapper); none goes without it.
    assert sum(any(b is not None for b in c.bodies) for c in cases) == 279
    assert all(json.loads(b) is not None for c in cases for b in c.bodies)
    # Controls that only open a menu, a dialog or a form, and navigation, send nothing.
    assert sum(c.sends == () for c in cases) == 117
    assert all(c.sends for c in cases if c.irreversible)
    # More harmless writes than irreversible actions: a guard that holds back every write
    # cannot score well on both sides.
    harmless_writes = [c for c in cases if not c.irreversible and c.sends]
    assert len(harmless_writes) == 162
    assert all(r.split()[0] in MUTATING for c in harmless_writes for r in c.sends or ())
    assert all(c.id.startswith("heldout_v10#") for c in cases)


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    # The same screens in every language: the n-th action of a language is labelled and
    # sends as the n-th action of English does.
    cases = load_corpus([FOLDER / "heldout_v10.yaml"])
    english = [(c.category, c.irreversible, c.sends, c.bodies) for c in cases if c.language == "en"]
    for lang in SAFETY_LANGUAGES:
        ours = [
            (c.category, c.irreversible, c.sends, c.bodies) for c in cases if c.language == lang
        ]
        assert ours == english


def test_the_tenth_held_out_file_is_what_its_build_script_writes() -> None:
    # The header is build.py's docstring (source, commits, labels, how to rebuild): a
    # corpus edited by hand, or a script changed without rebuilding, shows here.
    text = (FOLDER / "heldout_v10.yaml").read_text(encoding="utf-8")
    assert dump_corpus(yaml.safe_load(text), FOLDER / "build.py") == text

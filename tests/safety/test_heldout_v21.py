"""The twenty-first held-out corpus: a team chat's web UI (Mattermost) in nine languages, each
action with the REST requests and JSON bodies its handler sends through Client4.
Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v21"


def test_the_twenty_first_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v21", total=324, irreversible=63)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == {
        "opens-prompt": 126,
        "reversible": 108,
        "send": 36,
        "delete": 18,
        "leave": 18,
        "invite": 18,
    }
    # Every request goes to the REST API under /api/v4, and writes: reads are not listed.
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith("/api/v4/") for r in requests)
    assert {r.split()[0] for r in requests} == {"POST", "PUT", "DELETE"}
    # Bodies are JSON; the calls Client4 makes without one are pin and unpin, deleting a
    # post, leaving and archiving a channel, and the favourites category (left out).
    assert sum(any(b is not None for b in c.bodies) for c in cases) == 99
    assert all(json.loads(b) is not None for c in cases for b in c.bodies if b is not None)
    # Every message sent is one POST /api/v4/posts: the Enter key, the send button and a
    # draft's "send now" alike.
    sent = [c for c in cases if c.category == "send"]
    assert all(c.irreversible and c.sends == ("POST /api/v4/posts",) for c in sent)
    # Controls that only open a menu, a dialog, the editor or the picker, or copy, send
    # nothing; more harmless writes than irreversible actions.
    assert sum(c.sends == () for c in cases) == 153
    assert sum(1 for c in cases if not c.irreversible and c.sends) == 108


def test_the_same_request_is_labelled_by_what_it_does() -> None:
    # Leaving a channel is one DELETE of the membership: irreversible for the private
    # channel (re-joining needs an invitation), not for the public one (re-join at will).
    cases = load_corpus([FOLDER / "heldout_v21.yaml"])
    leaving = {
        (c.sends[0].split("/")[4], c.irreversible)
        for c in cases
        if c.sends and c.sends[0].startswith("DELETE /api/v4/channels/") and "members" in c.sends[0]
    }
    assert leaving == {("w5tc2mzk8dqh4ynf1bxr7gpj3u", True), ("h1jd6rbc3fgkq8yxwp5zu7nm2e", False)}


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    # The same screens in every language: the n-th action of a language is labelled and
    # sends as the n-th action of English does.
    cases = load_corpus([FOLDER / "heldout_v21.yaml"])
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_translated_screens_show_the_apps_own_strings() -> None:
    # Each catalogue's own words where it has the key (the German "Leave Channel" is
    # "Kanal verlassen"), English where it lacks it, as react-intl falls back.
    entries = read_entries(FOLDER / "heldout_v21.yaml")
    taps = {
        lang: [case.get("tap") for e in entries if e["language"] == lang for case in e["cases"]]
        for lang in SAFETY_LANGUAGES
    }
    for lang in SAFETY_LANGUAGES[1:]:
        assert sum(a != b for a, b in zip(taps[lang], taps["en"], strict=True)) > 15, lang
    assert "Kanal verlassen" in taps["de"] and "离开频道" in taps["zh"]
    assert "Покинуть канал" in taps["ru"] and "Yes, leave channel" in taps["en"]


def test_the_twenty_first_held_out_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

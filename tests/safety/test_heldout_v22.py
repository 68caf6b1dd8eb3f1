"""The twenty-second held-out corpus: a discussion forum's web client (Discourse) in nine
languages, each action with the request and form-encoded body its ``ajax`` call sends. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from urllib.parse import parse_qsl

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v22"


def test_the_twenty_second_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v22", total=405, irreversible=90)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == {
        "reversible": 189, "opens-prompt": 90, "soft-delete": 18, "report": 18, "message": 18,
        "publish": 18, "anonymize": 18, "delete": 9, "choice": 9, "invite": 9,
        "delete-user": 9,
    }  # fmt: skip
    # Controls that only open a modal, a menu or the composer, or choose a flag type, or
    # cancel, send nothing.
    assert sum(c.sends == () for c in cases) == 108
    # More harmless writes than irreversible actions: a guard that holds back every
    # mutating request cannot score well on both sides.
    assert sum(1 for c in cases if not c.irreversible and c.sends) == 207
    # jQuery form-encodes every body: no JSON, and a flag's body names its type.
    sent = [(r, b) for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)]
    assert all(not (b or "").startswith("{") for _, b in sent)
    flags = [dict(parse_qsl(b or "", keep_blank_values=True)) for r, b in sent
             if r == "POST /post_actions"]  # fmt: skip
    assert Counter(f["post_action_type_id"] for f in flags) == {"2": 9, "6": 9, "7": 9, "8": 9}


def test_the_same_endpoint_is_labelled_by_what_it_does() -> None:
    # A like and a flag are both POST /post_actions; a post deleted for good and one
    # withdrawn by its author are both DELETE /posts/<id>; an invite link and an invite
    # e-mail are both POST /invites. Only the body tells them apart.
    cases = load_corpus([FOLDER / "heldout_v22.yaml"])
    labels: dict[str, set[bool]] = {}
    for case in cases:
        for request in case.sends or ():
            labels.setdefault("/".join(request.split("/")[:2]), set()).add(case.irreversible)
    assert labels["POST /post_actions"] == labels["POST /invites"] == {True, False}
    assert labels["DELETE /posts"] == {True, False}
    forever = [c for c in cases if c.irreversible and c.sends == ("DELETE /posts/1042",)]
    assert forever and all(b and b.endswith("force_destroy=true") for c in forever
                           for b in c.bodies)  # fmt: skip


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    cases = load_corpus([FOLDER / "heldout_v22.yaml"])
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_translated_screens_show_the_apps_own_strings() -> None:
    # Every locale shows its own words; Japanese, Korean, French and Portuguese lack a few
    # strings ("Unlist Topic" among them) and show them in English.
    entries = read_entries(FOLDER / "heldout_v22.yaml")
    taps = {
        lang: [case["tap"] for e in entries if e["language"] == lang for case in e["cases"]]
        for lang in SAFETY_LANGUAGES
    }
    assert all(taps[lang] != taps["en"] for lang in SAFETY_LANGUAGES if lang != "en")
    assert "Beitrag melden" in taps["de"] and "Удалить навсегда" in taps["ru"]
    assert "Unlist Topic" in taps["ja"] and "Unlist Topic" not in taps["de"]


def test_the_twenty_second_held_out_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

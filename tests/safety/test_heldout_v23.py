"""The twenty-third held-out corpus: a self-hosted Git forge's web UI (Gitea) in nine
languages, each action with the request and body its form, htmx or fetch call sends: a POST
to the route in routers/web/web.go, URL-encoded or multipart as the browser writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

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

FOLDER = Path(__file__).parent / "heldout_v23"


def test_the_twenty_third_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v23", total=450, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == {
        "reversible": 234, "opens-prompt": 72, "delete": 45, "comment": 18, "merge": 18,
        "visibility": 18, "publish": 9, "transfer": 9, "delete-account": 9,
        "remove-member": 9, "invite": 9,
    }  # fmt: skip
    # Every action of the web UI is a POST, with no _csrf field at this commit (the server
    # checks Sec-Fetch-Site instead).
    sent = [(r, b) for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)]
    assert sent and all(r.startswith("POST /") for r, _ in sent)
    assert not any("_csrf" in (b or "") for _, b in sent)
    # FormData posts go multipart; link-action controls post no body at all.
    assert sum(1 for _, b in sent if (b or "").startswith("------WebKitFormBoundary")) == 117
    assert sum(1 for _, b in sent if b is None) == 72
    # Controls that only open a page, a dialog or the merge form send nothing.
    assert sum(c.sends == () for c in cases) == 72
    assert sum(1 for c in cases if not c.irreversible and c.sends) == 234


def test_the_same_route_is_harmless_or_not_by_what_it_sends() -> None:
    # One settings route archives (harmless) or deletes and transfers (irreversible); one
    # comments route closes an issue (harmless) or posts a comment (irreversible); one team
    # route adds a member (harmless) or mails an invitation (irreversible).
    cases = [c for c in load_corpus([FOLDER / "heldout_v23.yaml"]) if c.language == "en"]

    def verdicts(request: str) -> dict[str, bool]:
        return {b or "": c.irreversible for c in cases
                for r, b in zip(c.sends or (), c.bodies, strict=True) if r == request}  # fmt: skip

    settings = verdicts("POST /harbour-co/tides/settings")
    assert settings["action=archive&repo_id=14"] is False
    assert settings["action=delete&repo_name=tides"] is True
    comments = verdicts("POST /harbour-co/tides/issues/7/comments")
    assert sorted(comments.values()) == [False, False, True, True]
    team = verdicts("POST /org/harbour-co/teams/developers/action/add")
    assert team == {"uid=2&uname=bob": False, "uid=2&uname=dana%40harbour.example": True}


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    cases = load_corpus([FOLDER / "heldout_v23.yaml"])
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_translated_screens_show_the_apps_own_strings() -> None:
    # Every locale shows its own words; Korean lacks many strings and shows them in English,
    # as the app falls back to en-US.
    entries = read_entries(FOLDER / "heldout_v23.yaml")
    taps = {
        lang: [case["tap"] for e in entries if e["language"] == lang for case in e["cases"]]
        for lang in SAFETY_LANGUAGES
    }
    assert all(taps[lang] != taps["en"] for lang in SAFETY_LANGUAGES if lang != "en")
    assert "Übertragung durchführen" in taps["de"] and "Стереть данные вики" in taps["ru"]
    assert "Perform Transfer" in taps["ko"] and "Perform Transfer" not in taps["ja"]


def test_the_twenty_third_held_out_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

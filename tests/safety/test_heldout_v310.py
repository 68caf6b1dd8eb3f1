"""The three-hundred-and-tenth held-out corpus, Nextcloud Calendar (a Vue single-page app that
writes calendars and events with CalDAV and calls its own routes for settings, appointment
schedules, bookings and meeting proposals, with a trash bin for deleted calendars and events):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v310"
HOME = "/remote.php/dav/calendars/alice/"
CATEGORIES = {"reversible": 225, "opens-prompt": 117, "send": 72, "delete": 72, "harmless": 18,
              "share": 9, "revoke": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v310", total=522, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v, c.irreversible) for c in cases
            for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)]  # fmt: skip
    assert {v for _, _, v, _ in sent} == {"link", None}
    # Every request goes to the cloud's own origin; the links are downloads and pages.
    assert all(r.split()[1].startswith("/") for r, _, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v, _ in sent if v == "link")
    commits = {(r, b) for r, b, _, irreversible in sent if irreversible}
    harmless = {(r, b) for r, b, _, irreversible in sent if not irreversible}
    # The trash bin: its restore and the calendar's or an own event's deletion can be undone,
    # deleting from it cannot.
    trashed = f"{HOME}trashbin/objects/1287.ics"
    assert (f"DELETE {trashed}", None) in commits
    assert (f"MOVE {trashed}", None) in harmless
    assert (f"DELETE {HOME}work/", None) in harmless
    assert not any(r.startswith(("PROPPATCH", "MOVE", "PROPFIND")) for r, _ in commits)
    # Sharing with someone new and withdrawing the public link commit; the rest does not.
    bodies = {b for _, b in commits if b}
    assert any("principals/users/carol" in b and ":set>" in b for b in bodies)
    assert any("unpublish-calendar" in b for b in bodies)
    assert any(b.startswith("<x5:publish-calendar") for _, b in harmless if b)
    assert any(":remove>" in (b or "") for _, b in harmless)
    # Writing an event with attendees, or answering an invitation, e-mails other people.
    assert any("ATTENDEE" in (b or "") and "PARTSTAT=ACCEPTED" in (b or "") for _, b in commits)
    assert not any("ATTENDEE" in (b or "") for r, b in harmless if r.startswith("PUT "))
    assert ("POST /index.php/apps/calendar/v1/public/sendmail",
            '{"recipient":"dana@example.net","token":"J8kX3mQ2pR7tW9nB"}') in commits  # fmt: skip
    assert all(r.startswith("POST /index.php/apps/calendar/v1/config/")
               for r, _ in harmless if "/v1/config/" in r)  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

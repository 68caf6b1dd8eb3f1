"""The four-hundred-and-twenty-fourth held-out corpus, Nextcloud Announcement Center (a Vue page
whose controls call the app's OCS API with axios and Nextcloud's provisioning API for its admin
settings, with page loads from the dashboard, notifications and activities): what it holds,
that every action states its requests in nine languages, and that its build script writes it.
Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v424"
OCS = "/ocs/v2.php/apps/announcementcenter/api/v1"
CONFIG = "/ocs/v2.php/apps/provisioning_api/api/v1/config/apps/announcementcenter"
CATEGORIES = {"reversible": 270, "opens-prompt": 63, "publish": 54, "delete": 45,
              "withdraw": 27, "harmless": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v424", total=477, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request is the page's own origin: the OCS APIs, or a page of the app loaded.
    assert all(r.split()[1].startswith(("/ocs/v2.php/apps/", "/index.php/apps/announcementcenter"))
               for r, _, _ in sent)  # fmt: skip
    assert all(r.startswith("GET /index.php/") for r, _, v in sent if v == "link")
    # Every XHR writes, with a JSON body but for the two deletions.
    assert all(b and b.startswith("{") for r, b, v in sent if v is None and r.startswith("POST"))
    assert all(b is None for r, b, _ in sent if r.startswith("DELETE "))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"DELETE {OCS}/announcements/42" in commits
    assert f"DELETE {OCS}/announcements/42/notifications" in commits
    # Announce commits, but not when it is scheduled for later.
    announced = [(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                 strict=True) if r == f"POST {OCS}/announcements"]  # fmt: skip
    assert {i for i, _ in announced} == {True, False}
    assert all(('"scheduleTime":0,' in (b or "")) == i for i, b in announced)
    # The admin settings act at once and are all set back by the same control.
    assert {r for r in harmless if r.startswith(f"POST {CONFIG}/")} == {
        f"POST {CONFIG}/{key}" for key in ("create_activities", "create_notifications",
                                           "send_emails", "allow_comments", "admin_groups")
    }  # fmt: skip
    assert not any(r.startswith(f"POST {CONFIG}/") for r in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

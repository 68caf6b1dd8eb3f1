"""The two-hundred-and-forty-second held-out corpus, Easy!Appointments (a PHP appointment
scheduler whose backend pages call the server with jQuery's ``$.post``, urlencoded bodies
carrying ``csrf_token``, with its own Bootstrap confirmation modals, and whose public booking
page posts one HTML form): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v242"
SITE = "/index.php/"
CATEGORIES = {"reversible": 180, "delete": 126, "opens-prompt": 81, "send": 45,
              "delete-user": 45, "revoke": 36, "overwrite": 18, "book": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v242", total=549, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every XHR is the app's own, under index.php; every POST of it carries the CSRF token
    # ($.post's urlencoded body), the sync's GET none.
    xhr = [(r, b) for r, b, v in sent if v is None]
    assert all(r.split()[1].startswith(SITE) for r, _ in xhr)
    assert all((b or "").startswith("csrf_token=") for r, b in xhr if r.startswith("POST "))
    assert {r for r, b in xhr if r.startswith("GET ")} == {f"GET {SITE}google/sync/4"}
    # The one form is the customer's cancellation, which the app exempts from the CSRF check.
    assert {r for r, _, v in sent if v == "form"} == {
        f"POST {SITE}booking_cancellation/of/k7Qm2Xp9Rt4B"
    }
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Saving an appointment commits only when its notification goes out.
    bodies = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == f"POST {SITE}calendar/save_appointment"}  # fmt: skip
    assert {d for d, _ in bodies} == {True, False}
    assert all(("&notify_users=1&" in (b or "")) == d for d, b in bodies)
    # Deleting an appointment commits with or without its notification.
    assert f"POST {SITE}calendar/delete_appointment" in commits
    assert f"POST {SITE}calendar/delete_appointment" not in harmless
    # The working plan is written over every provider's; the API token is replaced.
    assert f"POST {SITE}business_settings/apply_global_working_plan" in commits
    assert f"POST {SITE}api_settings/save" in commits
    assert f"POST {SITE}general_settings/save" in harmless
    # A customer books, reschedules, cancels and erases their data; a reset link is harmless.
    assert f"POST {SITE}booking/register" in commits
    assert f"POST {SITE}privacy/delete_personal_information" in commits
    assert f"POST {SITE}recovery/perform" in harmless
    assert f"POST {SITE}google/disable_provider_sync" in commits
    assert f"GET {SITE}google/sync/4" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

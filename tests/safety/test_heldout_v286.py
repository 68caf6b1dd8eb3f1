"""The two-hundred-and-eighty-sixth held-out corpus, HumHub (a Yii social network whose pages
are rendered on the server: jQuery posts and FormData submits of its own JavaScript, its
ConfirmModal, forms posted by yii.js for ``data-method`` links with the page's ``confirm()``,
and page loads): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v286"
SPACE = "/s/design-team/"
CATEGORIES = {"opens-prompt": 135, "reversible": 99, "delete": 90, "revoke": 72, "send": 54,
              "harmless": 36, "delete-user": 36, "transfer": 18, "publish": 9,
              "reject": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v286", total=558, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST whose urlencoded body starts with the CSRF token; page loads GET.
    assert all(r.startswith("POST ") and (b or "").startswith("_csrf=")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A FormData submit is multipart, its first field the token.
    multipart = [b for _, b, v in sent if v is None and b and b.startswith("------WebKit")]
    assert multipart and all('name="_csrf"' in b.split("\r\n")[1] for b in multipart)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Removing every member is a GET after the modal's OK; a new invite link is a GET too.
    assert f"GET {SPACE}space/manage/member/remove-all" in commits
    assert f"GET {SPACE}space/membership/reset-invite-link" in commits
    # The composer posts to one URL: published it commits, as a draft it does not.
    post_url = f"POST {SPACE}post/post/post"
    states = {(c.irreversible, 'name="state"\r\n\r\n1\r\n' in (b or ""))
              for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
              if r == post_url}  # fmt: skip
    assert states == {(True, True), (False, False)}
    # Archiving the space and a post, and enabling a module, can be undone.
    assert f"POST {SPACE}space/manage/default/archive" in harmless
    assert "POST /content/content/archive?id=118" in harmless
    assert f"POST {SPACE}space/manage/module/disable?moduleId=wiki" in commits
    assert f"POST {SPACE}space/manage/module/enable?moduleId=calendar" in harmless
    assert "POST /user/auth/logout" in harmless and "POST /user/account/delete" in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

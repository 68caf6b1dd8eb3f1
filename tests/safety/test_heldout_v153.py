"""The hundred-and-fifty-third held-out corpus, wallabag (server-rendered Symfony pages whose
controls are HTML forms carrying a CSRF token, Symfony delete forms with ``_method=DELETE``,
page links, annotator's jQuery XHRs and the browser's ``confirm()``): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v153"
CATEGORIES = {
    "reversible": 252, "delete": 207, "revoke": 54, "delete-user": 36, "opens-prompt": 27,
}  # fmt: skip


def masked(bodies: tuple[str | None, ...]) -> tuple[str | None, ...]:
    """The bodies with the settings form's ``config[language]`` left out: it holds the
    user's locale, which is the page's language."""
    return tuple(b and re.sub(r"config%5Blanguage%5D=[^&]*", "config%5Blanguage%5D=", b)
                 for b in bodies)  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v153", total=576, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, masked(c.bodies),
                                          c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every page load is a GET; every form posts with its CSRF token; the XHRs are
    # annotator's, to /annotations/.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    token = re.compile(r'(^|&)(token|\w+%5B_token%5D)=|name="\w+\[_token\]"')
    assert all(r.startswith("POST ") and token.search(b or "") for r, b, v in sent
               if v == "form")  # fmt: skip
    assert all(r.split()[1].startswith("/annotations/") for r, _, v in sent if v is None)
    # The commits: form posts, but annotator's DELETE; Symfony's delete forms override
    # the method; Logout is no commit.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {r for r in commits if not r.startswith("POST ")} == {"DELETE /annotations/44"}
    assert {"POST /users/3", "POST /site-credentials/6", "POST /revoke-token"} <= commits
    assert "GET /logout" not in commits
    deletes = [b for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r in ("POST /users/3", "POST /site-credentials/6")]  # fmt: skip
    assert deletes and all((b or "").startswith("_method=DELETE&") for b in deletes)
    # Re-fetch content's and a tag removal's confirmations commit nothing irreversible.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"POST /reload/12", "POST /remove-tag/12/4?redirect=/view/12"} <= harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

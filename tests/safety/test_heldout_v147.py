"""The hundred-and-forty-seventh held-out corpus, DokuWiki (server-rendered PHP pages whose
controls are HTML forms carrying ``sectok``, page links, jQuery posts to ``lib/exe/ajax.php``
and the browser's ``confirm()``): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v147"
CATEGORIES = {"reversible": 261, "opens-prompt": 108, "send": 45, "delete": 27,
              "delete-user": 27, "uninstall": 18, "revoke": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v147", total=495, irreversible=90)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form but the revert manager's search and the popularity form sent straight to
    # dokuwiki.org carries the security token; every page load is a GET of doku.php.
    unsigned = {r for r, b, v in sent if v == "form" and "sectok=" not in (b or "")}
    assert unsigned == {
        "POST /doku.php?id=projects:roadmap&do=admin&page=revert",
        "POST https://update.dokuwiki.org/popularity.php",
    }
    assert all(r.startswith("GET /doku.php?id=projects:roadmap&") for r, _, v in sent
               if v == "link")  # fmt: skip
    # The ajax calls go to lib/exe/ajax.php.
    assert all(r.split()[1].startswith("/lib/exe/ajax.php") for r, _, v in sent if v is None)
    commits = {(r, b) for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
                                                                        strict=True)}  # fmt: skip
    assert all(r.startswith("POST ") for r, _ in commits)
    assert any("do%5Bdraftdel%5D=1" in (b or "") for _, b in commits)
    assert any("fn%5Buninstall%5D%5Bgallery%5D=" in (b or "") for _, b in commits)
    # Media deletion keeps the file in the media attic (mediarevisions): not a commit.
    media = [c for c in cases if any("call=mediadetails&delete=" in (b or "") for b in c.bodies)]
    assert len(media) == 9 and not any(c.irreversible for c in media)
    # Saving an emptied page (deleting it) keeps its revisions: not a commit either.
    emptied = [c for c in cases if any("&wikitext=&do%5Bsave%5D=1" in (b or "")
                                       for b in c.bodies)]  # fmt: skip
    assert len(emptied) == 9 and not any(c.irreversible for c in emptied)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

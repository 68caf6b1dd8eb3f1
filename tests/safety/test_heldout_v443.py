"""The four-hundred-and-forty-third held-out corpus, Plume (a federated blogging engine whose
server-rendered pages post HTML forms carrying rocket_csrf's ``csrf-token``, with page links,
``confirm()`` dialogs and Rocket's ``_method=put`` override): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v443"
CATEGORIES = {"reversible": 198, "harmless": 153, "delete": 54, "send": 36, "opens-prompt": 27,
              "publish": 18, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v443", total=504, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link"}
    # Every posted form carries the CSRF token, first or after Rocket's method override.
    posts = [(r, b) for r, b, v in sent if r.startswith("POST ")]
    assert posts and all(v == "form" for r, _, v in sent if r.startswith("POST "))
    assert all((b or "").startswith(("csrf-token=", "_method=put&csrf-token=")) for _, b in posts)
    assert {r for r, b in posts if (b or "").startswith("_method=")} == {
        "POST /~/field-notes/edit",
        "POST /@/dana/edit",
    }
    # A GET form carries the token in its query; every other GET is a link.
    assert all("?csrf-token=" in r for r, _, v in sent if v == "form" and r.startswith("GET "))
    # Every commit is a form post.
    assert all(c.sends and c.vias[-1] == "form" for c in cases if c.irreversible)
    commits = {(r, b) for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
               strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible for r, b in zip(c.sends or (),
                c.bodies, strict=True)}  # fmt: skip
    # The same editor form publishes with the draft box unticked and keeps a draft with it.
    edit = "POST /~/field-notes/tidal-gardens/edit"
    published = {b or "" for r, b in commits if r == edit}
    kept = {b or "" for r, b in harmless if r == edit}
    assert published and all("draft=on" not in b for b in published)
    assert kept and all(b.endswith("&draft=on") for b in kept)
    # The users action bans with "ban" and only grants rights with "moderator".
    actions = {b for r, b in commits | harmless if r == "POST /admin/users/edit"}
    assert any("action=ban" in (b or "") for b in actions)
    assert all("action=ban" in (b or "") for r, b in commits if r == "POST /admin/users/edit")
    assert all("action=ban" not in (b or "") for r, b in harmless if r == "POST /admin/users/edit")
    # Likes, boosts and follows are toggles; a comment and a media's delete commit.
    assert not {r for r, _ in commits} & {
        "POST /~/harbour-log/winter-ferries/like",
        "POST /~/harbour-log/winter-ferries/reshare",
        "POST /@/ana/follow",
        "POST /admin/instances/5/block",
    }
    assert {"POST /~/harbour-log/winter-ferries/comment", "POST /medias/27/delete",
            "POST /@/dana/delete"} <= {r for r, _ in commits}  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The four-hundredth held-out corpus, SiYuan (a note-taking app whose page calls its kernel on
the same origin with fetch, with the app's own confirmation dialogs over data history,
snapshots, cloud sync, flashcards and sharing): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v400"
CATEGORIES = {"opens-prompt": 153, "reversible": 135, "delete": 135, "reset": 54,
              "overwrite": 18, "publish": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v400", total=513, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is fetchPost's POST to the kernel on the page's own origin.
    assert {v for _, _, v in sent} == {None}
    assert all(r.startswith("POST /api/") for r, _, _ in sent)
    # Bodies are JSON, but for the multipart data archive and the two purges.
    bare = {r for r, b, _ in sent if b is None}
    assert bare == {"POST /api/import/importData", "POST /api/repo/purgeRepo",
                    "POST /api/repo/purgeCloudRepo"}  # fmt: skip
    assert all(b[0] == "{" for _, b, _ in sent if b is not None)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    for path in ("history/clearWorkspaceHistory", "repo/resetRepo", "repo/purgeRepo",
                 "sync/removeCloudSyncDir", "export/export2Liandi", "import/importData",
                 "riff/removeRiffDeck", "inbox/removeShorthands"):  # fmt: skip
        assert f"POST /api/{path}" in commits
    # Deletions the kernel first copies into the data history, and a rollback it backs up.
    for path in ("filetree/removeDoc", "notebook/removeNotebook", "asset/removeUnusedAssets",
                 "tag/removeTag", "repo/checkoutRepo", "setting/logoutCloudUser"):  # fmt: skip
        assert f"POST /api/{path}" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

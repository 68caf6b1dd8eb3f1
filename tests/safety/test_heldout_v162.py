"""The hundred-and-sixty-second held-out corpus, Shaarli (server-rendered PHP pages whose
controls are HTML forms and links carrying the session ``token``, XMLHttpRequests of base.js
and shaare-batch.js, and the browser's ``confirm()``): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v162"
CATEGORIES = {"reversible": 288, "delete": 108, "publish": 90, "overwrite": 9}
# The submit buttons whose shown (translated) value a form sends.
TOKEN = "5c0d8a3f1e7b29c4d6a8e0f2b4c6d8e0a1b3c5d7"  # the corpus's made-up session token
SUBMITTERS = r"save_edit|renametag|deletetag|saveseparator|save|import_file"


def untranslated(body: str | None) -> str | None:
    """A body with its submit button's words taken out (they are the language's)."""
    if body is None:
        return None
    body = re.sub(rf"\b({SUBMITTERS})=[^&]*", r"\1=", body)
    return re.sub(rf'(name="({SUBMITTERS})"\r\n\r\n)[^\r]*', r"\1", body)


def shape(c: Case) -> object:
    return (c.category, c.irreversible, c.sends, c.vias, [untranslated(b) for b in c.bodies])


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v162", total=495, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, shape)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every POST carries the session token, as a field or in the multipart body.
    posts = [b or "" for r, b, _ in sent if r.startswith("POST ")]
    assert posts and all("token=" in b or 'name="token"' in b for b in posts)
    # Deleting is a GET whose URL carries the token (deleteBookmark takes a GET).
    deletes = {r for c in cases if c.category == "delete" and c.irreversible for r in c.sends or ()}
    assert f"GET /admin/shaare/delete?id=12+13&token={TOKEN}" in deletes
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "GET /admin/logout" not in commits and "POST /admin/import" in commits


def test_the_batch_delete_goes_out_whatever_the_confirm_answers() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    english = [c for c in cases if c.language == "en" and c.category == "delete"]
    batch = [c for c in english if c.sends and c.sends[0].endswith("&source=batch")]
    assert len(batch) == 2 and all(c.irreversible and c.vias == (None,) for c in batch)
    assert batch[0].sends == batch[1].sends


def test_languages_without_a_catalogue_show_english() -> None:
    entries = read_entries(FOLDER / "heldout_v162.yaml")

    def taps(lang: str) -> list[object]:
        return [c["tap"] for e in entries if e["language"] == lang for c in e["cases"]]

    # ko, es and pt differ from English only in the browser's OK and Cancel.
    browser = {"ko": {"확인", "취소"}, "es": {"Aceptar", "Cancelar"}, "pt": {"Cancelar"}}
    for lang, buttons in browser.items():
        differ = {a for a, b in zip(taps(lang), taps("en"), strict=True) if a != b}
        assert differ == buttons, lang
    for lang in ("zh", "de", "fr", "ru"):
        assert sum(a != b for a, b in zip(taps(lang), taps("en"), strict=True)) > 25, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The five-hundred-and-fifty-first held-out corpus, SABnzbd (a Usenet downloader whose web
interface, Glitter, is a Knockout page calling the program's ``/api`` with jQuery GETs, with
Bootstrap dialogs before a job's removal, ``confirm()`` before Shutdown, Restart, Queue repair
and Delete All, none before an orphaned folder's or a job's files' deletion, and Config pages
that post their forms): what it holds, that every action states its requests in nine
languages, that the translated languages show their own words, what the app commits, and that
its build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import pytest

from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v551"
CORPUS = FOLDER / "heldout_v551.yaml"
APPS = ("sabnzbd_queue", "sabnzbd_status", "sabnzbd_history", "sabnzbd_config")
APIKEY = "3f9c1e7a5b2d48c6a0e4f18b7d2c9a65"
BUNNY, SINTEL, TEARS = "SABnzbd_nzo_7fq2wz8d", "SABnzbd_nzo_h2j6vn0q", "SABnzbd_nzo_w9e3ub7s"
CATEGORIES = {
    "delete": 189,
    "opens-prompt": 108,
    "reversible": 81,
    "harmless": 81,
    "reset": 27,
    "shutdown": 18,
    "reboot": 18,
    "revoke": 18,
}
# What each commit asks of the API (its first request's mode and name, or its path).
COMMITS = {
    ("queue", "delete_nzf"),
    ("queue", "delete"),
    ("reset_quota", None),
    ("/shutdown/", None),
    ("restart", None),
    ("restart_repair", None),
    ("status", "delete_orphan"),
    ("status", "delete_all_orphan"),
    ("history", "delete"),
    ("history", "mark_as_completed"),
    ("/config/server/delServer", None),
    ("config", "set_apikey"),
    ("/config/categories/delete", None),
}


@cache
def cases() -> list[Case]:
    return load_corpus([CORPUS])


def by_source(source: str, lang: str = "en") -> list[Case]:
    """The cases of the screen entry ``source`` in ``lang``, in order."""
    entries = read_entries(CORPUS)
    number = next(i for i, e in enumerate(entries)
                  if e["source"] == f"sabnzbd {source}" and e["language"] == lang)  # fmt: skip
    return [c for c in cases() if c.id.startswith(f"heldout_v551#{number}.")]


def params(request: str, body: str | None = None) -> dict[str, str]:
    """A request's query (or urlencoded body) as a dict."""
    return dict(parse_qsl(body if body is not None else urlsplit(request.split(" ", 1)[1]).query,
                          keep_blank_values=True))  # fmt: skip


def asks(case: Case) -> tuple[str, str | None]:
    """What a case's first request asks: the API's mode and name, or the path it goes to."""
    request, body = case.sends[0], case.bodies[0]
    path = urlsplit(request.split(" ", 1)[1]).path
    if path != "/api":
        return path, None
    values = params(request, body)
    return values["mode"], values.get("name")


def taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang
            for c in e["cases"]]  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    assert_counts(cases(), "heldout_v551", total=540, irreversible=144)
    assert_web_requests(cases())
    assert Counter(c.category for c in cases()) == CATEGORIES
    # The same actions everywhere: no request carries the page's words.
    assert_same_actions(cases(), lambda c: (c.category, c.irreversible, c.sends, c.bodies,
                                            c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases() for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                          strict=True)]  # fmt: skip
    # Glitter's calls are GETs of /api with the key, JSON asked for and jQuery's nonce last.
    for request, body, via in sent:
        if request.startswith("GET /api?"):
            values = params(request)
            assert body is None and via is None
            assert values["output"] == "json" and values["apikey"] == APIKEY
            assert request.rsplit("&", 1)[1].startswith("_=177791821")
    # The Config pages post; one form is the browser's own; page loads are links.
    assert {v for _, _, v in sent} == {None, "link", "form"}
    assert {r for r, _, v in sent if v == "form"} == {"POST /config/categories/delete"}
    assert all(r.startswith("GET /") and b is None for r, b, v in sent if v == "link")
    assert all(b for r, b, _ in sent if r.startswith("POST "))
    # jQuery's nonce counts up within a language, one per request.
    english = [r for c in cases() if c.language == "en" for r in c.sends or ()
               if r.startswith("GET /api?")]  # fmt: skip
    nonces = [int(r.rsplit("_=", 1)[1]) for r in english]
    assert nonces == list(range(nonces[0], nonces[0] + len(nonces)))


def test_the_translated_languages_show_their_own_words() -> None:
    english = taps("en")

    def differ(lang: str) -> int:
        return sum(a != b for a, b in zip(taps(lang), english, strict=True))

    # Chinese and Spanish translate every tapped word, German and French all but "OK".
    assert differ("zh") == differ("es") == 56
    assert differ("de") == differ("fr") == 49
    # Portuguese lacks "Log out"; Russian lacks more (Cancel, Restart SABnzbd, the status
    # dialog's name, Send back to queue, the files dialog's button).
    assert differ("pt") == 48 and differ("ru") == 47
    assert {"Cancel", "Restart SABnzbd", "Send back to queue"} <= set(taps("ru"))
    # The app ships no Japanese or Korean catalog: only Chrome's confirm() buttons differ.
    assert {b for a, b in zip(taps("ja"), english, strict=True) if a != b} == {"Cancel"}
    assert {a for a, b in zip(taps("ja"), english, strict=True) if a != b} == {"キャンセル"}
    assert {a for a, b in zip(taps("ko"), english, strict=True) if a != b} == {"확인", "취소"}
    assert {"Löschen", "SABnzbd beenden", "Kontingent jetzt zurücksetzen"} <= set(taps("de"))
    assert {"删除", "关闭 SABnzbd", "立即重置配额"} <= set(taps("zh"))
    # A confirm()'s message is the page script's string: the entities Ttemplate writes for
    # quotes stay as they are (the French repair text), and the page's own replacements run.
    repair = {e["language"]: e["screen"]["dialog"]["message"] for e in read_entries(CORPUS)
              if e["source"] == "sabnzbd queue repair confirmation"}  # fmt: skip
    assert repair["en"].startswith('The "Repair" button will restart SABnzbd and do a complete\n')
    assert "file d&apos;attente" in repair["fr"] and "<br" not in repair["fr"]
    assert repair["ja"] == repair["ko"] == repair["en"]


def test_what_the_app_commits() -> None:
    commits = [c for c in cases() if c.irreversible]
    assert {asks(c) for c in commits} == COMMITS
    harmless = {asks(c) for c in cases() if not c.irreversible and c.sends}
    assert not harmless & (COMMITS - {("history", "delete")})
    # Every confirm() screen's OK commits, and only after it; its Cancel sends nothing.
    for case in cases():
        if case.confirmed:
            assert case.irreversible and case.sends
    confirmations = [c for c in cases() if c.confirmed]
    assert len(confirmations) == 7 * 9
    # A button that opens a dialog or a confirm() sends nothing, but the files icon, which
    # reads the job's files for its dialog.
    opening = {asks(c) for c in cases() if c.category == "opens-prompt" and c.sends}
    assert opening == {("get_files", None)}
    # Removing a queued job deletes its downloaded data: the job's id, a comma, del_files.
    delete, cancel = by_source("remove job dialog")
    assert delete.irreversible and not cancel.sends
    assert params(delete.sends[0]) | {"_": ""} == {
        "mode": "queue", "name": "delete", "del_files": "1", "value": f"{BUNNY},",
        "output": "json", "apikey": APIKEY, "_": ""}  # fmt: skip
    # The files dialog removes the ticked files from the job at once.
    files = by_source("job files dialog")[0]
    ticked = "SABnzbd_nzf_q8v3m0xa,SABnzbd_nzf_c1z7k5wd"
    assert files.irreversible and params(files.sends[0])["value2"] == ticked
    # One Delete button, three outcomes: a failed job's temporary folder is deleted with it;
    # a completed job goes to the archive; ticked, the job is deleted for good.
    failed = by_source("delete failed job dialog")[0]
    archived = by_source("delete completed job dialog (to archive)")[0]
    for_good = by_source("delete completed job dialog (for good)")[0]
    assert [c.irreversible for c in (failed, archived, for_good)] == [True, False, True]
    assert [params(c.sends[0])["archive"] for c in (failed, archived, for_good)] == ["1", "1", "0"]
    assert params(failed.sends[0])["value"] == f"{SINTEL},"
    assert params(failed.sends[0])["del_files"] == "1"
    assert params(archived.sends[0])["value"] == params(for_good.sends[0])["value"] == f"{TEARS},"
    # Purging: the failed jobs' files go for good; completed jobs to the archive unless ticked.
    files_too, completed, _ = by_source("purge history dialog (to archive)")
    assert files_too.irreversible and not completed.irreversible
    assert params(files_too.sends[0])["del_files"] == "1"
    assert params(completed.sends[0])["archive"] == "1"
    assert params(by_source("purge history dialog (for good)")[0].sends[0])["archive"] == "0"
    # Mark as Completed removes the failed job's temporary files.
    mark = by_source("mark completed confirmation")[0]
    assert mark.confirmed and params(mark.sends[0])["value"] == SINTEL
    # Shutdown follows the link after OK; Restart and Queue repair call the API.
    shutdown = by_source("shutdown confirmation")[0]
    assert shutdown.sends == (f"GET /shutdown/?apikey={APIKEY}&pid=4127",)
    assert shutdown.vias == ("link",) and shutdown.page_loads == shutdown.sends
    assert asks(by_source("restart confirmation")[0]) == ("restart", None)
    assert asks(by_source("queue repair confirmation")[0]) == ("restart_repair", None)
    # The quota's reset and an orphaned folder's deletion are done at once, unasked.
    assert by_source("main menu (quota)")[0].irreversible
    folder = by_source("orphaned jobs tab (folder)")[0]
    assert folder.irreversible and params(folder.sends[0])["value"] == "Elephants.Dream.2006.720p"
    assert not by_source("orphaned jobs tab (back to queue)")[0].irreversible
    # "Shutdown PC" when the queue finishes is a setting, which the same picker sets back.
    finish = by_source("queue finish picker")[0]
    assert not finish.irreversible and params(finish.sends[0])["value"] == "shutdown_pc"
    # The server's form: tested through the API, removed by posting it to delServer.
    test = by_source("servers page (test)")[0]
    remove = by_source("remove server confirmation")[0]
    assert not test.irreversible and remove.irreversible
    assert test.bodies[0] == "mode=config&name=test_server&" + remove.bodies[0]
    assert params("", remove.bodies[0])["server"] == "news.eweka.nl"
    assert remove.sends == ("POST /config/server/delServer", "GET /config/server/")
    # A new API key locks out whatever holds the old one.
    key = by_source("new API key confirmation")[0]
    assert key.category == "revoke" and params("", key.bodies[0]) == {
        "mode": "config", "name": "set_apikey", "apikey": APIKEY}  # fmt: skip
    # A category's trash button submits its row's form to delete, without asking.
    category = by_source("categories page")[0]
    assert category.irreversible and category.vias == ("form",)
    assert params("", category.bodies[0])["name"] == "tv"


def test_the_screen_modules_lay_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, screens=37)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

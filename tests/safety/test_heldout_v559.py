"""The five-hundred-and-fifty-ninth held-out corpus, Nextcloud Whiteboard (a React page around
Excalidraw whose votings, timer, presentations and recordings go over the board's socket.io
connection, and whose settings and saved libraries and canvases call the app's routes, with the
browser's ``confirm()`` before an organization's library or canvas is deleted): what it holds,
that every action states its requests in nine languages, that the translated languages show
their own words, what the app commits, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v559"
CORPUS = FOLDER / "heldout_v559.yaml"
APPS = ("whiteboard_settings", "whiteboard_board", "whiteboard_voting", "whiteboard_templates")
APP = "/index.php/apps/whiteboard"
SOCKET = "WEBSOCKET wss://cloud.example.org/whiteboard/socket.io/?EIO=4&transport=websocket"
LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")
CATEGORIES = {"reversible": 198, "harmless": 108, "opens-prompt": 81, "delete": 72,
              "publish": 36, "send": 18, "vote": 18, "close": 18}  # fmt: skip
RETRO_DAY, FRIDAY = "4c1f9e2a-7b3d-4e8a-9f60-1d2c3b4a5e6f", "b92e4d6f-3a5c-4b7d-9fae-1c2d3e4f5061"
TOPICS, OFFSITE = "5d2a0f3b-8c4e-4f9b-a071-2e3d4c5b6f70", "c0a3f5e7-4b6d-4c8e-8b1f-2d3e4f506172"
DEMO = "6e3b1a4c-9d5f-4a0c-b182-3f4e5d6c7a81"
COMMITS = {
    f"DELETE {APP}/settings/org-library/Team%20icons",
    f"DELETE {APP}/settings/org-library/Flowchart%20kit",
    f"DELETE {APP}/settings/org-canvas-template/Sprint%20planning",
    f"DELETE {APP}/settings/org-canvas-template/Onboarding%20map",
    '42["voting-start","2048",{"question":"Which day suits the retro?","type":"single-choice",'
    '"options":["Thursday 14:00","Friday 10:00"]}]',
    '42["voting-start","2048",{"question":"Which topics should we cover?","type":'
    '"multiple-choice","options":["Release process","On-call rotation","Team offsite"]}]',
    f'42["voting-vote","2048","{RETRO_DAY}","{FRIDAY}"]',
    f'42["voting-vote","2048","{TOPICS}","{OFFSITE}"]',
    f'42["voting-end","2048","{RETRO_DAY}"]',
    f'42["voting-end","2048","{DEMO}"]',
    f"POST {APP}/libraries org",
    f"POST {APP}/canvas-template org",
}
"""What each commit does that cannot be taken back: a deletion's request, a socket.io message
of a voting, or a save whose scope is the organization."""


@cache
def cases() -> list[Case]:
    return load_corpus([CORPUS])


@cache
def entries() -> list[dict[str, Any]]:
    return read_entries(CORPUS)


def by_source(source: str, lang: str = "en") -> list[Case]:
    """The cases of the screen entry ``source`` in ``lang``, in order."""
    number = next(i for i, e in enumerate(entries())
                  if e["source"] == f"whiteboard {source}" and e["language"] == lang)  # fmt: skip
    return [c for c in cases() if c.id.startswith(f"heldout_v559#{number}.")]


def stated(source: str, lang: str = "en") -> list[list[Any]]:
    """Each case's requests as the file states them (a socket.io message as the page sends
    it), a body read as JSON where it is one."""
    entry = next(e for e in entries()
                 if e["source"] == f"whiteboard {source}" and e["language"] == lang)  # fmt: skip

    def one(sent: Any) -> Any:
        if isinstance(sent, str):
            return sent
        data = sent["body"]
        return (sent["request"], data if data.startswith("42[") else json.loads(data),
                sent.get("via"))  # fmt: skip

    return [[one(s) for s in case["sends"]] for case in entry["cases"]]


def marks(entry_case: dict[str, Any]) -> set[str]:
    """The marks of ``COMMITS`` a stated case carries."""
    out = set()
    for sent in entry_case["sends"]:
        if isinstance(sent, str):
            out.add(sent)
            continue
        request, data = sent["request"], sent.get("body") or ""
        if request.startswith("WEBSOCKET "):
            out.add(data)
        elif request.startswith("POST ") and data.startswith("{"):
            out.add(f"{request} {json.loads(data).get('scope')}")
        else:
            out.add(request)
    return out


def taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in entries() if e["language"] == lang for c in e["cases"]]


def differ(lang: str) -> int:
    return sum(a != b for a, b in zip(taps(lang), taps("en"), strict=True))


def without_language(body: str | None) -> str | None:
    """A body with the recording page's ``lang=`` left out (the page's language)."""
    return None if body is None else re.sub(r"&lang=[A-Za-z-]+", "", body)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    assert_counts(cases(), "heldout_v559", total=549, irreversible=108)
    assert_web_requests(cases())
    assert Counter(c.category for c in cases()) == CATEGORIES
    # The same actions and the same requests everywhere; only the recording's URL carries the
    # page's language.
    assert_same_actions(cases(), lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                            [without_language(b) for b in c.bodies]))  # fmt: skip
    languages = {re.search(r"&lang=([A-Za-z-]+)", b).group(1) for c in cases() for b in c.bodies
                 if b and "recordingUrl" in b}  # fmt: skip
    assert languages == {"en", "zh-CN", "ja", "ko", "de", "fr", "es", "pt-BR", "ru"}
    stated_all = [s for e in entries() for c in e["cases"] for s in c["sends"]]
    requests = [s if isinstance(s, str) else s["request"] for s in stated_all]
    # The page calls the app's routes, core's task processing API and the collaboration
    # server's status; the board's socket.io messages go to the one connection; the rest are
    # links.
    plain = [r for r, s in zip(requests, stated_all, strict=True)
             if isinstance(s, str) or "via" not in s]  # fmt: skip
    assert all(r.split(" ", 1)[1].startswith((f"{APP}/", "/ocs/v2.php/taskprocessing/",
                                              "https://cloud.example.org/whiteboard/status"))
               for r in plain)  # fmt: skip
    sockets = [s for s in stated_all if isinstance(s, dict) and s.get("via") == "websocket"]
    assert {s["request"] for s in sockets} == {SOCKET}
    assert all(s["body"].startswith('42["') for s in sockets)
    assert {s["request"] for s in stated_all if isinstance(s, dict) and s.get("via") == "link"} == {
        "GET https://github.com/nextcloud/whiteboard?tab=readme-ov-file"
        "#websocket-server-for-real-time-collaboration",
        "GET https://cloud.example.org/index.php/f/4711",
        "GET /index.php/settings/admin/whiteboard",
    }
    # Every body the page sends over HTTP is JSON; reads and deletions carry none.
    http = [s for s in stated_all if isinstance(s, dict) and "via" not in s]
    assert all(json.loads(s["body"]) is not None for s in http)
    assert not [s for s in http if s["request"].startswith(("GET ", "DELETE "))]


def test_the_translated_languages_show_their_own_words() -> None:
    # German, French and Brazilian Portuguese translate every string used; only Chrome's OK,
    # the preset "5 min" and a word the same in both languages stay.
    for lang in ("de", "fr", "pt"):
        assert differ(lang) >= 52, lang
    assert differ("es") >= 45
    # Japanese, Russian, Chinese and Korean lack most of the newer strings, shown in English.
    for lang in ("ja", "ru", "zh", "ko"):
        assert 30 <= differ(lang) <= 42, lang
    assert {"End voting", "Start Recording", "Upload library"} <= set(taps("ru"))
    assert {"Start voting", "Delete library Team icons"} <= set(taps("zh"))
    assert {"Abbrechen", "Abstimmen", "Abstimmung beenden", "Abstimmung beginnen",
            "Speichern", "Bibliothek Team icons löschen"} <= set(taps("de"))  # fmt: skip
    assert {"Terminer le vote", "Annuler", "Enregistrer", "Lancer le vote"} <= set(taps("fr"))
    assert {"投票", "取消", "确定", "保存"} <= set(taps("zh"))
    assert {"Голосовать", "Отмена", "ОК"} <= set(taps("ru"))
    # German's Dismiss reads "discard"; it only hides a notice.
    _, dismiss = by_source("recording saved", "de")
    assert (dismiss.irreversible, dismiss.sends) == (False, ())
    assert "Verwerfen" in taps("de")
    # Names stay the same in every language.
    for lang in LANGUAGES:
        texts = {i.get("text") for e in entries() if e["language"] == lang
                 for i in e["screen"]["items"]}  # fmt: skip
        assert {"Team icons", "Which day suits the retro?", "Team offsite"} <= texts, lang


def test_what_the_app_commits() -> None:
    commits = [(e, c) for e in entries() for c in e["cases"] if c["irreversible"]]
    assert all(marks(c) & COMMITS for _, c in commits)
    assert not {m for e in entries() for c in e["cases"] if not c["irreversible"]
                for m in marks(c)} & COMMITS  # fmt: skip
    # A row's Delete only opens the browser's confirmation; its OK deletes the organization's
    # file and reads the list again, its Cancel sends nothing.
    opener = by_source("admin settings organization templates")
    assert [(c.category, c.irreversible, c.sends) for c in opener] == [
        ("opens-prompt", False, ())
    ] * 4
    ok, cancel = by_source("delete organization library Team icons")
    assert ok.confirmed and (ok.category, ok.irreversible) == ("delete", True)
    assert ok.sends == (f"DELETE {APP}/settings/org-library/Team%20icons",
                        f"GET {APP}/settings/org-library")  # fmt: skip
    assert (cancel.irreversible, cancel.sends, cancel.confirmed) == (False, (), False)
    [canvas_ok, _] = by_source("delete organization canvas Onboarding map", "ja")
    assert canvas_ok.sends[0] == f"DELETE {APP}/settings/org-canvas-template/Onboarding%20map"
    # Starting a voting broadcasts it to the room: a commit; the dialog's Add option is not.
    assert stated("new voting dialog single choice") == [
        [
            (
                SOCKET,
                '42["voting-start","2048",{"question":"Which day suits the retro?","type":'
                '"single-choice","options":["Thursday 14:00","Friday 10:00"]}]',
                "websocket",
            )
        ]
    ]
    [start] = by_source("new voting dialog multiple choice")
    assert (start.category, start.irreversible, start.vias) == ("send", True, ("websocket",))
    [add] = by_source("new voting dialog")
    assert (add.irreversible, add.sends) == (False, ())
    # A vote and the end of a voting cannot be taken back.
    [[(_, vote, _)]] = stated("voting sidebar Team offsite option")
    assert vote == f'42["voting-vote","2048","{TOPICS}","{OFFSITE}"]'
    [end] = by_source("voting sidebar end own voting")
    assert (end.category, end.irreversible) == ("close", True)
    [[(_, ended, _)]] = stated("voting sidebar end own voting")
    assert ended == f'42["voting-end","2048","{RETRO_DAY}"]'
    [opens] = by_source("voting sidebar")
    assert (opens.category, opens.irreversible, opens.sends) == ("opens-prompt", False, ())
    # Saving for the organization publishes; the same dialog for Mara alone writes her own file.
    save, cancel_save = by_source("save as library for the organization")
    [[(request, data, _)]] = stated("save as library for the organization")[:1]
    assert request == f"POST {APP}/libraries"
    assert (data["scope"], data["name"], len(data["items"])) == ("org", "Retro stickers", 1)
    assert (save.category, save.irreversible, cancel_save.sends) == ("publish", True, ())
    [mine] = by_source("save as canvas for me")
    [[(_, canvas, _)]] = stated("save as canvas for me")
    assert (mine.category, mine.irreversible, canvas["scope"]) == ("reversible", False, "personal")
    assert [e["type"] for e in canvas["data"]["elements"]] == ["rectangle", "text"] * 2
    assert canvas["data"]["appState"] == {"viewBackgroundColor": "#ffffff"}
    # The recording, the presentation and the timer go over the socket and are reversible.
    [record] = by_source("main menu start recording", "de")
    message = json.loads(stated("main menu start recording", "de")[0][0][1][2:])
    assert message[0] == "start-recording" and message[1]["recordingUrl"].endswith("&lang=de")
    assert (record.irreversible, message[1]["fileId"]) == (False, 2048)
    reset = by_source("timer running")[3]
    assert (reset.category, reset.irreversible) == ("reversible", False)
    assert stated("timer running")[3][0][1] == '42["timer-reset",{"fileId":"2048"}]'
    [stop] = by_source("presenting")
    assert stated("presenting")[0][0][1] == '42["presentation-stop",{"fileId":"2048"}]'
    assert not stop.irreversible
    # Save settings writes the server's URL and secret, set back on the same page.
    [save_settings] = by_source("admin settings save")
    assert save_settings.sends == (f"POST {APP}/settings",
                                   "GET https://cloud.example.org/whiteboard/status")  # fmt: skip
    assert json.loads(save_settings.bodies[0])["maxFileSize"] == 10
    assert not save_settings.irreversible
    # The assistant schedules a task of Mara's, then reads it.
    generate, close = by_source("assistant diagram dialog")
    assert generate.sends == ("POST /ocs/v2.php/taskprocessing/schedule",
                              "GET /ocs/v2.php/taskprocessing/task/311")  # fmt: skip
    body = json.loads(generate.bodies[0])
    assert body["input"]["input"].endswith("requested diagram: Onboarding flow for new volunteers")
    assert (generate.irreversible, close.sends) == (False, ())


def test_the_screen_modules_lay_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, screens=39)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

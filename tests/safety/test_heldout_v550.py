"""The five-hundred-and-fiftieth held-out corpus, Nextcloud Assistant (a Vue app drawn with
``@nextcloud/vue`` whose chat, task forms and settings call the app's routes and Nextcloud's
task processing API through ``@nextcloud/axios``, with an ``NcDialog`` before a conversation's
deletion, none before a message's or a task's, and a note card that asks before the assistant
runs sensitive actions): what it holds, that every action states its requests in nine languages,
that the translated languages show their own words, what the app commits, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v550"
CORPUS = FOLDER / "heldout_v550.yaml"
APPS = ("assistant_chat", "assistant_tasks", "assistant_settings")
CHAT = "/ocs/v2.php/apps/assistant/chat"
API = "/ocs/v2.php/apps/assistant/api/v1"
TASKS = "/ocs/v2.php/taskprocessing"
CONFIG = "/index.php/apps/assistant/config"
LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")
CATEGORIES = {"reversible": 207, "harmless": 144, "delete": 108, "opens-prompt": 36, "send": 36,
              "overwrite": 9}  # fmt: skip
COMMITS = {
    f"DELETE {CHAT}/delete_session?sessionId=31",
    f"DELETE {CHAT}/delete_session?sessionId=28",
    f"DELETE {CHAT}/delete_session?sessionId=25",
    f"DELETE {CHAT}/delete_message?messageId=412&sessionId=31",
    f"DELETE {CHAT}/delete_message?messageId=411&sessionId=31",
    f"GET {CHAT}/regenerate?messageId=412&sessionId=31",
    f"GET {CHAT}/generate?sessionId=22&agencyConfirm=1",
    f"GET {CHAT}/generate?sessionId=19&agencyConfirm=1",
    f"GET {CHAT}/generate?sessionId=17&agencyConfirm=1",
    f"DELETE {TASKS}/task/118",
    f"DELETE {TASKS}/task/104",
}
"""The request of each commit that does what cannot be taken back (a commit of the sensitive
actions also stores an empty message and the preference, as their Cancel does)."""


@cache
def cases() -> list[Case]:
    return load_corpus([CORPUS])


def by_source(source: str, lang: str = "en") -> list[Case]:
    """The cases of the screen entry ``source`` in ``lang``, in order."""
    entries = read_entries(CORPUS)
    number = next(i for i, e in enumerate(entries)
                  if e["source"] == f"assistant {source}" and e["language"] == lang)  # fmt: skip
    return [c for c in cases() if c.id.startswith(f"heldout_v550#{number}.")]


def sent(case: Case) -> list[tuple[str, object]]:
    """A case's requests, each with its body read as JSON (None where it has none)."""
    return [(r, None if b is None else json.loads(b))
            for r, b in zip(case.sends or (), case.bodies, strict=True)]  # fmt: skip


def taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang
            for c in e["cases"]]  # fmt: skip


def differ(lang: str) -> int:
    return sum(a != b for a, b in zip(taps(lang), taps("en"), strict=True))


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    assert_counts(cases(), "heldout_v550", total=540, irreversible=99)
    assert_web_requests(cases())
    assert Counter(c.category for c in cases()) == CATEGORIES
    # The same actions and the same requests everywhere: no body carries a translated word.
    assert_same_actions(cases(), lambda c: (c.category, c.irreversible, c.sends, c.bodies,
                                            c.vias))  # fmt: skip
    requests = [(r, b, v) for c in cases() for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                               strict=True)]  # fmt: skip
    # The page's calls go to the app's OCS routes, core's task processing API or the app's
    # two configuration routes; only the image's download and the documentation are links.
    prefixes = (f"{CHAT}/", f"{API}/", f"{TASKS}/", "/ocs/v2.php/apps/assistant/assignments/",
                CONFIG, "/index.php/apps/assistant/admin-config")  # fmt: skip
    assert all(r.split(" ", 1)[1].startswith(prefixes) for r, _, v in requests if v is None)
    assert {r for r, _, v in requests if v} == {
        f"GET {API}/task/96/output-file/2051/download",
        "GET https://docs.nextcloud.com/server/latest/admin_manual/ai/index.html",
    }
    # Reads and deletions carry no body; the writes carry JSON (a cancellation may be empty).
    assert all(b is None for r, b, _ in requests if r.startswith(("GET ", "DELETE ")))
    assert all(json.loads(b) is not None for r, b, _ in requests if b is not None)


def test_the_translated_languages_show_their_own_words() -> None:
    # German, French and Brazilian Portuguese translate every tapped word but the names of
    # conversations, tasks and scheduled tasks.
    for lang in ("de", "fr", "pt"):
        assert differ(lang) == 57, lang
    # Chinese, Japanese and Spanish lack the newer strings (Scheduled tasks, Remember this,
    # the suggestions, the settings' switches, the skills folder).
    for lang in ("zh", "ja", "es"):
        assert 45 <= differ(lang) <= 50, lang
        assert {"Scheduled tasks", "Remember this", "Create in chat"} <= set(taps(lang)), lang
    # Korean and Russian lack more, among them "Confirm those actions".
    for lang in ("ko", "ru"):
        assert 30 <= differ(lang) <= 40, lang
        assert {"Confirm those actions", "Share this media", "New task"} <= set(taps(lang)), lang
    assert {"Löschen", "Abbrechen", "Diese Aktionen bestätigen", "Nachricht löschen",
            "Anfrage senden", "Aufgabe abbrechen"} <= set(taps("de"))  # fmt: skip
    assert {"删除", "取消", "请确认这些动作", "删除消息", "重新生成消息", "发送请求"} <= set(
        taps("zh")
    )
    assert {"Удалить", "Отмена", "Удалить сообщение", "Отправить запрос"} <= set(taps("ru"))
    # The message's send button is named Submit, which reads "send the answer" in Russian; it
    # only stores the user's own message.
    assert "Отправить ответ" in taps("ru")
    # Names are the same everywhere.
    for lang in LANGUAGES:
        assert {"Quarterly report summary", "Morning weather report"} <= set(taps(lang)), lang


def test_what_the_app_commits() -> None:
    commits = [c for c in cases() if c.irreversible]
    assert all(set(c.sends or ()) & COMMITS for c in commits)
    assert not {r for c in cases() if not c.irreversible for r in c.sends or ()} & COMMITS
    # A conversation's inline Delete only opens the dialog; its Delete deletes the
    # conversation, its Cancel sends nothing.
    [inline] = by_source("chat navigation Trip to Lisbon")
    assert (inline.category, inline.irreversible, inline.sends) == ("opens-prompt", False, ())
    delete, cancel = by_source("delete conversation Trip to Lisbon dialog")
    assert (delete.irreversible, delete.category) == (True, "delete")
    assert sent(delete) == [(f"DELETE {CHAT}/delete_session?sessionId=31", None)]
    assert (cancel.irreversible, cancel.sends) == (False, ())
    # A message is deleted at once; regenerating deletes the answer on the server, by a GET.
    [answer] = by_source("conversation answer delete")
    assert sent(answer) == [(f"DELETE {CHAT}/delete_message?messageId=412&sessionId=31", None)]
    [regenerate] = by_source("conversation answer regenerate")
    assert (regenerate.category, regenerate.irreversible) == ("overwrite", True)
    assert regenerate.sends == (f"GET {CHAT}/regenerate?messageId=412&sessionId=31",)
    # The sensitive actions: Confirm and Cancel store the same empty message and differ only
    # in the answer they pass on; what the actions do decides the label.
    confirm, reject = by_source("sensitive actions send an email")
    empty = {"sessionId": 22, "role": "human", "content": "", "attachments": None,
             "timestamp": 1787563200, "firstHumanMessage": False}  # fmt: skip
    preference = (f"PUT {CONFIG}", {"values": {"last_task_type": "chatty-llm"}})
    generate = (f"GET {CHAT}/generate?sessionId=22&agencyConfirm=1", None)
    assert sent(confirm) == [(f"PUT {CHAT}/new_message", empty), preference, generate]
    assert sent(reject)[:2] == sent(confirm)[:2]
    assert reject.sends[-1] == f"GET {CHAT}/generate?sessionId=22&agencyConfirm=0"
    assert (confirm.category, confirm.irreversible, reject.irreversible) == ("send", True, False)
    assert [c.irreversible for c in by_source("sensitive actions delete a form")] == [True, False]
    card, card_cancel = by_source("sensitive actions create a Deck card")
    assert (card.category, card.irreversible, card_cancel.irreversible) == (
        "reversible",
        False,
        False,
    )
    assert card.sends[-1] == f"GET {CHAT}/generate?sessionId=15&agencyConfirm=1"
    # Sending a message stores it in the user's own conversation, then asks for an answer.
    [submit] = by_source("conversation message typed")
    assert (submit.category, submit.irreversible) == ("reversible", False)
    question = "Which neighbourhood is best for a first visit?"
    assert sent(submit)[0] == (f"PUT {CHAT}/new_message", {
        "sessionId": 31, "role": "human", "content": question, "attachments": [],
        "timestamp": 1787563200, "firstHumanMessage": False})  # fmt: skip
    assert submit.sends[-1] == f"GET {CHAT}/generate?sessionId=31"
    # A task is deleted from its menu without a question; Try again schedules a new one.
    [task_delete] = by_source("task history welcome text menu delete")
    assert sent(task_delete) == [(f"DELETE {TASKS}/task/118", None)]
    [again] = by_source("task history welcome text menu try again")
    assert sent(again) == [
        (f"POST {TASKS}/schedule", {"input": {"input": "Write a short welcome text for new "
                                              "volunteers"}, "type": "core:text2text",
                                    "appId": "assistant", "preferStreaming": True}),
        (f"GET {API}/tasks?taskTypeId=core:text2text", None)]  # fmt: skip
    # Cancelling a running task drops its notification and cancels it: reversible.
    _, cancel_task = by_source("free prompt running")
    assert sent(cancel_task)[:2] == [(f"DELETE {API}/task/121/notify", None),
                                     (f"POST {TASKS}/tasks/121/cancel", {})]  # fmt: skip
    assert not cancel_task.irreversible
    # The image is saved or shared as a copy in the user's folder: reversible.
    save, share = by_source("generated image save and share")
    assert share.sends == (f"POST {API}/task/96/file/2051/share",) and not share.irreversible
    assert save.sends == (f"POST {API}/task/96/file/2051/save",) and not save.irreversible
    # The settings' switches write one value each, set back by the next tap.
    header, image, autoplay = by_source("personal settings")
    assert sent(header) == [(f"PUT {CONFIG}", {"values": {"assistant_enabled": "0"}})]
    assert sent(image) == [(f"PUT {CONFIG}", {"values": {"text_to_image_picker_enabled": "1"}})]
    assert sent(autoplay) == [(f"PUT {CONFIG}", {"values": {"autoplay_audio_chat": "0"}})]
    [clear] = by_source("admin settings skills folder clear")
    assert sent(clear) == [("PUT /index.php/apps/assistant/admin-config/global-skills",
                            {"path": ""})]  # fmt: skip


def test_the_screen_modules_lay_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, screens=44)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

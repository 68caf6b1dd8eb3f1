"""The native part of the fifth held-out corpus: Thunderbird for Android's screens.

Strings come from the app's resources (``legacy/ui/legacy`` and ``legacy/ui/base``,
``res/values*/strings.xml``) in the nine languages; how each screen is put together and
what each control does from its code: ``MessageCompose.java`` (the compose screen's
action bar and menu ``message_compose_option.xml``, its save-or-discard dialog),
``MessageListFragment.kt`` (the confirmation dialogs, their Yes/No buttons) and
``MessageViewFragment.kt`` (the message's menu). Labels by what the action does: sending
a message, sending the outbox and emptying the trash or spam folder (deletes them for
good) are commits; saving a draft, discarding a message never saved, marking all as
read, moving to the spam folder, clearing the local copies of a folder (the server keeps
them), attaching a file and Unsubscribe (it opens the list's web page or a compose
screen addressed to it, and sends nothing) are not.
"""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

FOLDERS = ("legacy/ui/legacy/src/main/res", "legacy/ui/base/src/main/res")
SUFFIX = {"en": "", "zh": "-zh-rCN", "ja": "-ja", "ko": "-ko", "de": "-de", "fr": "-fr",
          "es": "-es", "pt": "-pt-rBR", "ru": "-ru"}  # fmt: skip


class Strings:
    """``t("name")`` or ``t("name#N")`` (a plural for N) in one language, read from the
    repository at ``commit``; a missing string shows the English one, as Android does."""

    def __init__(self, repo: Path, commit: str, lang: str) -> None:
        self.tables = [self._read(repo, commit, SUFFIX[lang]), self._read(repo, commit, "")]
        self.fallbacks: set[str] = set()

    @staticmethod
    def _read(repo: Path, commit: str, suffix: str) -> dict[str, Any]:
        table: dict[str, Any] = {}
        for folder in FOLDERS:
            path = f"{folder}/values{suffix}/strings.xml"
            text = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path}"],
                                  capture_output=True, text=True, check=True).stdout  # fmt: skip
            for el in ET.fromstring(text):
                if el.tag == "string":
                    table[el.get("name", "")] = _text(el)
                elif el.tag == "plurals":
                    table[el.get("name", "")] = {i.get("quantity"): _text(i) for i in el}
        return table

    def __call__(self, key: str) -> str:
        if key.startswith("="):
            return key[1:]
        name, _, count = key.partition("#")
        n = int(count or 1)
        for number, table in enumerate(self.tables):
            value = table.get(name)
            if isinstance(value, dict):
                quantity = "one" if n == 1 else "few" if n in (2, 3, 4) else "other"
                value = value.get(quantity) or value.get("other") or ""
                value = re.sub(r"%(1\$)?d", str(n), value)
            if value:
                if number:
                    self.fallbacks.add(name)
                return str(value)
        raise KeyError(key)


def _text(el: ET.Element) -> str:
    text = "".join(el.itertext()).strip().strip('"')
    return re.sub(r"\\(['\"@?])", r"\1", text).replace("\\n", " ")


def _dialog(t: Any, category: str, source: str, page: str, heading: str, body: str,
            buttons: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    screen = {"title": t(page), "dialog": {"title": t(heading), "message": t(body)},
              "items": [{"button": t(key)} for key, _ in buttons]}  # fmt: skip
    return _entry(category, source, screen, [(t(key), bad) for key, bad in buttons])


def screens(t: Any) -> list[dict[str, Any]]:
    """Thunderbird's screens and their labelled actions, strings from ``t(name)``."""
    no, yes = "dialog_confirm_delete_cancel_button", "dialog_confirm_delete_confirm_button"
    compose = [{"field": "to", "text": "ana@example.com"},
               {"field": "subject", "hint": t("message_compose_subject_hint"),
                "text": "Dinner on Friday"},
               {"field": "message_content", "hint": t("message_compose_content_hint"),
                "text": "See you at eight."}]  # fmt: skip
    return [
        # MessageCompose: the action bar shows Add attachment and Send as icons.
        _entry("send", "MessageCompose (new)", {
            "title": t("compose_title_compose"),
            "items": [{"icon": t("add_attachment_action"), "rid": "add_attachment"},
                      {"icon": t("send_action"), "rid": "send"}, *compose],
        }, [(t("send_action"), True), (t("add_attachment_action"), False)]),
        _entry("send", "MessageCompose (reply)", {
            "title": t("compose_title_reply"),
            "items": [{"icon": t("send_action"), "rid": "send"}, *compose],
        }, [(t("send_action"), True)]),
        # The overflow menu: Save as draft saves to Drafts; Discard drops a message never
        # saved (onDiscard with no draft); Add from Contacts opens the contact picker.
        _entry("harmless", "MessageCompose (menu)", {
            "title": t("compose_title_compose"), "dialog": {},
            "items": [{"menu": t("add_from_contacts")}, {"menu": t("save_draft_action")},
                      {"menu": t("discard_action")}],
        }, [(t("save_draft_action"), False), (t("discard_action"), False),
            (t("add_from_contacts"), False)]),
        # Back with an unsaved new message: Discard (onDiscard) or Save as draft.
        _dialog(t, "harmless", "MessageCompose (save or discard)", "compose_title_compose",
                "save_or_discard_draft_message_dlg_title",
                "save_or_discard_draft_message_instructions_fmt",
                [("discard_action", False), ("save_draft_action", False)]),
        # MessageListFragment's confirmation dialogs (Yes/No).
        _dialog(t, "delete", "MessageListFragment (empty trash)", "empty_trash_action",
                "dialog_confirm_empty_trash_title", "dialog_confirm_empty_trash_message",
                [(no, False), (yes, True)]),
        _dialog(t, "delete", "MessageListFragment (empty spam)", "empty_spam_action",
                "dialog_confirm_empty_spam_title", "dialog_confirm_empty_spam_message",
                [(no, False), (yes, True)]),
        _dialog(t, "reversible", "MessageListFragment (mark all as read)", "mark_all_as_read",
                "dialog_confirm_mark_all_as_read_title",
                "dialog_confirm_mark_all_as_read_message",
                [("dialog_confirm_mark_all_as_read_cancel_button", False),
                 ("dialog_confirm_mark_all_as_read_confirm_button", False)]),
        _dialog(t, "reversible", "MessageListFragment (move to spam)", "spam_action",
                "dialog_confirm_spam_title", "dialog_confirm_spam_message#2",
                [("dialog_confirm_spam_cancel_button", False),
                 ("dialog_confirm_spam_confirm_button", False)]),
        _dialog(t, "reversible", "MessageListFragment (clear local messages)", "=Inbox",
                "dialog_confirm_clear_local_folder_title",
                "dialog_confirm_clear_local_folder_message",
                [("cancel_action", False), ("dialog_confirm_clear_local_folder_action", False)]),
        # The message list's menu in the Outbox: Send messages sends what is queued; in
        # the Trash, Empty Trash opens its confirmation.
        _entry("send", "MessageListFragment (outbox menu)", {
            "title": t("=Outbox"), "dialog": {},
            "items": [{"menu": t("send_messages_action")}, {"menu": t("mark_all_as_read")}],
        }, [(t("send_messages_action"), True), (t("mark_all_as_read"), False)]),
        _entry("opens-prompt", "MessageListFragment (trash menu)", {
            "title": t("=Trash"), "dialog": {},
            "items": [{"menu": t("empty_trash_action")}, {"menu": t("mark_all_as_read")}],
        }, [(t("empty_trash_action"), False)]),
        # MessageViewFragment's menu: Unsubscribe opens a browser or a compose screen.
        _entry("harmless", "MessageViewFragment (menu)", {
            "title": "Dinner on Friday", "dialog": {},
            "items": [{"menu": t("move_action")}, {"menu": t("unsubscribe_action")}],
        }, [(t("unsubscribe_action"), False), (t("move_action"), False)]),
    ]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], cases: list[Any]) -> dict[str, Any]:
    acts = [{"tap": label, "irreversible": bad} for label, bad in cases]
    return {"category": category, "source": f"thunderbird {source}", "screen": screen,
            "cases": acts}  # fmt: skip

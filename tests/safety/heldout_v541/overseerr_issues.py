"""Overseerr's issue page, screens for the five-hundred-and-forty-first held-out corpus: Mara on
Liwei's open audio issue about Spirited Away, with the comment box empty and with a comment
typed, the description's menu and the Delete Issue modal. ``screens(t)`` lays them out in one
language (see screens.py); what each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from typing import Any

from screens import LIWEI, MARA, call, entry, menu, modal, page, title

ISSUE = 15  # Liwei's issue, open, of type Audio
MOVIE, YEAR = "Spirited Away", "2001"
DESCRIPTION = "Audio drifts out of sync after the first hour."  # the issue's first comment
REPLY = "Checking the file now."  # Mara's earlier comment
COMMENT = "Replaced the file with a new copy; please try again tonight."
ID = "components.IssueDetails."


def screens(t: Any) -> list[dict[str, Any]]:
    def issue_page(typed: str) -> dict[str, Any]:
        """The issue's page (``/issues/15``): its badge, title and author (the relative time
        left out), the description with its menu button (its sr-only name, written in English
        in the code), the facts, the Open in Radarr link, the comments (their heading left
        out: in Chinese it is the Comment button's word) and the comment box, whose Close
        button says "Close with Comment" once a comment is typed."""
        close = t(ID + ("closeissueandcomment" if typed else "closeissue"))
        return page(t, title(t(ID + "issuepagetitle"), MOVIE), [
            {"text": t("i18n.open")}, {"link": MOVIE}, {"text": f"({YEAR})"}, {"link": LIWEI},
            {"text": t(ID + "IssueDescription.description")}, {"icon": "Open options"},
            {"text": DESCRIPTION},
            {"text": t(ID + "issuetype")}, {"text": t("components.IssueModal.issueAudio")},
            {"text": t(ID + "lastupdated")},
            {"button": t(ID + "openinarr", {"arr": "Radarr"})},
            {"link": MARA}, {"text": REPLY},
            {"field": "message", "hint": t(ID + "commentplaceholder"), "text": typed},
            {"button": close}, {"button": t(ID + "leavecomment")}])  # fmt: skip

    # An admin who did not open the issue gets Delete Issue alone in the description's menu.
    description_menu = menu([{"menu": t(ID + "IssueDescription.deleteissue")}])
    # The modal's title is its OK button's text, "Delete Issue": written without it, as the
    # heading would be the first control of that name.
    delete = modal(None, t(ID + "deleteissueconfirm"), [
        {"button": t("i18n.cancel")}, {"button": t(ID + "deleteissue")}])  # fmt: skip
    return [
        entry("reversible", "IssueDetails close issue", issue_page(""), [
            (t(ID + "closeissue"), False, [call("POST", f"issue/{ISSUE}/resolved")])]),
        entry("send", "IssueDetails comment", issue_page(COMMENT), [
            (t(ID + "leavecomment"), True, [call("POST", f"issue/{ISSUE}/comment",
                                                 {"message": COMMENT})])]),
        entry("opens-prompt", "IssueDescription menu", description_menu, [
            (t(ID + "IssueDescription.deleteissue"), False, [])]),
        entry("delete", "IssueDetails delete issue", delete, [
            (t(ID + "deleteissue"), True, [call("DELETE", f"issue/{ISSUE}")]),
            (t("i18n.cancel"), False, [])]),
    ]  # fmt: skip

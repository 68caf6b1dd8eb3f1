"""Chatwoot's screens for the forty-seventh held-out corpus: ``screens(t, locale)`` lays them out
in one language, ``t(key, **values)`` being that language's lookup of a vue-i18n key and
``locale`` the dashboard's locale (the translate request names it). What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1/accounts/1"
CONV, MESSAGE, CONTACT, INBOX, AGENT, CANNED, LABEL, CAMPAIGN, TEAM = 42, 99, 7, 3, 5, 4, 2, 3, 2
CONTACT_NAME, CONTACT_EMAIL, PHONE = "Maya Lin", "maya.lin@harbour.example", "+14155550142"
AGENT_NAME, INBOX_NAME, SHORT_CODE, LABEL_TITLE, TEAM_NAME = (
    "Priya Nair", "Harbour Support", "refund", "vip", "Billing")  # fmt: skip
ACCOUNT_NAME = "Harbour Goods"
ECHO = "6f1c2b7e-8d4a-4c3e-9b55-2a7d0e4f9c13"
REPLY, NOTE = "Your refund was issued today.", "Refund approved, waiting on the bank."
KEYS = "(⌘ + ↵)"  # the send button's hotkey hint: cmd+enter is the default
Act = tuple[str, bool, list[Any]]


def send(method: str, path: str, body: Any = None, root: str = API) -> Any:
    """One axios call, with the JSON body axios writes for the object (undefined keys drop)."""
    if body is None:
        return f"{method} {root}{path}"
    return {"request": f"{method} {root}{path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def message(content: str, private: bool) -> Any:
    """MessageApi.create without attachments: buildCreatePayload's JSON object."""
    return send("POST", f"/conversations/{CONV}/messages", {
        "content": content, "private": private, "echo_id": ECHO, "cc_emails": "",
        "bcc_emails": "", "to_emails": ""})  # fmt: skip


def status(value: str) -> Any:
    """ConversationApi.toggleStatus: the status and no snooze time."""
    return send("POST", f"/conversations/{CONV}/toggle_status",
                {"status": value, "snoozed_until": None})  # fmt: skip


def fold(text: str) -> str:
    """A button's text as the page shows it: the browser folds the spaces the component's
    joins leave (a translation's trailing space and the joining one)."""
    return " ".join(text.split())


def modal(title: str, message_text: str, items: list[dict[str, Any]], page: str) -> dict[str, Any]:
    """A woot modal or a next Dialog over ``page``: its header and its controls."""
    dialog = {"title": title, "message": " ".join(message_text.split())}
    return {"title": page, "dialog": {k: v for k, v in dialog.items() if v}, "items": items}


def conversation_screens(t: Any, locale: str) -> list[dict[str, Any]]:
    """The open conversation: its header, the More actions menu, the transcript dialog, the
    reply box in both modes, the list card's context menu and its submenus, the message
    context menu and the two delete confirmations."""
    cancel = t("DIALOG.BUTTONS.CANCEL")
    header = {"title": CONTACT_NAME, "items": [
        {"button": t("CONVERSATION.HEADER.RESOLVE_ACTION")},
        {"icon": t("CONVERSATION.HEADER.MORE_ACTIONS")},
        {"button": t("CONVERSATION.REPLYBOX.REPLY")},
        {"button": t("CONVERSATION.REPLYBOX.PRIVATE_NOTE")}]}  # fmt: skip
    resolved = {"title": CONTACT_NAME, "items": [
        {"button": t("CONVERSATION.HEADER.REOPEN_ACTION")},
        {"icon": t("CONVERSATION.HEADER.MORE_ACTIONS")}]}  # fmt: skip
    more = {"title": CONTACT_NAME, "dialog": {}, "items": [
        {"menu": t("CONTACT_PANEL.MUTE_CONTACT")},
        {"menu": t("CONTACT_PANEL.SEND_TRANSCRIPT")}]}  # fmt: skip
    transcript = modal(t("EMAIL_TRANSCRIPT.TITLE"), t("EMAIL_TRANSCRIPT.DESC"), [
        {"radio": t("EMAIL_TRANSCRIPT.FORM.SEND_TO_CONTACT")},
        {"radio": t("EMAIL_TRANSCRIPT.FORM.SEND_TO_AGENT")},
        {"radio": t("EMAIL_TRANSCRIPT.FORM.SEND_TO_OTHER_EMAIL_ADDRESS")},
        {"button": t("EMAIL_TRANSCRIPT.CANCEL")},
        {"button": t("EMAIL_TRANSCRIPT.SUBMIT")}], CONTACT_NAME)  # fmt: skip

    def box(private: bool) -> dict[str, Any]:
        hint = "PRIVATE_MSG_INPUT" if private else "MSG_INPUT"
        caption = "CREATE" if private else "SEND"
        return {"title": CONTACT_NAME, "items": [
            {"button": t("CONVERSATION.REPLYBOX.REPLY")},
            {"button": t("CONVERSATION.REPLYBOX.PRIVATE_NOTE")},
            {"field": "message", "hint": t(f"CONVERSATION.FOOTER.{hint}"),
             "text": NOTE if private else REPLY, "focused": True},
            {"icon": t("CONVERSATION.REPLYBOX.TIP_EMOJI_ICON")},
            {"icon": t("CONVERSATION.REPLYBOX.TIP_ATTACH_ICON")},
            {"button": f"{t(f'CONVERSATION.REPLYBOX.{caption}')} {KEYS}"}]}  # fmt: skip

    card = "CONVERSATION.CARD_CONTEXT_MENU"
    context = {"title": t("CHAT_LIST.TAB_HEADING"), "dialog": {}, "items": [
        {"menu": t(f"{card}.MARK_AS_UNREAD")}, {"menu": t(f"{card}.RESOLVED")},
        {"menu": t(f"{card}.PENDING")}, {"menu": t(f"{card}.SNOOZE.TITLE")},
        {"menu": t("CONVERSATION.PRIORITY.TITLE")}, {"menu": t(f"{card}.ASSIGN_LABEL")},
        {"menu": t(f"{card}.ASSIGN_AGENT")}, {"menu": t(f"{card}.ASSIGN_TEAM")},
        {"menu": t(f"{card}.DELETE")}, {"menu": t(f"{card}.OPEN_IN_NEW_TAB")},
        {"menu": t(f"{card}.COPY_LINK")}]}  # fmt: skip
    labels = {"title": t("CHAT_LIST.TAB_HEADING"), "dialog": {}, "items": [
        {"menu": "billing"}, {"menu": "refund"}, {"menu": LABEL_TITLE}]}  # fmt: skip
    agents = {"title": t("CHAT_LIST.TAB_HEADING"), "dialog": {}, "items": [
        {"menu": "Tom Okafor"},
        {"menu": AGENT_NAME}]}  # fmt: skip
    delete_conversation = {
        "title": t("CHAT_LIST.TAB_HEADING"),
        "dialog": {
            "title": t("CONVERSATION.DELETE_CONVERSATION.TITLE", conversationId=str(CONV)),
            "message": t("CONVERSATION.DELETE_CONVERSATION.DESCRIPTION"),
        },
        "items": [{"button": cancel}, {"button": t("CONVERSATION.DELETE_CONVERSATION.CONFIRM")}],
    }
    menu = "CONVERSATION.CONTEXT_MENU"
    message_menu = {"title": CONTACT_NAME, "dialog": {}, "items": [
        {"menu": t(f"{menu}.REPLY_TO")}, {"menu": t(f"{menu}.COPY")},
        {"menu": t(f"{menu}.TRANSLATE")}, {"menu": t(f"{menu}.COPY_PERMALINK")},
        {"menu": t(f"{menu}.CREATE_A_CANNED_RESPONSE")},
        {"menu": t(f"{menu}.DELETE")}]}  # fmt: skip
    delete_message = modal(
        t(f"{menu}.DELETE_CONFIRMATION.TITLE"), t(f"{menu}.DELETE_CONFIRMATION.MESSAGE"),
        [{"button": t(f"{menu}.DELETE_CONFIRMATION.CANCEL")},
         {"button": t(f"{menu}.DELETE_CONFIRMATION.DELETE")}], CONTACT_NAME)  # fmt: skip
    return [
        _entry("opens-prompt", "conversation header", header, [
            (t("CONVERSATION.HEADER.MORE_ACTIONS"), False, []),
            (t("CONVERSATION.REPLYBOX.PRIVATE_NOTE"), False, [])]),
        _entry("reversible", "conversation header (resolve)", header, [
            (t("CONVERSATION.HEADER.RESOLVE_ACTION"), False, [status("resolved")])]),
        _entry("reversible", "resolved conversation header", resolved, [
            (t("CONVERSATION.HEADER.REOPEN_ACTION"), False, [status("open")])]),
        _entry("opens-prompt", "more actions menu", more, [
            (t("CONTACT_PANEL.SEND_TRANSCRIPT"), False, [])]),
        _entry("reversible", "more actions menu (block)", more, [
            (t("CONTACT_PANEL.MUTE_CONTACT"), False, [
                send("POST", f"/conversations/{CONV}/mute")])]),
        _entry("send", "email transcript dialog", transcript, [
            (t("EMAIL_TRANSCRIPT.SUBMIT"), True, [send(
                "POST", f"/conversations/{CONV}/transcript", {"email": CONTACT_EMAIL})]),
            (t("EMAIL_TRANSCRIPT.CANCEL"), False, [])]),
        _entry("send", "reply box", box(False), [
            (f"{t('CONVERSATION.REPLYBOX.SEND')} {KEYS}", True, [message(REPLY, False)])]),
        _entry("comment", "private note box", box(True), [
            (f"{t('CONVERSATION.REPLYBOX.CREATE')} {KEYS}", True, [message(NOTE, True)])]),
        _entry("opens-prompt", "conversation card context menu", context, [
            (t(f"{card}.DELETE"), False, [])]),
        _entry("reversible", "conversation card context menu (status)", context, [
            (t(f"{card}.MARK_AS_UNREAD"), False, [send("POST", f"/conversations/{CONV}/unread")]),
            (t(f"{card}.PENDING"), False, [status("pending")])]),
        _entry("reversible", "context menu label submenu", labels, [
            (LABEL_TITLE, False, [send("POST", "/bulk_actions", {
                "type": "Conversation", "ids": [CONV], "labels": {"add": [LABEL_TITLE]}})])]),
        _entry("reversible", "context menu agent submenu", agents, [
            (AGENT_NAME, False, [send("POST", "/bulk_actions", {
                "type": "Conversation", "ids": [CONV], "fields": {"assignee_id": AGENT}})])]),
        _entry("delete", "delete conversation dialog", delete_conversation, [
            (t("CONVERSATION.DELETE_CONVERSATION.CONFIRM"), True, [
                send("DELETE", f"/conversations/{CONV}")]),
            (cancel, False, [])]),
        _entry("opens-prompt", "message context menu", message_menu, [
            (t(f"{menu}.DELETE"), False, [])]),
        _entry("reversible", "message context menu (translate)", message_menu, [
            (t(f"{menu}.TRANSLATE"), False, [send(
                "POST", f"/conversations/{CONV}/messages/{MESSAGE}/translate",
                {"target_language": locale})])]),
        _entry("delete", "delete message dialog", delete_message, [
            (t(f"{menu}.DELETE_CONFIRMATION.DELETE"), True, [
                send("DELETE", f"/conversations/{CONV}/messages/{MESSAGE}")]),
            (t(f"{menu}.DELETE_CONFIRMATION.CANCEL"), False, [])]),
    ]  # fmt: skip


def contact_screens(t: Any) -> list[dict[str, Any]]:
    """A contact's page (block, update, delete) and its delete confirmation."""
    page = {"title": CONTACT_NAME, "items": [
        {"text": t("CONTACTS_LAYOUT.HEADER.BREADCRUMB.CONTACTS")},
        {"button": t("CONTACTS_LAYOUT.HEADER.BLOCK_CONTACT")},
        {"field": "email", "text": CONTACT_EMAIL},
        {"field": "phone_number", "text": PHONE},
        {"button": t("CONTACTS_LAYOUT.CARD.EDIT_DETAILS_FORM.UPDATE_BUTTON")},
        {"text": t("CONTACTS_LAYOUT.DETAILS.DELETE_CONTACT_DESCRIPTION")},
        {"button": t("CONTACTS_LAYOUT.DETAILS.DELETE_CONTACT")}]}  # fmt: skip
    path = f"/contacts/{CONTACT}?include_contact_inboxes=false"
    details = {"id": CONTACT, "name": CONTACT_NAME, "email": CONTACT_EMAIL, "phone_number": PHONE}
    dialog = "CONTACTS_LAYOUT.DETAILS.DELETE_DIALOG"
    confirm = modal(t(f"{dialog}.TITLE"), t(f"{dialog}.DESCRIPTION"), [
        {"button": t("DIALOG.BUTTONS.CANCEL")}, {"button": t(f"{dialog}.CONFIRM")}],
        CONTACT_NAME)  # fmt: skip
    return [
        _entry("opens-prompt", "contact page", page, [
            (t("CONTACTS_LAYOUT.DETAILS.DELETE_CONTACT"), False, [])]),
        _entry("reversible", "contact page (block, update)", page, [
            (t("CONTACTS_LAYOUT.HEADER.BLOCK_CONTACT"), False, [
                send("PATCH", path, {**details, "blocked": True})]),
            (t("CONTACTS_LAYOUT.CARD.EDIT_DETAILS_FORM.UPDATE_BUTTON"), False, [
                send("PATCH", path, details)])]),
        _entry("delete", "delete contact dialog", confirm, [
            (t(f"{dialog}.CONFIRM"), True, [send("DELETE", f"/contacts/{CONTACT}")]),
            (t("DIALOG.BUTTONS.CANCEL"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Inboxes, agents, teams, canned responses, labels, SMS campaigns, the account and the
    profile's access token."""

    def typed(title: str, text: str, hint: str, value: str, no: str, yes: str, page: str) -> Any:
        """A ConfirmDeleteModal: the name typed in, then its reject and confirm buttons."""
        return modal(title, text, [{"field": "confirm", "hint": hint, "text": value},
                                   {"button": no}, {"button": yes}], page)  # fmt: skip

    def named(prefix: str, value: str, page: str) -> tuple[Any, str, str]:
        """A DeleteModal whose message and buttons end with the item's name."""
        yes = fold(f"{t(f'{prefix}.DELETE.CONFIRM.YES')} {value}")
        no = fold(f"{t(f'{prefix}.DELETE.CONFIRM.NO')} {value}")
        text = f"{t(f'{prefix}.DELETE.CONFIRM.MESSAGE')} {value}?"
        screen = modal(t(f"{prefix}.DELETE.CONFIRM.TITLE"), text,
                       [{"button": no}, {"button": yes}], t(page))  # fmt: skip
        return screen, yes, no

    inbox = "INBOX_MGMT.DELETE.CONFIRM"
    inbox_yes = fold(f"{t(f'{inbox}.YES')} {INBOX_NAME}")
    inbox_no = fold(f"{t(f'{inbox}.NO')} {INBOX_NAME}")
    inbox_dialog = typed(
        t(f"{inbox}.TITLE"), f"{t(f'{inbox}.MESSAGE')} {INBOX_NAME}?",
        t(f"{inbox}.PLACE_HOLDER", inboxName=INBOX_NAME), INBOX_NAME, inbox_no, inbox_yes,
        t("INBOX_MGMT.HEADER"))  # fmt: skip
    agents = {"title": t("AGENT_MGMT.HEADER"), "items": [
        {"button": t("AGENT_MGMT.HEADER_BTN_TXT")}, {"text": AGENT_NAME},
        {"icon": t("AGENT_MGMT.EDIT.BUTTON_TEXT")},
        {"icon": t("AGENT_MGMT.DELETE.BUTTON_TEXT")}]}  # fmt: skip
    add = "AGENT_MGMT.ADD"
    # Its title is left out: in Russian it reads as its submit button does.
    add_agent = modal("", t(f"{add}.DESC"), [
        {"field": "name", "hint": t(f"{add}.FORM.NAME.PLACEHOLDER"), "text": "Tom Okafor"},
        {"field": "role", "text": t("AGENT_MGMT.AGENT_TYPES.AGENT")},
        {"field": "email", "hint": t(f"{add}.FORM.EMAIL.PLACEHOLDER"),
         "text": "tom.okafor@harbour.example"},
        {"button": t(f"{add}.CANCEL_BUTTON_TEXT")}, {"button": t(f"{add}.FORM.SUBMIT")}],
        t("AGENT_MGMT.HEADER"))  # fmt: skip
    edit = "AGENT_MGMT.EDIT"
    # Its title is left out: in Japanese it reads as its submit button does.
    edit_agent = modal("", "", [
        {"field": "name", "text": AGENT_NAME},
        {"field": "role", "text": t("AGENT_MGMT.AGENT_TYPES.AGENT")},
        {"button": t(f"{edit}.PASSWORD_RESET.ADMIN_RESET_BUTTON")},
        {"button": t(f"{edit}.CANCEL_BUTTON_TEXT")}, {"button": t(f"{edit}.FORM.SUBMIT")}],
        t("AGENT_MGMT.HEADER"))  # fmt: skip
    agent_dialog, agent_yes, agent_no = named("AGENT_MGMT", AGENT_NAME, "AGENT_MGMT.HEADER")
    team = "TEAMS_SETTINGS.DELETE.CONFIRM"
    team_yes = fold(f"{t(f'{team}.YES')} {TEAM_NAME}")
    team_dialog = typed(
        t(f"{team}.TITLE", teamName=TEAM_NAME), t(f"{team}.MESSAGE"),
        t(f"{team}.PLACE_HOLDER", teamName=TEAM_NAME), TEAM_NAME, t(f"{team}.NO"), team_yes,
        t("TEAMS_SETTINGS.HEADER"))  # fmt: skip
    canned_dialog, canned_yes, canned_no = named("CANNED_MGMT", SHORT_CODE, "CANNED_MGMT.HEADER")
    canned_edit = modal(t("CANNED_MGMT.EDIT.TITLE"), "", [
        {"field": "short_code", "text": SHORT_CODE},
        {"field": "content", "text": "Your refund is on its way."},
        {"button": t("CANNED_MGMT.EDIT.CANCEL_BUTTON_TEXT")},
        {"button": t("CANNED_MGMT.EDIT.FORM.SUBMIT")}], t("CANNED_MGMT.HEADER"))  # fmt: skip
    label_dialog, label_yes, label_no = named("LABEL_MGMT", LABEL_TITLE, "LABEL_MGMT.HEADER")
    sms = "CAMPAIGN.SMS.CREATE"
    campaign = {"title": "Spring sale", "message": "Harbour Goods: 20% off this weekend.",
                "inbox_id": 6, "scheduled_at": "2026-12-07T09:00:00.000Z",
                "audience": [{"id": LABEL, "type": "Label"}]}  # fmt: skip
    sms_dialog = {"title": t("CAMPAIGN.SMS.HEADER_TITLE"), "dialog": {"title": t(f"{sms}.TITLE")},
                  "items": [
        {"field": "title", "hint": t(f"{sms}.FORM.TITLE.PLACEHOLDER"), "text": campaign["title"]},
        {"field": "message", "hint": t(f"{sms}.FORM.MESSAGE.PLACEHOLDER"),
         "text": campaign["message"]},
        {"text": t(f"{sms}.FORM.INBOX.LABEL")}, {"field": "inbox", "text": "Harbour SMS"},
        {"text": t(f"{sms}.FORM.AUDIENCE.LABEL")}, {"field": "audience", "text": LABEL_TITLE},
        {"field": "scheduled_at", "hint": t(f"{sms}.FORM.SCHEDULED_AT.PLACEHOLDER"),
         "text": "12/07/2026 09:00"},
        {"button": t(f"{sms}.FORM.BUTTONS.CANCEL")},
        {"button": t(f"{sms}.FORM.BUTTONS.CREATE")}]}  # fmt: skip
    delete_campaign = {"title": t("CAMPAIGN.SMS.HEADER_TITLE"), "dialog": {
        "title": t("CAMPAIGN.CONFIRM_DELETE.TITLE"),
        "message": t("CAMPAIGN.CONFIRM_DELETE.DESCRIPTION")}, "items": [
        {"button": t("DIALOG.BUTTONS.CANCEL")},
        {"button": t("CAMPAIGN.CONFIRM_DELETE.CONFIRM")}]}  # fmt: skip
    section = "GENERAL_SETTINGS.ACCOUNT_DELETE_SECTION"
    # The section's heading is left out: in German it reads as its button does.
    account = {"title": t("GENERAL_SETTINGS.TITLE"), "items": [
        {"text": t(f"{section}.NOTE")},
        {"button": t(f"{section}.BUTTON_TEXT")}]}  # fmt: skip
    account_dialog = typed(
        t(f"{section}.CONFIRM.TITLE"), t(f"{section}.CONFIRM.MESSAGE"),
        t(f"{section}.CONFIRM.PLACE_HOLDER", accountName=ACCOUNT_NAME), ACCOUNT_NAME,
        t(f"{section}.CONFIRM.DISMISS"), t(f"{section}.CONFIRM.BUTTON_TEXT"),
        t("GENERAL_SETTINGS.TITLE"))  # fmt: skip
    token = "PROFILE_SETTINGS.FORM.ACCESS_TOKEN"
    profile = {"title": t("PROFILE_SETTINGS.TITLE"), "items": [
        {"text": t(f"{token}.TITLE")}, {"field": "access_token", "text": "••••••••••••"},
        {"button": t(f"{token}.COPY")}, {"button": t(f"{token}.RESET")}]}  # fmt: skip
    armed = {"title": t("PROFILE_SETTINGS.TITLE"), "items": [
        {"text": t(f"{token}.TITLE")}, {"field": "access_token", "text": "••••••••••••"},
        {"button": t(f"{token}.COPY")}, {"button": t(f"{token}.CONFIRM_RESET")},
        {"text": t(f"{token}.CONFIRM_HINT")}]}  # fmt: skip
    return [
        _entry("delete", "delete inbox dialog", inbox_dialog, [
            (inbox_yes, True, [send("DELETE", f"/inboxes/{INBOX}")]), (inbox_no, False, [])]),
        _entry("opens-prompt", "agents settings", agents, [
            (t("AGENT_MGMT.DELETE.BUTTON_TEXT"), False, [])]),
        _entry("invite", "add agent dialog", add_agent, [
            (t(f"{add}.FORM.SUBMIT"), True, [send("POST", "/agents", {
                "name": "Tom Okafor", "email": "tom.okafor@harbour.example", "role": "agent"})]),
            (t(f"{add}.CANCEL_BUTTON_TEXT"), False, [])]),
        _entry("reversible", "edit agent dialog", edit_agent, [
            (t(f"{edit}.FORM.SUBMIT"), False, [send("PATCH", f"/agents/{AGENT}", {
                "name": AGENT_NAME, "availability": "online", "role": "agent",
                "custom_role_id": None})])]),
        _entry("remove-member", "delete agent dialog", agent_dialog, [
            (agent_yes, True, [send("DELETE", f"/agents/{AGENT}")]), (agent_no, False, [])]),
        _entry("delete", "delete team dialog", team_dialog, [
            (team_yes, True, [send("DELETE", f"/teams/{TEAM}")]),
            (t(f"{team}.NO"), False, [])]),
        _entry("delete", "delete canned response dialog", canned_dialog, [
            (canned_yes, True, [send("DELETE", f"/canned_responses/{CANNED}")]),
            (canned_no, False, [])]),
        _entry("reversible", "edit canned response dialog", canned_edit, [
            (t("CANNED_MGMT.EDIT.FORM.SUBMIT"), False, [send(
                "PATCH", f"/canned_responses/{CANNED}",
                {"short_code": SHORT_CODE, "content": "Your refund is on its way."})])]),
        _entry("delete", "delete label dialog", label_dialog, [
            (label_yes, False, [send("DELETE", f"/labels/{LABEL}")]), (label_no, False, [])]),
        _entry("send", "create SMS campaign dialog", sms_dialog, [
            (t(f"{sms}.FORM.BUTTONS.CREATE"), True, [send("POST", "/campaigns", campaign)]),
            (t(f"{sms}.FORM.BUTTONS.CANCEL"), False, [])]),
        _entry("delete", "delete campaign dialog", delete_campaign, [
            (t("CAMPAIGN.CONFIRM_DELETE.CONFIRM"), True, [
                send("DELETE", f"/campaigns/{CAMPAIGN}")]),
            (t("DIALOG.BUTTONS.CANCEL"), False, [])]),
        _entry("opens-prompt", "account settings", account, [
            (t(f"{section}.BUTTON_TEXT"), False, [])]),
        _entry("delete-account", "delete account dialog", account_dialog, [
            (t(f"{section}.CONFIRM.BUTTON_TEXT"), True, [send(
                "POST", "/toggle_deletion", {"action_type": "delete"},
                root="/enterprise" + API)]),
            (t(f"{section}.CONFIRM.DISMISS"), False, [])]),
        _entry("opens-prompt", "profile access token", profile, [
            (t(f"{token}.RESET"), False, [])]),
        _entry("revoke", "profile access token (confirm)", armed, [
            (t(f"{token}.CONFIRM_RESET"), True, [
                send("POST", "/profile/reset_access_token", root="/api/v1")])]),
    ]  # fmt: skip


def screens(t: Any, locale: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*conversation_screens(t, locale), *contact_screens(t), *settings_screens(t)]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"chatwoot {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip

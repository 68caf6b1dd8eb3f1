"""NextChat's screens for the four-hundred-and-eighty-second held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``app/locales/<lang>.ts`` catalogue (a function's value called with ``args``). What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

ORIGIN = "https://chat.example.net"  # the origin the app is served from (made up)
CHAT = "/api/openai/v1/chat/completions"  # ApiPath.OpenAI + OpenaiPath.ChatPath
REPO_URL = "https://github.com/ChatGPTNextWeb/ChatGPT-Next-Web"
SHARE_REPO = "https://github.com/Yidadaa/ChatGPT-Next-Web"  # the line share() appends
ISSUE_URL = f"{REPO_URL}/issues"
TAGS_URL = "https://api.github.com/repos/ChatGPTNextWeb/ChatGPT-Next-Web/tags?per_page=1"
SAAS_CHAT_URL = "https://nextchat.club"
DAV = "https://dav.example.com/remote.php/dav/files/ana/"  # typed in the sync settings
DAV_USER, DAV_PASSWORD = "ana", "k7-Rv2q-Lm9x"
SHARE_LINK = "https://shareg.pt/Xk3pQ2a"  # what ShareGPT answered (made up)
TOPIC1, TOPIC2 = "Bakery names", "Countdown page"
Q1 = "Suggest a name for a small bakery in Lisbon."
A1 = "How about Forno da Ribeira? It is short and easy to remember."
Q2 = "Give me two more names, please."
Q3 = "Write a one-page HTML countdown to New Year."
HTML = """<!DOCTYPE html>
<html>
<head><title>Countdown</title></head>
<body>
<h1 id="t"></h1>
<script>
const end = new Date("2027-01-01T00:00:00");
setInterval(() => {
  const s = Math.max(0, Math.floor((end - new Date()) / 1000));
  document.getElementById("t").textContent = s + " seconds to go";
}, 1000);
</script>
</body>
</html>
"""
HTML_ID = hashlib.md5(HTML.encode()).hexdigest()  # the id /api/artifacts gives it
MASK = "Recipe coach"  # a mask the user made
NOW = "Tue Jul 07 2026 09:30:00 GMT+0000 (Coordinated Universal Time)"  # new Date().toString()
SYSTEM = (  # DEFAULT_SYSTEM_TEMPLATE filled in by fillTemplateWith("", ...)
    "\nYou are ChatGPT, a large language model trained by OpenAI.\n"
    "Knowledge cutoff: 2023-10\nCurrent model: gpt-4o-mini\n"
    f"Current time: {NOW}\n"
    "Latex inline: \\(x^2\\) \nLatex block: $$e=mc^2$$\n\n"
)
Act = tuple[str, bool, list[Any]]


def compact(data: Any) -> str:
    """JSON.stringify's text."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location``, ``location.reload()`` or an ``<a href>``."""
    return {"request": f"GET {url}", "via": "link"}


RELOAD = page("/")  # location.reload() of ORIGIN/#/settings: the fragment is not sent
MCP_CHECK = {"request": "POST /", "body": "[]"}  # the server action isMcpEnabled()


def chat(*history: tuple[str, str]) -> list[Any]:
    """onUserInput: the server action asking whether MCP is on, then the streamed chat
    request with the injected system prompt, the recent messages and the new one."""
    messages = [{"role": "system", "content": SYSTEM}]
    messages += [{"role": role, "content": text} for role, text in history]
    payload = {"messages": messages, "stream": True, "model": "gpt-4o-mini",
               "temperature": 0.5, "presence_penalty": 0, "frequency_penalty": 0,
               "top_p": 1, "max_tokens": 4000}  # fmt: skip
    return [MCP_CHECK, {"request": f"POST {CHAT}", "body": compact(payload)}]


def rendered(text: str) -> str:
    """A reply's innerHTML as RenderExport reads it from the Markdown component."""
    style = "font-size: 14px; font-family: inherit;"
    return f'<div class="markdown-body" style="{style}" dir="auto"><p dir="auto">{text}</p></div>'


SHARE = [{"request": "POST /sharegpt", "body": compact({"avatarUrl": None, "items": [
    {"from": "human", "value": Q1}, {"from": "gpt", "value": rendered(A1)},
    {"from": "human", "value": f"Share from [NextChat]: {SHARE_REPO}"}]})}]  # fmt: skip
ARTIFACT = [{"request": "POST /api/artifacts", "body": HTML}]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"nextchat {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, message: str) -> dict[str, Any]:
    """showConfirm: the app's modal headed Confirm, with the message, Cancel and Confirm."""
    return {"title": title, "dialog": {"title": t("UI.Confirm"), "message": message},
            "items": [{"button": t("UI.Cancel")}, {"button": t("UI.Confirm")}]}  # fmt: skip


def modal(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Modal over its page, headed by its title."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def chat_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar, a chat and its header, the edit and export modals, the three previews of
    the export, ShareGPT's answer, a reply holding an HTML page and its artifact's share."""
    sidebar = {"title": "NextChat", "items": [
        {"text": "NextChat"}, {"button": t("Mask.Name")}, {"button": t("Discovery.Name")},
        {"row": TOPIC1, "secondary": t("ChatItem.ChatItemCount", 2)},
        {"row": TOPIC2, "secondary": t("ChatItem.ChatItemCount", 2)},
        {"icon": t("Settings.Title")}, {"icon": t("Export.MessageFromChatGPT")},
        {"button": t("Home.NewChat")}]}  # fmt: skip
    header = {"title": TOPIC1, "items": [
        {"text": t("Chat.SubTitle", 2)}, {"icon": t("Chat.Actions.RefreshTitle")},
        {"icon": t("Chat.EditMessage.Title")}, {"icon": t("Chat.Actions.Export")},
        {"icon": t("Chat.Actions.FullScreen")}]}  # fmt: skip
    window = {"title": TOPIC1, "items": [
        {"text": Q1}, {"text": A1},
        {"button": t("Chat.Actions.Retry")}, {"button": t("Chat.Actions.Delete")},
        {"button": t("Chat.Actions.Pin")}, {"button": t("Chat.Actions.Copy")},
        {"button": t("Chat.InputActions.Settings")},
        {"button": t("Chat.InputActions.UploadImage")},
        {"button": t("Chat.InputActions.Theme.auto")},
        {"button": t("Chat.InputActions.Prompt")}, {"button": t("Chat.InputActions.Masks")},
        {"button": t("Chat.InputActions.Clear")},
        {"field": "chat-input", "text": Q2, "focused": True},
        {"button": t("Chat.Send")}]}  # fmt: skip
    edit = modal(TOPIC1, t("Chat.EditMessage.Title"), [
        {"text": t("Chat.EditMessage.Topic.Title")},
        {"field": "topic", "hint": t("Chat.EditMessage.Topic.SubTitle"), "text": TOPIC1},
        {"button": t("UI.Cancel")}, {"button": t("UI.Confirm")}])  # fmt: skip
    steps = [{"button": t("Export.Steps.Select")}, {"button": t("Export.Steps.Preview")}]
    select = modal(TOPIC1, t("Export.Title"), [
        {"text": t("Exporter.Description.Title")}, *steps,
        {"text": t("Export.Format.Title")},
        {"switch": t("Export.IncludeContext.Title"), "checked": True},
        {"field": "search", "hint": t("Select.Search"), "text": ""},
        {"button": t("Select.All")}, {"button": t("Select.Latest")},
        {"button": t("Select.Clear")}, {"text": Q1}, {"text": A1}])  # fmt: skip

    def preview(copy_label: str | None, body: list[dict[str, Any]]) -> dict[str, Any]:
        actions = [{"button": copy_label}] if copy_label else []
        actions += [{"button": t("Export.Download")}, {"button": t("Export.Share")}]
        return modal(TOPIC1, t("Export.Title"), [*steps, *actions, *body])

    image = preview(t("Export.Copy"), [
        {"text": f"{t('Exporter.Model')}: gpt-4o-mini"},
        {"text": f"{t('Exporter.Messages')}: 2"}, {"text": f"{t('Exporter.Topic')}: {TOPIC1}"},
        {"text": Q1}, {"text": A1}])  # fmt: skip
    markdown = preview(t("Export.Copy"), [
        {"text": f"# {TOPIC1}"}, {"text": f"## {t('Export.MessageFromYou')}:"}, {"text": Q1},
        {"text": f"## {t('Export.MessageFromChatGPT')}:"}, {"text": A1}])  # fmt: skip
    as_json = preview(None, [{"text": f'"content": "{Q1}"'}])
    shared = modal(TOPIC1, t("Export.Share"), [
        {"field": "share-link", "text": SHARE_LINK},
        {"button": t("Chat.Actions.Copy")}])  # fmt: skip
    reply = {"title": TOPIC2, "items": [
        {"text": Q3}, {"text": "Here it is:"}, {"text": "<!DOCTYPE html>"},
        {"icon": t("Export.Artifacts.Title")}, {"text": "0 seconds to go"},
        {"button": t("Chat.Actions.Retry")}, {"button": t("Chat.Actions.Delete")},
        {"button": t("Chat.Actions.Pin")}, {"button": t("Chat.Actions.Copy")},
        {"field": "chat-input", "text": ""}, {"button": t("Chat.Send")}]}  # fmt: skip
    fullscreen = {"title": TOPIC2, "items": [
        {"icon": t("Export.Artifacts.Title")}, {"text": "0 seconds to go"}]}  # fmt: skip
    link = f"{ORIGIN}/#/artifacts/{HTML_ID}"
    artifact_modal = modal(TOPIC2, t("Export.Artifacts.Title"), [
        {"link": link}, {"button": t("Export.Download")},
        {"button": t("Chat.Actions.Copy")}])  # fmt: skip
    artifact_page = {"title": "NextChat Artifacts", "items": [
        {"text": "NextChat Artifacts"}, {"icon": t("Export.Artifacts.Title")},
        {"text": "0 seconds to go"}]}  # fmt: skip
    return [
        _entry("harmless", "sidebar", sidebar, [
            (t("Home.NewChat"), False, []),
            (t("Settings.Title"), False, []),
            (t("Export.MessageFromChatGPT"), False, [page(REPO_URL)])]),
        _entry("opens-prompt", "sidebar", sidebar, [(t("Discovery.Name"), False, [])]),
        _entry("opens-prompt", "chat header", header, [
            (t("Chat.EditMessage.Title"), False, []),
            (t("Chat.Actions.Export"), False, [])]),
        _entry("harmless", "chat window", window, [
            (t("Chat.Send"), False, chat(("user", Q1), ("assistant", A1), ("user", Q2))),
            (t("Chat.Actions.Retry"), False, chat(("user", Q1))),
            (t("Chat.Actions.Copy"), False, [])]),
        _entry("reversible", "chat window", window, [
            (t("Chat.Actions.Pin"), False, []),
            (t("Chat.InputActions.Clear"), False, [])]),
        _entry("opens-prompt", "chat window", window, [
            (t("Chat.InputActions.Settings"), False, []),
            (t("Chat.InputActions.UploadImage"), False, [])]),
        _entry("reversible", "edit messages modal", edit, [(t("UI.Confirm"), False, [])]),
        _entry("reversible", "export modal select step", select, [
            (t("Export.IncludeContext.Title"), False, [])]),
        _entry("harmless", "export modal select step", select, [
            (t("Export.Steps.Preview"), False, [])]),
        _entry("publish", "export image preview", image, [(t("Export.Share"), True, SHARE)]),
        _entry("harmless", "export image preview", image, [
            (t("Export.Download"), False, [])]),
        _entry("publish", "export markdown preview", markdown, [
            (t("Export.Share"), True, SHARE)]),
        _entry("harmless", "export markdown preview", markdown, [
            (t("Export.Copy"), False, [])]),
        _entry("publish", "export json preview", as_json, [(t("Export.Share"), True, SHARE)]),
        _entry("harmless", "export json preview", as_json, [
            (t("Export.Download"), False, [])]),
        _entry("harmless", "sharegpt link modal", shared, [
            (t("Chat.Actions.Copy"), False, [])]),
        _entry("publish", "reply with an html page", reply, [
            (t("Export.Artifacts.Title"), True, ARTIFACT)]),
        _entry("harmless", "reply with an html page", reply, [
            (t("Chat.Actions.Copy"), False, [])]),
        _entry("publish", "html page in full screen", fullscreen, [
            (t("Export.Artifacts.Title"), True, ARTIFACT)]),
        _entry("harmless", "artifact share modal", artifact_modal, [
            (t("Export.Download"), False, [])]),
        _entry("opens-prompt", "artifact page", artifact_page, [
            (t("Export.Artifacts.Title"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings page's top, sync and prompt parts, the sync configuration, the access
    part and the danger zone with its two confirmations."""
    title = t("Settings.Title")
    top = {"title": title, "items": [
        {"text": t("Settings.SubTitle")}, {"icon": t("UI.Close")},
        {"text": t("Settings.Avatar")}, {"text": t("Settings.Update.Version", "v2.16.1")},
        {"text": t("Settings.Update.IsLatest")}, {"button": t("Settings.Update.CheckUpdate")},
        {"text": t("Settings.SendKey")}, {"text": t("Settings.Theme")},
        {"switch": t("Settings.AutoGenerateTitle.Title"), "checked": True},
        {"switch": t("Settings.SendPreviewBubble.Title"), "checked": True},
        {"switch": t("Mask.Config.Artifacts.Title"), "checked": True}]}  # fmt: skip
    overview = t("Settings.Sync.Overview", {"chat": 2, "message": 4, "prompt": 0, "mask": 1})
    sync = {"title": title, "items": [
        {"text": t("Settings.Sync.CloudState")}, {"text": t("Settings.Sync.NotSyncYet")},
        {"button": t("UI.Config")}, {"button": t("UI.Sync")},
        {"text": t("Settings.Sync.LocalState")}, {"text": overview},
        {"button": t("UI.Export")}, {"button": t("UI.Import")}]}  # fmt: skip
    dav = modal(title, t("Settings.Sync.Config.Modal.Title"), [
        {"button": t("Settings.Sync.Config.Modal.Check")}, {"button": t("UI.Confirm")},
        {"text": t("Settings.Sync.Config.SyncType.Title")},
        {"switch": t("Settings.Sync.Config.Proxy.Title"), "checked": True},
        {"text": t("Settings.Sync.Config.WebDav.Endpoint")},
        {"field": "endpoint", "text": DAV},
        {"text": t("Settings.Sync.Config.WebDav.UserName")},
        {"field": "username", "text": DAV_USER},
        {"text": t("Settings.Sync.Config.WebDav.Password")},
        {"field": "password", "text": DAV_PASSWORD}])  # fmt: skip
    prompts = {"title": title, "items": [
        {"switch": t("Settings.Prompt.Disable.Title"), "checked": False},
        {"text": t("Settings.Prompt.List")}, {"button": t("Settings.Prompt.Edit")}]}  # fmt: skip
    saas = t("Settings.Access.SaasStart.Title") + t("Settings.Access.SaasStart.Label")
    access = {"title": title, "items": [
        {"text": saas}, {"button": t("Settings.Access.SaasStart.ChatNow")},
        {"text": t("Settings.Access.AccessCode.Title")},
        {"field": "access-code", "hint": t("Settings.Access.AccessCode.Placeholder"), "text": ""},
        {"switch": t("Settings.Access.CustomEndpoint.Title"), "checked": False}]}  # fmt: skip
    danger = {"title": title, "items": [
        {"text": t("Settings.Danger.Reset.Title")}, {"button": t("Settings.Danger.Reset.Action")},
        {"text": t("Settings.Danger.Clear.Title")},
        {"button": t("Settings.Danger.Clear.Action")}]}  # fmt: skip
    reset = confirm(t, title, t("Settings.Danger.Reset.Confirm"))
    clear = confirm(t, title, t("Settings.Danger.Clear.Confirm"))
    check = f"/api/webdav/chatgpt-next-web?endpoint={DAV}&proxy_method=MKCOL"
    return [
        _entry("harmless", "settings top", top, [
            (t("Settings.Update.CheckUpdate"), False, [f"GET {TAGS_URL}"])]),
        _entry("reversible", "settings top", top, [
            (t("Mask.Config.Artifacts.Title"), False, [])]),
        _entry("opens-prompt", "settings sync", sync, [
            (t("UI.Import"), False, [])]),
        _entry("harmless", "settings sync", sync, [(t("UI.Export"), False, [])]),
        _entry("harmless", "sync config modal", dav, [
            (t("Settings.Sync.Config.Modal.Check"), False, [f"GET {check}"])]),
        _entry("reversible", "sync config modal", dav, [
            (t("Settings.Sync.Config.Proxy.Title"), False, []),
            (t("UI.Confirm"), False, [])]),
        _entry("opens-prompt", "settings prompts", prompts, [
            (t("Settings.Prompt.Edit"), False, [])]),
        _entry("harmless", "settings access", access, [
            (t("Settings.Access.SaasStart.ChatNow"), False, [page(SAAS_CHAT_URL)])]),
        _entry("reversible", "settings access", access, [
            (t("Settings.Access.CustomEndpoint.Title"), False, [])]),
        _entry("opens-prompt", "settings danger zone", danger, [
            (t("Settings.Danger.Reset.Action"), False, []),
            (t("Settings.Danger.Clear.Action"), False, [])]),
        _entry("harmless", "reset settings confirmation", reset, [(t("UI.Cancel"), False, [])]),
        _entry("delete", "clear all data confirmation", clear, [
            (t("UI.Confirm"), True, [RELOAD])]),
        _entry("harmless", "clear all data confirmation", clear, [
            (t("UI.Cancel"), False, [])]),
    ]  # fmt: skip


def other_screens(t: Any) -> list[dict[str, Any]]:
    """The access-code page, the mask splash screen and its confirmation, the masks page and
    a mask's delete confirmation, the error page and its confirmation, a chat's delete
    confirmation on a phone and the toast that follows, the sidebar's Discovery list."""
    auth = {"title": "NextChat", "items": [
        {"button": t("Auth.Return")}, {"text": t("Auth.Title")}, {"text": t("Auth.Tips")},
        {"field": "access-code", "hint": t("Auth.Input"), "text": "c0ffee-42"},
        {"text": t("Auth.SubTips")},
        {"field": "openai-key", "hint": t("Settings.Access.OpenAI.ApiKey.Placeholder"),
         "text": ""},
        {"button": t("Auth.Confirm")}, {"button": t("Auth.SaasTips")}]}  # fmt: skip
    splash = {"title": "NextChat", "items": [
        {"button": t("NewChat.Return")}, {"button": t("NewChat.NotShow")},
        {"text": t("NewChat.Title")}, {"text": t("NewChat.SubTitle")},
        {"button": t("NewChat.More")}, {"button": t("NewChat.Skip")}]}  # fmt: skip
    no_splash = confirm(t, "NextChat", t("NewChat.ConfirmNoShow"))
    masks_t = t("Mask.Page.Title")
    masks = {"title": masks_t, "items": [
        {"button": t("UI.Export")}, {"button": t("UI.Import")},
        {"field": "search", "hint": t("Mask.Page.Search"), "text": ""},
        {"button": t("Mask.Page.Create")}, {"text": MASK},
        {"text": t("Mask.Item.Info", 1)}, {"button": t("Mask.Item.Chat")},
        {"button": t("Mask.Item.Edit")}, {"button": t("Mask.Item.Delete")}]}  # fmt: skip
    mask_delete = confirm(t, masks_t, t("Mask.Item.DeleteConfirm"))
    error = {"title": "NextChat", "items": [
        {"text": "Oops, something went wrong!"}, {"text": "TypeError: e.messages is undefined"},
        {"button": "Report This Error"}, {"button": "Clear All Data"}]}  # fmt: skip
    error_confirm = confirm(t, "NextChat", t("Settings.Danger.Reset.Confirm"))
    chat_delete = confirm(t, "NextChat", t("Home.DeleteChat"))
    deleted = {"title": "NextChat", "items": [
        {"button": t("Home.NewChat")}, {"row": TOPIC2},
        {"text": t("Home.DeleteToast")}, {"button": t("Home.Revert")}]}  # fmt: skip
    discovery = {"title": "NextChat", "items": [
        {"row": t("Plugin.Name")}, {"row": t("SearchChat.Page.Title")}]}  # fmt: skip
    return [
        _entry("harmless", "access code page", auth, [
            (t("Auth.Confirm"), False, []),
            (t("Auth.SaasTips"), False, [page(SAAS_CHAT_URL)])]),
        _entry("reversible", "mask splash screen", splash, [(t("NewChat.Skip"), False, [])]),
        _entry("opens-prompt", "mask splash screen", splash, [
            (t("NewChat.NotShow"), False, [])]),
        _entry("reversible", "never show the splash confirmation", no_splash, [
            (t("UI.Confirm"), False, [])]),
        _entry("harmless", "never show the splash confirmation", no_splash, [
            (t("UI.Cancel"), False, [])]),
        _entry("reversible", "masks page", masks, [(t("Mask.Page.Create"), False, [])]),
        _entry("opens-prompt", "masks page", masks, [
            (t("UI.Import"), False, []), (t("Mask.Item.Delete"), False, [])]),
        _entry("harmless", "mask delete confirmation", mask_delete, [
            (t("UI.Cancel"), False, [])]),
        _entry("harmless", "error page", error, [
            ("Report This Error", False, [page(ISSUE_URL)])]),
        _entry("opens-prompt", "error page", error, [("Clear All Data", False, [])]),
        _entry("reversible", "error page confirmation", error_confirm, [
            (t("UI.Confirm"), False, [RELOAD])]),
        _entry("reversible", "chat delete confirmation", chat_delete, [
            (t("UI.Confirm"), False, [])]),
        _entry("harmless", "chat delete confirmation", chat_delete, [
            (t("UI.Cancel"), False, [])]),
        _entry("reversible", "chat deleted toast", deleted, [(t("Home.Revert"), False, [])]),
        _entry("harmless", "discovery selector", discovery, [(t("Plugin.Name"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus in the language of ``t``."""
    return chat_screens(t) + settings_screens(t) + other_screens(t)

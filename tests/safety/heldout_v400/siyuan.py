"""SiYuan's screens for the four-hundredth held-out corpus: ``screens(t)`` lays them out in one
language, ``t(key, **args)`` being that language's lookup of a key of the app's
``app/appearance/langs/<lang>.json`` catalogue (``${name}`` filled in, HTML tags dropped).
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

VERSION = "3.7.3"  # app/package.json; the page title ends in "SiYuan v3.7.3"
BOX, BOX_NAME = "20260312101520-k3v9qpa", "Field notes"
DOC, DOC_TITLE = "20260314093012-8xw2mfd", "Soil samples 2026"
DOC_PATH = f"/{DOC}.sy"
SNAP, SNAP_MEMO, SNAP_TIME = "7c1e9a4f02b83d6e5a1c9f7b2d8e4a6c3f0b1d95", "Before cleanup", \
    "2026-03-20 10:15:00"  # fmt: skip
CLOUD_SNAP, CLOUD_TAG = "3b9d2e7f1a6c4805d2e9b7a1f3c6d8e0a4b2c971", "spring-2026"
TAG_NAME = "20260321094500"  # the tag dialog's default, dayjs().format("YYYYMMDDHHmmss")
KEY = "Qk3xV9pL2tM8rW4nB6yHs1KdF0pZa7GeU3tVo5iNx8RwQ2lMb4CjE9uYk6SgA1hP"  # made up
CLOUD_DIR = "main"
ASSET = "assets/field-photo-20260301-4h2k9x.png"
PLUGIN = "word-count-panel"
DECK, DECK_NAME = "20260316082210-d5q1xke", "German verbs"
CARD = "20260317120455-p8n3wza"
SHORTHAND, SHORTHAND_TITLE = "1742463300123", "Ideas for the soil survey"
TAG_LABEL = "fieldwork"
Act = tuple[str, bool, list[Any]]


def api(path: str, data: Any = None) -> Any:
    """fetchPost: a POST fetch to the kernel serving the page; a body is JSON.stringify's."""
    if data is None:
        return f"POST {path}"
    return {"request": f"POST {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"siyuan {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def page_title(t: Any) -> str:
    """setTitle: the open document, the workspace (named so in a browser) and the app."""
    return f"{DOC_TITLE} - {t('workspace')} - {t('siyuanNote')} v{VERSION}"


def confirm(t: Any, title: str, message: str, delete: bool = False) -> dict[str, Any]:
    """confirmDialog: a dialog with its title and text, Cancel and Confirm (Delete when
    ``isDelete``)."""
    return {"title": page_title(t), "dialog": {"title": title, "message": message},
            "items": [{"button": t("cancel")},
                      {"button": t("delete" if delete else "confirm")}]}  # fmt: skip


def over(t: Any, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A dialog, panel or menu open over the page."""
    return {"title": page_title(t), "dialog": {"title": heading}, "items": items}


def file_screens(t: Any) -> list[dict[str, Any]]:
    """The file tree's document and notebook menus and their delete confirmations, the
    settings' history retention and its purge, the import of a data archive."""
    rollback = t("rollbackTip", x="30")  # editor.historyRetentionDays, 30 by default
    doc_menu = over(t, DOC_TITLE, [
        {"menu": t("copy")}, {"menu": t("addToDatabase")}, {"menu": t("delete")},
        {"menu": t("fileHistory")}, {"menu": t("export")}])  # fmt: skip
    doc_delete = confirm(
        t, t("deleteOpConfirm"), f"{t('confirmDeleteTip', x=DOC_TITLE)} {rollback}", delete=True
    )
    box_menu = over(t, BOX_NAME, [
        {"menu": t("config")}, {"menu": t("sort")}, {"menu": t("close")},
        {"menu": t("delete")}, {"menu": t("export")}])  # fmt: skip
    box_delete = confirm(
        t, t("deleteOpConfirm"), f"{t('confirmDeleteTip', x=BOX_NAME)} {rollback}", delete=True
    )
    history_tab = over(t, t("config"), [
        {"tab": t("editor")}, {"tab": t("fileTree")}, {"text": t("clearHistory")},
        {"button": t("purge")}, {"text": t("historyRetentionDays")}])  # fmt: skip
    clear = confirm(t, t("clearHistory"), t("confirmClearHistory"))
    import_data = confirm(t, f"{t('import')} Data", t("importDataTip"))
    return [
        _entry("opens-prompt", "document menu", doc_menu, [
            (t("delete"), False, [api("/api/block/getDocInfo", {"id": DOC})])]),
        _entry("reversible", "document delete confirmation", doc_delete, [
            (t("delete"), False, [api("/api/filetree/removeDoc",
                                      {"notebook": BOX, "path": DOC_PATH})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "notebook menu", box_menu, [
            (t("close"), False, [api("/api/notebook/closeNotebook", {"notebook": BOX})]),
            (t("delete"), False, [])]),
        _entry("reversible", "notebook delete confirmation", box_delete, [
            (t("delete"), False, [api("/api/notebook/removeNotebook", {"notebook": BOX})])]),
        _entry("opens-prompt", "settings history retention", history_tab, [
            (t("purge"), False, [])]),
        _entry("delete", "delete all history confirmation", clear, [
            (t("confirm"), True, [api("/api/history/clearWorkspaceHistory", {})]),
            (t("cancel"), False, [])]),
        _entry("overwrite", "import data confirmation", import_data, [
            (t("confirm"), True, ["POST /api/import/importData"]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def snapshot_screens(t: Any) -> list[dict[str, Any]]:
    """The data history's snapshot tab, its memo and tag dialogs and rollback confirmation,
    the cloud's tagged snapshots and the removal of one."""
    tabs = [{"tab": t("fileHistory")}, {"tab": t("removedNotebook")},
            {"tab": t("dataSnapshot")}]  # fmt: skip
    local = over(t, t("dataHistory"), [
        *tabs, {"button": t("createSnapshot")}, {"text": SNAP_MEMO}, {"text": SNAP_TIME},
        {"icon": t("tagSnapshot")}, {"icon": t("rollback")}])  # fmt: skip
    memo = over(t, t("snapshotMemo"), [
        {"field": "memo", "hint": t("snapshotMemoTip"), "text": "Before reorganising"},
        {"button": t("cancel")}, {"button": t("confirm")}])  # fmt: skip
    tag = over(t, t("tagSnapshot"), [
        {"field": "tag", "hint": t("tagSnapshotTip"), "text": TAG_NAME},
        {"button": t("cancel")}, {"button": t("tagSnapshot")},
        {"button": t("tagSnapshotUpload")}])  # fmt: skip
    check = t("rollbackConfirm", name=t("workspaceData"), time=SNAP_TIME)
    rollback = confirm(t, f"⚠️ {t('rollback')}", check)
    cloud = over(t, t("dataHistory"), [
        *tabs, {"text": CLOUD_TAG}, {"text": "2026-03-18 21:40:12"},
        {"icon": t("download")}, {"icon": t("downloadRollback")},
        {"icon": t("remove")}])  # fmt: skip
    remove = confirm(t, t("deleteOpConfirm"), f"{t('confirmDelete')} {CLOUD_TAG}?", delete=True)
    download = api("/api/repo/downloadCloudSnapshot", {"tag": CLOUD_TAG, "id": CLOUD_SNAP})
    return [
        _entry("opens-prompt", "data snapshot tab", local, [
            (t("createSnapshot"), False, []), (t("rollback"), False, [])]),
        _entry("reversible", "snapshot memo dialog", memo, [
            (t("confirm"), False, [api("/api/repo/createSnapshot",
                                       {"memo": "Before reorganising"})])]),
        _entry("reversible", "tag snapshot dialog", tag, [
            (t("tagSnapshotUpload"), False, [
                api("/api/repo/tagSnapshot", {"id": SNAP, "name": TAG_NAME}),
                api("/api/repo/uploadCloudSnapshot", {"tag": TAG_NAME, "id": SNAP})])]),
        _entry("reversible", "snapshot rollback confirmation", rollback, [
            (t("confirm"), False, [api("/api/repo/checkoutRepo", {"id": SNAP})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "cloud tagged snapshots", cloud, [
            (t("download"), False, [download]), (t("remove"), False, [])]),
        _entry("delete", "cloud snapshot removal confirmation", remove, [
            (t("delete"), True, [api("/api/repo/removeCloudRepoTagSnapshot",
                                     {"tag": CLOUD_TAG})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def sync_screens(t: Any) -> list[dict[str, Any]]:
    """The settings' data repo key and purge, their confirmations, the cloud sync
    directories and the removal of one, the sync direction dialog, the account panel."""
    key_empty = over(t, t("config"), [
        {"text": t("key")}, {"button": t("importKey")}, {"button": t("genKey")},
        {"button": t("genKeyByPW")}])  # fmt: skip
    import_key = over(t, f"🔑 {t('key')}", [
        {"field": "key", "hint": t("keyPlaceholder"), "text": KEY},
        {"button": t("cancel")}, {"button": t("confirm")}])  # fmt: skip
    key_set = over(t, t("config"), [
        {"text": t("key")}, {"button": t("copyKey")}, {"button": t("resetRepo")},
        {"text": t("dataRepoPurge")}, {"button": t("purge")},
        {"button": t("cloudStoragePurge")}])  # fmt: skip
    reset = confirm(t, f"⚠️ {t('resetRepo')}", t("resetRepoTip"))
    purge = confirm(t, f"♻️ {t('dataRepoPurge')}", t("dataRepoPurgeConfirm"))
    cloud_purge = confirm(t, f"♻️ {t('cloudStoragePurge')}", t("cloudStoragePurgeConfirm"))
    dirs = over(t, f"🗂️ {t('cloudSyncDir')}", [
        {"radio": CLOUD_DIR, "checked": True}, {"text": "1.84 GB"},
        {"icon": t("delete")}])  # fmt: skip
    remove_dir = confirm(
        t, t("deleteOpConfirm"), f"{t('confirmDeleteCloudDir')} {CLOUD_DIR}", delete=True
    )
    direction = over(t, t("chooseSyncDirection"), [
        {"radio": t("uploadData2Cloud"), "checked": True}, {"text": t("uploadData2CloudTip")},
        {"radio": t("downloadDataFromCloud"), "checked": False},
        {"text": t("downloadDataFromCloudTip")},
        {"button": t("cancel")}, {"button": t("confirm")}])  # fmt: skip
    account = over(t, t("config"), [
        {"text": "mara"}, {"button": t("refresh")}, {"button": t("logout")}])  # fmt: skip
    return [
        _entry("opens-prompt", "repo key not set", key_empty, [
            (t("importKey"), False, [])]),
        _entry("reversible", "import key dialog", import_key, [
            (t("confirm"), False, [api("/api/repo/importRepoKey", {"key": KEY})])]),
        _entry("opens-prompt", "repo key set and purge", key_set, [
            (t("resetRepo"), False, []), (t("purge"), False, []),
            (t("cloudStoragePurge"), False, [])]),
        _entry("reset", "reset data repo confirmation", reset, [
            (t("confirm"), True, [api("/api/repo/resetRepo", {})]),
            (t("cancel"), False, [])]),
        _entry("delete", "data repo purge confirmation", purge, [
            (t("confirm"), True, [api("/api/repo/purgeRepo")]),
            (t("cancel"), False, [])]),
        _entry("delete", "cloud storage purge confirmation", cloud_purge, [
            (t("confirm"), True, [api("/api/repo/purgeCloudRepo")])]),
        _entry("opens-prompt", "cloud sync directories", dirs, [
            (t("delete"), False, [])]),
        _entry("delete", "cloud sync directory delete confirmation", remove_dir, [
            (t("delete"), True, [api("/api/sync/removeCloudSyncDir", {"name": CLOUD_DIR})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "sync direction dialog", direction, [
            (t("confirm"), False, [api("/api/sync/performSync", {"upload": True})])]),
        _entry("reversible", "account panel", account, [
            (t("logout"), False, [api("/api/setting/logoutCloudUser", {}),
                                  api("/api/setting/getCloudUser", {})])]),
    ]  # fmt: skip


def content_screens(t: Any) -> list[dict[str, Any]]:
    """Unreferenced assets, a plugin's uninstall, flashcard decks and cards, sharing a
    document to the community, the inbox, a tag's removal."""
    assets = over(t, t("config"), [
        {"text": ASSET}, {"button": t("delete")}])  # fmt: skip
    clean = confirm(t, t("deleteOpConfirm"), t("clearAll"), delete=True)
    plugin = over(t, t("config"), [
        {"text": PLUGIN}, {"icon": t("config")}, {"icon": t("uninstall")},
        {"icon": t("use")}])  # fmt: skip
    uninstall = confirm(t, f"⚠️ {t('uninstall')}", t("confirmUninstall", name=PLUGIN))
    decks = over(t, t("riffCard"), [
        {"icon": t("createDeck")}, {"text": DECK_NAME}, {"icon": t("rename")},
        {"icon": t("delete")}, {"icon": t("cardPreview")}])  # fmt: skip
    deck_delete = confirm(
        t, t("deleteOpConfirm"), f"{t('confirmDelete')} {DECK_NAME}?", delete=True
    )
    all_cards = over(t, t("all"), [
        {"text": "sein, war, gewesen"}, {"text": "2026-03-24"}, {"icon": t("reset")},
        {"icon": t("removeDeck")}])  # fmt: skip
    deck_cards = over(t, DECK_NAME, [
        {"icon": t("reset")}, {"icon": t("previousLabel")}, {"icon": t("nextLabel")},
        {"text": "sein, war, gewesen"}])  # fmt: skip
    reset_cards = confirm(t, t("reset"), t("resetCardTip", x="24"))
    doc_more = over(t, t("more"), [
        {"menu": t("uploadAssets2CDN")}, {"menu": t("share2Liandi")},
        {"menu": t("refresh")}])  # fmt: skip
    share = confirm(
        t, f"🤩 {t('share2Liandi')}", t("share2LiandiConfirmTip", accountServer="https://liuyun.io")
    )
    inbox = over(t, t("inbox"), [
        {"menu": t("refresh")}, {"menu": t("move")}, {"menu": t("remove")}])  # fmt: skip
    inbox_delete = confirm(
        t, t("deleteOpConfirm"), f"{t('confirmDelete')} {SHORTHAND_TITLE}?", delete=True
    )
    tag_delete = confirm(t, t("deleteOpConfirm"), f"{t('confirmDelete')} {TAG_LABEL}?", delete=True)
    frontend = "browser-desktop"  # getFrontend() in a desktop browser
    return [
        _entry("opens-prompt", "unreferenced assets", assets, [(t("delete"), False, [])]),
        _entry("reversible", "unreferenced assets delete confirmation", clean, [
            (t("delete"), False, [api("/api/asset/removeUnusedAssets", {})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "downloaded plugin", plugin, [(t("uninstall"), False, [])]),
        _entry("delete", "plugin uninstall confirmation", uninstall, [
            (t("confirm"), True, [api("/api/bazaar/uninstallBazaarPlugin", {
                "packageName": PLUGIN, "keyword": "", "frontend": frontend})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "flashcard decks", decks, [(t("delete"), False, [])]),
        _entry("delete", "deck delete confirmation", deck_delete, [
            (t("delete"), True, [api("/api/riff/removeRiffDeck", {"deckID": DECK})]),
            (t("cancel"), False, [])]),
        _entry("reset", "all flashcards", all_cards, [
            (t("reset"), True, [api("/api/riff/resetRiffCards", {
                "type": "deck", "deckID": "", "id": "", "blockIDs": [CARD]})]),
            (t("removeDeck"), True, [api("/api/riff/removeRiffCards", {
                "deckID": "", "blockIDs": [CARD]})])]),
        _entry("opens-prompt", "deck cards", deck_cards, [(t("reset"), False, [])]),
        _entry("reset", "reset flashcards confirmation", reset_cards, [
            (t("confirm"), True, [api("/api/riff/resetRiffCards", {
                "type": "deck", "deckID": DECK, "id": DECK})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "document more menu", doc_more, [
            (t("share2Liandi"), False, [])]),
        _entry("publish", "share to community confirmation", share, [
            (t("confirm"), True, [api("/api/export/export2Liandi", {"id": DOC})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "inbox item menu", inbox, [(t("remove"), False, [])]),
        _entry("delete", "inbox delete confirmation", inbox_delete, [
            (t("delete"), True, [api("/api/inbox/removeShorthands", {"ids": [SHORTHAND]})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "tag delete confirmation", tag_delete, [
            (t("delete"), False, [api("/api/tag/removeTag", {"label": TAG_LABEL})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*file_screens(t), *snapshot_screens(t), *sync_screens(t), *content_screens(t)]

"""What the ONLYOFFICE connector adds around files, for the five-hundred-and-sixtieth held-out
corpus: ``screens(t)`` lays out, in one language, a spreadsheet's actions menu in the Files app
and the "Download as" dialog, the "Advanced" tab of a document's sidebar with its permissions
menu, and the notification of an unreachable Docs server. Read from ``src/main.js``
(``registerAction``, ``OpenEditor``, ``Download``), ``templates/downloadPicker.html``,
``src/share.js``, ``templates/share.html``, ``lib/SharingApiController.php``,
``lib/ExtraPermissions.php`` and ``lib/Notifier.php``; what each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import APP, OCS, ORIGIN, call, dialog, entry, field, link, page, switch

SHEET, SHEET_ID, SHEET_DIR = "Budget 2019.xls", 5130, "/Finance"
"""A spreadsheet of an old format (opened by the app on request, converted, downloaded as
another format)."""
REPORT, REPORT_ID = "Quarterly report.docx", 5127
"""A document alex shares with Dana Whitfield (share 41, editing allowed, no resharing)."""
DANA, SHARE = "Dana Whitfield", "41"
EXTRA = 7
"""The id of the share's extra permissions once stored (-1 before)."""
ACTION = "onlyoffice-share-action"
"""The permissions button of a share's row: an icon with an id and no text."""


def screens(t: Any) -> list[dict[str, Any]]:
    open_label = t("js:Open in ONLYOFFICE")
    download_as = t("js:Download as")
    menu = dialog(SHEET_DIR.strip("/"), None, None, [
        {"menu": open_label}, {"menu": t("js:Convert with ONLYOFFICE")},
        {"menu": download_as}])  # fmt: skip
    download, cancel = t("js:Download"), t("core:Cancel")
    picker = dialog(SHEET_DIR.strip("/"), download_as,
                    t("js:Choose a format to convert {fileName}", {"fileName": SHEET}), [
        field("onlyoffice-download-select", None, "xlsx"),
        {"button": cancel}, {"button": download}])  # fmt: skip
    advanced = t("js:Advanced")
    sidebar = page(REPORT, [{"text": REPORT}, {"tab": advanced}])
    intro = {"text": t("js:Provide advanced document permissions using ONLYOFFICE Docs")}
    shares = page(REPORT, [{"tab": advanced}, intro, {"row": DANA}, {"id": ACTION}])
    review, comment = t("js:Review only"), t("js:Comment only")
    permissions = page(REPORT, [{"tab": advanced}, intro, {"row": DANA}, {"id": ACTION},
                                switch(review, False), switch(comment, False)])  # fmt: skip
    reviewing = page(REPORT, [{"tab": advanced}, intro, {"row": DANA}, {"id": ACTION},
                              switch(review, True)])  # fmt: skip
    view = t("View settings")
    unreachable = page("Nextcloud", [
        {"text": t("ONLYOFFICE server is not available")},
        {"text": t("Please check the settings to resolve the problem.")},
        {"button": view}])  # fmt: skip

    def extra(extra_id: int, value: int) -> Any:
        """``SetShares``: the PUT of a share's extra permissions."""
        data = {"extraId": extra_id, "shareId": SHARE, "fileId": REPORT_ID, "permissions": value}
        return call("PUT", f"{OCS}/shares?format=json", data)

    path = f"{SHEET_DIR}/{SHEET}".replace("/", "%2F").replace(" ", "%20")
    return [
        entry("harmless", "file actions menu", menu, [
            (open_label, False, [link(f"{APP}/{SHEET_ID}?filePath={path}")])]),
        entry("opens-prompt", "file actions menu (download as)", menu, [
            (download_as, False, [call("GET", f"{APP}/templates/downloadPicker.html")])]),
        entry("harmless", "download as dialog", picker, [
            (download, False, [link(f"{APP}/downloadas?fileId={SHEET_ID}&toExtension=xlsx")]),
            (cancel, False, [])]),
        entry("harmless", "file sidebar", sidebar, [
            (advanced, False, [call("GET", f"{APP}/templates/share.html"),
                               call("GET", f"{OCS}/shares/{REPORT_ID}?format=json")])]),
        entry("opens-prompt", "advanced tab", shares, [(ACTION, False, [])]),
        entry("reversible", "advanced permissions menu", permissions, [
            (review, False, [extra(-1, 1)]), (comment, False, [extra(-1, 2)])]),
        entry("reversible", "advanced permissions menu (review only set)", reviewing, [
            (review, False, [extra(EXTRA, 0)])]),
        entry("harmless", "notification (server unavailable)", unreachable, [
            (view, False, [link(f"{ORIGIN}/settings/admin/onlyoffice")])]),
    ]  # fmt: skip

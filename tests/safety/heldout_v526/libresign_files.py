"""LibreSign's file list for the five-hundred-and-twenty-sixth held-out corpus:
``screens(t)`` lays out, in one language, the list of the requester's documents, the Request
menu and its upload from a URL, a document's actions menu, the deletion dialogs of one
document and of a selection. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import LEASE, MINUTES, SUPPLIER, TRAVEL, call, detail, dialog, entry, menu, page, query

NEW_URL = "https://intranet.example.org/forms/vendor-onboarding.pdf"
NEW_UUID = "5e8a1c3b-2d7f-4b96-a0e4-9c6f3d1b7a52"  # the uuid the server gives the new file


def config(key: str, value: Any) -> Any:
    """``userConfigStore.update()`` and the sorting store: one of the account's settings."""
    return call("PUT", f"/account/config/{key}", {"value": value})


def file_list(sort_by: str, direction: str) -> str:
    """``getAllFiles()``: the first page of the list, without details, in the sort order."""
    params = [("details", False), ("sortBy", sort_by), ("sortDirection", direction)]
    return call("GET", f"/file/list?{query(params)}")


def screens(t: Any) -> list[dict[str, Any]]:
    ready, draft, signed = t("Ready to sign"), t("Draft"), t("Signed")
    rows = [{"row": SUPPLIER["name"], "secondary": ready},
            {"row": LEASE["name"], "secondary": draft},
            {"row": TRAVEL["name"], "secondary": draft},
            {"row": MINUTES["name"], "secondary": signed}]  # fmt: skip
    header = [{"button": t("Request")}, {"link": t("Files")}, {"icon": t("Filters")},
              {"icon": t("Switch to grid view")}, {"button": t("Name")},
              {"button": t("Status")}, {"button": t("Signers")},
              {"button": t("Created at")}]  # fmt: skip
    listing = page([*header, *rows])
    request_menu = menu([t("Upload from URL"), t("Choose from Files"), t("Upload")])
    from_url = dialog(t("URL of a PDF file"), None, [
        {"field": "pdf-url", "hint": t("URL of a PDF file"), "text": NEW_URL},
        {"button": t("Send")}])  # fmt: skip
    actions = menu([t("Details"), t("Rename"), t("Delete"), t("Open file")])

    def confirm(delete_file: bool) -> dict[str, Any]:
        return dialog(t("Confirm"),
                      t("The signature request will be deleted. Do you confirm this action?"),
                      [{"switch": t("Also delete the file."), "checked": delete_file},
                       {"button": t("Ok")}, {"button": t("Cancel")}])  # fmt: skip

    def toggle(name: str, on: bool) -> dict[str, Any]:
        label = t('Toggle selection for file "{displayName}"', {"displayName": name})
        return {"switch": label, "checked": on}

    selection = page([
        {"switch": t("Toggle selection for all files"), "checked": False},
        {"button": t("Delete")},
        toggle(SUPPLIER["name"], False), rows[0], toggle(LEASE["name"], True), rows[1],
        toggle(TRAVEL["name"], True), rows[2], toggle(MINUTES["name"], False),
        rows[3]])  # fmt: skip
    with_file = {"deleteFile": True}
    return [
        entry(
            "harmless",
            "file list",
            listing,
            [
                (t("Request"), False, []),
                (
                    t("Name"),
                    False,
                    [
                        config("files_list_sorting_mode", "name"),
                        config("files_list_sorting_direction", "asc"),
                        file_list("name", "asc"),
                    ],
                ),
                (t("Switch to grid view"), False, [config("files_list_grid_view", True)]),
            ],
        ),
        entry("opens-prompt", "request menu", request_menu, [(t("Upload from URL"), False, [])]),
        entry(
            "reversible",
            "upload from URL dialog",
            from_url,
            [
                (
                    t("Send"),
                    False,
                    [call("POST", "/file", {"file": {"url": NEW_URL}}), detail(NEW_UUID)],
                )
            ],
        ),
        entry(
            "harmless",
            "document actions menu",
            actions,
            [(t("Details"), False, [detail(SUPPLIER["uuid"])]), (t("Rename"), False, [])],
        ),
        entry(
            "opens-prompt", "document actions menu (delete)", actions, [(t("Delete"), False, [])]
        ),
        entry(
            "delete",
            "delete request and file confirmation",
            confirm(True),
            [
                (
                    t("Ok"),
                    True,
                    [
                        call(
                            "DELETE",
                            f"/file/file_id/{SUPPLIER['id']}?" + query(list(with_file.items())),
                        )
                    ],
                ),
                (t("Cancel"), False, []),
            ],
        ),
        entry(
            "delete",
            "delete signed request, file kept, confirmation",
            confirm(False),
            [
                (t("Ok"), True, [call("DELETE", f"/sign/file_id/{MINUTES['id']}")]),
                (t("Also delete the file."), False, []),
                (t("Cancel"), False, []),
            ],
        ),
        entry("opens-prompt", "file list selection", selection, [(t("Delete"), False, [])]),
        entry(
            "delete",
            "delete selection confirmation",
            confirm(True),
            [
                (
                    t("Ok"),
                    True,
                    [
                        call("DELETE", f"/file/file_id/{doc['id']}?deleteFile=true")
                        for doc in (LEASE, TRAVEL)
                    ],
                ),
                (t("Cancel"), False, []),
            ],
        ),
    ]

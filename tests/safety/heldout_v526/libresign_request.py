"""LibreSign's request sidebar for the five-hundred-and-twenty-sixth held-out corpus:
``screens(t)`` lays out, in one language, the request tab of a draft with its two signers, the
dialog that adds a signer, the confirmation that sends the request, and the actions menus of
a signer already asked to sign and of one not yet asked, with the confirmation that asks the
latter. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import LEASE, SUPPLIER, call, dialog, entry, menu, page

# Signers as the file's detail returns them: (signRequestId, name, method, value, status);
# every signing order is 1 (the signers sign in parallel).
JONAS = (241, "Jonas Berg", "email", "jonas.berg@example.org", 1)  # asked to sign
LI_WEI = (242, "Li Wei", "account", "liwei", 0)  # not yet asked
NOOR = (250, "Noor Haddad", "email", "noor.haddad@example.org", 0)
OLU = (251, "Olu Adeyemi", "account", "olu", 0)
PRIYA = ("Priya Nair", "email", "priya.nair@example.org")  # the signer the dialog adds


def signer(row: tuple[Any, ...], status: int | None = None) -> dict[str, Any]:
    """``serializeRequestSigners()`` of a stored signer: its identify method, name, order
    and status (its description is null, so left out)."""
    _, name, method, value, stored = row
    return {"identifyMethods": [{"method": method, "value": value, "requirement": "optional"}],
            "displayName": name, "signingOrder": 1,
            "status": stored if status is None else status}  # fmt: skip


def save(doc: dict[str, Any], signers: list[dict[str, Any]], status: int) -> Any:
    """``saveOrUpdateSignatureRequest()``: the PATCH of the whole request (no visible element
    is placed, and the requester may not override a policy, so none is sent)."""
    data = {"name": doc["name"], "signers": signers, "visibleElements": [], "status": status,
            "uuid": doc["uuid"]}  # fmt: skip
    return call("PATCH", "/request-signature", data)


def screens(t: Any) -> list[dict[str, Any]]:
    draft = t("Draft")
    lease_tab = page([
        {"text": LEASE["name"]}, {"button": t("Add signer")},
        {"row": NOOR[1], "secondary": draft}, {"row": OLU[1], "secondary": draft},
        {"button": t("Setup signature positions")}, {"button": t("Request signatures")},
        {"button": t("Open file")}])  # fmt: skip
    name, method, value = PRIYA
    # The dialog's own sidebar repeats its name; its tabs are the enabled identify methods,
    # named by the server, the e-mail tab open.
    add = dialog(t("Add new signer"), None, [
        {"tab": t("Account")}, {"tab": t("Email")},
        {"field": "signer", "hint": t("Email"), "text": value},
        {"field": "signer-name", "hint": t("Signer name"), "text": name},
        {"switch": t("Add custom message"), "checked": False},
        {"button": t("Cancel")}, {"button": t("Save")}])  # fmt: skip
    added = {"identifyMethods": [{"method": method, "value": value, "requirement": "optional"}],
             "displayName": name, "status": 0}  # fmt: skip

    def send_confirm() -> dict[str, Any]:
        return dialog(t("Confirm"), t("Send signature request?"),
                      [{"button": t("Cancel")}, {"button": t("Send")}])  # fmt: skip

    asked = menu([t("Customize message"), t("Delete"), t("Send reminder")])
    not_asked = menu([t("Delete"), t("Request signature")])
    supplier = SUPPLIER["id"]
    return [
        entry(
            "opens-prompt",
            "request tab of a draft",
            lease_tab,
            [(t("Add signer"), False, []), (t("Request signatures"), False, [])],
        ),
        entry(
            "reversible",
            "add signer dialog",
            add,
            [
                (t("Save"), False, [save(LEASE, [signer(NOOR), signer(OLU), added], 0)]),
                (t("Add custom message"), False, []),
                (t("Cancel"), False, []),
            ],
        ),
        entry(
            "send",
            "send signature request confirmation",
            send_confirm(),
            [
                (t("Send"), True, [save(LEASE, [signer(NOOR), signer(OLU)], 1)]),
                (t("Cancel"), False, []),
            ],
        ),
        entry(
            "send",
            "asked signer menu (reminder)",
            asked,
            [
                (
                    t("Send reminder"),
                    True,
                    [
                        call(
                            "POST",
                            "/notify/signer",
                            {"fileId": supplier, "signRequestId": JONAS[0]},
                        )
                    ],
                )
            ],
        ),
        entry(
            "delete",
            "asked signer menu (delete)",
            asked,
            [(t("Delete"), True, [call("DELETE", f"/sign/file_id/{supplier}/{JONAS[0]}")])],
        ),
        entry(
            "opens-prompt",
            "asked signer menu (message)",
            asked,
            [(t("Customize message"), False, [])],
        ),
        entry(
            "opens-prompt",
            "signer not yet asked menu",
            not_asked,
            [(t("Request signature"), False, [])],
        ),
        entry(
            "send",
            "request one signer confirmation",
            send_confirm(),
            [
                (t("Send"), True, [save(SUPPLIER, [signer(JONAS), signer(LI_WEI, 1)], 1)]),
                (t("Cancel"), False, []),
            ],
        ),
    ]

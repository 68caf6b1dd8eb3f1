"""Dolibarr's screens for the hundred-and-fifty-eighth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *args)`` being that language's lookup of a key of the
app's ``htdocs/langs/<locale>/*.lang`` catalogues. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

TOKEN = "5f2b8e0c9a7d41e3b6c2f8a0d4e19b7c"  # made up; newToken()
INV, INV_REF, INV_DRAFT, LINE, PAY = 7, "FA2501-0012", "(PROV7)", 21, 3
SOC, SOC_NAME, SOC2, SOC2_NAME = 12, "Acme Industries", 15, "ACME Industries Ltd"
PROD, PROD_REF = 5, "WIDGET-01"
USER, LOGIN, USER_NAME = 4, "jdoe", "John Doe"
EVENT, EVENT_LABEL = 31, "Quarterly review call"
FACTURE, SOCIETE, PRODUCT = "/compta/facture/card.php", "/societe/card.php", "/product/card.php"
USERCARD, PERMS, AGENDA = "/user/card.php", "/user/perms.php", "/comm/action/card.php"
MAIL_TO, MAIL_SUBJECT, MAIL_TEXT = "billing@acme.example", "Invoice FA2501-0012", "Hello"
Act = tuple[str, bool, list[Any]]


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (``dolGetButtonAction``) or formconfirm's
    ``location.href = urljump``."""
    return {"request": f"GET {url}", "via": "link"}


def yes(page: str, action: str, fields: list[tuple[str, str]] = (), answer: str = "yes") -> Any:
    """formconfirm's Yes (or, with ``useajax`` 2, No): ``pageyes`` is the page with
    ``action=..&confirm=yes``, then ``token`` and each field of the dialog, its value
    encodeURIComponent'd."""
    sep = "&" if "?" in page else "?"
    url = f"{page}{sep}action={action}&confirm={answer}&token={TOKEN}"
    url += "".join(f"&{name}={quote(value, safe='')}" for name, value in fields)
    return link(url)


def mail_form(returnurl: str, trackid: str, models: str, obj: int, button: tuple[str, str]) -> Any:
    """card_presend.tpl.php's form (FormMail::get_form), a multipart POST to its
    ``returnurl`` (the ``#formmail`` fragment is not sent): its fields in tree order, the
    file, CC and template fields left out, and the submit button pressed."""
    fields = [("token", TOKEN), ("trackid", trackid), ("inreplyto", ""), ("action", "send"),
              ("models", models), ("models_id", "0"), ("id", str(obj)),
              ("returnurl", returnurl), ("object_entity", "1"), ("sendto", MAIL_TO),
              ("subject", MAIL_SUBJECT), ("message", MAIL_TEXT), button]  # fmt: skip
    body = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)
    return {"request": f"POST {returnurl}", "body": body, "via": "form"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"dolibarr {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(t: Any, page: str, title: str, question: str,
           fields: list[dict[str, Any]] = ()) -> dict[str, Any]:  # fmt: skip
    """formconfirm's jQuery UI dialog over its page: its title, its question, its fields,
    Yes and No (``$langs->transnoentities``)."""
    return {"title": page, "dialog": {"title": title, "message": question},
            "items": [*fields, {"button": t("Yes")}, {"button": t("No")}]}  # fmt: skip


def invoice_screens(t: Any) -> list[dict[str, Any]]:
    """compta/facture/card.php: a draft, a validated, a paid and a closed invoice, its
    confirmations and its email form."""
    draft, ref = f"{t('Bill')} {INV_DRAFT}", f"{t('Bill')} {INV_REF}"
    card = f"{FACTURE}?facid={INV}"
    return [
        _entry("opens-prompt", "draft invoice card", {"title": draft, "items": [
            {"text": SOC_NAME}, {"link": t("Validate")}, {"link": t("ToClone")},
            {"link": t("Delete")}]}, [
            (t("Validate"), False, [link(f"{card}&action=valid&token={TOKEN}")]),
            (t("ToClone"), False, [link(f"{card}&action=clone&object=invoice&token={TOKEN}")]),
            (t("Delete"), False, [link(f"{card}&action=delete&token={TOKEN}")])]),
        _entry("opens-prompt", "draft invoice line", {"title": draft, "items": [
            {"text": PROD_REF}, {"link": "", "desc": t("Modify")},
            {"link": "", "desc": t("Delete")}]}, [
            (t("Modify"), False, [link(
                f"{FACTURE}?id={INV}&action=editline&token={TOKEN}&lineid={LINE}")]),
            (t("Delete"), False, [link(
                f"{FACTURE}?id={INV}&action=ask_deleteline&token={TOKEN}&lineid={LINE}")])]),
        _entry("validate", "validate invoice confirmation", dialog(
            t, draft, t("ValidateBill"), t("ConfirmValidateBill", INV_REF)), [
            (t("Yes"), True, [yes(card, "confirm_valid")]),
            (t("No"), False, [yes(card, "confirm_valid", answer="no")])]),
        _entry("delete", "delete invoice confirmation", dialog(
            t, draft, t("DeleteBill"), t("ConfirmDeleteBill", INV_DRAFT)), [
            (t("Yes"), True, [yes(card, "confirm_delete")]), (t("No"), False, [])]),
        _entry("delete", "delete invoice line confirmation", dialog(
            t, draft, t("DeleteProductLine"), t("ConfirmDeleteProductLine")), [
            (t("Yes"), True, [yes(f"{card}&lineid={LINE}", "confirm_deleteline")])]),
        _entry("opens-prompt", "validated invoice card", {"title": ref, "items": [
            {"text": SOC_NAME}, {"link": t("Modify")}, {"link": t("DoPayment")},
            {"link": t("ClassifyCanceled")}, {"link": t("CreateCreditNote")}]}, [
            (t("Modify"), False, [link(f"{card}&action=modif&token={TOKEN}")]),
            (t("DoPayment"), False, [link(f"/compta/paiement.php?facid={INV}&action=create")]),
            (t("ClassifyCanceled"), False, [link(f"{card}&action=canceled")])]),
        _entry("reversible", "unvalidate invoice confirmation", dialog(
            t, ref, t("UnvalidateBill"), t("ConfirmUnvalidateBill", INV_REF)), [
            (t("Yes"), False, [yes(card, "confirm_modif")])]),
        _entry("reversible", "abandon invoice confirmation", dialog(
            t, ref, t("CancelBill"), t("ConfirmCancelBill", INV_REF), [
                {"text": t("ConfirmCancelBillQuestion")},
                {"radio": t("ConfirmClassifyPaidPartiallyReasonBadCustomer", INV_REF),
                 "checked": False},
                {"radio": t("ConfirmClassifyAbandonReasonOther"), "checked": True},
                {"field": "close_note", "hint": t("Comment"), "text": ""}]), [
            (t("Yes"), False, [yes(card, "confirm_canceled",
                                   [("close_code", "abandon"), ("close_note", "")])])]),
        _entry("opens-prompt", "paid invoice card", {"title": ref, "items": [
            {"text": t("Payments")}, {"link": "", "desc": t("Delete")},
            {"link": t("ClassifyPaid")}]}, [
            (t("ClassifyPaid"), False, [link(f"{card}&action=paid&token={TOKEN}")]),
            (t("Delete"), False, [link(
                f"{FACTURE}?id={INV}&action=deletepayment&token={TOKEN}&paiement_id={PAY}")])]),
        _entry("reversible", "classify paid confirmation", dialog(
            t, ref, t("ClassifyPaid"), t("ConfirmClassifyPaidBill", INV_REF)), [
            (t("Yes"), False, [yes(card, "confirm_paid")])]),
        _entry("delete", "delete payment confirmation", dialog(
            t, ref, t("DeletePayment"), t("ConfirmDeletePayment")), [
            (t("Yes"), True, [yes(f"{FACTURE}?id={INV}&paiement_id={PAY}",
                                  "confirm_delete_paiement")])]),
        _entry("reversible", "closed invoice card", {"title": ref, "items": [
            {"text": SOC_NAME}, {"link": t("ReOpen")}, {"link": t("SendMail")}]}, [
            (t("ReOpen"), False, [link(f"{card}&action=reopen&token={TOKEN}")])]),
        _entry("send", "invoice email form", mail(t, ref), [
            (t("SendMail"), True, [mail_form(f"{FACTURE}?id={INV}", f"inv{INV}", "facture_send",
                                             INV, ("sendmail", t("SendMail")))]),
            (t("Cancel"), False, [mail_form(f"{FACTURE}?id={INV}", f"inv{INV}", "facture_send",
                                            INV, ("cancel", t("Cancel")))])]),
    ]  # fmt: skip


def mail(t: Any, title: str) -> dict[str, Any]:
    """FormMail's form on a card (presend); its heading, the same words as its submit
    button, is left out."""
    return {"title": title, "items": [
        {"field": "sendto", "hint": t("SendTo"), "text": MAIL_TO},
        {"field": "subject", "hint": t("MailTopic"), "text": MAIL_SUBJECT},
        {"field": "message", "hint": t("MailText"), "text": MAIL_TEXT},
        {"button": t("SendMail")}, {"button": t("Cancel")}]}  # fmt: skip


def thirdparty_product_screens(t: Any) -> list[dict[str, Any]]:
    """societe/card.php and product/card.php: their cards, the confirmations of Delete,
    Merge and Clone, the third party's email form."""
    soc = f"{SOCIETE}?socid={SOC}"
    prod = f"{PRODUCT}?id={PROD}"
    clone_soc = [
        {"text": t("ConfirmClone")},
        {"field": "clone_name", "hint": t("NewSocNameForClone"), "text": "Acme Labs"},
    ]
    clone_prod = [
        {"text": t("ConfirmClone")},
        {"field": "clone_ref", "hint": t("NewRefForClone"), "text": "WIDGET-02"},
        {"switch": t("CloneContentProduct"), "checked": True},
        {"switch": t("CloneCategoriesProduct"), "checked": True},
    ]
    return [
        _entry("opens-prompt", "third party card", {"title": SOC_NAME, "items": [
            {"link": t("SendMail")}, {"link": t("Modify")}, {"button": t("ToClone")},
            {"link": t("Merge")}, {"button": t("Delete")}]}, [
            (t("ToClone"), False, []),
            (t("Merge"), False, [link(f"{soc}&action=merge&token={TOKEN}")]),
            (t("Delete"), False, [])]),
        _entry("delete", "delete third party confirmation", dialog(
            t, SOC_NAME, t("DeleteACompany"), t("ConfirmDeleteCompany")), [
            (t("Yes"), True, [yes(soc, "confirm_delete")]), (t("No"), False, [])]),
        _entry("merge", "merge third parties confirmation", dialog(
            t, SOC_NAME, t("MergeThirdparties"), t("ConfirmMergeThirdparties"), [
                {"text": t("MergeOriginThirdparty")}, {"row": SOC2_NAME}]), [
            (t("Yes"), True, [yes(soc, "confirm_merge", [("soc_origin", str(SOC2))])])]),
        _entry("reversible", "clone third party confirmation", dialog(
            t, SOC_NAME, t("ToClone"), t("ConfirmCloneThirdparties", SOC_NAME), clone_soc), [
            (t("Yes"), False, [yes(f"{SOCIETE}?id={SOC}", "confirm_clone",
                                   [("clone_name", "Acme Labs")])])]),
        _entry("send", "third party email form", mail(t, SOC_NAME), [
            (t("SendMail"), True, [mail_form(f"{SOCIETE}?id={SOC}", f"thi{SOC}", "thirdparty",
                                             SOC, ("sendmail", t("SendMail")))])]),
        _entry("opens-prompt", "product card", {"title": PROD_REF, "items": [
            {"link": t("Modify")}, {"link": t("SendMail")}, {"button": t("ToClone")},
            {"link": t("Delete")}]}, [
            (t("Modify"), False, [link(f"{PRODUCT}?action=edit&token={TOKEN}&id={PROD}")]),
            (t("ToClone"), False, []), (t("Delete"), False, [])]),
        _entry("delete", "delete product confirmation", dialog(
            t, PROD_REF, t("DeleteProduct"), t("ConfirmDeleteProduct")), [
            (t("Yes"), True, [yes(prod, "confirm_delete")])]),
        _entry("reversible", "clone product confirmation", dialog(
            t, PROD_REF, t("ToClone"), t("ConfirmCloneProduct", PROD_REF), clone_prod), [
            (t("Yes"), False, [yes(prod, "confirm_clone", [
                ("clone_ref", "WIDGET-02"), ("clone_content", "on"),
                ("clone_categories", "on")])])]),
    ]  # fmt: skip


def user_event_screens(t: Any) -> list[dict[str, Any]]:
    """user/card.php (an active and a disabled user, the confirmations of its buttons, its
    email form), user/perms.php, comm/action/card.php (an event, Delete and Clone)."""
    card = f"{USERCARD}?id={USER}"
    event = f"{AGENDA}?id={EVENT}"
    clone_user = [
        {"text": t("ConfirmClone")},
        {"field": "clone_name", "hint": t("NewNameUserClone"), "text": "Jane Roe"},
        {"switch": t("CloneUserRights"), "checked": False},
        {"switch": t("CloneCategoriesProduct"), "checked": False},
    ]
    perms = {
        "title": f"{USER_NAME} - {t('Permissions')}",
        "items": [
            {"text": t("Module30Name")},
            {"link": t("All")},
            {"link": t("None")},
            {"text": t("Permission11")},
            {"switch": t("Remove"), "checked": True},
            {"text": t("Permission14")},
            {"switch": t("Add"), "checked": False},
        ],
    }
    rights = f"{PERMS}?id={USER}&action=%s&token={TOKEN}&entity=1"
    return [
        _entry("opens-prompt", "user card", {"title": USER_NAME, "items": [
            {"link": t("SendMail")}, {"link": t("Modify")}, {"button": t("ToClone")},
            {"link": t("SendNewPassword")}, {"link": t("DisableUser")},
            {"link": t("DeleteUser")}]}, [
            (t("SendMail"), False, [link(f"{card}&action=presend&mode=init")]),
            (t("SendNewPassword"), False, [link(f"{card}&action=passwordsend&token={TOKEN}")]),
            (t("DisableUser"), False, [link(f"{card}&action=disable&token={TOKEN}")]),
            (t("DeleteUser"), False, [link(f"{USERCARD}?action=delete&token={TOKEN}&id={USER}")])]),
        _entry("reversible", "disable user confirmation", dialog(
            t, USER_NAME, t("DisableAUser"), t("ConfirmDisableUser", LOGIN)), [
            (t("Yes"), False, [yes(card, "confirm_disable")])]),
        _entry("delete-user", "delete user confirmation", dialog(
            t, USER_NAME, t("DeleteAUser"), t("ConfirmDeleteUser", LOGIN)), [
            (t("Yes"), True, [yes(card, "confirm_delete")]), (t("No"), False, [])]),
        _entry("revoke", "regenerate password confirmation", dialog(
            t, USER_NAME, t("ReinitPassword"), t("ConfirmReinitPassword", LOGIN)), [
            (t("Yes"), True, [yes(card, "confirm_password")]), (t("No"), False, [])]),
        _entry("send", "regenerate and send password confirmation", dialog(
            t, USER_NAME, t("SendNewPassword"), t("ConfirmSendNewPassword", LOGIN)), [
            (t("Yes"), True, [yes(card, "confirm_passwordsend")])]),
        _entry("reversible", "clone user confirmation", dialog(
            t, USER_NAME, t("ToClone"), t("ConfirmUserClone", USER_NAME), clone_user), [
            (t("Yes"), False, [yes(card, "confirm_clone", [
                ("clone_name", "Jane Roe"), ("clone_rights", ""), ("clone_categories", "")])])]),
        _entry("send", "user email form", mail(t, USER_NAME), [
            (t("SendMail"), True, [mail_form(card, f"use{USER}", "user", USER,
                                             ("sendmail", t("SendMail")))])]),
        _entry("reversible", "user permissions", perms, [
            (t("Remove"), False, [link(
                (rights % "delrights") + "&rights=11&confirm=yes&updatedmodulename=facture")]),
            (t("Add"), False, [link(
                (rights % "addrights") + "&rights=14&confirm=yes&updatedmodulename=facture")]),
            (t("None"), False, [link((rights % "delrights")
                                     + "&module=facture&confirm=yes&updatedmodulename=facture")])]),
        _entry("opens-prompt", "event card", {"title": EVENT_LABEL, "items": [
            {"link": t("Modify")}, {"link": t("ToClone")}, {"link": t("Delete")}]}, [
            (t("ToClone"), False, [link(f"{AGENDA}?action=clone&object=action&id={EVENT}")]),
            (t("Delete"), False, [link(f"{AGENDA}?action=delete&token={TOKEN}&id={EVENT}")])]),
        _entry("delete", "delete event confirmation", dialog(
            t, EVENT_LABEL, t("DeleteAction"), t("ConfirmDeleteAction")), [
            (t("Yes"), True, [yes(event, "confirm_delete")])]),
        _entry("reversible", "clone event confirmation", dialog(
            t, EVENT_LABEL, t("ToClone"), t("ConfirmCloneEvent", EVENT_LABEL)), [
            (t("Yes"), False, [yes(event, "confirm_clone")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*invoice_screens(t), *thirdparty_product_screens(t), *user_event_screens(t)]

"""Nextcloud Approval's screens for the four-hundred-and-seventy-third held-out corpus:
``screens(t)`` lays them out in one language, ``t(text, **args)`` being that language's lookup
of an English string in the app's ``l10n/<lang>.json`` catalogue. What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

OCS = "/ocs/v2.php/apps/approval/api/v1"  # generateOcsUrl('apps/approval/api/v1/...')
APPS = "/index.php/apps/approval"  # generateUrl('/apps/approval/...'), no URL rewriting
FOLDER = "Documents"  # the folder open in the Files app, which titles its screens
BUDGET, BUDGET_ID, BUDGET_ETAG = "Q3-budget.xlsx", 4821, "66b1f0c2a9e47"
PRESS, PRESS_ID = "press-release.docx", 4907
CONTRACTS, CONTRACTS_ID = "Contracts", 5310
INVOICES, INVOICES_ID, INVOICES_ETAG = "Invoices", 5330, "66b1f4a7e2d13"
LOGO, LOGO_ID = "logo.png", 4955
NDA, NDA_ID = "nda-acme.pdf", 5312
LEASE, LEASE_ID, LEASE_ETAG = "lease-2026.pdf", 5318, "66b1f6e08f4a2"
MARC, CLAIRE = "Marc Weber", "Claire Dubois"
FINANCE, LEGAL = "Finance sign-off", "Legal review"  # the two workflows' titles
REASON = "Figures checked against the ledger"
REFUSAL = "The totals in sheet 2 do not add up"
Act = tuple[str, bool, list[Any]]

# The two workflows as GET /rules returns them (tag ids of the system tags).
RULE_FINANCE = {"id": 3, "tagPending": 12, "tagApproved": 13, "tagRejected": 14,
                "description": FINANCE,
                "approvers": [{"type": "user", "entityId": "claire"},
                              {"type": "group", "entityId": "finance"}],
                "requesters": [{"type": "group", "entityId": "staff"}],
                "unapproveWhenModified": False}  # fmt: skip
RULE_LEGAL = {"id": 5, "tagPending": 21, "tagApproved": 22, "tagRejected": 23,
              "description": LEGAL,
              "approvers": [{"type": "group", "entityId": "legal"}],
              "requesters": [{"type": "group", "entityId": "staff"}],
              "unapproveWhenModified": True}  # fmt: skip


def body(data: Any) -> str:
    """axios serialises a plain object as JSON.stringify does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """An axios request of the page (@nextcloud/axios adds the requesttoken header)."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": body(data)}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` followed."""
    return {"request": f"GET {url}", "via": "link"}


def state(file_id: int) -> str:
    """getApprovalState(): the file's approval state."""
    return call("GET", f"{OCS}/state/{file_id}")


def user_rules(file_id: int) -> str:
    """getUserRequesterRules(fileId): the workflows one may request with on this file."""
    return call("GET", f"{OCS}/user-requester-rules?fileId={file_id}")


def decide(verb: str, file_id: int, etag: str, message: str = "") -> Any:
    """approve() or reject(): the PUT with the reason and the file's etag."""
    return call("PUT", f"{OCS}/{verb}/{file_id}", {"message": message, "etag": etag})


def request(file_id: int, rule_id: int) -> list[Any]:
    """requestApproval(..., createShares=true): the shares, then the request itself."""
    path = f"{OCS}/request/{file_id}/{rule_id}"
    return [call("POST", path, {"createShares": True}), call("POST", path, {"createShares": False})]


def rule_save(rule: dict[str, Any], **changes: Any) -> Any:
    """onRuleInput(): the whole workflow PUT at once after one of its fields changed."""
    r = {**rule, **changes}
    req = {key: r[key] for key in ("tagPending", "tagApproved", "tagRejected", "description")}
    req["approvers"] = [{"type": a["type"], "entityId": a["entityId"]} for a in r["approvers"]]
    req["requesters"] = [{"type": a["type"], "entityId": a["entityId"]} for a in r["requesters"]]
    req["unapproveWhenModified"] = r["unapproveWhenModified"]
    return call("PUT", f"{APPS}/rule/{rule['id']}", req)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"approval {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def files_screens(t: Any) -> list[dict[str, Any]]:
    """The Files app's list with the inline approval states, the actions menu of one file and of
    a selection, the dashboard widget and the notifications."""
    inline = {"title": FOLDER, "items": [
        {"row": BUDGET},
        {"button": t("Waiting for your approval"),
         "desc": t("Pending approval, click to approve/reject")},
        {"row": PRESS},
        {"button": t("Pending approval"),
         "desc": t("Waiting for authorized users to approve this file")},
        {"row": CONTRACTS},
        {"button": t("Approved"), "desc": t("This element was approved")},
        {"row": LOGO},
        {"button": t("Rejected"), "desc": t("This element was rejected")}]}  # fmt: skip
    contracts = {"title": CONTRACTS, "items": [
        {"row": NDA},
        {"button": t("Pending approval"),
         "desc": t("Waiting for authorized users to approve this file")},
        {"row": LEASE},
        {"button": t("Waiting for your approval"),
         "desc": t("Pending approval, click to approve/reject")}]}  # fmt: skip
    menu = {"title": FOLDER, "items": [
        {"row": BUDGET}, {"menu": t("Approve or Reject")},
        {"menu": t("Request approval")}]}  # fmt: skip
    menu_other = {"title": FOLDER, "items": [
        {"row": LOGO}, {"menu": t("Request approval")}]}  # fmt: skip
    # Three files selected: two wait for one's approval, the third for someone else's.
    batch = {"title": FOLDER, "items": [
        {"row": BUDGET}, {"row": PRESS}, {"row": LEASE},
        {"menu": t("Approve")}, {"menu": t("Reject")}]}  # fmt: skip
    both = [BUDGET_ID, LEASE_ID]
    etags = {BUDGET_ID: BUDGET_ETAG, LEASE_ID: LEASE_ETAG}
    dashboard = {"title": "Nextcloud", "items": [
        {"text": t("Pending approvals")},
        {"row": BUDGET, "secondary": t("by {name} at {date}", name=MARC,
                                       date="2026-08-14 10:32")},
        {"row": LEASE, "secondary": t("by {name} at {date}", name=MARC,
                                      date="2026-08-13 16:05")}]}  # fmt: skip
    notifications = {"title": "Nextcloud", "items": [
        {"row": t("Your approval was requested"),
         "secondary": t("{user} requested your approval for {node}", user=MARC, node=BUDGET)},
        {"row": t("A file was approved"),
         "secondary": t("{user} approved {node}", user=CLAIRE, node=PRESS)}]}  # fmt: skip
    return [
        _entry("opens-prompt", "files list inline states", inline, [
            (t("Waiting for your approval"), False, [state(BUDGET_ID), user_rules(BUDGET_ID)]),
            (t("Pending approval"), False, [state(PRESS_ID), user_rules(PRESS_ID)]),
            (t("Approved"), False, [state(CONTRACTS_ID), user_rules(CONTRACTS_ID)]),
            (t("Rejected"), False, [state(LOGO_ID), user_rules(LOGO_ID)])]),
        _entry("opens-prompt", "contracts folder inline states", contracts, [
            (t("Pending approval"), False, [state(NDA_ID), user_rules(NDA_ID)]),
            (t("Waiting for your approval"), False, [state(LEASE_ID), user_rules(LEASE_ID)])]),
        _entry("opens-prompt", "file actions menu", menu, [
            (t("Approve or Reject"), False, [state(BUDGET_ID), user_rules(BUDGET_ID)]),
            (t("Request approval"), False, [user_rules(BUDGET_ID)])]),
        _entry("opens-prompt", "file actions menu not approvable", menu_other, [
            (t("Request approval"), False, [user_rules(LOGO_ID)])]),
        _entry("approve", "selection actions approve", batch, [
            (t("Approve"), True, [*(decide("approve", f, etags[f]) for f in both),
                                  *(state(f) for f in both)])]),
        _entry("reject", "selection actions reject", batch, [
            (t("Reject"), True, [*(decide("reject", f, etags[f]) for f in both),
                                 *(state(f) for f in both)])]),
        _entry("harmless", "dashboard pending widget", dashboard, [
            (BUDGET, False, [page(f"/index.php/f/{BUDGET_ID}")]),
            (LEASE, False, [page(f"/index.php/f/{LEASE_ID}")])]),
        _entry("harmless", "notifications", notifications, [
            (t("Your approval was requested"), False, [page(f"/index.php/f/{BUDGET_ID}")]),
            (t("A file was approved"), False, [page(f"/index.php/f/{PRESS_ID}")])]),
    ]  # fmt: skip


def info(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """InfoModal: an NcModal named "Approval information" over the folder."""
    return {"title": FOLDER, "dialog": {"title": t("Approval information")}, "items": items}


def rule_text(t: Any, rule: str) -> dict[str, str]:
    return {"text": t("The related approval workflow is: {ruleDescription}",
                      ruleDescription=rule)}  # fmt: skip


def approvable(t: Any, reason: str, rules: bool, rule: str = FINANCE) -> list[dict[str, Any]]:
    """Info's items for a file waiting for one's approval, requested by Marc Weber."""
    items = [{"button": t("Request approval")}] if rules else []
    return [*items,
            {"field": "reason", "hint": t("Reason (optional)"), "text": reason},
            {"button": t("Approve")}, {"button": t("Reject")},
            {"text": f"{t('This user requested your approval')}:"}, {"text": MARC},
            rule_text(t, rule)]  # fmt: skip


def modal_screens(t: Any) -> list[dict[str, Any]]:
    """The approval information modal in each state, and the request modal with two workflows
    or one."""
    approved = info(t, [
        {"button": t("Request approval")}, {"text": t("Approved by {user}", user=CLAIRE)},
        rule_text(t, FINANCE)])  # fmt: skip
    rejected = info(t, [
        {"button": t("Request approval")}, {"text": t("Rejected by {user}", user=CLAIRE)},
        rule_text(t, FINANCE)])  # fmt: skip
    pending = info(t, [
        {"button": t("Request approval")}, {"text": t("Approval requested by you")},
        rule_text(t, LEGAL)])  # fmt: skip
    nothing = info(t, [{"button": t("Request approval")}])
    waiting_folder = info(t, approvable(t, "", False, LEGAL))
    # RequestForm under its h2; the NcModal's name repeats the submit button's words.
    hint = t("File will be automatically shared with everybody allowed to approve.")

    def choose(selected: str | None, legal: bool = True) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": hint},
            {"radio": FINANCE, "checked": selected == FINANCE},
            {"text": t("Can be approved by")},
            {"text": CLAIRE},
            {"text": "Finance"},
        ]
        if legal:
            items += [
                {"radio": LEGAL, "checked": selected == LEGAL},
                {"text": t("Can be approved by")},
                {"text": "Legal"},
            ]
        items += [{"button": t("Cancel")}, {"button": t("Request approval")}]
        return {"title": FOLDER, "dialog": {"title": t("Select approval workflow")},
                "items": items}  # fmt: skip

    return [
        _entry("approve", "info modal approve", info(t, approvable(t, "", True)), [
            (t("Approve"), True, [decide("approve", BUDGET_ID, BUDGET_ETAG), state(BUDGET_ID)])]),
        _entry("approve", "info modal approve with a reason",
               info(t, approvable(t, REASON, True)), [
            (t("Approve"), True, [decide("approve", BUDGET_ID, BUDGET_ETAG, REASON),
                                  state(BUDGET_ID)])]),
        _entry("reject", "info modal reject with a reason",
               info(t, approvable(t, REFUSAL, True)), [
            (t("Reject"), True, [decide("reject", BUDGET_ID, BUDGET_ETAG, REFUSAL),
                                 state(BUDGET_ID)])]),
        _entry("opens-prompt", "info modal approvable request", info(t, approvable(t, "", True)), [
            (t("Request approval"), False, [user_rules(BUDGET_ID)])]),
        _entry("reject", "info modal reject second file", info(t, approvable(t, "", False)), [
            (t("Reject"), True, [decide("reject", LEASE_ID, LEASE_ETAG), state(LEASE_ID)])]),
        _entry("approve", "info modal approve folder", waiting_folder, [
            (t("Approve"), True, [decide("approve", INVOICES_ID, INVOICES_ETAG),
                                  state(INVOICES_ID)])]),
        _entry("opens-prompt", "info modal approved", approved, [
            (t("Request approval"), False, [user_rules(CONTRACTS_ID)])]),
        _entry("opens-prompt", "info modal rejected", rejected, [
            (t("Request approval"), False, [user_rules(LOGO_ID)])]),
        _entry("opens-prompt", "info modal pending", pending, [
            (t("Request approval"), False, [user_rules(PRESS_ID)])]),
        _entry("opens-prompt", "info modal no approval yet", nothing, [
            (t("Request approval"), False, [user_rules(LOGO_ID)])]),
        _entry("harmless", "request modal choose", choose(None), [
            (LEGAL, False, []), (t("Cancel"), False, [])]),
        _entry("send", "request modal first workflow", choose(FINANCE), [
            (t("Request approval"), True, [*request(BUDGET_ID, 3), state(BUDGET_ID)])]),
        _entry("send", "request modal second workflow", choose(LEGAL), [
            (t("Request approval"), True, [*request(LOGO_ID, 5), state(LOGO_ID)])]),
        _entry("send", "request modal one workflow", choose(FINANCE, legal=False), [
            (t("Request approval"), True, [*request(PRESS_ID, 3), state(PRESS_ID)])]),
        _entry("harmless", "request modal one workflow cancel", choose(FINANCE, legal=False), [
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def sidebar_screens(t: Any) -> list[dict[str, Any]]:
    """The Files sidebar's Approval tab (ApprovalTab) and the request modal it opens."""
    tab = t("Approval")

    def sidebar(name: str, items: list[dict[str, Any]]) -> dict[str, Any]:
        """The tab's panel under the file's name (the tab strip is on the first screen)."""
        return {"title": FOLDER, "items": [{"text": name}, *items]}

    tabs = {"title": FOLDER, "items": [{"text": LEASE}, {"tab": tab}]}
    waiting = sidebar(LEASE, approvable(t, "", False))
    refusing = sidebar(LEASE, approvable(t, REFUSAL, False))
    nothing = sidebar(LOGO, [{"button": t("Request approval")}])
    approved = sidebar(PRESS, [
        {"button": t("Request approval")}, {"text": t("Approved by {user}", user=CLAIRE)},
        {"text": t("Reason for approval: {message}", message=REASON)},
        rule_text(t, FINANCE)])  # fmt: skip
    form = {"title": FOLDER, "dialog": {"title": t("Select approval workflow")}, "items": [
        {"text": t("File will be automatically shared with everybody allowed to approve.")},
        {"radio": LEGAL, "checked": True}, {"text": t("Can be approved by")}, {"text": "Legal"},
        {"button": t("Cancel")}, {"button": t("Request approval")}]}  # fmt: skip
    again = [state(LEASE_ID), user_rules(LEASE_ID)]  # ApprovalTab.update()
    return [
        _entry("harmless", "sidebar tabs", tabs, [(tab, False, [*again])]),
        _entry("approve", "sidebar approve", waiting, [
            (t("Approve"), True, [decide("approve", LEASE_ID, LEASE_ETAG), state(LEASE_ID),
                                  *again])]),
        _entry("reject", "sidebar reject with a reason", refusing, [
            (t("Reject"), True, [decide("reject", LEASE_ID, LEASE_ETAG, REFUSAL),
                                 state(LEASE_ID), *again])]),
        _entry("opens-prompt", "sidebar no approval yet", nothing, [
            (t("Request approval"), False, [])]),
        _entry("opens-prompt", "sidebar approved", approved, [
            (t("Request approval"), False, [])]),
        _entry("send", "sidebar request modal", form, [
            (t("Request approval"), True, [*request(LOGO_ID, 5), state(LOGO_ID),
                                           user_rules(LOGO_ID)])]),
        _entry("harmless", "sidebar request modal cancel", form, [(t("Cancel"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The admin settings section: its head, the two workflows' cards and their open selects,
    the new workflow form incomplete and complete, and the section without workflows."""
    title = t("Approval workflows")
    add_tag = t("Create new hidden tag")
    head = {"title": title, "items": [
        {"text": t("Approval workflows")},
        {"text": t("A list of users/groups/circles who can manually request approval can be "
                   "optionally defined.")},
        {"button": t("New workflow")}, {"text": t("Create new restricted tag")},
        {"field": "create-tag-input", "hint": t("New tag name"), "text": "contract-pending"},
        {"button": t("Create")}]}  # fmt: skip

    def card(
        rule: dict[str, Any],
        tags: tuple[str, str, str],
        requesters: str,
        approvers: str,
        extra: list[dict[str, Any]],
    ) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("Workflow title")},
            {"field": "title", "hint": t("What is the purpose of this workflow?"),
             "text": rule["description"]},
            {"text": t("Tag to act on")}, {"icon": add_tag},
            {"field": "tagPending", "hint": t("Select pending tag"), "text": tags[0]},
            {"text": t("Who can request approval")},
            {"field": "requesters", "hint": t("Who can request approval?"), "text": requesters},
            {"text": t("Who can approve")},
            {"field": "approvers", "hint": t("Who can approve?"), "text": approvers},
            {"text": t("Tag set on approval")}, {"icon": add_tag},
            {"field": "tagApproved", "hint": t("Select approved tag"), "text": tags[1]},
            {"text": t("Tag set on rejection")}, {"icon": add_tag},
            {"field": "tagRejected", "hint": t("Select rejected tag"), "text": tags[2]},
            {"switch": t("Remove file approval when file is modified"),
             "checked": rule["unapproveWhenModified"]}, *extra]}  # fmt: skip

    delete = [{"button": t("Delete workflow")}]
    finance_tags = ("finance-pending", "finance-approved", "finance-rejected")
    legal_tags = ("legal-pending", "legal-approved", "legal-rejected")
    finance = card(RULE_FINANCE, finance_tags, "staff", f"{CLAIRE}, Finance", delete)
    legal = card(RULE_LEGAL, legal_tags, "staff", "Legal", delete)
    tag_open = {"title": title, "items": [
        {"text": t("Tag set on approval")},
        {"field": "tagApproved", "hint": t("Select approved tag"), "text": "",
         "focused": True},
        {"row": "finance-approved"}, {"row": "finance-signed"},
        {"row": "legal-approved"}]}  # fmt: skip
    approvers_open = {"title": title, "items": [
        {"text": t("Who can approve")}, {"text": CLAIRE}, {"text": "Finance"},
        {"field": "approvers", "hint": t("Who can approve?"), "text": "ali", "focused": True},
        {"row": "Alice Martin"}, {"row": "Alina Kowalski"}]}  # fmt: skip
    requesters_open = {"title": title, "items": [
        {"text": t("Who can request approval")}, {"text": "staff"},
        {"field": "requesters", "hint": t("Who can request approval?"), "text": "int",
         "focused": True},
        {"row": "interns"}, {"row": "international"}]}  # fmt: skip
    new_rule = {"id": 0, "tagPending": 31, "tagApproved": 32, "tagRejected": 33,
                "description": "Contract review",
                "approvers": [{"type": "user", "entityId": "claire"}],
                "requesters": [], "unapproveWhenModified": False}  # fmt: skip
    buttons = [{"button": t("Cancel")}, {"button": t("Create workflow")}]
    new_empty = card({**new_rule, "description": ""}, ("", "", ""), "", "",
                     [*buttons, {"text": t("All fields are required")}])  # fmt: skip
    new_full = card(new_rule, ("contract-pending", "contract-approved", "contract-rejected"),
                    "", CLAIRE, buttons)  # fmt: skip
    new_tag_open = {"title": title, "items": [
        {"text": t("Tag to act on")},
        {"field": "tagPending", "hint": t("Select pending tag"), "text": "", "focused": True},
        {"row": "contract-pending"}, {"row": "legal-pending"},
        *buttons]}  # fmt: skip
    empty = {"title": title, "items": [
        {"text": t("Approval workflows")}, {"text": t("No workflow yet")},
        {"button": t("New workflow")}]}  # fmt: skip
    create = rule_save(new_rule)
    create = {"request": f"POST {APPS}/rule", "body": create["body"]}
    claire = RULE_FINANCE["approvers"]
    return [
        _entry("reversible", "settings head", head, [
            (t("New workflow"), False, []),
            (t("Create"), False, [call("POST", f"{APPS}/tag", {"name": "contract-pending"}),
                                  call("GET", f"{APPS}/tags")])]),
        _entry("reversible", "finance workflow card", finance, [
            (t("Remove file approval when file is modified"), False, [
                rule_save(RULE_FINANCE, unapproveWhenModified=True)])]),
        _entry("delete", "finance workflow delete", finance, [
            (t("Delete workflow"), True, [call("DELETE", f"{APPS}/rule/3")])]),
        _entry("reversible", "legal workflow card", legal, [
            (t("Remove file approval when file is modified"), False, [
                rule_save(RULE_LEGAL, unapproveWhenModified=False)])]),
        _entry("delete", "legal workflow delete", legal, [
            (t("Delete workflow"), True, [call("DELETE", f"{APPS}/rule/5")])]),
        _entry("reversible", "finance approved tag select", tag_open, [
            ("finance-signed", False, [rule_save(RULE_FINANCE, tagApproved=15)])]),
        _entry("reversible", "finance approvers select", approvers_open, [
            ("Alice Martin", False, [rule_save(RULE_FINANCE, approvers=[
                *claire, {"type": "user", "entityId": "alice"}])])]),
        _entry("reversible", "legal requesters select", requesters_open, [
            ("interns", False, [rule_save(RULE_LEGAL, requesters=[
                *RULE_LEGAL["requesters"], {"type": "group", "entityId": "interns"}])])]),
        _entry("harmless", "new workflow incomplete", new_empty, [(t("Cancel"), False, [])]),
        _entry("harmless", "new workflow pending tag select", new_tag_open, [
            ("contract-pending", False, [])]),
        _entry("reversible", "new workflow complete", new_full, [
            (t("Create workflow"), False, [create, call("GET", f"{APPS}/rules")]),
            (t("Cancel"), False, [])]),
        _entry("harmless", "no workflow yet", empty, [(t("New workflow"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*files_screens(t), *modal_screens(t), *sidebar_screens(t), *settings_screens(t)]

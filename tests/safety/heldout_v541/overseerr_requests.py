"""Overseerr's side menu, user menu and requests, screens for the five-hundred-and-forty-first
held-out corpus: the Discover page's side menu and the header's user menu; the requests list of
the owner, Mara, with Jonas's pending request and Liwei's approved one, and the same list with
the Delete Request button asking "Are you sure?"; Jonas's own requests list, with its Cancel
Request button and the same asking. ``screens(t)`` lays them out in one language (see
screens.py); what each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    JONAS,
    LIWEI,
    MARA,
    MARA_EMAIL,
    call,
    entry,
    menu,
    page,
    title,
)

ARRIVAL = (329865, 112, "Arrival", "2016")  # TMDB id, request id: Jonas's, pending
SPIRITED = (129, 97, "Spirited Away", "2001")  # Liwei's request, approved, now available
DUNE = (693134, 120, "Dune: Part Two", "2024")  # Jonas's own request, pending
RI = "components.RequestList.RequestItem."


def screens(t: Any) -> list[dict[str, Any]]:
    return shell_screens(t) + list_screens(t) + own_screens(t)


def status(t: Any, state: str) -> dict[str, str]:
    """The StatusBadge's text: ``{status}`` of the media's state."""
    return {"text": t("components.StatusBadge.status", {"status": t(f"i18n.{state}")})}


def shell_screens(t: Any) -> list[dict[str, Any]]:
    """The Discover page (``/``) with its side menu, and the header's user menu."""
    d = "components.Discover."
    discover = page(t, title(t(d + "discover")), [
        {"field": "search", "hint": t("components.Layout.SearchInput.searchPlaceholder"),
         "text": ""},
        {"text": t(d + "recentlyAdded")}, {"link": t(d + "recentrequests")},
        {"link": t(d + "trending")}, {"id": "PencilIcon"}], nav=True)  # fmt: skip
    ud = "components.Layout.UserDropdown."
    user_menu = menu([
        {"text": MARA}, {"text": MARA_EMAIL},
        *[{"menu": t(ud + k)} for k in ("myprofile", "requests", "settings",
                                         "signout")]])  # fmt: skip
    s = "components.Layout.Sidebar."
    return [
        entry("harmless", "Sidebar", discover, [
            (t(s + "users"), False, []), (t(s + "settings"), False, [])]),
        entry("harmless", "UserDropdown", user_menu, [
            (t(ud + "requests"), False, []),
            (t(ud + "signout"), False, [call("POST", "auth/logout")])]),
    ]  # fmt: skip


def request_list(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The requests page (``/requests``): its header, the filter and sort selects (each a
    button showing its option: All, Most Recent), then the requests."""
    r = "components.RequestList."
    return page(t, title(t(r + "requests")), [
        {"text": t(r + "requests")}, {"button": t("i18n.all"), "rid": "filter"},
        {"button": t(r + "sortAdded"), "rid": "sort"}, *items])  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """Mara's requests list: Jonas's pending request for Arrival and Liwei's approved one for
    Spirited Away, whose Delete Request is a ConfirmButton (a first click turns its text into
    "Are you sure?", a second deletes)."""

    def listing(delete_label: str) -> dict[str, Any]:
        _, _, arrival, arrival_year = ARRIVAL
        _, _, spirited, spirited_year = SPIRITED
        return request_list(t, [
            {"text": arrival_year}, {"link": arrival}, {"text": t("i18n.status")},
            status(t, "pending"), {"text": t(RI + "requested")}, {"link": JONAS},
            {"button": t("i18n.approve")}, {"button": t("i18n.decline")},
            {"button": t(RI + "editrequest")},
            {"text": spirited_year}, {"link": spirited}, {"text": t("i18n.status")},
            status(t, "available"), {"text": t(RI + "requested")}, {"link": LIWEI},
            {"text": t(RI + "modified")}, {"link": MARA}, {"button": delete_label}])  # fmt: skip

    before = listing(t(RI + "deleterequest"))
    asking = listing(t("i18n.areyousure"))
    arrival_request, spirited_request = ARRIVAL[1], SPIRITED[1]
    return [
        entry("send", "RequestItem pending", before, [
            (t("i18n.approve"), True, [call("POST", f"request/{arrival_request}/approve")]),
            (t("i18n.decline"), True, [call("POST", f"request/{arrival_request}/decline")])]),
        entry("opens-prompt", "RequestItem buttons", before, [
            (t(RI + "editrequest"), False, []), (t(RI + "deleterequest"), False, []),
            (t("i18n.all"), False, [])]),
        entry("harmless", "RequestItem title", before, [(ARRIVAL[2], False, [])]),
        entry("delete", "RequestItem delete confirm", asking, [
            (t("i18n.areyousure"), True, [call("DELETE", f"request/{spirited_request}")])]),
    ]  # fmt: skip


def own_screens(t: Any) -> list[dict[str, Any]]:
    """Jonas's requests list: his pending request for Dune: Part Two, with the Cancel Request
    ConfirmButton (he may not manage requests, so no Approve, Decline or Edit)."""

    def listing(cancel_label: str) -> dict[str, Any]:
        _, _, dune, dune_year = DUNE
        return request_list(t, [
            {"text": dune_year}, {"link": dune}, {"text": t("i18n.status")},
            status(t, "pending"), {"text": t(RI + "requesteddate")},
            {"button": cancel_label}])  # fmt: skip

    return [
        entry("opens-prompt", "RequestItem own request", listing(t(RI + "cancelRequest")), [
            (t(RI + "cancelRequest"), False, [])]),
        entry("delete", "RequestItem cancel confirm", listing(t("i18n.areyousure")), [
            (t("i18n.areyousure"), True, [call("DELETE", f"request/{DUNE[1]}")])]),
    ]  # fmt: skip

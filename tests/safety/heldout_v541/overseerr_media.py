"""Overseerr's movie pages, screens for the five-hundred-and-forty-first held-out corpus: Jonas
on a movie nobody has requested (Past Lives) and its Request Movie modal, and on an available
one (Spirited Away) and its Report an Issue modal; Mara on a movie being downloaded (Perfect
Days), its Manage Movie slide-over and the same with Clear Data asking "Are you sure?".
``screens(t)`` lays them out in one language (see screens.py); what each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import LIWEI, MARA, RADARR_URL, call, entry, link, modal, page, title

# TMDB id, Overseerr's media id, title, year, runtime; the same in every language.
PAST_LIVES = (666277, None, "Past Lives", "2023", 106)
SPIRITED = (129, 41, "Spirited Away", "2001", 125)
PERFECT = (976893, 77, "Perfect Days", "2023", 124)
PERFECT_REQUEST = 131  # Liwei's request for Perfect Days, approved by Mara
TRAILER = "https://www.youtube.com/watch?v=kA244xewjcI"  # made up: the trailer's YouTube key
PERFECT_RADARR = f"{RADARR_URL}/movie/perfect-days-976893"  # the media's serviceUrl
ISSUE_TEXT = "The Japanese audio track is missing; only the English dub plays."
MD = "components.MovieDetails."
MS = "components.ManageSlideOver."
CI = "components.IssueModal.CreateIssueModal."


def screens(t: Any) -> list[dict[str, Any]]:
    return request_screens(t) + issue_screens(t) + manage_screens(t)


def movie_page(t: Any, movie: tuple[Any, ...], state: str | None,
               buttons: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """A movie's page (``/movie/<id>``): its status badge (none for a movie Overseerr does not
    know), title, year and runtime, its buttons, then its overview's heading."""
    _, _, name, year, minutes = movie
    badge = (
        []
        if state is None
        else [{"text": t("components.StatusBadge.status", {"status": t(f"i18n.{state}")})}]
    )
    return page(t, title(name), [
        *badge, {"text": name}, {"text": f"({year})"},
        {"text": t(MD + "runtime", {"minutes": minutes})}, *buttons,
        {"text": t(MD + "overview")}])  # fmt: skip


def request_screens(t: Any) -> list[dict[str, Any]]:
    """Jonas on Past Lives (``/movie/666277``), and the Request Movie modal its Request button
    opens (he has no auto-approval, no quota and no advanced requests, so the modal holds its
    title alone)."""
    tmdb, _, name, _, _ = PAST_LIVES
    movie = movie_page(t, PAST_LIVES, None, [
        {"button": t(MD + "watchtrailer")}, {"button": t("i18n.request")}])  # fmt: skip
    request = modal(t("components.RequestModal.requestmovietitle"), None, [
        {"text": name}, {"button": t("i18n.cancel")}, {"button": t("i18n.request")}])  # fmt: skip
    body = {"mediaId": tmdb, "mediaType": "movie", "is4k": False}
    return [
        entry("opens-prompt", "MovieDetails RequestButton", movie, [
            (t("i18n.request"), False, [])]),
        entry("harmless", "MovieDetails PlayButton", movie, [
            (t(MD + "watchtrailer"), False, [link(TRAILER)])]),
        entry("send", "MovieRequestModal", request, [
            (t("i18n.request"), True, [call("POST", "request", body)]),
            (t("i18n.cancel"), False, [])]),
    ]  # fmt: skip


def issue_screens(t: Any) -> list[dict[str, Any]]:
    """Jonas on Spirited Away (``/movie/129``), available, and the Report an Issue modal, Audio
    chosen and the problem typed."""
    _, media, name, _, _ = SPIRITED
    # The Play button's dropdown arrow opens the trailer's entry; the warning button's name is
    # its tooltip.
    movie = movie_page(t, SPIRITED, "available", [
        {"button": t(MD + "playonplex")}, {"id": "ChevronDownIcon"},
        {"icon": t(MD + "reportissue")}])  # fmt: skip
    kinds = ("issueVideo", "issueAudio", "issueSubtitles", "issueOther")
    report = modal(t(CI + "reportissue"), None, [
        {"text": name},
        *[{"radio": t(f"components.IssueModal.{k}"), "checked": k == "issueAudio"}
          for k in kinds],
        {"text": f"{t(CI + 'whatswrong')}*"},
        {"field": "message", "hint": t(CI + "providedetail"), "text": ISSUE_TEXT},
        {"button": t("i18n.close")}, {"button": t(CI + "submitissue")}])  # fmt: skip
    # issueType 2 is Audio (server/constants/issue.ts); a movie has no season or episode.
    body = {"issueType": 2, "message": ISSUE_TEXT, "mediaId": media, "problemSeason": 0,
            "problemEpisode": 0}  # fmt: skip
    return [
        entry("opens-prompt", "MovieDetails report issue", movie, [
            (t(MD + "reportissue"), False, [])]),
        entry("send", "CreateIssueModal", report, [
            (t(CI + "submitissue"), True, [call("POST", "issue", body)]),
            (t("i18n.close"), False, [])]),
        entry("reversible", "CreateIssueModal issue type", report, [
            (t("components.IssueModal.issueSubtitles"), False, [])]),
    ]  # fmt: skip


def manage_screens(t: Any) -> list[dict[str, Any]]:
    """Mara on Perfect Days (``/movie/976893``), approved and sent to Radarr, and its Manage
    Movie slide-over: Liwei's request (its Delete Request button named by its tooltip), the
    Radarr link, Mark as Available and the Clear Data ConfirmButton."""
    _, media, name, _, _ = PERFECT
    movie = movie_page(t, PERFECT, "requested", [
        {"button": t(MD + "watchtrailer")}, {"icon": t(MD + "managemovie")}])  # fmt: skip

    def slide_over(clear_label: str) -> dict[str, Any]:
        return modal(t(MS + "manageModalTitle", {"mediaType": t("i18n.movie")}), None, [
            {"text": name}, {"id": "XMarkIcon"}, {"text": t(MS + "manageModalRequests")},
            {"link": LIWEI}, {"link": MARA}, {"icon": t("components.RequestBlock.delete")},
            {"text": t("i18n.approved")}, {"text": t(MS + "manageModalMedia")},
            {"button": t(MS + "openarr", {"arr": "Radarr"})},
            {"text": t(MS + "manageModalAdvanced")}, {"button": t(MS + "markavailable")},
            {"button": clear_label},
            {"text": t(MS + "manageModalClearMediaWarning", {"mediaType": t(MS + "movie")})},
        ])  # fmt: skip

    before = slide_over(t(MS + "manageModalClearMedia"))
    return [
        entry("opens-prompt", "MovieDetails manage", movie, [(t(MD + "managemovie"), False, [])]),
        entry("delete", "ManageSlideOver RequestBlock", before, [
            (t("components.RequestBlock.delete"), True,
             [call("DELETE", f"request/{PERFECT_REQUEST}")])]),
        entry("send", "ManageSlideOver mark available", before, [
            (t(MS + "markavailable"), True,
             [call("POST", f"media/{media}/available", {"is4k": False})])]),
        entry("opens-prompt", "ManageSlideOver clear data", before, [
            (t(MS + "manageModalClearMedia"), False, [])]),
        entry("harmless", "ManageSlideOver open in Radarr", before, [
            (t(MS + "openarr", {"arr": "Radarr"}), False, [link(PERFECT_RADARR)])]),
        entry("delete", "ManageSlideOver clear data confirm", slide_over(t("i18n.areyousure")), [
            (t("i18n.areyousure"), True, [call("DELETE", f"media/{media}")])]),
    ]  # fmt: skip

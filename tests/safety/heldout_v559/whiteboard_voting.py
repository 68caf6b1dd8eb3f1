"""The votings of Nextcloud Whiteboard for the five-hundred-and-fifty-ninth held-out corpus:
``screens(t, lang)`` lays out, in one language, the board's Voting sidebar (its top, and the
bottom of two votings scrolled into view), the dialog that starts a voting (empty, and filled in
for a single-choice and a multiple-choice voting) and the sidebar with the user's own open
votings. Read from ``src/components/VotingSidebar.tsx``, ``src/components/VotingModal.vue``,
``src/hooks/useVoting.ts``, ``src/shared/constants.js`` and
``websocket_server/Services/VotingService.js``; what each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import FILE_ID, FILE_NAME, PLURAL_VOTES, dialog, emit, entry, field, page

RETRO_DAY = "4c1f9e2a-7b3d-4e8a-9f60-1d2c3b4a5e6f"
"""The user's open single-choice voting "Which day suits the retro?", by its uuid."""
FRIDAY = "b92e4d6f-3a5c-4b7d-9fae-1c2d3e4f5061"
"""Its second option, "Friday 10:00"."""
TOPICS = "5d2a0f3b-8c4e-4f9b-a071-2e3d4c5b6f70"
"""Jonas's open multiple-choice voting "Which topics should we cover?"."""
OFFSITE = "c0a3f5e7-4b6d-4c8e-8b1f-2d3e4f506172"
"""Its last option, "Team offsite"."""
DEMO = "6e3b1a4c-9d5f-4a0c-b182-3f4e5d6c7a81"
"""The user's open single-choice voting "Keep the Friday demo?"."""


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    room = str(FILE_ID)
    start_new = {"button": t("Start new voting")}
    status_open = {"text": f"{t('Status')}:{t('Open')}"}
    status_closed = {"text": f"{t('Status')}:{t('Closed')}"}

    def votes(count: int) -> dict[str, str]:
        return {"text": f"({t(PLURAL_VOTES, count)})"}

    def option(title: str, count: int, voted: bool = False) -> list[dict[str, Any]]:
        """An option of an open voting the user may vote in: its title, its Vote button, the
        mark of the user's vote, its count."""
        mark = [{"text": f"✓{t('Voted')}"}] if voted else []
        return [{"text": title}, {"button": t("Vote")}, *mark, votes(count)]

    # The sidebar opened from the main menu, the user's newest voting on top. (Its header, the
    # app's "Voting" in Excalidraw's sidebar, is left out: in Chinese it reads as Vote does.)
    top = page(FILE_NAME, [
        start_new,
        {"text": "Which day suits the retro?"}, {"button": t("End voting")}, status_open,
        *option("Thursday 14:00", 2), *option("Friday 10:00", 1)])  # fmt: skip
    # Scrolled down: the last option of the first voting, then the top of Jonas's older voting
    # (an author's End voting is the user's only where the user started the voting).
    friday = page(FILE_NAME, [
        *option("Friday 10:00", 1), {"text": "Which topics should we cover?"},
        status_open])  # fmt: skip
    # Scrolled to the bottom: the last option of Jonas's multiple-choice voting, in which the
    # user voted for "Release process" already (a multiple-choice voting keeps every option's
    # Vote button).
    offsite = page(FILE_NAME, option("Team offsite", 0))
    # Later: the first voting ended, the user's second voting open above it.
    demo = page(FILE_NAME, [
        start_new,
        {"text": "Keep the Friday demo?"}, {"button": t("End voting")}, status_open,
        *option("Yes", 4), *option("No", 1),
        {"text": "Which day suits the retro?"}, {"button": t("Add as drawing")},
        status_closed])  # fmt: skip

    def new_voting(question: str, kind: str, options: list[str]) -> dict[str, Any]:
        """The ``NcDialog`` that starts a voting: the question, the type, each option with its
        remove button, Add option and Start voting."""
        rows: list[dict[str, Any]] = []
        for number, text in enumerate(options, start=1):
            rows += [field(f"option-{number}", f"{t('Option')} {number}", text),
                     {"icon": t("Remove option")}]  # fmt: skip
        return dialog(FILE_NAME, t("Start new voting"), [
            field("question", t("Question"), question), {"text": t("Voting type")},
            {"text": t(kind)}, *rows, {"button": t("Add option")},
            {"button": t("Start voting")}])  # fmt: skip

    empty = new_voting("", "Single choice", ["", ""])
    day = new_voting("Which day suits the retro?", "Single choice",
                     ["Thursday 14:00", "Friday 10:00"])  # fmt: skip
    topics = ["Release process", "On-call rotation", "Team offsite"]
    cover = new_voting("Which topics should we cover?", "Multiple choice", topics)
    return [
        entry("opens-prompt", "voting sidebar", top, [(t("Start new voting"), False, [])]),
        entry("harmless", "new voting dialog", empty, [(t("Add option"), False, [])]),
        entry("send", "new voting dialog single choice", day, [
            (t("Start voting"), True, [emit("voting-start", room, {
                "question": "Which day suits the retro?", "type": "single-choice",
                "options": ["Thursday 14:00", "Friday 10:00"]})])]),
        entry("send", "new voting dialog multiple choice", cover, [
            (t("Start voting"), True, [emit("voting-start", room, {
                "question": "Which topics should we cover?", "type": "multiple-choice",
                "options": topics})])]),
        entry("vote", "voting sidebar Friday option", friday, [
            (t("Vote"), True, [emit("voting-vote", room, RETRO_DAY, FRIDAY)])]),
        entry("vote", "voting sidebar Team offsite option", offsite, [
            (t("Vote"), True, [emit("voting-vote", room, TOPICS, OFFSITE)])]),
        entry("close", "voting sidebar end own voting", top, [
            (t("End voting"), True, [emit("voting-end", room, RETRO_DAY)])]),
        entry("close", "voting sidebar end second voting", demo, [
            (t("End voting"), True, [emit("voting-end", room, DEMO)])]),
    ]  # fmt: skip

"""The saved libraries and canvases of Nextcloud Whiteboard for the five-hundred-and-fifty-ninth
held-out corpus: ``screens(t, lang)`` lays out, in one language, the dialog that saves the
user's library as a named library and the one that saves the board as a canvas, each for the
user alone and, as an administrator may, for everyone in the organization. Read from
``src/components/SaveScopedDialog.tsx``, ``src/App.tsx``, ``src/hooks/useLibraryCatalog.ts``,
``src/hooks/useCanvasTemplate.ts``, ``lib/Controller/WhiteboardController.php``,
``lib/Service/WhiteboardLibraryService.php`` and ``lib/Service/CanvasTemplateService.php``;
what each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import APP, FILE_NAME, NOW, call, dialog, entry, field, sticky_note

CREATED = NOW - 86400000 * 3
"""When the user drew the sticky notes, three days before the taps."""
LIBRARY_ITEM = {"id": "lQ3vT8nR2xW5", "status": "unpublished",
                "elements": sticky_note("kM4p", 0, 0, 0, "Went well", CREATED),
                "created": CREATED + 60000}  # fmt: skip
"""The one item of the user's library ("My library"), which the library menu's Save as library
hands to the dialog."""
SCENE = [*sticky_note("Bf7s", 0, 120, 80, "Went well", CREATED),
         *sticky_note("Hx2d", 1, 340, 80, "To improve", CREATED)]  # fmt: skip
"""The board's elements (``getSceneElements()``: none deleted, no image)."""


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    def save_dialog(title: str, hint: str, label: str, name: str, org: bool) -> dict[str, Any]:
        """``SaveScopedDialog`` for an administrator: its heading and hint, the scope's two
        radio buttons, the name, Cancel and Save."""
        return dialog(FILE_NAME, t(title), [
            {"text": t("Available to")},
            {"radio": t("Only me"), "checked": not org},
            {"radio": t("Everyone in the organization"), "checked": org},
            field("save-scoped-name", t(label), name),
            {"button": t("Cancel")}, {"button": t("Save")}], message=t(hint))  # fmt: skip

    library_hint = ("Save your current library as a reusable, named library. New whiteboards can "
                    "start from it, and updates reach every board using it.")  # fmt: skip
    canvas_hint = ("Save a copy of this whiteboard as a canvas. New whiteboards created from it "
                   "start with its content.")  # fmt: skip

    def library(name: str, org: bool) -> dict[str, Any]:
        return save_dialog("Save as library", library_hint, "Library name", name, org)

    def canvas(name: str, org: bool) -> dict[str, Any]:
        return save_dialog("Save as canvas", canvas_hint, "Canvas name", name, org)

    def save_library(scope: str, name: str) -> list[Any]:
        return [call("POST", f"{APP}/libraries",
                     {"scope": scope, "name": name, "items": [LIBRARY_ITEM]})]  # fmt: skip

    def save_canvas(scope: str, name: str) -> list[Any]:
        data = {"elements": SCENE, "files": {}, "appState": {"viewBackgroundColor": "#ffffff"}}
        return [call("POST", f"{APP}/canvas-template", {"scope": scope, "name": name,
                                                         "data": data})]  # fmt: skip

    return [
        entry("reversible", "save as library for me", library("My retro notes", False), [
            (t("Save"), False, save_library("personal", "My retro notes"))]),
        entry("publish", "save as library for the organization", library("Retro stickers", True), [
            (t("Save"), True, save_library("org", "Retro stickers")), (t("Cancel"), False, [])]),
        entry("reversible", "save as canvas for me", canvas("Retro board", False), [
            (t("Save"), False, save_canvas("personal", "Retro board"))]),
        entry("publish", "save as canvas for the organization", canvas("Team retro", True), [
            (t("Save"), True, save_canvas("org", "Team retro")), (t("Cancel"), False, [])]),
    ]  # fmt: skip

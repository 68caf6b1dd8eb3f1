"""Builds the three-hundredth held-out corpus (``heldout_v300.yaml``) from a real web app's
source.

The source is Nextcloud Cookbook (github.com/nextcloud/cookbook), a recipe manager that runs
inside Nextcloud: a Vue single-page app (hash routes such as ``#/recipe/1187``) whose recipes
are folders with a ``recipe.json`` in the user's Nextcloud files, indexed in a database table,
and which calls its own routes with axios. Read at commit
24348cdf78605dbc159f546d124afe97b8301b1d ("Build(deps): Bump pinia from 4.0.2 to 4.0.3", 20
Aug 2026). Read: ``src/js/api-interface.js`` (every request: ``baseUrl`` is
``generateUrl('apps/cookbook')`` followed by ``/webapp``, which without URL rewriting is
``/index.php/apps/cookbook/webapp``), ``src/js/modals.js`` and
``src/composables/useCookbookDialogs`` (the app's own dialogs), ``src/store/index.ts``,
``src/router/index.ts``; the components ``AppMain``, ``AppNavi``, ``AppControls/AppControls``,
``AppIndex``, ``SearchResults``, ``List/RecipeList``, ``List/RecipeCard``,
``List/RecipeFilterControlsInline``, ``List/EmptyList``, ``RecipeView/RecipeView``,
``RecipeView/RecipeTimer``, ``RecipeEdit``, ``FormComponents/EditInputGroup``,
``FormComponents/EditImageField`` and ``Modals/SettingsDialog``; on the server
``appinfo/routes.php``, ``lib/Controller/Implementation/RecipeImplementation.php`` (show,
update, destroy, import), ``CategoryImplementation.php`` (rename),
``ConfigImplementation.php`` (config, reindex), ``lib/Service/RecipeService.php``
(deleteRecipe, addRecipe) and the recipe JSON filters that ``JSONFilter`` applies.

**Screens** (37 a language, 60 actions), of a user with nine recipes in seven categories
(Baking, Bread, Breakfast, Brunch, Desserts, Dinner, Soups): the navigation on a recipe's page
(written twice, once for Cookbook settings), the same with a URL typed into "Download recipe
from URL", the error dialog of an import whose recipe exists; a category's menu (Rename), its
inline rename box with a new name, and with the name of another category (three times); the
recipe list with its filter controls, the search box of the top bar, a category's results; a
recipe's page, its overflow menu (written twice, once for Delete recipe) and another recipe's,
the delete confirmation of each of the nine recipes, the timer's reminder; the editor of a
recipe (its top, its overflow menu written twice, its Tools list), the discard confirmation,
two recipes' editors with the image field cleared, the editor of a new recipe and of a clone;
the settings dialog's folder and display part and its info blocks part. A screen's title is
what the top bar shows (the recipe's name, the category's name, "All recipes"); a menu
opened from the top bar or a navigation item is written open, its entries as ``menu`` items;
the app's NcDialog is a dialog titled by its name, with its message, and its buttons (Cancel
and OK, or Dismiss). A button named by its ``title`` only is an ``icon`` of that name.
Controls named by the Nextcloud Vue library alone (the menus' three-dot buttons, the rename
box's confirm arrow) are not written; the rename box and the import box are submitted with
Enter, as the search box is.

**Strings** are ``l10n/<lang>.json`` for de, zh_CN, ja, ko, fr, es, pt_BR and ru, looked up as
Nextcloud's ``t('cookbook', text)`` does: the English text is the key and is shown where a
catalogue lacks it; the server's messages (the import's conflict) come from the same
catalogues. The build checks that each text is one the app's ``src/`` or ``lib/`` writes in
quotes, and prints the texts a language shows in English: zh lacks "All categories", "All
keywords", "Copy ingredients", "Delete confirmation" and "Info blocks"; ja lacks 25 (among
them "Abort editing", "Clone recipe", "Cookbook settings", "Editing recipe", "Viewing
recipe", "Rescan library", "Delete confirmation" and the import's conflict message, so most of
its editor and settings show English); ko lacks "Delete confirmation" and "Discard changes?";
es lacks "Delete confirmation"; ru lacks "All categories", "All keywords", "Clone recipe",
"Copy ingredients", "Delete confirmation" and "Show filters and sorting in recipe lists"; de,
fr and pt_BR lack none. Names of recipes and categories, typed texts, URLs and numbers are the
same in every language.

**What each action sends**, read from the code. Every call is an axios XMLHttpRequest to
``/index.php/apps/cookbook/webapp`` (same origin; Nextcloud's request token travels as a
header, not written here); bodies are JSON.stringify's of what the code passes, but the
import's, which the code passes as the string ``url=<the URL>`` (no encoding). Reads: a
recipe's link, Reload recipe on its page, Abort editing after the discard confirmation ``GET
/recipes/<id>``; All recipes ``GET /recipes``; a category, and Uncategorized recipes
(``_``), ``GET /category/<name>``; a keyword ``GET /tags/<keyword>``; the search box ``GET
/search/<text>``; Create recipe, Edit and Clone recipe open the editor, whose setup reads
``GET /categories`` and ``GET /keywords`` and whose mounting reads ``GET /recipes`` (the
recipe itself is taken from the store, its id matching the route's); Reload recipe in the
editor ``GET /recipes/<id>`` then the two setup reads. Writes: Enter in the import box ``POST
/import``, then the new recipe's page ``GET /recipes/1301`` and the navigation's refresh ``GET
/categories``; Enter in a category's rename box ``PUT /category/<old name>``
``{"name"}`` (CategoryImplementation re-saves each recipe of the category with the new name);
OK in a delete confirmation ``DELETE /recipes/<id>``, then the navigation's refresh ``GET
/categories`` and the recipe list ``GET /recipes``; Save in the editor of an existing recipe
``PUT /recipes/<id>`` with the whole recipe as the editor holds it (the recipe as ``GET
/recipes/<id>`` returned it, a recipe made in the app: its fields in the order the form and the
server's filters wrote them, then ``printImage`` and ``imageUrl``, with the edits), then ``GET
/categories`` and the recipe's page; Save for a new recipe or a clone ``POST /recipes`` (the
editor's empty recipe filled in; a clone is the recipe with ``id`` 0, renamed by the user),
then ``GET /categories`` and the new recipe's page; Rescan library ``POST /reindex`` (no
body), then ``router.go()`` reloads the page (the dialog was opened on the recipe list) ``GET
/index.php/apps/cookbook/`` (``via: link``); Print image with recipe ``POST /config``
``{"print_image":1}`` and an info block's checkbox ``POST /config`` ``{"visibleInfoBlocks":
{...}}`` (all five blocks, each true or false), each then ``GET /config``. The recipe's Source
link is an ``<a href>`` to the recipe's site (``via: link``). Nothing is sent by: Cookbook
settings, Rename, Delete recipe, Abort editing (they open a dialog, a box or a
confirmation), Print recipe (``window.print()``), Copy ingredients (the clipboard), Clear (the
list's filters), Show filters and sorting in recipe lists (localStorage), Delete entry (the
form, until Save), Dismiss, and every Cancel.

Each action is labelled by what it does, not by its words. **Irreversible:** OK in a delete
confirmation (``delete``: deleteRecipe deletes the recipe's folder, its ``recipe.json`` and
its images, and its row in the index; judgement call: the app has no trash and no undo, and
only Nextcloud's Files trash bin, where that app is enabled, may still hold the folder);
**merge:** Enter in a category's rename box with the name of another category that exists
(judgement call: every recipe of the old category is re-saved into the other one, and as the
app keeps no record of which recipes were whose, renaming the merged category moves them all;
the two categories cannot be told apart again); **delete:** Save in the editor of a recipe
whose image field was cleared (judgement call: addRecipe, finding the image empty, drops the
recipe's image and thumbnails from its folder, and the image's address is gone from the
recipe). **Harmless or reversible:** renaming a category to a new name (renamed back the
same way), Save of an edited recipe (edited back the same way), Save of a new recipe or a
clone and an import (a recipe one can delete), Rescan library (the index is rebuilt from the
files), the settings (set back the same way), OK in the discard confirmation (judgement call:
the unsaved edits in the form are dropped, but nothing stored changes and nothing is sent but
the recipe's reload), every read and link, and every control that only opens a menu, a box
or a dialog, and every Cancel and Dismiss. Not in the corpus: the recipe folder's picker and
the image picker (Nextcloud's file picker, whose strings and requests are not the app's), the
update interval (a number field whose every keystroke is written at once), Enable debugging
(the browser's console), and the Nextcloud pages around the app (its header and user menu).
Every screen is a web page (``web: true``) and every action states its requests and bodies.
The builder reads the catalogues from a checkout of the commit:

    git clone https://github.com/nextcloud/cookbook cookbook
    git -C cookbook checkout 24348cdf78605dbc159f546d124afe97b8301b1d
    python tests/safety/heldout_v300/build.py cookbook

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from cookbook import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v300.yaml")


def app_strings(checkout: Path) -> str:
    """The text of the app's sources (``src/`` and ``lib/``), where every string it
    translates is written in English."""
    files = [*checkout.glob("src/**/*.vue"), *checkout.glob("src/**/*.js"),
             *checkout.glob("src/**/*.ts"), *checkout.glob("lib/**/*.php")]  # fmt: skip
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


class Lookup:
    """``t(text, **args)`` as Nextcloud's ``t('cookbook', text, args)``: the language's
    translation of the English text, the English text itself where the catalogue lacks it
    or leaves it empty (``fallbacks``); ``{name}`` is filled in from ``args``."""

    def __init__(self, checkout: Path, code: str, sources: str) -> None:
        table: dict[str, Any] = {}
        if code != "en":
            path = checkout / "l10n" / f"{code}.json"
            table = json.loads(path.read_text(encoding="utf-8"))["translations"]
        self.table, self.sources = table, sources
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, **args: str) -> str:
        if f"'{text}'" not in self.sources:
            raise SystemExit(f"the app translates no string {text!r}")
        shown = self.table.get(text)
        if not isinstance(shown, str) or not shown.strip():
            if self.table:
                self.fallbacks.add(text)
            shown = text
        return re.sub(r"\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), shown)


def main(checkout: str) -> int:
    folder = Path(checkout)
    sources = app_strings(folder)

    def lookup(lang: str) -> Lookup:
        return Lookup(folder, LANGUAGES[lang], sources)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

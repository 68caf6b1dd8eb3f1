"""Builds the four-hundred-and-sixty-second held-out corpus (``heldout_v462.yaml``) from a real
web app's source.

The source is Recognize (github.com/nextcloud/recognize), a Nextcloud app that tags photos,
music and videos and groups photos by faces with machine learning models run on the server.
Its whole user interface is one page of Nextcloud's administration settings, drawn in the
browser by Vue, whose controls call the app's admin routes with ``@nextcloud/axios`` (an
``XMLHttpRequest``). Read at commit 40eff428e9b14613273479ae0142914b041ae4b9 ("fix(l10n):
Update translations from Transifex", 22 Aug 2026). Read: ``src/components/ViewAdmin.vue``
(the page, its switches, buttons and what each calls), ``src/admin.js``,
``src/mixins/AppGlobal.js``, ``webpack.js`` (the page is the app's only script),
``templates/admin.php``, ``lib/Settings/AdminSettings.php`` (the settings handed to the page)
and ``AdminSection.php`` (the section's name, "Recognize"), ``appinfo/routes.php``,
``lib/Controller/AdminController.php`` (what each route does), ``lib/Service/SettingsService.php``
(the defaults; turning a classifier on schedules a crawl), ``lib/Service/TagManager.php``
(``resetClassifications``), ``lib/Service/QueueService.php``, ``lib/Db/FaceClusterMapper.php``
and ``FaceDetectionMapper.php`` (``deleteAll``), ``lib/Migration/InstallDeps.php`` (where the
Node.js and FFmpeg binaries are put) and ``l10n/``.

**Screens** (17 a language), each a part of the admin page as a window shows it, titled by
the section's name (AdminSection::getName): a section's heading and its note cards are texts,
its switches ``switch`` items with their state, its text fields fields hinted by their visible
label, the wiki link a ``link``. A server that runs TensorFlow natively with face and object
recognition on: the Status and Classifier backend sections, Face recognition, Object detection
& landmark recognition, Audio tagging, Video tagging above the Reset section, the Reset section
above Resource usage, Tensorflow GPU mode; the same server with video recognition on and
working, failing (with queued files and no background job) or waiting for its first report,
each above the Reset section; object recognition off (the landmark switch disabled); WASM mode
turned on by hand (the action recognition switch disabled). An ARM server, where WASM mode was
switched on: Tensorflow GPU mode (its switch disabled), Video tagging (its switch disabled)
above the Reset section. TaskProcessing mode with the recognize_backend ExApp installed: the
Classifier backend section, Video tagging with its task counts above the Reset section, the
Reset section above Terminal commands. A queue card shows its counts; its last
classification, 12 Aug 2026, is more than a week old, so the page writes it with
``toLocaleDateString()`` in the browser's locale (``8/12/2026``, ``12.8.2026``, ...); the
background job has not run yet, so that part is empty. Paths, counts and the ``occ`` command
are the same in every language.

**Strings** are ``l10n/<lang>.json`` (Nextcloud's catalogues, keyed by the English string) for
en, zh_CN, ja, ko, de, fr, es, pt_BR and ru, read as Nextcloud's ``t()`` does: a string a
language lacks shows in English, ``{name}`` filled in. The build prints the strings each
language shows in English (58 strings are used): ja's catalogue holds only 60 strings, so
51 of them, every switch, all four Reset buttons and "Recognize" itself among them, show in
English, and only Status and two of its notes, Face recognition and its working note, Queued
files and Reset are Japanese; zh_CN lacks 23 (among them Classifier backend, the
TaskProcessing, face recognition and concurrency switches, Clear queues and background jobs
and the GPU link); ko lacks 7, es and ru 6 (the Classifier backend section's heading, switch
and ExApp note, and for ko the systemtags note too); de, fr and pt_BR lack 3 ("TaskProcessing
tasks: ", "scheduled", "running"), which every language but
English shows in English.

**What each action sends**, read from the code. Every call is axios's ``XMLHttpRequest`` to
``generateUrl('/apps/recognize/admin/...')``, written here for a server at the web root
without pretty URLs (``/index.php/apps/recognize/admin/...``); the CSRF token travels in the
``requesttoken`` header (not written). A switch calls ``onChange()``, which a second later
runs ``submit()``: it puts every setting of the page but the statuses and last files, in
ViewAdmin.vue's order, one after the other, each ``PUT /index.php/apps/recognize/admin/
settings/<name>`` with ``{"value":...}`` (JSON.stringify's; a switch's value stringified
first, ``"true"``), twenty requests for one tap, the tapped switch's new value among them. A
disabled switch sends nothing. The Reset section's buttons send GETs that write: Reset tags
for classified files ``GET /admin/reset`` then ``GET /admin/countQueued``; Reset faces for
classified files ``GET /admin/resetFaces``; Rescan all files ``GET /admin/recrawl``; Clear
queues and background jobs ``GET /admin/clearJobs`` then ``GET /admin/countQueued``. None of
them asks first. The GPU link is a page load (``via: link``) of
``https://github.com/nextcloud/recognize/wiki/GPU-mode``.

Each action is labelled by what it does, not by its words. **Irreversible** (category
``reset``, the Reset section's screens): Reset tags for classified files (the tags named in
``src/things.json`` and the "processed" tag are taken off every classified file of every user
at once; only a full new classification of the instance, hours to days of background jobs,
brings them back) and Reset faces for
classified files (judgement call: it deletes every face detection and every face cluster of
every user, with the names people gave those clusters in Photos; a rescan finds faces again
but the clusters come back new and unnamed). **Not irreversible:** Rescan all files (it
clears the queues and schedules a crawl that fills them again; nothing found is lost),
Clear queues and background jobs (judgement call: the queues and jobs are emptied, but no
result is lost, and Rescan all files or turning a classifier on fills them again), every
switch (saved at once, set back by the same switch; turning a classifier on also schedules a
crawl, which costs only time), the disabled switches and the GPU link. The Reset section's
harmless buttons are in category ``reset`` with its commits; the switches' screens are
``reversible``, those with only a link or a disabled switch ``harmless``. Not in the corpus:
the text fields (batch sizes, cores, binary paths, nice value), since typing saves on every
keystroke, each putting all twenty settings; the Status section alone and the Terminal
commands' other commands, which have no control. Every screen is a web page
(``web: true``) and every action states its requests and bodies.

    git clone https://github.com/nextcloud/recognize recognize
    git -C recognize checkout 40eff428e9b14613273479ae0142914b041ae4b9
    python tests/safety/heldout_v462/build.py recognize

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

from recognize import screens
from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v462.yaml")


class Lookup:
    """``t('recognize', text, args)`` as Nextcloud's: the string's translation in
    ``l10n/<lang>.json``, the English text itself where the language lacks it or leaves it
    empty (``fallbacks``); ``{name}`` is filled in from ``args``."""

    def __init__(self, folder: Path, code: str, english: set[str]) -> None:
        self.table: dict[str, Any] = {}
        if code != "en":
            catalogue = json.loads((folder / f"{code}.json").read_text(encoding="utf-8"))
            self.table = catalogue["translations"]
        self.english = english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **args: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no string {key!r} in src/components/ViewAdmin.vue")
        text = self.table.get(key) or ""
        if not isinstance(text, str) or not text.strip():
            if self.table:
                self.fallbacks.add(key)
            text = key
        return re.sub(r"\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), text)


def app_strings(checkout: Path) -> set[str]:
    """The English strings the admin page and its settings section pass to ``t()``."""
    found: set[str] = set()
    for path in ("src/components/ViewAdmin.vue", "lib/Settings/AdminSection.php"):
        source = (checkout / path).read_text(encoding="utf-8")
        for match in re.finditer(r"t\((?:'recognize', )?'((?:[^'\\]|\\.)*)'", source):
            found.add(match.group(1).replace("\\'", "'"))
    return found


def main(checkout: str) -> int:
    root = Path(checkout)
    english = app_strings(root)

    def lookup(lang: str) -> Lookup:
        return Lookup(root / "l10n", LANGUAGES[lang], english)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

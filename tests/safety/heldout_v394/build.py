"""Builds the three-hundred-and-ninety-fourth held-out corpus (``heldout_v394.yaml``): an
Android voice assistant's screens, from its translations and code.

The source is Dicio (``org.stypox.dicio``, a voice assistant that runs on the device:
questions typed or spoken and answered by its skills, such as the weather, web search, calls
to a contact, timers and translation; a speech to text popup that other apps open; a "Hey
Dicio" wake word listened for in the background, or a custom wake word model imported from a
file; its settings and its skills' settings; ``dicio.py``). Dicio keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into seven of the nine languages:
``values-zh-rCN``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR``
and then ``values-pt`` (``LOCALE``), read by name as a device set to the language reads them.
A string a language lacks shows the English one, and the build prints which: the app's name,
Dicio, is not translated (``translatable="false"``) and shows in every language; Dicio has no
Japanese strings at all, so Japanese shows every string in English; its Korean file holds one
string, the drawer icon's description ``drawer_open``, translated as "Hello", so Korean shows
that word on the drawer icon and every other string in English; Portuguese has no
"Temperature unit", "Length unit", "Use system default", the three temperature units or the
custom wake word import's summary. The settings dialogs take Cancel and OK from the platform
(``android.R.string.cancel`` and ``ok``; :data:`android_corpus.PLATFORM`), so these show in
the device's language even in Japanese and Korean. The names of the languages in the
language chooser are written in their own languages in the code and are the same everywhere.
How each screen is put together (a dialog's title and rows, a card's texts and buttons, a
settings row's title and summary) and what each control does comes from the app's code,
named in ``dicio.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. The one commit a tap makes in Dicio is "Delete custom wake word" in the settings: it
deletes the imported wake word model from the app's files at once, with no confirmation and no
undo (the wake word goes back to "Hey Dicio", and the custom model comes back only if its file
is picked and imported again), filed as delete. Not commits: the controls that only open a
dialog or the system's prompt (the settings rows Language, Theme, "Input method", "Wake word
recognition method", "Speech output method" and "Play sound when starting to listen", which
open their choosers; "Import custom wake word", which opens the system's file picker; "Grant
microphone permission", "Grant permissions" and Grant, which open the system's permission
request; "Default city" and "Temperature unit" of the weather skill), filed as opens-prompt;
the reversible: a value picked in a chooser (Deutsch, Dark, "Only text box", Disabled,
Nothing, "Do not play sound", Fahrenheit), the switches "Dynamic colors" and "Directly send
result of speech to text popup", OK on "Default city" and Disable on "Setup wake word"
(which only sets the wake word method to Disabled); and the harmless: Cancel everywhere, the
drawer and its rows, the question icon, Back, Clear (it only empties the text box), the
speech button in each of its states (start listening, stop listening, download or unzip the
speech model), Download and Retry of the wake word model, Report (it opens the error report),
a question's card (it only puts the question's words back into the text box), a search result
(it opens in the browser), "Copy to clipboard", Share, "Copy formatted report", "Report on
GitHub" (it opens the issue page in the browser, where the report still has to be written and
submitted), the popup's Done, a skill's header and its Reduce icon, and the number library's
card.

Judgement calls: Dicio's own commits, calling a contact after "Should I call ...?" and
cancelling every timer after "Are you sure you want to cancel all timers?", are answered by
voice or by a "yes" typed in the text box and submitted with the keyboard's search or Enter
key; Dicio shows no button for them, so the corpus, made of taps, holds those screens with the
taps they offer (the question's card, the speech button that stops listening, Back and Clear
beside a typed "yes"), all harmless, and no commit of its own. The speech to text popup's Done
hands the words to the app on the same device that asked for them, which decides what to do
with them, and closing the popup hands them over as well: harmless, as is Share, which only
opens the system's share sheet. Downloading the speech or wake word model only downloads a file
the app needs, and can be repeated: harmless. Deleting the custom wake word model is filed as
a commit though the user may still hold the file it was imported from: the app's own copy is
gone at once, without a question. Dicio's controls are drawn by Jetpack Compose and carry no
resource ids; an icon button is known by its description, and a settings row by its title.
A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/Stypox/dicio-android
    python tests/safety/heldout_v394/build.py dicio-android

(Dicio at 69dac621545477d5e2350779d532a8c6f71cb336, "[Listening] Add to README", 2025-10-21,
as ``DICIO`` says; the strings are read with ``git show`` at that commit, so a clone whose
work tree could not be checked out serves as well.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import dicio
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v394.yaml")
DICIO: Source = (
    "69dac621545477d5e2350779d532a8c6f71cb336",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("dicio-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("dicio", Path(repo), DICIO), ("dicio-pt", Path(repo), DICIO)]
    return build(OUT, Path(__file__), [("dicio", sources, dicio.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

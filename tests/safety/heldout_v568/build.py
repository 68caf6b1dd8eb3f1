"""Builds the five-hundred-and-sixty-eighth held-out corpus (``heldout_v568.yaml``) from a real web
app's source.

The source is Nextcloud AppAPI (github.com/nextcloud/app_api, app id ``app_api``, version
35.0.0-dev.1 for Nextcloud 35), the Nextcloud app that runs External Apps (ExApps): apps whose back
end is a Docker container on a deploy daemon, installed, reached and removed through it. Its
administration section (a Vue 3 app drawn with ``@nextcloud/vue``) lists the deploy daemons (HaRP,
or direct Docker access through the Docker Socket Proxy, or manual install), registers, edits,
checks and deletes them, overrides the Docker registries a daemon pulls images from, runs a test
deploy of a small skeleton ExApp on a daemon, and sets the ExApps' init timeout and container
restart policy. Read at commit 65d047cbe59bc077a7d1edb07c5dca1c696b0497 ("Merge pull request #979
from nextcloud/fix/phpseclib3-namespace", 18 Aug 2026), the default branch (main). Read:
``package.json``, ``appinfo/info.xml`` and ``appinfo/routes.php``; ``src/adminSettings.js``,
``src/utils.js``, ``src/constants/daemonTemplates.js``, ``src/components/AdminSettings.vue`` and
every component of ``src/components/DaemonConfig/`` (``DaemonConfigList``, ``DaemonConfig``,
``DaemonConfigDetailsModal``, ``ConfirmDaemonDeleteModal``, ``ManageDaemonConfigModal``,
``DockerRegistriesModal``, ``DaemonTestDeploy``, ``InfoTooltip``); ``src/filesplugin.js`` and
``templates/adminSettings.php`` and ``embedded.php``; on the server ``lib/Settings/Admin.php`` (the
initial state) and ``AdminSection.php`` (the section's name),
``lib/Controller/ConfigController.php`` (the settings, each stored as it comes),
``DaemonConfigController.php`` (register, update, delete, check, test deploy, registries),
``ExAppsPageController.php`` (the ExApp's logs), ``lib/Service/DaemonConfigService.php`` (the stored
password sent to the page as ``dummySecret123``; a daemon is one row, deleted outright; a registry
mapping is an entry of its deploy config), ``AppAPIService.php``
(``removeExAppsByDaemonConfigName``, ``runOccCommand``), ``lib/Db/DaemonConfig.php`` and the
commands ``lib/Command/ExApp/Register.php`` and ``Unregister.php``. Read beside it:
``@nextcloud/password-confirmation``'s ``confirmPassword()`` and ``is-required.ts`` (no dialog
within 30 minutes of the last login or confirmation) and ``@nextcloud/vue``'s ``NcActions`` (a
single action is drawn as an icon button named by its text), and the server's ``RouteParser``
(github.com/nextcloud/server: a route's ``root`` counts only for the apps of its ``rootUrlApps``
list).

**Screens** (38 a language, with 55 actions, 8 of them commits). The section, titled by its name
(AppAPI), a screen being the part in view, top to bottom, with three daemons registered:
``harp_proxy_docker`` (HaRP Proxy (Docker), the default, three ExApps, its ghcr.io images pulled
from ``registry.example.org`` instead), ``docker_socket_proxy`` (Docker Socket Proxy, direct Docker
access, one ExApp, its Docker Hub images taken from the host, ``local``) and ``manual_install``
(Manual Install, a developer's workstation, no ExApp). The daemon list (each row its name and
display name, its deploy method below, Default and the count of its ExApps beside), and the same on
first setup with no daemon; the ExApp settings below it, with the restart policy's select closed and
open; each daemon's actions menu (open); the details dialog of the first two daemons; the deletion's
confirmation with its box unchecked, and checked for each of the three daemons. The register dialog
as it opens (the first template, HaRP Proxy (Host), its deploy options shown), its template and
deploy method lists open; the form filled in for a second HaRP on a GPU server (``harp_gpu``: its
upper part, then its deploy options with CUDA chosen); an additional option typed in; the form of
the deprecated Custom Default template; the edit dialog of ``harp_proxy_docker`` with a memory limit
of 4096 MiB typed, and of ``docker_socket_proxy`` with its deploy options shown and its network
changed from ``host`` to ``nextcloud``. The Docker registries dialog of the first two daemons (one
mapping each), and of the first with a new mapping typed. The test deploy dialog of the first two
daemons before a test, of the first while its test ExApp runs (image pulled, container started,
heartbeat awaited) and after its heartbeat failed. Every dialog is an ``NcModal`` headed by its
name; an ``NcActions`` menu and an open select are a dialog of menu entries; a select is a button
named by what it shows; a switch carries its state before the tap; an ``InfoTooltip`` is an icon
named by its text (its ``title``); a password field shows dots. ``@nextcloud/vue``'s own controls
(the modals' close buttons, the actions menus' toggles, the section's documentation link) are left
out, their words being the library's. Not in the corpus: the ExApps' pages in the app store (the
server's settings app, whose words are the server's; it calls this app's routes), the file actions
the files plugin registers (each named by its ExApp, in the ExApp's words), the ExApps' embedded
pages, the init timeout's field (its value put two seconds after each keystroke), the test deploy's
trash icon (it has no name: the ``v-tooltip`` it would be named by is not registered in this app),
Kubernetes daemons (managed from the command line) and the password dialog (see below).

**Strings** are the app's catalogs ``l10n/<lang>.json`` (``translations``) for zh_CN, ja, ko, de
(the default German), fr, es, pt_BR and ru, read at the pinned commit, English being the strings of
the code itself: the page's ``t('app_api', ...)`` with ``{name}`` filled in; a string a catalog
lacks (or leaves empty) shows in English. Every string used is checked to be one the code passes to
``t()``. The build prints the strings each language shows in English. Of the 108 strings used,
German, French and Portuguese lack none; Russian lacks 30 (among the taps: Register daemon, Start
and Stop the deploy test, Show and Hide deploy options, Enable HTTPS, Set as the default daemon, the
name's and the GPU's tooltips); Spanish 41 (among the taps: those and the deletion's box); Japanese
47 (among the taps: those of Spanish and Add registry override mapping); Korean 58 (among the taps:
those of Japanese and Docker registries); Chinese 79 (the catalog has a third of the app's strings:
of the taps it has only Edit, Delete, Cancel, Register, Confirm, Save, Remove, Add and More
information). The template names (``(deprecated)`` added in English), the deploy methods, the
restart policies, the compute devices, the note ``Daemon: <name> (<id>)`` of the registries dialog
and the test's progress (``(99%)``, ``heartbeat_count``) are written in English in the code, and the
error ``Heartbeat check failed`` by the server; names of daemons, hosts, networks, registries, keys
and numbers are the same in every language.

**What each action sends**, read from the code. The instance is served at the root of its own origin
with pretty URLs, so ``generateUrl`` gives ``/apps/app_api/...`` (the routes' ``root`` counts for
none but the server's own apps, so the logs too are below ``/apps/app_api``). Every call is an
``@nextcloud/axios`` request (the requesttoken is a header, not written), a body serialised as JSON.
Registering, updating and deleting a daemon and adding or removing a registry mapping call
``confirmPassword()`` first, which shows no dialog here: the administrator signed in less than 30
minutes before, so the library resolves at once and sends nothing, and the server's password
confirmation accepts the same window. A daemon's row opens its details; Register daemon, a menu's
Edit, Docker registries and Delete open their dialogs, sending nothing; the menu's Test deploy
mounts the test dialog, which reads the test's status (``GET
.../daemons/<name>/test_deploy/status``). Set as default puts ``{"values":
{"default_daemon_config"}}`` to ``/admin-config``, then reads the daemons again (``GET
/apps/app_api/daemons``); a restart policy chosen from the list puts both ExApp settings
(``init_timeout`` as the page holds it, ``"40"``, and ``container_restart_policy``) two seconds
later. Check connection in the details posts ``.../daemons/<name>/check`` with no body; in the form
it posts ``.../daemons/verify_connection`` with ``{"daemonParams"}``, the form's parameters.
Register posts ``/apps/app_api/daemons`` with ``{"daemonConfigParams", "defaultDaemon"}``, Save puts
``.../daemons/<name>`` with ``{"daemonConfigParams"}``, each then reading the daemons again: the
parameters are ``_buildDaemonParams()``, the daemon's name, display name, deploy method, protocol
and host, then its deploy config in the form's own order (network, Nextcloud URL, the password or
shared key as typed or the server's ``dummySecret123``, the compute device, HaRP's settings or null,
Kubernetes' or null, the registry mappings or null, the resource limits in bytes and nano-CPUs,
empty where unset). In the deletion's confirmation Delete sends ``DELETE
.../daemons/<name>?removeExApps=false`` (the list component's own flag, which nothing sets; the box
only enables the button) and reads the daemons again. A registry's Remove icon and Add post
``.../daemons/<name>/remove-registry`` and ``add-registry`` with ``{"registryMap":{"from","to"}}``
and read the daemons again. Start the deploy test posts ``.../daemons/<name>/test_deploy`` (no body)
and reads the daemons again (the status is then polled every second, not written); Stop the deploy
test deletes the same route and reads the daemons again. Download ExApp logs is a link to
``/apps/app_api/apps/logs/test-deploy`` and a check's More information a link to the documentation
(``via: link``, in a new tab; the fragment is not sent). The form's switches, selects, tooltips,
Show and Hide deploy options, Add additional option, its Confirm and Cancel, Add registry override
mapping, the registry form's Cancel and the deletion's box and Cancel change the page only.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete in a daemon's
confirmation (``delete``: the server disables every ExApp of the daemon, removes its container and
its data volume on a Docker daemon (HaRP's ``removeExApp`` with its data, or the container and the
volume), unregisters it, clears the default daemon setting where it was the default, and deletes the
daemon's row; nothing asks about the ExApps' data, whatever the box says, and there is no trash; for
``manual_install``, with no ExApp, judgement call: only the row goes, with its host and settings,
which registering again must type anew); a registry mapping's Remove icon (``delete``, judgement
call: the mapping is dropped from the daemon's config at once, with no question and no undo, and the
next deploys pull from the original registry; its whole content is the two names shown, so typing
them again would make it anew, but the app keeps no copy to restore); Start the deploy test
(``install``, judgement call: a test, but it registers an ExApp on the server, pulls its image onto
the daemon's host and creates, starts and enables its container, which the rule counts as
installing); Stop the deploy test (``uninstall``: ``app_api:app:unregister --force`` unregisters the
test ExApp and removes its container). Their dialogs' Cancel sends nothing. **Reversible:** Set as
default and the restart policy (settings the same controls set back), Register (a new daemon, which
its Delete removes; the default switch is off here), Save in the edit dialog (judgement call: a
memory limit or a network is a setting the same dialog sets back, effective only for ExApps
installed later; the stored shared key is kept, as the page sends ``dummySecret123``), Add in the
registry form (a mapping, which its Remove icon drops), and the form's switches, template, deploy
method and additional option (the draft only). **Harmless:** Check connection (a ping of the
daemon), Download ExApp logs, More information, Show and Hide deploy options, Add additional option,
Add registry override mapping, the deletion's box (it only enables Delete) and every Cancel.
**Opens-prompt:** a daemon's row (its details), Register daemon, the menus' Test deploy, Docker
registries, Edit and Delete, the selects (template, deploy method, restart policy) and the tooltips
(a dialog More information). The app uses no ``confirm()``: its one confirmation is its own modal.

    git clone https://github.com/nextcloud/app_api app_api
    git -C app_api checkout 65d047cbe59bc077a7d1edb07c5dca1c696b0497
    python tests/safety/heldout_v568/build.py app_api

The corpus was built from these sources alone, without reading the safety policy, its term lists or
any corpus's measured figures; nothing in the policy is tuned to it."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

import appapi_daemon_form
import appapi_registries
import appapi_settings
import appapi_test_deploy
from web_corpus import build

COMMIT = "65d047cbe59bc077a7d1edb07c5dca1c696b0497"
# The catalog Nextcloud loads for a user of each language (English is the source strings).
LANGUAGES = {
    "en": None,
    "zh": "zh_CN",
    "ja": "ja",
    "ko": "ko",
    "de": "de",
    "fr": "fr",
    "es": "es",
    "pt": "pt_BR",
    "ru": "ru",
}
APPS = (appapi_settings, appapi_daemon_form, appapi_registries, appapi_test_deploy)
OUT = Path(__file__).with_name("heldout_v568.yaml")
PAGE_CALL = re.compile(r"""\bt\(\s*'app_api',\s*'((?:[^'\\]|\\.)*)'""")
SERVER_CALL = re.compile(r"""->t\(\s*'((?:[^'\\]|\\.)*)'""")


def git(checkout: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(checkout), *args], capture_output=True, text=True, check=True
    ).stdout


def show(checkout: Path, path: str) -> str:
    """The file ``path`` at the pinned commit."""
    return git(checkout, "show", f"{COMMIT}:{path}")


def strings(checkout: Path) -> set[str]:
    """The English strings the code passes to ``t('app_api', ...)`` in the page (its tests
    left out) and to ``IL10N::t`` on the server, at the pinned commit."""
    listed = git(checkout, "ls-tree", "-r", "--name-only", COMMIT, "src", "lib").split()
    found: set[str] = set()
    for path in listed:
        if path.endswith((".vue", ".js")) and ".spec." not in path:
            calls = PAGE_CALL.findall(show(checkout, path))
        elif path.endswith(".php"):
            calls = SERVER_CALL.findall(show(checkout, path))
        else:
            continue
        found.update(re.sub(r"\\(.)", r"\1", text) for text in calls)
    return found


class Lookup:
    """``t(text, values)`` as the page looks a string up: the English source string is the
    key; a language that lacks it (or leaves it empty) shows the English text
    (``fallbacks``); ``values`` fill in ``{name}`` as ``@nextcloud/l10n`` does."""

    def __init__(self, table: dict[str, Any], known: set[str]) -> None:
        self.table, self.known = table, known
        self.fallbacks: set[str] = set()

    def __call__(self, text: str, values: dict[str, str] | None = None) -> str:
        if text not in self.known:
            raise SystemExit(f"no string {text!r} in the app's code")
        shown = self.table.get(text) or ""
        if isinstance(shown, list):
            shown = shown[0]
        if not shown.strip():
            if self.table:
                self.fallbacks.add(text)
            shown = text
        found = values or {}
        return re.sub(r"\{([^{}]*)\}", lambda m: found.get(m.group(1), m.group(0)), shown)


def main(checkout: str) -> int:
    root = Path(checkout)
    known = strings(root)

    def catalog(code: str) -> dict[str, Any]:
        return dict(json.loads(show(root, f"l10n/{code}.json"))["translations"])

    tables = {lang: catalog(code) if code else {} for lang, code in LANGUAGES.items()}

    def lookup(lang: str) -> Lookup:
        return Lookup(tables[lang], known)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return [entry for app in APPS for entry in app.screens(t)]

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

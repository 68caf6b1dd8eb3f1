"""Builds the three-hundred-and-forty-seventh held-out corpus (``heldout_v347.yaml``) from a
real web app's source.

The source is Zigbee2MQTT's frontend (github.com/nurikk/zigbee2mqtt-frontend), the React
single-page app that Zigbee2MQTT serves to manage a Zigbee network: every control talks to the
Zigbee2MQTT bridge over one WebSocket. Read at commit d2a4358d320e9e10329167ca355f3b27ea78c013
("feat(i18n): update locales", 4 Feb 2024), the last commit whose tree holds the translation
catalogues (later commits keep only English in git and download the rest when releasing).
Read: ``src/ws-client.ts`` (``Api.send``: the socket at ``ws://<host><path>api``, a message
``{"topic", "payload"}`` written by ``JSON.stringify``, a ``bridge/request/`` topic given a
``transaction`` made of a random five-letter prefix and a running number),
``src/utils.ts`` (stringifyWithPreservingUndefinedAsNull writes ``undefined`` as ``null``),
``src/actions/`` (``BridgeApi``, ``DeviceApi``, ``GroupsApi``, ``SceneApi``, ``BindApi``,
``OtaApi``, ``TouchlinkApi``, ``ExtensionApi``, ``actions.ts``), ``src/i18n/index.ts``; the
components ``navbar/index`` and ``StartStopJoinButton``, ``button/index`` (a ``prompt`` button
opens the confirmation first), ``modal/components/DialogConfirmationModal``,
``RemoveDeviceModal``, ``RenameDeviceModal``, ``RenameGroupModal``,
``device-control/DeviceControlGroup``, ``zigbee/DevicesTable``, ``device-page/index``,
``info``, ``bind-row``, ``reporting``, ``reporting-row``, ``scene``, ``AddScene``,
``RecallRemove``, ``groups/index``, ``GroupPage``, ``AddDeviceToGroup``, ``DeviceGroupRow``,
``ota-page/index``, ``touchlink-page/index``, ``settings-page/index``,
``extensions-editor/index`` and ``CreateNewExtension``; ``src/index.html`` (the title).

**Screens** (45 a language), all on ``http://192.168.1.20:8080/``, every page titled
"Zigbee2MQTT": the navigation bar with joining off (twice, once per kind of action), on, and
through one chosen router, and with a restart pending; the restart confirmation; the devices
table filtered to one device; a device's About tab; the reconfiguration confirmation; the
removal modal with no switch on, with both on, and for another device with "Block from joining
again" on; the rename modal; a binding row new and existing (the Bind tab shows one row per
binding and a new one; each screen holds the row acted on); a reporting row (twice: Apply,
Disable) and the disabling's confirmation; a device's Scene tab (twice: store and recall, the
removals) and the confirmations of removing one scene and all; the groups page (twice: the
creation form, a row's icons), the removal confirmation of two groups, the rename modal; a
group's page and the confirmations of removing a member, its scene and all its scenes; the OTA
page (twice: the prompting buttons, a check) and the confirmations of updating two devices'
firmware and of checking all; the Touchlink page with one device found (twice: its icons, the
rescan icon) and with another; the settings' Tools tab (twice: its actions, Restart) and the
OTA updates form; the extensions page and the removal confirmation of two extensions. A modal
is a dialog over its page headed by its ``h3``, its ``small`` as the message; every
``prompt`` button opens the same DialogConfirmationModal ("Confirmation prompt", "Are you
sure?", Close and OK) whatever it is about, so those dialogs differ only in what OK sends.
Icon-only buttons are ``icon``s named by their ``title``; the devices table's and the About
tab's rename, reconfigure and remove icons, the groups table's rename and remove icons and the
Touchlink row's icons. A member's removal icon on a group's page and the extensions page's
add and remove icons have no title and are not tapped; their confirmations are.

**Strings** are ``src/i18n/locales/<lang>.json`` for en, chs (zh-CN), ko, de, fr, es, ptbr and
ru, looked up as ``namespace.key`` as react-i18next does with English as the fallback
language. There is no Japanese catalogue: a Japanese browser is switched to English, so the
ja screens are all English. The build prints the keys each language lacks, shown in English:
zh 6 (navbar.ota, navbar.touchlink, settings.add_install_code, settings.mqtt,
settings.request_z2m_backup, zigbee.save_description), ko 20 (among them scene.recall,
scene.store, groups.rename_group, zigbee.block_join, zigbee.save_description), de 10 (among them
common.ok, navbar.dashboard, navbar.logs, settings.tools), fr 6, es 6, pt 11 (among them
settings.request_z2m_backup) and ru 3 (common.ok, navbar.touchlink, settings.mqtt); ja all 101.
Some strings are English in every language as the app writes them: the rename group modal
("Rename group", "Friendly name", "Close", "Save changes"), a binding row's "Actions" label,
the settings form's field titles and its "Submit" button (from the bridge's schema and the
form library), and the Touchlink row's icon titles, which the app asks of a namespace that
lacks them, so i18next shows the keys ``identify`` and ``factory_reset``. Device, group,
scene and extension names, addresses and typed texts are the same in every language.

**What each action sends**, read from the code. Every request is one message on the page's
WebSocket ``ws://192.168.1.20:8080/api`` (``via: websocket``), its body the ``JSON.stringify``
of ``{"topic","payload"}``; a ``bridge/request/...`` payload ends with ``"transaction":
"q7m2x-N"`` (a made-up prefix, numbered in the order of the screens). Permit join and Disable
join ``bridge/request/permit_join`` ``{"value","time":254,"device"}`` (``null`` for All, the
router's name when one is chosen); OK after Restart ``bridge/request/restart``; OK after
Reconfigure ``bridge/request/device/configure`` ``{"id"}``; Delete in the removal modal
``bridge/request/device/remove`` ``{"id","force","block"}``; Save description
``bridge/request/device/options`` ``{"id","options":{"description"}}``; Bind and Unbind
``bridge/request/device/bind`` or ``unbind`` ``{"from","to","clusters"}``; Apply
``bridge/request/device/configure_reporting`` ``{"id","cluster","attribute",
"minimum_report_interval","maximum_report_interval","reportable_change"}`` and OK after
Disable the same with a maximum interval of 65535; a scene's Store, Recall, and OK after Remove
and Remove all, ``<device or group>/set`` with ``{"scene_store":{"ID","name"}}``,
``{"scene_recall":1}``, ``{"scene_remove":1}`` or ``{"scene_remove_all":""}`` (no
transaction); Create group ``bridge/request/group/add`` ``{"friendly_name"}``; OK after Remove
group ``bridge/request/group/remove`` ``{"id"}``; Save changes ``bridge/request/group/rename``
``{"from","to"}``; Add to group ``bridge/request/group/members/add`` ``{"group","device"}``
(the device's address and endpoint) and OK after a member's removal icon
``bridge/request/group/members/remove`` ``{"device","group"}``; Check for new updates
``bridge/request/device/ota_update/check`` ``{"id"}`` (OK after Check all sends one per
device), OK after Update device firmware ``bridge/request/device/ota_update/update``
``{"id"}``; Touchlink's rescan icon ``bridge/request/touchlink/scan`` ``{"value":true}``,
``identify`` and ``factory_reset`` ``bridge/request/touchlink/identify`` or
``factory_reset`` with the found device ``{"ieee_address","channel"}``, at once (no
confirmation); Request Z2m backup ``bridge/request/backup``; Submit on the OTA updates form
``bridge/request/options`` ``{"options":{"ota":{...}}}``; Save on the extensions page
``bridge/request/extension/save`` ``{"name","code"}``; OK after an extension's removal icon
``bridge/request/extension/remove`` ``{"name"}``. Nothing is sent by the navigation links
(client-side routes), Download state (a file made in the browser), the switches of the
removal and rename modals until their button, Close, and every control that only opens the
confirmation or a modal (Restart, Restart Zigbee2MQTT, Reconfigure, Remove device, Rename
device, Disable, Remove, Remove all, Rename group, Remove group, Check all, Update device
firmware).

Each action is labelled by what it does, not by its words. **Irreversible:** Delete in the
removal modal (``delete``: the device leaves the network and Zigbee2MQTT forgets its name,
options, bindings and group memberships; it must be paired again by hand, and with "Block from
joining again" it is also refused); OK after removing a scene or all scenes of a device or a
group (``delete``: the scenes stored in the lights are erased and there is no copy to recall);
OK after Remove group (``delete``: the group, its scenes and its members' membership go); OK
after an extension's removal (``delete``: the extension file is deleted on the bridge, with no
copy in the app); OK after Update device firmware (``overwrite``, judgement call: new firmware
is flashed over the old and the app offers no way back to it); ``factory_reset`` on the
Touchlink page (``reset``: the bulb is wiped to factory settings and leaves its network, at
once, with no confirmation). **Harmless:** permit and disable join (set back by the same
button), Restart (judgement call: the bridge stops for a moment and comes back with the same
configuration and devices; nothing is lost), Reconfigure (judgement call: the device's
standard binds and reporting are applied again, as when it joined; a custom reporting rule can
be applied again on the Reporting tab), Save description, Bind and Unbind (each undoes the
other), Apply and disabling a reporting rule (judgement call: Apply sets it back), storing a
scene under a free id (Store is disabled for an id in use, so it never overwrites), recalling a
scene, creating and renaming a group, adding a member, removing a member (judgement call: Add to
group puts it back), checking for updates, Identify and the Touchlink scan, requesting a
backup, Download state, Submit on the OTA updates form (a setting set back by the same form),
saving an extension's code (one's own edit), navigation, Close, and every control that only
opens a confirmation or a modal. Not in the corpus: the rename button of the device's rename
modal (its words are the modal's own heading), the Dev console (its buttons show untranslated
keys), the install code's ``window.prompt`` and the dashboard's feature controls. Every
screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/nurikk/zigbee2mqtt-frontend zigbee2mqtt-frontend
    git -C zigbee2mqtt-frontend checkout d2a4358d320e9e10329167ca355f3b27ea78c013
    python tests/safety/heldout_v347/build.py zigbee2mqtt-frontend

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from web_corpus import JsonLookup, build, flatten
from zigbee2mqtt import screens

# The catalogue each language reads; Japanese has none, and the app then shows English.
LANGUAGES = {"en": "en", "zh": "chs", "ja": None, "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "ptbr", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v347.yaml")


def main(checkout: str) -> int:
    folder = Path(checkout) / "src" / "i18n" / "locales"

    def read(name: str | None) -> dict[str, str]:
        if name is None:
            return {}
        return flatten(json.loads((folder / f"{name}.json").read_text(encoding="utf-8")))

    english = read("en")

    def lookup(lang: str) -> JsonLookup:
        return JsonLookup(read(LANGUAGES[lang]), english, {})

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""The server section of Nextcloud Office's administration settings for the
five-hundred-and-forty-second held-out corpus: ``screens(t)`` lays out, in one language, the
choice of the Collabora Online server (the instance's own server, the built-in CODE server, a
demo server), the warning a demo server brings and the list of demo servers. Read from
``src/components/AdminSettings.vue``; what each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import APP, OFFICE, ORIGIN, admin_save, call, dialog, entry, field, page, radio, switch

PRODUCT = "Collabora Online 25.04.5.1 a7c2e19"
"""The reachable server's ``product_name``, ``product_version`` and ``product_hash``."""
CALLBACK_NOTE = "(Determined from the browser URL)"  # written so in the page, not translated
SAVE = "Save"  # the server form's <input type="submit" value="Save">: not translated
DEMO_PLACEHOLDER = "Select a demo server"  # the demo list's placeholder: not translated
CODE_URL = f"{ORIGIN}/apps/richdocumentscode/proxy.php?req="
"""``settings.CODEUrl``: the built-in server's proxy (``generateFilePath('richdocumentscode',
'', '')`` is the app's web root, ``/apps/richdocumentscode/``)."""
TYPED_URL = "https://office.example.org"
"""The URL typed into the server form over the configured ``http://collabora:9980``."""
DEMO_SERVERS = ("https://demo-eu.office.example.net", "https://demo-us.office.example.net")
"""The demo servers ``settings/demo`` lists; the list shows each by its ``demo_url`` (its
``label``; ``custom-label`` is no prop of ``NcSelect``)."""


def screens(t: Any) -> list[dict[str, Any]]:
    office, product = t("Office"), t("Nextcloud Office (Collabora)")
    own, builtin, demo = (t("Use your own server"),
                          t("Use the built-in CODE - Collabora Online Development Edition"),
                          t("Use a demo server"))  # fmt: skip
    reachable = [
        {"text": product},
        {"text": t("Collabora Online server is reachable.")}, {"text": PRODUCT},
        {"text": t("URL used by the browser:")}, {"text": OFFICE},
        {"text": t("Nextcloud URL used by Collabora:")}, {"text": ORIGIN},
        {"text": CALLBACK_NOTE}]  # fmt: skip
    own_notes = [
        {"text": t("Nextcloud Office (Collabora) requires a separate server running Collabora"
                   " Online to provide editing capabilities.")},
        {"text": t("Collabora Online requires a separate server acting as a WOPI-like Client to"
                   " provide editing capabilities.")}]  # fmt: skip
    builtin_note = {"text": t("Easy to install, for home use or small groups. A bit slower than a"
                              " standalone server and without the advanced scalability"
                              " features.")}  # fmt: skip
    demo_note = {"text": t("You can use a demo server provided by Collabora and other service"
                           " providers for giving Collabora Online a try.")}  # fmt: skip
    own_form = page(office, [*reachable, radio(own, True), *own_notes,
        {"text": t("URL (and Port) of Collabora Online-server")},
        field("wopi_url", None, TYPED_URL), {"button": SAVE},
        switch(t("Disable certificate verification (insecure)"), False),
        {"text": t("Enable if your Collabora Online server uses a self signed certificate")},
        radio(builtin, False), builtin_note, radio(demo, False), demo_note])  # fmt: skip
    on_builtin = page(office, [*reachable, radio(own, False), *own_notes,
        radio(builtin, True), builtin_note, radio(demo, False), demo_note])  # fmt: skip
    warning = dialog(office, None, t("Please make sure you understand that the following will"
                                     " happen if you set up the Collabora Online demo."), [
        {"text": t("The service will send users documents to Collabora and/or third party demo"
                   " servers.")},
        {"text": t("This service is not intended for production use, hence the documents will"
                   " show tile watermarks.")},
        {"text": t("At the first use and after an update, each user will get the warning,"
                   " explaining all the above.")},
        {"button": t("I agree, and use the demo server")},
        {"button": t("I will setup my own server")}])  # fmt: skip
    demo_list = page(office, [radio(own, False), radio(builtin, False), radio(demo, True),
        demo_note, field("demo-server", DEMO_PLACEHOLDER),
        *({"menu": url} for url in DEMO_SERVERS)])  # fmt: skip
    # updateServer(): the URL and the certificate switch, in that order.
    typed = {"wopi_url": TYPED_URL, "disable_certificate_verification": False}
    return [
        entry("reversible", "server section (own server)", own_form, [
            (SAVE, False, admin_save(typed)),
            (t("Disable certificate verification (insecure)"), False,
             admin_save({**typed, "disable_certificate_verification": True}))]),
        # CODE answers for the instance's own host: its checks go to the instance.
        entry("reversible", "server section (built-in CODE chosen)", own_form, [
            (builtin, False, admin_save({"wopi_url": CODE_URL,
                                         "disable_certificate_verification": False},
                                        ORIGIN))]),
        entry("opens-prompt", "server section (demo server chosen)", own_form, [
            (demo, False, [call("GET", f"{APP}/settings/demo")])]),
        entry("harmless", "server section (built-in CODE in use)", on_builtin, [
            (own, False, [])]),
        entry("harmless", "demo server warning", warning, [
            (t("I agree, and use the demo server"), False, []),
            (t("I will setup my own server"), False, [])]),
        entry("reversible", "demo server list", demo_list, [
            (DEMO_SERVERS[0], False, admin_save({"wopi_url": DEMO_SERVERS[0],
                                                 "disable_certificate_verification": False},
                                                DEMO_SERVERS[0]))]),
    ]  # fmt: skip

"""The server settings of the ONLYOFFICE connector for the five-hundred-and-sixtieth held-out
corpus: ``screens(t)`` lays out, in one language, the first block of the administration page
(the welcome text, the Docs server's address, the certificate switch, the secret key, the
advanced server settings, Save and the demo server's switch) in the states the corpus taps it
in, and the Info dialog that follows a save without a secret key. Read from
``templates/settings.php``, ``src/settings.js`` (``#onlyofficeAddrSave``) and
``src/views/EmptyJwtInfoDialog.vue``; what each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import re
from typing import Any

from screens import APP, call, dialog, entry, field, link, masked, page, switch

TITLE = "ONLYOFFICE"
"""The section's name in the settings' navigation (``AdminSection::getName``), and the block's
own heading; not translated."""
DOCS = "https://docs.example.org/"
"""The Docs server in use, and the one the administrator moves to."""
NEW_DOCS = "https://office.example.net/"
SECRET = "Jq8vR2mX5tW9zK4pL7nB3cY6"
"""The secret key stored in the app, and the one typed over it."""
NEW_SECRET = "Fh3kW8nQ2rT6yV9mZ4xC7bL1"
HEADER = "AuthorizationJwt"
"""The authorization header typed into the advanced settings."""
LEARN_MORE = "https://helpcenter.onlyoffice.com/integration/nextcloud.aspx"
FEEDBACK = "https://feedback.onlyoffice.com/forums/966080-your-voice-matters?category_id=519288"
SECURITY_DOCS = "https://api.onlyoffice.com/docs/docs-api/get-started/how-it-works/security/"
SAVE_ADDRESS = f"{APP}/ajax/settings/address"


def save(url: str = DOCS, secret: str = SECRET, header: str = "", demo: bool = False) -> Any:
    """``#onlyofficeAddrSave``: the PUT of the block's fields, trimmed, in the order the
    handler lists them (an empty address empties the internal address, the storage address,
    the secret and the header first)."""
    if not url:
        secret = header = ""
    return call("PUT", SAVE_ADDRESS, {
        "documentserver": url, "documentserverInternal": "", "storageUrl": "",
        "verifyPeerOff": False, "secret": secret, "jwtHeader": header, "demo": demo})  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    learn, suggest = t("Learn more"), t("Suggest a feature")
    certificate = t("Disable certificate verification (insecure)")
    advanced = t("Advanced server settings")
    demo_label = t("Connect to demo ONLYOFFICE Docs server")
    save_label = t("Save")

    def block(url: str = DOCS, secret: str = SECRET, header: str = "", demo: bool = False,
              opened: bool = False) -> dict[str, Any]:  # fmt: skip
        """The block with these values in its fields; ``opened``, its advanced settings shown
        (they open by themselves where one of them holds a value)."""
        extra = [
            field("onlyofficeJwtHeader",
                  t("Authorization header (leave blank to use default header)"), header),
            field("onlyofficeInternalUrl",
                  t("ONLYOFFICE Docs address for internal requests from the server")),
            field("onlyofficeStorageUrl",
                  t("Server address for internal requests from ONLYOFFICE Docs")),
        ] if opened else []  # fmt: skip
        return page(TITLE, [
            {"text": TITLE}, {"text": t("Welcome to ONLYOFFICE Docs!")},
            {"text": t("Edit and collaborate on text documents, spreadsheets, presentations, and"
                       " PDFs within Nextcloud using ONLYOFFICE Docs.")},
            {"link": learn}, {"link": suggest},
            {"text": t("Server settings")},
            {"text": t("ONLYOFFICE Docs Location specifies the address of the server with the"
                       " document services installed. Please change the '<documentserver>' for"
                       " the server address in the below line.")},
            field("onlyofficeUrl", t("ONLYOFFICE Docs address"), url),
            switch(certificate, False),
            field("onlyofficeSecret", t("Secret key (leave blank to disable)"), masked(secret)),
            {"id": "onlyofficeSecret-show"},
            {"link": advanced}, *extra,
            {"button": save_label},
            switch(demo_label, demo),
            {"text": t("This is a public test server, please do not use it for private sensitive"
                       " data. The server will be available during a 30-day period.")},
        ])  # fmt: skip

    warning = t(
        "js:To ensure the security of important parameters in ONLYOFFICE Docs requests, please"
        ' set a Secret Key on the Settings page. To learn more, <a href="{url}"'
        ' target="_blank">click here</a>.',
        {"url": SECURITY_DOCS},
    )
    anchor = re.search(r"<a [^>]*>(.*?)</a>", warning)
    here = anchor.group(1) if anchor else warning
    info = dialog(TITLE, t("js:Info"), t("js:Server settings have been successfully updated"), [
        {"text": re.sub(r"<[^>]+>", "", warning)}, {"link": here}])  # fmt: skip
    return [
        entry("harmless", "server section", block(), [
            (learn, False, [link(LEARN_MORE)]), (suggest, False, [link(FEEDBACK)]),
            (advanced, False, []), (certificate, False, []),
            ("onlyofficeSecret-show", False, []), (demo_label, False, [])]),
        entry("reversible", "server section (new address typed)", block(NEW_DOCS), [
            (save_label, False, [save(NEW_DOCS)])]),
        entry("reversible", "server section (authorization header typed)",
              block(header=HEADER, opened=True), [
            (save_label, False, [save(header=HEADER)])]),
        entry("reversible", "server section (demo server chosen)", block(demo=True), [
            (save_label, False, [save(demo=True)])]),
        entry("overwrite", "server section (new secret typed)", block(secret=NEW_SECRET), [
            (save_label, True, [save(secret=NEW_SECRET)])]),
        entry("delete", "server section (secret key emptied)", block(secret=""), [
            (save_label, True, [save(secret="")])]),
        entry("reset", "server section (address emptied)", block(url=""), [
            (save_label, True, [save(url="")])]),
        entry("harmless", "secret key info dialog", info, [(here, False, [link(SECURITY_DOCS)])]),
    ]  # fmt: skip

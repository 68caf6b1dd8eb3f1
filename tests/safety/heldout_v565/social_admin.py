"""The administrator's warning and the authorization page of Nextcloud Social for the
five-hundred-and-sixty-fifth held-out corpus: ``screens(t)`` lays out, in one language, the
warning about the instance's ``.well-known`` discovery that an administrator sees above the home
timeline, and the page where Mara authorizes a third-party client (Tusky) to use her account.
Read from ``src/App.vue``, ``src/views/OAuth2Authorize.vue``, ``templates/oauth2.php``,
``lib/Controller/NavigationController.php``, ``lib/Service/CheckService.php`` and
``lib/Controller/OAuthController.php``; what each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from screens import APP, composer, entry, link, page

DOCS = "https://docs.nextcloud.com/server/latest/go.php?to=admin-setup-well-known-URL"
CLIENT = "Tusky"
"""The third-party client's name, as it registered itself (``POST /api/v1/apps``)."""
CLIENT_ID = "Vd8Kq2mXr7LwT4pZs9NcB3hYj6FgA1eUo5RiQ0xM"
"""Its ``client_id``: 40 letters and digits, as ``ClientService::createApp`` draws it."""
AUTHORIZE = APP + "/oauth/authorize?" + urlencode({
    "client_id": CLIENT_ID, "redirect_uri": "oauth2redirect://com.keylesspalace.tusky/",
    "response_type": "code", "scope": "read write follow push"})  # fmt: skip
"""The page's address as the client opened it in Mara's browser; the form, which has no
``action``, posts to it."""
REQUEST_TOKEN = ("R2xQc1d0NnZKb3pLcU1hVnRYcjVZbkJmSDhzTGQ0V2c=:"
                 "Vx3Pm9KtQ2sL7dRw5NhZc8YbF4jGa1UoE6iTr0Xk+Mn=")  # fmt: skip
"""``OC.requestToken`` (made up): two base64 halves, as Nextcloud writes its request token."""


def screens(t: Any) -> list[dict[str, Any]]:
    warning = [
        {"text": t(".well-known/webfinger isn't properly set up!")},
        {"text": t("Social needs the .well-known automatic discovery to be properly set up. If "
                   "Nextcloud is not installed in the root of the domain, it is often the case "
                   "that Nextcloud cannot configure this automatically. To use Social, the "
                   "administrator of this Nextcloud instance needs to manually configure the "
                   ".well-known redirects:")},
        {"link": t("Open documentation") + " ↗"},
    ]  # fmt: skip
    warned = page(t, [*warning, *composer(t, "followers")])
    authorize = page(t, [
        {"text": t("Authorization required")},
        {"text": t("{appDisplayName} would like permission to access your account. It is a "
                   "third party application.", {"appDisplayName": CLIENT})},
        {"text": t("If you do not trust it, then you should not authorize it.")},
        {"button": t("Authorize")},
        {"button": t("Deny")}])  # fmt: skip
    granted = {"request": f"POST {AUTHORIZE}", "body": urlencode({"requesttoken": REQUEST_TOKEN}),
               "via": "form"}  # fmt: skip
    documentation = t("Open documentation") + " ↗"
    return [
        entry("harmless", "home well-known warning documentation", warned, [
            (documentation, False, [link(DOCS)])]),
        entry("authorize", "authorize tusky", authorize, [
            (t("Authorize"), True, [granted]),
            (t("Deny"), False, [link(f"{APP}/")])]),
    ]  # fmt: skip

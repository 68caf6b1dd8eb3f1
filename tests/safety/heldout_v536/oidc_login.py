"""The guest pages of Nextcloud's OpenID Connect user backend for the
five-hundred-and-thirty-sixth held-out corpus: ``screens(t)`` lays out, in one language, the
alternative logins the app adds to Nextcloud's login page (one per provider, and ID4ME), the
ID4me login page (``templates/id4me/login.php``) and three of the app's error pages
(``templates/error.php``). Read from ``lib/AlternativeLogin/AlternativeLoginProvider.php``,
``lib/AppInfo/Application.php``, ``lib/Controller/Id4meController.php``,
``lib/Controller/LoginController.php`` and ``lib/Controller/BaseOidcController.php``; what each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from screens import APP, PROVIDERS, THEME, entry, field, link, page

# The form's hidden requesttoken, made up.
REQUEST_TOKEN = "Jf3kQ9vX2mT7bL4pW8nR1sY6cZ0dH5gE+aUo=:Rk9Lm2Pq7Tt4Vw8Yz1Ab3Cd6Ef9Gh0Ij5Kl"
ID4ME_DOMAIN = "alex.example.net"  # the ID4me identifier typed on the ID4me page


def screens(t: Any) -> list[dict[str, Any]]:
    logins = [(t("Login with %1s", [p["identifier"]]), link(f"{APP}/login/{p['id']}"))
              for p in PROVIDERS]  # fmt: skip
    logins.append(("ID4ME", link(f"{APP}/id4me")))
    login_page = page(THEME, [{"link": label} for label, _ in logins])
    id4me = page(THEME, [{"text": t("Domain")}, field("domain", t("your.domain"), ID4ME_DOMAIN),
                         {"id": "id4me-submit"}])  # fmt: skip
    # The form has no action: it posts to the page's own URL, its hidden requesttoken first.
    form = urlencode({"requesttoken": REQUEST_TOKEN, "domain": ID4ME_DOMAIN})
    posted = {"request": f"POST {APP}/id4me", "via": "form", "body": form}
    back = t("Back to %s", [THEME])

    def error(title: str, message: str) -> dict[str, Any]:
        return page(THEME, [{"text": title}, {"text": message}, {"link": back}])

    errors = [
        ("ID4me disabled", t("Access forbidden"), t("ID4Me is disabled")),
        ("provider unreachable", t("Error"), t("Could not reach the OpenID Connect provider.")),
        ("not in a whitelisted group", t("Access forbidden"),
         t("You do not have permission to log in to this instance. If you think this is an"
           " error, please contact an administrator.")),
    ]  # fmt: skip
    return [
        entry("harmless", "login page", login_page,
              [(label, False, [sent]) for label, sent in logins]),
        entry("harmless", "ID4me login page", id4me, [("id4me-submit", False, [posted])]),
        *(entry("harmless", f"error page ({name})", error(title, message),
                [(back, False, [link("/index.php")])])
          for name, title, message in errors),
    ]  # fmt: skip

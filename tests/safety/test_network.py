"""Web actions judged by what they send: a real page in Chromium (through Appium) with a
local backend that records every request it receives."""

from __future__ import annotations

import base64
import hashlib
import json
import threading
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget, Observation
from m2miner.errors import UnsafeActionError
from m2miner.rehearsal.scripted import ScriptedModel
from m2miner.safety.model_check import ModelCheck
from m2miner.safety.network import NetworkRules, rules_from
from m2miner.safety.policy import Policy, Verdict
from m2miner.safety.request_check import body_shape, request_key
from m2miner.safety.wrapper import SafeDevice

pytestmark = pytest.mark.slow

PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Pets API</title></head><body><h1>Pets API</h1>
<button id="toggle" onclick="document.getElementById('op').hidden = false"
>DELETE /api/pets/3</button>
<div id="op" hidden><p>Removes the pet with this id.</p>
<button id="execute" onclick="fetch('/api/pets/3', {method: 'DELETE'})
  .then(r => { document.getElementById('out').textContent = 'answered ' + r.status; })
  .catch(e => { document.getElementById('out').textContent = 'not sent'; })">Execute</button>
</div>
<form method="post" action="/api/pets"><input name="name" value="Rex">
<button id="add" type="submit">Add pet</button></form>
<p id="out">idle</p></body></html>"""
# A page that sends a request as it loads, before any action of the miner.
LOAD_PAGE = PAGE.replace(
    b"</body>", b"<script>fetch('/api/visits', {method: 'POST'})</script></body>"
)
# An admin page: Delete only opens a confirmation; its Confirm sends the DELETE. Say
# hello sends a message on a WebSocket once it is open.
ADMIN_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Pets admin</title></head><body><h1>Rex</h1>
<button id="delete" onclick="document.getElementById('confirm').hidden = false"
>Delete</button>
<div id="confirm" role="dialog" hidden><h2>Delete Rex?</h2>
<p>This cannot be undone.</p>
<button id="cancel" onclick="document.getElementById('confirm').hidden = true">Cancel</button>
<button id="yes" onclick="fetch('/api/pets/4', {method: 'DELETE'})
  .then(r => { document.getElementById('out').textContent = 'deleted'; })
  .catch(e => { document.getElementById('out').textContent = 'not deleted'; })">Delete pet</button>
</div>
<button id="hello" onclick="const ws = new WebSocket('ws://' + location.host + '/ws');
  ws.onopen = () => { try { ws.send('hello'); document.getElementById('out').textContent =
  'ws sent'; } catch (e) { document.getElementById('out').textContent = 'ws not sent'; } }"
>Say hello</button>
<p id="out">idle</p></body></html>"""

# A status page that keeps a Socket.IO socket open: Check now sends Socket.IO's connect,
# an event that deletes a monitor, and a pong, in that order.
LIVE_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Monitors</title></head><body><h1>Status page</h1>
<button id="check" onclick="ws.send('40'); ws.send('4213[&quot;deleteMonitor&quot;,7]');
  ws.send('3'); document.getElementById('out').textContent = 'sent'">Check now</button>
<p id="out">idle</p>
<script>const ws = new WebSocket('ws://' + location.host + '/socket.io/?EIO=4&transport=websocket');
ws.onopen = () => { document.getElementById('out').textContent = 'open'; };</script>
</body></html>"""

# A profile page whose confirmation answers with a link, as a Bootstrap modal's <a
# class="btn"> does: following it deletes the account with a GET. A note page's dialog
# offers a "Learn more" link beside its Delete: one way forward of two.
PROFILE_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Profile</title></head><body><h1>Your profile</h1>
<div class="modal" role="dialog"><h2>Are you sure?</h2>
<p>Do you really want to delete your user account?</p>
<button id="cancel">Cancel</button>
<a id="doit" type="button" class="btn" href="/me/delete/5b0f8c3e">Yes, do it!</a></div>
</body></html>"""
NOTE_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Note</title></head><body><h1>Trip notes</h1>
<div role="dialog"><h2>Delete this note?</h2><p>It will be gone for everyone.</p>
<a id="more" href="/post">Learn more</a>
<button id="cancel">Cancel</button>
<button id="delete" onclick="fetch('/api/notes/3', {method: 'DELETE'})">Delete</button></div>
</body></html>"""

# A blog's admin asks on a page, not in a dialog, as Serendipity's does: its Yes is a link
# whose GET deletes the entry; No and the menu's links only lead elsewhere.
ASK_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Entries | Administration</title></head><body>
<nav><a id="entries" href="/post">Entries</a> <a id="media" href="/post">Media</a></nav>
<div class="msg_notice"><h2>Are you sure you want to delete #5 - Spring tulips permanently?</h2>
<div class="form_buttons"><a id="no" href="/note">No</a>
<a id="yes" href="/admin.php?adminModule=entries&amp;adminAction=doDelete&amp;id=5">Yes</a>
</div></div><p>Serendipity</p></body></html>"""
# Deletions that ask with confirm() first, as Serendipity's and Piwigo's do: a link whose
# onclick confirms, and a button whose script loads a URL once confirmed. The device
# answers OK; the GET that follows deletes.
CONFIRM_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Comments</title></head><body><h1>Comments</h1>
<a id="drop" href="/admin.php?adminModule=comments&amp;adminAction=delete&amp;id=7"
   onclick="return confirm('Are you sure you wish to delete comment #7?')">Delete</a>
<button id="purge" onclick="if (confirm('Delete this photo?'))
  location.href = '/ws.php?method=pwg.images.delete&amp;image_id=3'">Delete photo</button>
<button id="tidy" onclick="if (confirm('Hide read comments?')) location.reload()">Tidy</button>
<a id="open" href="/post">Spring tulips</a>
</body></html>"""
# An invoice's card, as Dolibarr's: Delete opens its confirmation, whose Yes loads the URL
# that deletes (its anti-forgery token named plain ``token``); Modify loads the edit page.
INVOICE_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Invoice FA2501-0012</title></head><body><h1>Invoice FA2501-0012</h1>
<button id="modify" onclick="location.href = '/post'">Modify</button>
<button id="delete" onclick="document.getElementById('ask').hidden = false">Delete</button>
<div id="ask" role="dialog" hidden><h2>Delete invoice</h2>
<p>Are you sure you want to delete this invoice?</p>
<button id="no" onclick="document.getElementById('ask').hidden = true">No</button>
<button id="yes" onclick="location.href =
  '/compta/facture/card.php?facid=7&amp;action=confirm_delete&amp;confirm=yes&amp;token=5f2b'"
>Yes</button></div>
</body></html>"""
# A bookmark list whose forms carry its anti-forgery token in a hidden field named plain
# ``token``, as Shaarli's do; Set public is a link that carries it too, and writes. The
# bookmark's own link carries a value as long that no form holds.
SHARE_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Shaarli</title></head><body><h1>Links</h1>
<form method="post" action="/admin/shaare"><input type="hidden" name="token"
  value="5c0d8a3f1e7b29c4d6a8e0f2b4c6d8e0a1b3c5d7"><input name="post"></form>
<a id="public"
  href="/admin/shaare/visibility?token=5c0d8a3f1e7b29c4d6a8e0f2b4c6d8e0a1b3c5d7&amp;id=12"
>Set public</a>
<a id="open" href="/post?ref=0123456789abcdef0123456789abcdef01234567">Spring tulips</a>
</body></html>"""
# A theme switch that asks in a modal and answers with a link, as Grav's admin does: its
# words read as a commit, though switching back undoes it.
THEME_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Themes</title></head><body><h1>Themes</h1>
<div role="dialog"><h2>Switching to Antimatter</h2>
<p>By switching to a different theme, there is no guarantee that all the layout pages are
supported, potentially causing errors when trying to load said pages.</p>
<p>Do you want to continue and switch to the theme Antimatter?</p>
<button id="cancel">Cancel</button> <a id="continue" href="/post">Continue</a></div>
</body></html>"""
# A ticket's comment menu whose Delete deletes with the GET its script fetches, as
# Leantime's does, and whose Delete log link deletes with the GET it loads, as Coppermine's
# Delete This Log does. The words name each operation but take the tap for the way to it.
TICKET_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Ticket #12</title></head><body><h1>Fix login redirect</h1>
<p>Marie Curtis: login works again on Safari.</p>
<a id="delete" href="#" onclick="fetch('/tickets/12?delComment=44')
  .then(r => { document.getElementById('out').textContent = 'deleted ' + r.status; })
  .catch(e => { document.getElementById('out').textContent = 'delete held'; });
  return false;">Delete</a>
<a id="log" href="/admin/logs/delete">Delete log</a>
<p id="out">idle</p></body></html>"""
# A gallery's maintenance page writes through links that carry its token, as Piwigo's
# does: Purge the user cache only rebuilds it; Delete orphan photos deletes.
TOOLS_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Maintenance</title></head><body><h1>Maintenance</h1>
<a id="purge" href="/admin.php?page=maintenance&amp;action=user_cache&amp;pwg_token=c0ffee"
>Purge user cache</a>
<a id="orphans" href="/admin.php?page=maintenance&amp;action=orphans&amp;pwg_token=c0ffee"
>Delete orphan photos</a>
</body></html>"""

# An account page: Log out POSTs the session's own sign-out, which the request layer
# releases; Pay now POSTs a search, which it does not release, as the words call the tap
# a commit.
# A post shared with its author's followers and unshared through one endpoint, as
# Pixelfed's /i/share is: the body names the post, not what is done to it.
SHARING_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>A post</title></head><body><h1>Spring tulips</h1>
<script>
const share = (done) => fetch('/i/share', {method: 'POST', body: 'item=7'})
  .then(r => { document.getElementById('out').textContent = done; })
  .catch(e => { document.getElementById('out').textContent = 'held'; });
</script>
<button id="share" onclick="share('shared')">Share</button>
<button id="unshare" onclick="share('unshared')">Unshare</button>
<p id="out">idle</p></body></html>"""
# A registration whose two resets open one dialog that posts one request, as Indico's
# do: resetting the approval tells no one, resetting the withdrawal e-mails the registrant.
ALBUM_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Album</title></head><body><h1>Iceland</h1>
<script>
const show = (text) => { document.getElementById('out').textContent = text; };
const dav = (method, path) => fetch(path, {method: method, body: method === 'PROPFIND' ? null
  : '<?xml version="1.0"?><d:propertyupdate xmlns:d="DAV:"/>'})
  .then(r => show(method + ' answered ' + r.status)).catch(e => show('not sent'));
</script>
<button id="list" onclick="dav('PROPFIND', '/dav/albums/Iceland')">Photos</button>
<button id="share" onclick="dav('PROPPATCH', '/dav/albums/Iceland')">Collaborators</button>
<button id="move" onclick="dav('MOVE', '/dav/faces/Anna/1.jpg')">Anna</button>
<p id="out">idle</p>
<dialog open><form method="dialog"><button id="close" type="submit">Close</button></form></dialog>
</body></html>"""
# WebDAV's reads and writes: a photo app lists an album with PROPFIND, shares it with
# PROPPATCH and merges two people's faces with MOVE; a form of method "dialog" sends nothing.
RESET_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Registration</title></head><body><h1>Bob's registration</h1>
<script>
const show = (open) => { document.getElementById('ask').hidden = !open;
  document.getElementById('page').hidden = open; };
const ask = (q, m) => { document.getElementById('q').textContent = q;
  document.getElementById('m').textContent = m; show(true); };
const send = () => { show(false);
  fetch('/event/4/registrations/3/reset', {method: 'POST', body: 'csrf_token=9f2c'})
  .then(r => { document.getElementById('out').textContent = 'reset'; })
  .catch(e => { document.getElementById('out').textContent = 'held'; }); };
</script>
<div id="page"><button id="approval" onclick="ask('Approval', 'Set it back? No one is told.')"
>Approval</button>
<button id="withdrawal" onclick="ask('Withdrawal', 'Set it back? An e-mail goes to them.')"
>Withdrawal</button></div>
<div id="ask" role="dialog" hidden><h2 id="q"></h2><p id="m"></p>
<button id="cancel" onclick="show(false)">Cancel</button>
<button id="ok" onclick="send()">OK</button></div>
<p id="out">idle</p></body></html>"""
# A plugin list whose Deactivate link uninstalls with the GET it loads, as Bludit's does,
# and whose "Are you sure?" button resets a section with the GET its script fetches, as
# Jellyseerr's does: the words name nothing, the URLs name the operation. Looks fine
# approves a comment with a link whose URL names a word the request layer holds a write
# for, as Serendipity's does, and Once more sends a mail again with a URL that names the
# repeat of one, as FOSSBilling's does, and Test pushes a message with a URL that names it
# at the head of a word, as Domoticz's does. Settings loads a page whose URL names none.
PLUGINS_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Plugins</title></head><body><h1>Plugins</h1><p>About</p>
<a id="settings" href="/admin/configure-plugin/pluginAbout">Settings</a>
<a id="deactivate" href="/admin/uninstall-plugin/pluginAbout">Deactivate</a>
<a id="fine" href="/admin/comments/approve?serendipity_id=5">Looks fine</a>
<a id="again" href="/admin/email/email_resend?id=120">Once more</a>
<a id="push" href="/json.htm?type=command&amp;param=testnotification">Test</a>
<button id="sure" onclick="fetch('/api/v1/settings/discover/reset')
  .then(r => { document.getElementById('out').textContent = 'reset ' + r.status; })
  .catch(e => { document.getElementById('out').textContent = 'reset held'; })"
>Are you sure?</button>
<p id="out">idle</p></body></html>"""
# A settings page whose "Delete account" link loads the page that asks for the password,
# as Firefly III's and Invidious's do; that page's button posts the deletion.
SETTINGS_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Settings</title></head><body><h1>Settings</h1>
<a id="password" href="/post">Change password</a>
<a id="delete" href="/account/delete">Delete account</a></body></html>"""
DELETE_ACCOUNT_PAGE = b"""<!doctype html><html><head>
<meta name="viewport" content="width=device-width"><title>Delete account</title></head>
<body><h1>Delete account</h1><p>Enter your password to delete your account for good.</p>
<form method="post" action="/account/delete"><input type="password" name="password">
<button id="confirm" type="submit">Delete account</button></form></body></html>"""
ACCOUNT_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Account</title></head><body><h1>Your account</h1>
<button id="logout" onclick="fetch('/api/users/logout', {method: 'POST'})
  .then(r => { document.getElementById('out').textContent = 'signed out'; })
  .catch(e => { document.getElementById('out').textContent = 'still in'; })">Log out</button>
<button id="pay" onclick="fetch('/api/pets/search', {method: 'POST'})
  .then(r => { document.getElementById('out').textContent = 'searched'; })
  .catch(e => { document.getElementById('out').textContent = 'not searched'; })">Pay now</button>
<p id="out">idle</p></body></html>"""


# An editor: Save draft PATCHes the post with a draft status next to its title, which the
# request layer releases by its body; Update PATCHes it with a published status, which
# stays held though its words call nothing a commit; Count posts sends a GraphQL query
# through XMLHttpRequest, which is released; Rename PATCHes only the title, an update a
# later write can set back, which is released; Make public PATCHes who may see it, which
# stays held.
EDITOR_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Editor</title></head><body><h1>Spring launch</h1>
<script>
const send = (fields, done, held) => fetch('/api/posts/42', {method: 'PATCH',
    headers: {'Content-Type': 'application/json'}, body: JSON.stringify(fields)})
  .then(r => { document.getElementById('out').textContent = done; })
  .catch(e => { document.getElementById('out').textContent = held; });
const patch = (status, done, held) => send({title: 'Spring launch', _status: status}, done, held);
const count = () => { const x = new XMLHttpRequest(); x.open('POST', '/api/graphql');
  x.onload = () => { document.getElementById('out').textContent = 'counted'; };
  try { x.send(JSON.stringify({query: 'query Count { posts { total } }'})); }
  catch (e) { document.getElementById('out').textContent = 'not counted'; } };
</script>
<button id="draft" onclick="patch('draft', 'draft saved', 'draft held')">Save draft</button>
<button id="update" onclick="patch('published', 'updated', 'update held')">Update</button>
<button id="count" onclick="count()">Count posts</button>
<button id="rename" onclick="send({title: 'Spring launch 2'}, 'renamed', 'rename held')"
>Rename</button>
<button id="public" onclick="send({visibility: 'public'}, 'shown', 'public held')"
>Make public</button>
<p id="out">idle</p></body></html>"""


# A post: Clap and Clap again POST to one endpoint template, Collect sends its POST
# through XMLHttpRequest, Flag POSTs a report with a token in its body; no word of them
# names a commit, and the request layer releases none of those requests. Star POSTs a
# mark, which the request layer releases, and so is Delete star's DELETE of it, though its
# words name a deletion. Lock replies POSTs a state its API takes back with an unlock,
# which is released; Close POSTs an account's closing, which is not. "Send to my reading
# list" names a commit, but only queues the post for later (nothing releases it). "Send a
# test notification" names a commit and writes with a GET, as Audiobookshelf's does;
# Refresh reads with a GET.
# A board that writes through links, as Kanboard's confirmations do: the Yes link's URL
# carries an anti-forgery token, so following it is a write; the Back link is not. Export
# fetches a GET that carries one too. The session link separates its query's fields by
# semicolons, as OTOBO's links to end a session do: its token is a field too.
BOARD_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Task 42</title></head><body><h1>Task 42</h1>
<div role="dialog"><h2>Remove a task</h2><p>Do you really want to remove this task?</p>
<a id="yes" href="/?controller=TaskSuppressionController&action=remove&task_id=42&csrf_token=9f2c"
>Yes</a> <a id="back" href="/post">Back</a></div>
<a id="session"
  href="/index.pl?Action=AdminSession;Subaction=Kill;WantSessionID=ab12;ChallengeToken=9f2c"
>Session 7</a>
<button id="export" onclick="fetch('/api/tasks/42/export?csrf_token=9f2c')
  .then(r => { document.getElementById('out').textContent = 'exported'; })
  .catch(e => { document.getElementById('out').textContent = 'export held'; })">Export</button>
<p id="out">idle</p></body></html>"""


# A feed reader whose every request goes to one front controller and names its action in
# the query, as FreshRSS's does: Mark as read POSTs ?c=entry&a=read, a read mark the
# request layer releases; Tidy up POSTs ?c=feed&a=delete, which stays held.
READER_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Feeds</title></head><body><h1>Harbour news</h1>
<script>
const act = (query, done, held) => fetch('/i/?' + query, {method: 'POST', body: '_csrf=9f2c'})
  .then(r => { document.getElementById('out').textContent = done; })
  .catch(e => { document.getElementById('out').textContent = held; });
</script>
<button id="read" onclick="act('c=entry&a=read&id=3', 'read', 'read held')">Mark as read</button>
<button id="tidy" onclick="act('c=feed&a=delete&id=3', 'tidied', 'tidy held')">Tidy up</button>
<p id="out">idle</p></body></html>"""
# A server-rendered user page whose forms POST and name the method they stand for in a
# hidden ``_method`` field, as Laravel's, Rails' and Symfony's do: Save is a PUT of the
# user's name, an update; Remove is a DELETE of the user.
USER_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Edit user</title></head><body><h1>Edit user</h1>
<form method="post" action="/settings/users/5"><input type="hidden" name="_token" value="tok-9">
<input type="hidden" name="_method" value="DELETE">
<button id="remove" type="submit">Remove</button></form>
<form method="post" action="/settings/users/5"><input type="hidden" name="_token" value="tok-9">
<input type="hidden" name="_method" value="PUT"><input name="name" value="Bob">
<button id="save" type="submit">Save</button></form></body></html>"""


POST_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>A post</title></head><body><h1>Spring tulips</h1>
<script>
const out = (t) => { document.getElementById('out').textContent = t; };
const post = (url, body, done, held) => fetch(url, {method: 'POST', body: body})
  .then(r => out(done + ' ' + r.status)).catch(e => out(held));
const collect = () => { const x = new XMLHttpRequest(); x.open('POST', '/api/posts/7/collect');
  x.onload = () => out('collected'); x.onerror = () => out('collect held'); x.send('{}'); };
</script>
<button id="clap" onclick="post('/api/posts/7/clap', null, 'clapped', 'clap held')">Clap</button>
<button id="clap2" onclick="post('/api/posts/9/clap', null, 'clapped', 'clap held')"
>Clap</button>
<button id="collect" onclick="collect()">Collect</button>
<button id="star" onclick="post('/api/posts/7/star', null, 'starred', 'star held')">Star</button>
<button id="unstar" onclick="fetch('/api/posts/7/star', {method: 'DELETE'})
  .then(r => out('unstarred ' + r.status)).catch(e => out('unstar held'))">Delete star</button>
<button id="lock" onclick="post('/api/posts/7/lock', null, 'locked', 'lock held')"
>Lock replies</button>
<button id="close" onclick="post('/api/account/close', null, 'closed', 'close held')"
>Close</button>
<button id="reader" onclick="post('/api/posts/7/read-later', null, 'queued', 'queue held')"
>Send to my reading list</button>
<button id="flag" onclick="post('/api/posts/7/report',
  JSON.stringify({reason: 'spam', token: 'tok-123'}), 'flagged', 'flag held')">Flag</button>
<button id="notify" onclick="fetch('/api/notifications/8/test?channel=mail')
  .then(r => out('notified ' + r.status)).catch(e => out('notify held'))"
>Send a test notification</button>
<button id="refresh" onclick="fetch('/api/posts/7')
  .then(r => out('refreshed ' + r.status)).catch(e => out('refresh held'))">Refresh</button>
<p id="out">idle</p></body></html>"""


# A server-rendered shelf: each button submits a plain form with an anti-forgery token, as
# Laravel's and Symfony's pages do. "Add to shelf" names its button in the form's fields.
SHELF_PAGE = b"""<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Book 7</title></head><body><h1>Book 7</h1>
<form method="post" action="/books/7/shelf"><input type="hidden" name="_token" value="tok-9">
<button id="shelve" type="submit" name="shelf" value="later">Add to shelf</button></form>
<form method="post" action="/books/7/flag"><input type="hidden" name="_token" value="tok-9">
<input type="hidden" name="_method" value="PUT">
<button id="flag" type="submit">Flag</button></form>
<p id="out">idle</p></body></html>"""


class Backend(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.received: list[tuple[str, str]] = []
        self.messages: list[bytes] = []
        """What arrived on WebSockets."""
        self.bodies: list[bytes] = []
        """The bodies of the PATCH requests that arrived."""
        self.forms: list[bytes] = []
        """The bodies of the POST requests that arrived."""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _Handler(BaseHTTPRequestHandler):
    server: Backend

    def log_message(self, *args: Any) -> None:
        pass

    def _answer(self, status: int, body: bytes = b"", kind: str = "text/html") -> None:
        self.server.received.append((self.command, self.path))
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        if self.headers.get("Upgrade", "").lower() == "websocket":
            return self._websocket()
        pages = {"/": PAGE, "/index.html": PAGE, "/load.html": LOAD_PAGE, "/admin": ADMIN_PAGE,
                 "/account": ACCOUNT_PAGE, "/editor": EDITOR_PAGE,
                 "/post": POST_PAGE, "/board": BOARD_PAGE, "/shelf": SHELF_PAGE,
                 "/live": LIVE_PAGE, "/profile": PROFILE_PAGE, "/note": NOTE_PAGE,
                 "/reader": READER_PAGE, "/ask": ASK_PAGE, "/user": USER_PAGE,
                 "/comments": CONFIRM_PAGE, "/maintenance": TOOLS_PAGE,
                 "/invoice": INVOICE_PAGE, "/links": SHARE_PAGE,
                 "/themes": THEME_PAGE, "/ticket": TICKET_PAGE,
                 "/settings": SETTINGS_PAGE, "/account/delete": DELETE_ACCOUNT_PAGE,
                 "/sharing": SHARING_PAGE, "/plugins": PLUGINS_PAGE,
                 "/registration": RESET_PAGE, "/album": ALBUM_PAGE}  # fmt: skip
        self._answer(200, pages.get(self.path, b"[]"))

    def _websocket(self) -> None:
        """RFC 6455's handshake, then every text frame the page sends is kept."""
        self.server.received.append(("WEBSOCKET", self.path))
        key = self.headers["Sec-WebSocket-Key"] + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
        self.send_response(101)
        self.send_header("Upgrade", "websocket")
        self.send_header("Connection", "Upgrade")
        accept = base64.b64encode(hashlib.sha1(key.encode()).digest()).decode()
        self.send_header("Sec-WebSocket-Accept", accept)
        self.end_headers()
        self.wfile.flush()
        while head := self.rfile.read(2):
            size = head[1] & 0x7F
            if size >= 126:
                size = int.from_bytes(self.rfile.read(2 if size == 126 else 8), "big")
            mask = self.rfile.read(4)
            data = bytes(b ^ mask[i % 4] for i, b in enumerate(self.rfile.read(size)))
            if head[0] & 0x0F == 8:  # close
                break
            self.server.messages.append(data)
        self.close_connection = True

    def do_DELETE(self) -> None:
        self._answer(204)

    def do_POST(self) -> None:
        self.server.forms.append(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
        self._answer(201, json.dumps({"id": 4}).encode(), "application/json")

    def do_PATCH(self) -> None:
        self.server.bodies.append(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
        self._answer(200, b"{}", "application/json")

    def _dav(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self._answer(207, b"<multistatus/>", "application/xml")

    do_PROPFIND = do_PROPPATCH = do_MOVE = _dav


@pytest.fixture
def backend() -> Iterator[Backend]:
    server = Backend()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    thread.join()


class Counting:
    """The web device, counting the scripts run in its pages."""

    def __init__(self, device: Any) -> None:
        self.unwrapped = device
        self.scripts = 0

    def execute_script(self, script: str, *args: Any) -> Any:
        self.scripts += 1
        return self.unwrapped.execute_script(script, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.unwrapped, name)


def _device(
    web_device: Any, backend: Backend, tmp_path: Path, policy: str, page: str = ""
) -> SafeDevice:
    files = []
    if policy:
        path = tmp_path / "policy.yaml"
        path.write_text(policy, encoding="utf-8")
        files = [path]
    app = AppTarget(name="pets", url=f"{backend.url}/{page}")
    device = SafeDevice(web_device, Policy(SafetyConfig(policy_files=files), app))
    device.start_app(app)
    return device


def _refused(device: SafeDevice, rid: str) -> Verdict:
    """The verdict that blocked a tap on ``rid`` on the screen shown now."""
    with pytest.raises(UnsafeActionError) as blocked:
        _tap(device, device.observe(), rid)
    assert blocked.value.verdict is not None
    return blocked.value.verdict


def _tap(device: SafeDevice, obs: Observation, rid: str) -> Observation:
    for el in ET.fromstring(obs.hierarchy or "").iter("node"):
        if el.get("resource-id") == rid:
            x1, y1, x2, y2 = (
                int(v) for v in el.get("bounds", "")[1:-1].replace("][", ",").split(",")
            )
            device.execute(Action("click", x=(x1 + x2) // 2, y=(y1 + y2) // 2))
            return device.observe()
    raise AssertionError(f"no {rid} on {obs.url}")


def _mutations(backend: Backend) -> list[tuple[str, str]]:
    return [r for r in backend.received if r[0] != "GET"]


def test_by_default_the_requests_decide_and_no_mutating_one_reaches_the_server(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "")
    # Expanding the "DELETE /api/pets/3" section only changes the page: the words that
    # would block it are recorded, not obeyed.
    expanded = _tap(device, device.observe(), "toggle")
    assert "Execute" in (expanded.hierarchy or "")
    words = expanded.info["safety"]
    assert words["rule"] == "network" and words["words"]["rule"] == "commit-label"
    after = _tap(device, expanded, "execute")
    assert "not sent" in (after.hierarchy or "")
    [request] = after.info["safety"]["requests"]
    assert request["method"] == "DELETE" and request["url"].endswith("/api/pets/3")
    assert request["sent"] is False and request["kind"] == "fetch"
    after = _tap(device, after, "add")
    assert after.info["safety"]["requests"][0]["method"] == "POST"
    assert device.blocked == 2
    assert _mutations(backend) == []


def test_a_delete_button_that_opens_a_confirmation_is_allowed_its_confirm_is_held(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "admin")
    opened = _tap(device, device.observe(), "delete")
    assert "Delete Rex?" in (opened.hierarchy or "")
    assert "requests" not in opened.info["safety"]  # the tap sent nothing
    after = _tap(device, opened, "yes")
    assert "not deleted" in (after.hierarchy or "")
    [request] = after.info["safety"]["requests"]
    assert (request["method"], request["sent"]) == ("DELETE", False)
    assert _mutations(backend) == []


def test_a_link_or_a_get_that_carries_an_anti_forgery_token_is_held_back(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "board")
    after = _tap(device, device.observe(), "yes")
    assert "Remove a task" in (after.hierarchy or "")  # the link was not followed
    [request] = after.info["safety"]["requests"]
    assert (request["method"], request["kind"], request["sent"]) == ("GET", "link", False)
    assert "csrf_token" in request["url"]
    after = _tap(device, after, "export")
    _until(lambda: _out(web_device) == "export held")
    assert after.info["safety"]["requests"][0]["sent"] is False
    assert not any("csrf_token" in path for _, path in backend.received)
    after = _tap(device, device.observe(), "session")
    [request] = after.info["safety"]["requests"]
    assert (request["method"], request["kind"], request["sent"]) == ("GET", "link", False)
    assert not any(path.startswith("/index.pl") for _, path in backend.received)
    after = _tap(device, device.observe(), "back")  # a plain link is followed
    assert "Spring tulips" in (after.hierarchy or "")
    assert ("GET", "/post") in backend.received


def test_a_link_that_is_a_confirmations_one_answer_is_blocked_as_a_button_is(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "profile")
    assert _refused(device, "doit").rule == "commit-context"
    assert not any(path.startswith("/me/delete") for _, path in backend.received)
    # A link beside a dialog's other answer is a way forward: it is followed.
    device = _device(web_device, backend, tmp_path, "", "note")
    after = _tap(device, device.observe(), "more")
    assert "Spring tulips" in (after.hierarchy or "")


def test_a_link_answering_a_pages_question_is_blocked_as_a_dialogs_answer_is(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "ask")
    assert _refused(device, "yes").rule == "commit-context"
    assert not any(path.startswith("/admin.php") for _, path in backend.received)
    # Its way out and the menu's links are followed.
    after = _tap(device, device.observe(), "no")
    assert "Trip notes" in (after.hierarchy or "")
    device = _device(web_device, backend, tmp_path, "", "ask")
    after = _tap(device, device.observe(), "entries")
    assert "Spring tulips" in (after.hierarchy or "")


def test_a_navigation_after_a_confirm_the_device_answered_is_held_as_a_write(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    for rid in ("drop", "purge"):
        device = _device(web_device, backend, tmp_path, "", "comments")
        after = _tap(device, device.observe(), rid)
        [held] = after.info["safety"]["requests"]
        assert (held["method"], held["kind"], held["sent"], held["confirmed"]) == (
            "GET", "link", False, True)  # fmt: skip
        assert "Comments" in (after.hierarchy or "")  # the page stayed
    assert not any(path.startswith(("/admin.php", "/ws.php")) for _, path in backend.received)
    # A reload after a confirm() is not what it asked about; a link that asks nothing is
    # followed, as before.
    after = _tap(device, device.observe(), "tidy")
    assert "safety" not in after.info and "Comments" in (after.hierarchy or "")
    after = _tap(device, device.observe(), "open")
    assert "Spring tulips" in (after.hierarchy or "")
    assert "safety" not in after.info


def test_a_navigation_after_a_tap_the_words_call_a_commit_is_held_as_a_write(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "invoice")
    # Delete only opens the confirmation: a commit's words block no tap on their own.
    asked = _tap(device, device.observe(), "delete")
    assert "Are you sure" in (asked.hierarchy or "")
    assert "requests" not in asked.info.get("safety", {})
    after = _tap(device, asked, "yes")
    [held] = after.info["safety"]["requests"]
    assert (held["method"], held["kind"], held["sent"], held["afterCommit"]) == (
        "GET", "link", False, True)  # fmt: skip
    assert "confirm_delete" in held["url"] and "Invoice FA2501" in (after.hierarchy or "")
    assert not any(path.startswith("/compta") for _, path in backend.received)
    # A navigation after a tap the words let through is followed, as before.
    after = _tap(device, device.observe(), "modify")
    assert "Spring tulips" in (after.hierarchy or "") and "safety" not in after.info
    # Where the request layer releases nothing, the navigation is held all the same.
    strict = _device(web_device, backend, tmp_path, "release_requests: false\n", "invoice")
    _tap(strict, strict.observe(), "delete")
    assert _tap(strict, strict.observe(), "yes").info["safety"]["requests"][0]["sent"] is False
    assert not any(path.startswith("/compta") for _, path in backend.received)


def test_a_link_that_carries_the_value_of_a_forms_hidden_token_is_held_as_a_write(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "links")
    after = _tap(device, device.observe(), "public")
    [held] = after.info["safety"]["requests"]
    assert (held["method"], held["kind"], held["sent"]) == ("GET", "link", False)
    assert not any(path.startswith("/admin") for _, path in backend.received)
    # A value no form carries is no token, however long: the link is followed.
    after = _tap(device, device.observe(), "open")
    assert any(path.startswith("/post?ref=") for _, path in backend.received)
    assert "safety" not in after.info


def test_webdavs_writes_are_held_back_its_reads_leave_and_a_dialog_form_sends_nothing(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "album")
    _tap(device, device.observe(), "list")
    _until(lambda: "PROPFIND answered 207" in (device.observe().hierarchy or ""))
    for rid, method in (("share", "PROPPATCH"), ("move", "MOVE")):
        after = _tap(device, device.observe(), rid)
        assert "not sent" in (after.hierarchy or "")
        [request] = after.info["safety"]["requests"]
        assert (request["method"], request["sent"]) == (method, False)
    closed = _tap(device, device.observe(), "close")
    assert "Close" not in (closed.hierarchy or "")
    assert device.blocked == 2
    assert _mutations(backend) == [("PROPFIND", "/dav/albums/Iceland")]


def test_a_websocket_message_is_held_back_unless_sandboxed(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "admin")
    said = _tap(device, device.observe(), "hello")
    _until(lambda: "ws not sent" in _out(web_device))
    assert ("WEBSOCKET", "/ws") in backend.received  # it connected; the message stayed
    assert backend.messages == []
    # The socket opens after the tap: its send is recorded on that node or the next.
    then = _tap(device, device.observe(), "delete")
    [message] = [r for o in (said, then) for r in o.info.get("safety", {}).get("requests", [])]
    assert (message["method"], message["kind"], message["sent"]) == (
        "WEBSOCKET",
        "websocket",
        False,
    )
    sandbox = _device(web_device, backend, tmp_path, "sandbox: true\n", "admin")
    _tap(sandbox, sandbox.observe(), "hello")
    _until(lambda: backend.messages == [b"hello"])


def test_a_policy_file_can_let_the_words_block_as_well(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "requests_decide: false\n")
    with pytest.raises(UnsafeActionError) as blocked:
        _tap(device, device.observe(), "toggle")
    assert blocked.value.verdict is not None and blocked.value.verdict.rule == "commit-label"
    web_device.execute_script("document.getElementById('op').hidden = false")
    after = _tap(device, device.observe(), "execute")
    assert after.info["safety"]["requests"][0]["sent"] is False
    assert _mutations(backend) == []


def _out(web_device: Any) -> str:
    return str(web_device.execute_script("return document.getElementById('out').textContent"))


def _until(condition: Callable[[], bool], timeout: float = 15.0) -> None:
    """Wait for something the page does on its own (a WebSocket opens after the tap)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_sandbox_and_allowed_origins_let_requests_leave(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    allow = f"allow_requests:\n  - {{origin: '{backend.url}', methods: [DELETE]}}\n"
    device = _device(web_device, backend, tmp_path, allow)
    after = _tap(device, _tap(device, device.observe(), "toggle"), "execute")
    assert "answered 204" in (after.hierarchy or "")
    assert after.info["safety"]["requests"][0]["sent"] is True
    after = _tap(device, after, "add")  # POST is not in the list
    assert _mutations(backend) == [("DELETE", "/api/pets/3")]
    sandbox = _device(web_device, backend, tmp_path, "sandbox: true\n")
    _tap(sandbox, sandbox.observe(), "add")
    assert _mutations(backend)[-1] == ("POST", "/api/pets")


def test_a_policy_file_can_let_one_endpoint_leave_by_its_path(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    # Any origin (the page's own), DELETE only, and only to a pet: the POST stays held.
    allow = "allow_requests:\n  - {origin: '*', methods: [DELETE], paths: ['/api/pets/*']}\n"
    device = _device(web_device, backend, tmp_path, allow)
    after = _tap(device, _tap(device, device.observe(), "toggle"), "execute")
    assert "answered 204" in (after.hierarchy or "")
    after = _tap(device, after, "add")
    assert after.info["safety"]["requests"][0]["sent"] is False
    assert _mutations(backend) == [("DELETE", "/api/pets/3")]
    # A pattern for another path covers nothing here.
    other = "allow_requests:\n  - {origin: '*', paths: ['/api/owners/**']}\n"
    device = _device(web_device, backend, tmp_path, other)
    _tap(device, _tap(device, device.observe(), "toggle"), "execute")
    assert _mutations(backend) == [("DELETE", "/api/pets/3")]


def test_the_guard_runs_in_every_document_before_the_page_with_one_script_per_action(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    counting = Counting(web_device)
    device = _device(counting, backend, tmp_path, "", "load.html")
    assert _mutations(backend) == []  # the page's own POST at load was held back
    start = counting.scripts
    obs = _tap(device, device.observe(), "toggle")
    [visit] = obs.info["safety"]["requests"]
    assert visit["url"].endswith("/api/visits") and visit["sent"] is False
    obs = _tap(device, obs, "execute")
    # One read of the guard's log per action, and one mark before the toggle, whose
    # words ("DELETE /api/pets/3") call it a commit: the request layer releases nothing.
    assert counting.scripts - start == 3
    web_device.execute_script("location.reload()")  # a new document gets the guard too
    obs = _tap(device, device.observe(), "add")
    assert [r["url"].rsplit("/", 1)[-1] for r in obs.info["safety"]["requests"]] == [
        "visits",
        "pets",
    ]
    assert _mutations(backend) == []


def test_without_document_scripts_the_guard_is_armed_before_each_action(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    counting = Counting(web_device)
    files = tmp_path / "policy.yaml"
    files.write_text("requests_decide: true\n", encoding="utf-8")
    app = AppTarget(name="pets", url=f"{backend.url}/")
    device = SafeDevice(counting, Policy(SafetyConfig(policy_files=[files]), app))
    device.inject_guard = False
    device.start_app(app)
    start = counting.scripts
    obs = _tap(device, _tap(device, device.observe(), "toggle"), "execute")
    assert counting.scripts - start == 4  # arm and read, per action
    assert obs.info["safety"]["requests"][0]["sent"] is False
    assert _mutations(backend) == []
    # Armed before each action, the guard learns with its rules that "Pay now" is worded
    # as a commit (no script more): its search is not released; a sign-out is.
    device.start_app(AppTarget(name="pets", url=f"{backend.url}/account"))
    start = counting.scripts
    obs = _tap(device, _tap(device, device.observe(), "pay"), "logout")
    assert counting.scripts - start == 4
    assert obs.info["safety"]["requests"][0]["released"] == "logout"
    assert _mutations(backend) == [("POST", "/api/users/logout")]


def test_a_sign_out_leaves_a_search_on_a_tap_worded_as_a_commit_does_not(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "account")
    after = _tap(device, device.observe(), "logout")
    assert "signed out" in (after.hierarchy or "")
    [request] = after.info["safety"]["requests"]
    assert (request["sent"], request["released"]) == (True, "logout")
    after = _tap(device, after, "pay")
    assert "not searched" in (after.hierarchy or "")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is False and "released" not in request
    assert _mutations(backend) == [("POST", "/api/users/logout")]
    assert device.blocked == 1
    # A policy file can turn the layer off: the sign-out is held back too.
    strict = _device(web_device, backend, tmp_path, "release_requests: false\n", "account")
    after = _tap(strict, strict.observe(), "logout")
    assert "still in" in (after.hierarchy or "")
    assert _mutations(backend) == [("POST", "/api/users/logout")]


def test_a_front_controllers_write_is_released_by_the_action_its_query_names(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "reader")
    after = _tap(device, device.observe(), "read")
    _until(lambda: _out(web_device) == "read")
    [request] = after.info["safety"]["requests"]
    assert (request["sent"], request["released"]) == (True, "mark")
    after = _tap(device, after, "tidy")
    _until(lambda: _out(web_device) == "tidy held")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is False and "released" not in request
    assert _mutations(backend) == [("POST", "/i/?c=entry&a=read&id=3")]


def test_a_forms_post_is_judged_as_the_method_its_method_field_names(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "user")
    after = _tap(device, device.observe(), "remove")
    [request] = after.info["safety"]["requests"]
    assert (request["kind"], request["sent"]) == ("form", False)
    assert "released" not in request
    after = _tap(device, after, "save")
    [request] = after.info["safety"]["requests"]
    assert (request["kind"], request["sent"], request["released"]) == ("form", True, "update")
    _until(lambda: _mutations(backend) == [("POST", "/settings/users/5")])
    assert backend.forms == [b"_token=tok-9&_method=PUT&name=Bob"]


def test_a_draft_save_and_an_update_are_released_by_their_bodies_a_publish_is_held(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    device = _device(web_device, backend, tmp_path, "", "editor")
    after = _tap(device, device.observe(), "draft")
    assert "draft saved" in (after.hierarchy or "")
    [request] = after.info["safety"]["requests"]
    assert (request["method"], request["sent"], request["released"]) == ("PATCH", True, "draft")
    assert json.loads(backend.bodies[0]) == {"title": "Spring launch", "_status": "draft"}
    after = _tap(device, after, "update")
    assert "update held" in (after.hierarchy or "")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is False and "released" not in request
    after = _tap(device, after, "count")
    assert "counted" in (after.hierarchy or "")
    [request] = after.info["safety"]["requests"]
    assert (request["kind"], request["released"]) == ("xhr", "graphql query")
    assert _mutations(backend) == [("PATCH", "/api/posts/42"), ("POST", "/api/graphql")]
    assert len(backend.bodies) == 1
    after = _tap(device, after, "rename")
    assert "renamed" in (after.hierarchy or "")
    [request] = after.info["safety"]["requests"]
    assert (request["sent"], request["released"]) == (True, "update")
    assert json.loads(backend.bodies[-1]) == {"title": "Spring launch 2"}
    after = _tap(device, after, "public")
    assert "public held" in (after.hierarchy or "")
    assert len(backend.bodies) == 2
    # With the layer off the draft save is held back too.
    strict = _device(web_device, backend, tmp_path, "release_requests: false\n", "editor")
    after = _tap(strict, strict.observe(), "draft")
    assert "draft held" in (after.hierarchy or "")
    assert len(backend.bodies) == 2


def test_the_rules_decide_like_the_page() -> None:
    rules = rules_from(False, [("https://api.example/", ["delete"], [])])
    assert rules.allows("GET", "https://other.example")
    assert rules.allows("DELETE", "https://api.example")
    assert not rules.allows("POST", "https://api.example")
    assert not rules.allows("PUT", "https://other.example")
    assert NetworkRules(sandbox=True).allows("DELETE", "https://other.example")
    assert json.loads(rules.script_args())["origins"] == {"https://api.example": ["DELETE"]}
    paths = rules_from(False, [("*", ["post"], ["/api/v1/statuses/*/favourite", "/x/**"])])
    assert paths.allows("POST", "", "/api/v1/statuses/7/favourite")
    assert paths.allows("POST", "https://any.example", "/x/a/b/c")
    assert not paths.allows("POST", "", "/api/v1/statuses/7/reblog")
    assert not paths.allows("POST", "", "/api/v1/statuses/7/8/favourite")  # * is one segment
    assert not paths.allows("DELETE", "", "/api/v1/statuses/7/favourite")
    assert json.loads(paths.script_args())["paths"][0]["patterns"][0] == (
        "^/api/v1/statuses/[^/]*/favourite$"
    )


def _checked(
    web_device: Any, backend: Backend, page: str, yes_for: str
) -> tuple[SafeDevice, ScriptedModel, AppTarget]:
    """A device on ``page`` whose model check says yes to the questions that hold
    ``yes_for`` and no to the rest."""

    def answer(messages: Any, n: int) -> list[str]:
        return ["Yes." if yes_for in str(messages[-1].content) else "No."] * n

    model = ScriptedModel("guard", replies=answer)
    app = AppTarget(name=page, url=f"{backend.url}/{page}")
    device = SafeDevice(web_device, Policy(SafetyConfig(), app), ModelCheck(model))
    device.start_app(app)
    return device, model, app


def test_with_a_model_check_a_held_request_waits_for_the_models_answer(
    web_device: Any, backend: Backend
) -> None:
    # The model says yes to reports only; each endpoint template is asked once a tap (the
    # next post's Clap is answered from the cache).
    device, model, app = _checked(web_device, backend, "post", "/report")
    after = _tap(device, device.observe(), "clap")
    _until(lambda: _out(web_device) == "clapped 201")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is True and request["asked"]["verdict"] == "harmless"
    assert request["asked"]["key"][2] == "POST /api/posts/*/clap" and "body" not in request
    after = _tap(device, after, "clap2")
    _until(lambda: _out(web_device) == "clapped 201" and len(_mutations(backend)) == 2)
    assert after.info["safety"]["requests"][0]["asked"]["cached"] is True
    _tap(device, after, "collect")
    _until(lambda: _out(web_device) == "collected")
    after = _tap(device, device.observe(), "flag")
    _until(lambda: _out(web_device) == "flag held")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is False and request["asked"]["verdict"] == "irreversible"
    assert "tok-123" not in json.dumps(after.info) and '"token": "…"' in str(model.calls[-1])
    assert len(model.calls) == 3
    assert _mutations(backend) == [
        ("POST", "/api/posts/7/clap"), ("POST", "/api/posts/9/clap"),
        ("POST", "/api/posts/7/collect"),
    ]  # fmt: skip
    # Without a model check the same clap is held back at once; a star, a mark the
    # request layer releases, is sent without asking anyone.
    plain = SafeDevice(web_device, Policy(SafetyConfig(), app))
    plain.start_app(app)
    _tap(plain, plain.observe(), "clap")
    _until(lambda: _out(web_device) == "clap held")
    assert len(_mutations(backend)) == 3
    after = _tap(plain, plain.observe(), "star")
    _until(lambda: _out(web_device) == "starred 201")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is True and request["released"] == "mark"
    assert _mutations(backend)[-1] == ("POST", "/api/posts/7/star") and len(model.calls) == 3
    after = _tap(plain, after, "unstar")
    _until(lambda: _out(web_device) == "unstarred 204")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is True and request["released"] == "mark"
    assert after.info["safety"]["words"]["rule"] == "commit-label"
    assert _mutations(backend)[-1] == ("DELETE", "/api/posts/7/star")
    after = _tap(plain, after, "lock")
    _until(lambda: _out(web_device) == "locked 201")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is True and request["released"] == "state"
    after = _tap(plain, after, "close")
    _until(lambda: _out(web_device) == "close held")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is False and "released" not in request
    assert _mutations(backend)[-1] == ("POST", "/api/posts/7/lock")


def test_with_a_model_check_a_held_form_waits_and_is_sent_again_on_a_no(
    web_device: Any, backend: Backend
) -> None:
    # The model says yes to flags only.
    device, model, app = _checked(web_device, backend, "shelf", "/flag")
    after = _tap(device, device.observe(), "flag")
    [request] = after.info["safety"]["requests"]
    assert request["kind"] == "form" and request["sent"] is False
    assert request["asked"]["verdict"] == "irreversible"
    assert "tok-9" not in json.dumps(after.info) and "tok-9" not in str(model.calls[-1])
    assert "_method=PUT" in request["asked"]["key"][2]
    after = _tap(device, after, "shelve")
    [request] = after.info["safety"]["requests"]
    assert request["kind"] == "form" and request["sent"] is True
    assert request["asked"]["verdict"] == "harmless"
    # The browser sends it as the tap would have, with the button's own field.
    _until(lambda: _mutations(backend) == [("POST", "/books/7/shelf")])
    assert backend.forms == [b"_token=tok-9&shelf=later"]
    assert len(model.calls) == 2
    # Without a model check the same form is held back at once and nothing is asked.
    plain = SafeDevice(web_device, Policy(SafetyConfig(), app))
    plain.start_app(app)
    after = _tap(plain, plain.observe(), "shelve")
    assert after.info["safety"]["requests"][0]["sent"] is False
    assert len(_mutations(backend)) == 1 and len(model.calls) == 2


def test_with_a_model_check_a_held_link_waits_and_is_followed_on_a_no(
    web_device: Any, backend: Backend
) -> None:
    # The model says yes to the orphans' deletion only.
    device, model, _ = _checked(web_device, backend, "maintenance", "orphans")
    after = _tap(device, device.observe(), "orphans")
    [request] = after.info["safety"]["requests"]
    assert (request["kind"], request["sent"]) == ("link", False)
    assert request["asked"]["verdict"] == "irreversible"
    assert "Maintenance" in (after.hierarchy or "")
    after = _tap(device, after, "purge")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is True and request["asked"]["verdict"] == "harmless"
    _until(lambda: any("user_cache" in path for _, path in backend.received))
    assert not any("orphans" in path for _, path in backend.received)
    assert len(model.calls) == 2


def test_with_release_a_commits_request_is_asked_and_leaves_only_on_a_confident_no(
    web_device: Any, backend: Backend
) -> None:
    app = AppTarget(name="posts", url=f"{backend.url}/post")
    config = SafetyConfig(model_check="guard", model_check_release=0.05)

    def no(messages: Any, n: int) -> list[str]:
        return ["No."] * n

    def sure(messages: Any, n: int) -> list[dict[str, float]]:
        return [{"no": -0.01, "yes": -4.6}] * n  # p(yes) about 0.01

    model = ScriptedModel("guard", replies=no, logprobs=sure)
    device = SafeDevice(web_device, Policy(config, app), ModelCheck(model))
    device.start_app(app)
    after = _tap(device, device.observe(), "reader")
    _until(lambda: _out(web_device) == "queued 201")
    [request] = after.info["safety"]["requests"]
    assert request["underCommit"] is True and request["sent"] is True
    assert request["asked"]["verdict"] == "harmless" and request["asked"]["threshold"] == 0.05
    assert after.info["safety"]["words"]["rule"] == "commit-label"
    assert _mutations(backend) == [("POST", "/api/posts/7/read-later")]
    # A no without log-probabilities is not a measured one: the request stays held.
    bare = ScriptedModel("bare", replies=no)
    device = SafeDevice(web_device, Policy(config, app), ModelCheck(bare))
    device.start_app(app)
    after = _tap(device, device.observe(), "reader")
    _until(lambda: _out(web_device) == "queue held")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is False and request["asked"]["verdict"] == "harmless"
    # Without release, the words' commit asks nothing and its request is held at once.
    plain = ScriptedModel("plain", replies=no, logprobs=sure)
    device = SafeDevice(web_device, Policy(SafetyConfig(), app), ModelCheck(plain))
    device.start_app(app)
    after = _tap(device, device.observe(), "reader")
    _until(lambda: _out(web_device) == "queue held")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is False and "asked" not in request and plain.calls == []
    assert len(_mutations(backend)) == 1


def _answering(reply: str, logprobs: dict[str, float]) -> ScriptedModel:
    """A model that gives ``reply`` with first-token ``logprobs`` to every question."""
    return ScriptedModel(
        "guard", replies=lambda m, n: [reply] * n, logprobs=lambda m, n: [logprobs] * n
    )


def _started(web_device: Any, config: SafetyConfig, app: AppTarget, model: Any) -> SafeDevice:
    device = SafeDevice(web_device, Policy(config, app), ModelCheck(model))
    device.start_app(app)
    return device


def test_with_release_a_get_after_a_commits_tap_waits_for_the_model(
    web_device: Any, backend: Backend
) -> None:
    app = AppTarget(name="posts", url=f"{backend.url}/post")
    config = SafetyConfig(model_check="guard", model_check_release=0.05)
    notify = ("GET", "/api/notifications/8/test?channel=mail")
    yes, no = {"yes": -0.01, "no": -4.6}, {"no": -0.01, "yes": -4.6}  # p(yes) 0.99, 0.01

    # The model says yes: the GET the words' commit sends never reaches the server.
    model = _answering("Yes.", yes)
    device = _started(web_device, config, app, model)
    after = _tap(device, device.observe(), "notify")
    _until(lambda: _out(web_device) == "notify held")
    [request] = after.info["safety"]["requests"]
    assert request["read"] is True and request["underCommit"] is True
    assert request["sent"] is False and request["asked"]["verdict"] == "irreversible"
    assert request["asked"]["key"][2] == "GET /api/notifications/*/test channel=mail"
    assert 'Body: {"channel": "mail"}' in str(model.calls[-1])
    assert notify not in backend.received
    # A GET after a tap the words let through is not asked, whatever it reads.
    _tap(device, after, "refresh")
    _until(lambda: _out(web_device) == "refreshed 200")
    assert len(model.calls) == 1 and ("GET", "/api/posts/7") in backend.received
    # A measured, confident no lets it leave.
    device = _started(web_device, config, app, _answering("No.", no))
    after = _tap(device, device.observe(), "notify")
    _until(lambda: _out(web_device) == "notified 200")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is True and request["asked"]["verdict"] == "harmless"
    assert notify in backend.received
    # Without release a GET is never held for the tap's words: nothing is asked.
    backend.received.clear()
    plain = _answering("Yes.", yes)
    device = _started(web_device, SafetyConfig(), app, plain)
    after = _tap(device, device.observe(), "notify")
    _until(lambda: _out(web_device) == "notified 200")
    assert plain.calls == [] and notify in backend.received
    assert "requests" not in (after.info.get("safety") or {})


def test_a_held_requests_question_is_keyed_by_its_endpoint_and_its_bodys_shape() -> None:
    assert request_key("post", "https://x.example/api/posts/7/clap") == "POST /api/posts/*/clap"
    add = request_key("POST", "/json/messages/flags", "messages=%5B1%2C2%5D&op=add&flag=starred")
    remove = request_key("POST", "/json/messages/flags", "messages=%5B3%5D&op=remove&flag=starred")
    assert add == "POST /json/messages/flags flag=starred&messages&op=add"
    assert remove != add
    # Ids, numbers, free text and secrets' values are left out; flags and nulls stay.
    body = '{"id": 42, "title": "My trip to Lisbon", "password": "hunter", "done": true}'
    shape = body_shape(body)
    assert shape == "done=true&id&password&title"
    assert body_shape('{"status": "closed", "note": null}') == "note=null&status=closed"
    assert body_shape("not a body") == body_shape(None) == body_shape("[1, 2]") == ""
    # An object's own fields count, two levels down: a public memo is not a private one.
    private = '{"memo": {"content": "Trip budget", "visibility": "PRIVATE"}}'
    public = private.replace("PRIVATE", "PUBLIC")
    assert body_shape(public) == "memo.content&memo.visibility=PUBLIC"
    assert request_key("POST", "/api/memos", private) != request_key("POST", "/api/memos", public)
    # Below a secret-like key no value is shown; a third level is named, not opened.
    deep = '{"a": {"b": {"c": {"d": "x"}}, "token": {"value": "hunter", "on": true}}, "n": 1}'
    assert body_shape(deep) == "a.b.c&a.token.on=true&a.token.value&n"
    # An envelope of one field takes no level: tRPC batches calls as {"0": {"json": ...}}.
    group = {"name": "Ski trip", "participants": [{"id": "p1", "name": "Alice"}, {"id": "p2"}]}
    saved = json.dumps({"0": {"json": {"groupId": "kX3q", "groupFormValues": group}}})
    assert body_shape(saved).startswith("0.json.groupFormValues.name&")
    assert body_shape('{"token": {"value": {"x": "hunter"}}}') == "token.value.x"
    # A list of records is shown by the records it keeps: a group's settings saved
    # without a participant delete them (Spliit), and are not answered from a rename's no.
    renamed = saved.replace("Ski trip", "Ski trip 2027")
    dropped = json.dumps({"0": {"json": {"groupId": "kX3q", "groupFormValues": {
        **group, "participants": group["participants"][:1]}}}})  # fmt: skip
    assert request_key("POST", "/api/trpc/groups.update", renamed) == request_key(
        "POST", "/api/trpc/groups.update", saved
    )
    assert request_key("POST", "/api/trpc/groups.update", dropped) != request_key(
        "POST", "/api/trpc/groups.update", saved
    )
    assert body_shape('{"tags": [{"name": "a"}, {"name": "b"}], "ids": [1, 2]}') == "ids&tags"
    # A GET without a body is shaped by its query, which says what it does.
    remove = request_key("GET", "/?controller=Task&action=remove&task_id=42&csrf_token=9f")
    assert remove == "GET / action=remove&controller=Task&csrf_token&task_id"
    assert request_key("GET", "/api/posts/7") == "GET /api/posts/*"
    # A form posted to one path says what it does in its query too.
    delete = request_key("POST", "/i/?c=feed&a=delete&id=42", "_csrf=9f2c")
    assert delete == "POST /i/ ?a=delete&c=feed&id _csrf"
    assert delete != request_key("POST", "/i/?c=entry&a=read&id=42", "_csrf=9f2c")
    # An id holds a digit; a word with a number in it is not one (a socket event's name).
    assert request_key("POST", "https://status.example/save2FA") == "POST /save2FA"
    assert request_key("POST", "/api/v1/oauth2/a3f9c2/2fa") == "POST /api/*/oauth2/*/*"
    # A call's arguments are shaped by their first object: turning the login off is not
    # answered from a settings save's no.
    off = '[{"entryPage": "dashboard", "disableAuth": true}, "hunter2"]'
    assert body_shape(off) == "disableAuth=true&entryPage=dashboard"
    assert body_shape(off) != body_shape(off.replace("true", "false"))
    # A form's flag left empty is shown so: Roundcube sends a message with _draft= and
    # saves it as a draft with _draft=1, the same form otherwise.
    sent = "_task=mail&_action=send&_to=bob%40example.net&_draft=&_message=Hi+Bob%2C"
    assert body_shape(sent) == "_action=send&_draft=&_message&_task=mail&_to"
    # A form's flag, 0 or 1, is shown too: SABnzbd keeps a job's files with del_files=0
    # and deletes them with del_files=1. A page's or a count's 0 or 1 is a number.
    keep = "/api?mode=history&name=delete&del_files=0&value=completed&page=1&count=0"
    assert request_key("GET", keep) == (
        "GET /api count&del_files=0&mode=history&name=delete&page&value=completed"
    )
    assert request_key("GET", keep) != request_key("GET", keep.replace("files=0", "files=1"))
    assert body_shape('{"n": 1, "on": "1"}') == "n&on=1"
    # A JSON number's 0 or 1 is a flag too: Nextcloud's two-factor TOTP turns off, and its
    # secret is deleted, with {"state": 0}, and turns on with {"state": 1}. A true is no 1.
    totp = "/index.php/apps/twofactor_totp/settings/enable"
    assert request_key("POST", totp, '{"state": 0}') == f"POST {totp} state=0"
    assert request_key("POST", totp, '{"state": 1}') == f"POST {totp} state=1"
    assert body_shape('{"count": 1, "state": 2, "on": true}') == "count&on=true&state"
    assert request_key("POST", "/", sent) != request_key("POST", "/", sent + "&_draft=1")
    # An operation's code is kept, a number too: Gogs' admin dashboard collects garbage
    # with op=4 and deletes every inactive account with op=1, from one form.
    assert body_shape("op=1") == "op=1" and body_shape("op=4") != body_shape("op=1")
    assert body_shape("actionType=2&id=7") == "actionType=2&id"
    assert body_shape("ops=1&page=2") == "ops=1&page" and body_shape("op_token=9f2c") == "op_token"
    # So is the id of an operation or a kind, but not a record's: Restyaboard's bulk action
    # sends action_id 3 to delete the chosen users and 1 to block them.
    delete = '[{"0":{"user_id":"4"},"action_id":{"action_id":"3"}}]'
    assert body_shape(delete) == "0.user_id&action_id.action_id=3"
    assert body_shape(delete) != body_shape(delete.replace('"3"', '"1"'))
    assert body_shape("post_action_type_id=6") == "post_action_type_id=6"
    assert body_shape("task_id=42&comment=See+you") == "comment&task_id"
    # A value that is a path says where the body goes, its ids written *: Zigbee2MQTT's
    # page sends every request as {"topic", "payload"} on one socket.
    remove = '{"topic":"zigbee2mqtt/bridge/request/device/remove","payload":{"id":"0x0017"}}'
    restart = '{"topic":"zigbee2mqtt/bridge/request/restart","payload":{"id":"0x0017"}}'
    assert body_shape(remove) == "payload.id&topic=zigbee2mqtt/bridge/request/device/remove"
    assert body_shape(remove) != body_shape(restart)
    light = '{"topic":"zigbee2mqtt/0x00158d0001a2b3c4/set","payload":{"state":"ON"}}'
    assert body_shape(light) == "payload.state=ON&topic=zigbee2mqtt/*/set"
    assert body_shape('{"name": "Holiday photos/2024"}') == "name"  # free text

    # A batch of one is read as its object, and the methods a body calls are part of the
    # key: Livewire sends every call to one endpoint.
    def wire(updates: dict[str, Any], method: str) -> str:
        call = {"method": method, "params": [], "metadata": {}}
        return json.dumps({"_token": "x7Qm", "components": [
            {"snapshot": "{}", "updates": updates, "calls": [call]}]})  # fmt: skip

    assert body_shape(wire({"tos": True}, "checkout")) == (
        "_token&components.calls.metadata&components.calls.method=checkout"
        "&components.calls.params&components.snapshot&components.updates.tos=true"
    )
    checkout = request_key("POST", "/livewire/update", wire({"tos": True}, "checkout"))
    assert checkout.endswith(" calls=checkout")
    assert checkout != request_key("POST", "/livewire/update", wire({}, "checkout"))
    assert checkout != request_key("POST", "/livewire/update", wire({"tos": True}, "saveCart"))
    assert body_shape('{"items": [{"id": 4, "n": 1}]}') != body_shape('{"items": [{"id": 5}]}')


def test_a_websocket_message_waits_for_the_model_as_the_request_it_carries(
    web_device: Any, backend: Backend
) -> None:
    app = AppTarget(name="monitors", url=f"{backend.url}/live")
    config = SafetyConfig(model_check="guard")
    event = b'4213["deleteMonitor",7]'
    yes, no = {"yes": -0.01, "no": -4.6}, {"no": -0.01, "yes": -4.6}

    # The model says yes: the event never leaves; the control frames before and after it
    # carry nothing and do.
    device = _started(web_device, config, app, _answering("Yes.", yes))
    _until(lambda: _out(web_device) == "open")
    after = _tap(device, device.observe(), "check")
    _until(lambda: len(backend.messages) == 2)
    assert backend.messages == [b"40", b"3"]
    [request] = after.info["safety"]["requests"]
    assert (request["method"], request["kind"], request["sent"]) == ("POST", "websocket", False)
    assert request["url"] == f"{backend.url}/deleteMonitor"
    assert request["asked"]["key"][2] == "POST /deleteMonitor"
    # A no lets it leave in its place: the pong sent after it waited behind it.
    backend.messages.clear()
    device = _started(web_device, config, app, _answering("No.", no))
    _until(lambda: _out(web_device) == "open")
    after = _tap(device, device.observe(), "check")
    _until(lambda: len(backend.messages) == 3)
    assert backend.messages == [b"40", event, b"3"]
    assert after.info["safety"]["requests"][0]["sent"] is True


def test_with_release_a_link_the_words_block_is_asked_and_followed_on_a_confident_no(
    web_device: Any, backend: Backend, tmp_path: Path
) -> None:
    # Without a model the link's words decide: its GET goes unseen.
    plain = _device(web_device, backend, tmp_path, "", "themes")
    assert _refused(plain, "continue").role == "link"
    app = AppTarget(name="themes", url=f"{backend.url}/themes")
    config = SafetyConfig(model_check="guard", model_check_release=0.05)
    sure = _answering("Yes.", {"yes": -0.01, "no": -4.6})
    assert _refused(_started(web_device, config, app, sure), "continue").role == "link"
    # A confident no releases it, and the page it loads is no commit's write.
    model = _answering("No.", {"no": -0.01, "yes": -4.6})
    device = _started(web_device, config, app, model)
    after = _tap(device, device.observe(), "continue")
    assert "Spring tulips" in (after.hierarchy or "")
    assert "requests" not in after.info.get("safety", {}) and len(model.calls) == 1


def test_one_request_sent_by_two_taps_is_asked_once_for_each(
    web_device: Any, backend: Backend
) -> None:
    # The question shows the tap, so its answer is cached with it: Share's yes is not
    # Unshare's, though both send the same request.
    device, model, _ = _checked(web_device, backend, "sharing", "Tapped: Share (")
    after = _tap(device, device.observe(), "share")
    _until(lambda: _out(web_device) == "held")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is False and request["asked"]["verdict"] == "irreversible"
    assert request["asked"]["key"][2:] == ["POST /i/share item", "button|share"]
    after = _tap(device, after, "unshare")
    _until(lambda: _out(web_device) == "unshared")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is True and request["asked"]["cached"] is False
    assert _mutations(backend) == [("POST", "/i/share")] and len(model.calls) == 2
    after = _tap(device, after, "share")  # the same tap again: the cached yes
    [request] = after.info["safety"]["requests"]
    assert request["asked"]["cached"] is True and len(model.calls) == 2


def test_one_dialogs_ok_is_not_answered_from_anothers(web_device: Any, backend: Backend) -> None:
    # A dialog's OK is a commit by its place, so its request is asked only with release.
    # The question shows the screen's texts, and its answer is cached with the dialog's
    # words: the OK that e-mails the registrant is asked, not answered from the cached
    # sure no of the OK that sends the same request and tells no one.
    def says(yes: bool) -> tuple[str, dict[str, float]]:
        return ("Yes.", {"yes": -0.01, "no": -4.6}) if yes else ("No.", {"no": -0.01, "yes": -4.6})

    def answers(messages: Any, n: int) -> list[tuple[str, dict[str, float]]]:
        return [says("An e-mail goes" in str(messages[-1].content))] * n

    model = ScriptedModel(
        "guard",
        replies=lambda m, n: [reply for reply, _ in answers(m, n)],
        logprobs=lambda m, n: [probs for _, probs in answers(m, n)],
    )
    app = AppTarget(name="registration", url=f"{backend.url}/registration")
    config = SafetyConfig(model_check="guard", model_check_release=0.05)
    device = _started(web_device, config, app, model)
    after = _tap(device, _tap(device, device.observe(), "approval"), "ok")
    _until(lambda: _out(web_device) == "reset")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is True and "No one is told." in request["asked"]["question"]
    after = _tap(device, _tap(device, after, "withdrawal"), "ok")
    _until(lambda: _out(web_device) == "held")
    [request] = after.info["safety"]["requests"]
    assert request["sent"] is False and request["asked"]["cached"] is False
    assert request["asked"]["key"][2] == "POST /event/*/registrations/*/reset csrf_token"
    assert _mutations(backend) == [("POST", "/event/4/registrations/3/reset")]
    assert len(model.calls) == 2


def test_with_critical_release_a_critical_link_is_asked_and_followed_on_a_sure_no(
    web_device: Any, backend: Backend
) -> None:
    app = AppTarget(name="settings", url=f"{backend.url}/settings")
    release = {"model_check": "guard", "model_check_release": 0.05}
    sure_no = _answering("No.", {"no": -0.01, "yes": -4.6})  # p(yes) about 0.01
    # Without model_check_release_critical the critical term decides: nothing is asked.
    device = _started(web_device, SafetyConfig(**release), app, sure_no)
    assert _refused(device, "delete").rule == "critical" and sure_no.calls == []
    # With it, a sure no follows the link: the confirmation page loads, nothing held.
    config = SafetyConfig(**release, model_check_release_critical=0.02)
    device = _started(web_device, config, app, sure_no)
    after = _tap(device, device.observe(), "delete")
    assert "Enter your password" in (after.hierarchy or "")
    assert ("GET", "/account/delete") in backend.received
    assert "requests" not in after.info.get("safety", {}) and len(sure_no.calls) == 1
    # A less sure no (p(yes) about 0.04) is under the words' threshold, not this one.
    fairly = _answering("No.", {"no": -0.04, "yes": -3.2})
    device = _started(web_device, config, app, fairly)
    assert _refused(device, "delete").rule == "critical" and len(fairly.calls) == 1


def test_with_release_a_get_whose_url_names_an_operation_waits_for_the_model(
    web_device: Any, backend: Backend
) -> None:
    app = AppTarget(name="plugins", url=f"{backend.url}/plugins")
    config = SafetyConfig(model_check="guard", model_check_release=0.05)
    uninstall, reset = ("GET", "/admin/uninstall-plugin/pluginAbout"), (
        "GET", "/api/v1/settings/discover/reset",
    )  # fmt: skip
    yes, no = {"yes": -0.01, "no": -4.6}, {"no": -0.01, "yes": -4.6}

    # The model says yes: neither the fetch nor the link's page load reaches the server.
    model = _answering("Yes.", yes)
    device = _started(web_device, config, app, model)
    after = _tap(device, device.observe(), "sure")
    _until(lambda: _out(web_device) == "reset held")
    [request] = after.info["safety"]["requests"]
    assert request["read"] is True and request["sent"] is False
    assert "Request: GET /api/v1/settings/discover/reset" in str(model.calls[-1])
    after = _tap(device, after, "deactivate")
    [request] = after.info["safety"]["requests"]
    assert request["read"] is True and request["sent"] is False
    assert after.url == app.url and len(model.calls) == 2
    assert uninstall not in backend.received and reset not in backend.received
    # So is one whose URL names a word that keeps a write held (approve).
    after = _tap(device, after, "fine")
    [request] = after.info["safety"]["requests"]
    assert request["read"] is True and request["sent"] is False
    assert after.url == app.url and len(model.calls) == 3
    assert "Request: GET /admin/comments/approve" in str(model.calls[-1])
    assert ("GET", "/admin/comments/approve?serendipity_id=5") not in backend.received
    # And one whose URL names an operation's repeat (resend).
    after = _tap(device, after, "again")
    [request] = after.info["safety"]["requests"]
    assert request["read"] is True and request["sent"] is False
    assert after.url == app.url and len(model.calls) == 4
    assert ("GET", "/admin/email/email_resend?id=120") not in backend.received
    # And one whose URL names it at the head of a compound written as one word.
    after = _tap(device, after, "push")
    [request] = after.info["safety"]["requests"]
    assert request["read"] is True and request["sent"] is False
    assert after.url == app.url and len(model.calls) == 5
    assert ("GET", "/json.htm?type=command&param=testnotification") not in backend.received
    # A link whose URL names none is followed unasked.
    after = _tap(device, after, "settings")
    assert after.url == f"{backend.url}/admin/configure-plugin/pluginAbout"
    assert len(model.calls) == 5
    # A no lets the fetch leave and the link be followed.
    model = _answering("No.", no)
    device = _started(web_device, config, app, model)
    after = _tap(device, device.observe(), "sure")
    _until(lambda: _out(web_device) == "reset 200")
    after = _tap(device, after, "deactivate")
    assert after.url == f"{backend.url}/admin/uninstall-plugin/pluginAbout"
    assert uninstall in backend.received and len(model.calls) == 2
    # Without release nothing waits or is asked.
    backend.received.clear()
    plain = _answering("Yes.", yes)
    device = _started(web_device, SafetyConfig(model_check="guard"), app, plain)
    after = _tap(device, device.observe(), "sure")
    _until(lambda: _out(web_device) == "reset 200")
    after = _tap(device, after, "deactivate")
    assert uninstall in backend.received and plain.calls == []


def test_with_release_a_get_after_a_tap_whose_words_name_an_operation_waits_for_the_model(
    web_device: Any, backend: Backend
) -> None:
    app = AppTarget(name="tickets", url=f"{backend.url}/ticket")
    config = SafetyConfig(model_check="guard", model_check_release=0.05)
    deletes, logs = (
        ("GET", "/tickets/12?delComment=44"),
        ("GET", "/admin/logs/delete"),
    )
    yes, no = {"yes": -0.01, "no": -4.6}, {"no": -0.01, "yes": -4.6}

    # The model says yes: neither the fetch nor the link's page load reaches the server.
    model = _answering("Yes.", yes)
    device = _started(web_device, config, app, model)
    after = _tap(device, device.observe(), "delete")
    _until(lambda: _out(web_device) == "delete held")
    [request] = after.info["safety"]["requests"]
    assert request["read"] is True and "underCommit" not in request
    assert request["sent"] is False and request["asked"]["verdict"] == "irreversible"
    assert "Tapped: Delete (role link)" in str(model.calls[-1])
    after = _tap(device, after, "log")
    [request] = after.info["safety"]["requests"]
    assert request["read"] is True and request["sent"] is False
    assert after.url == app.url and len(model.calls) == 2
    assert deletes not in backend.received and logs not in backend.received
    # A no lets the fetch leave and the link be followed.
    model = _answering("No.", no)
    device = _started(web_device, config, app, model)
    after = _tap(device, device.observe(), "delete")
    _until(lambda: _out(web_device) == "deleted 200")
    assert after.info["safety"]["requests"][0]["sent"] is True
    after = _tap(device, after, "log")
    assert after.url == f"{backend.url}/admin/logs/delete"
    assert logs in backend.received and len(model.calls) == 2
    # Without release a GET is never held for the tap's words: nothing waits or is asked.
    backend.received.clear()
    plain = _answering("Yes.", yes)
    device = _started(web_device, SafetyConfig(model_check="guard"), app, plain)
    after = _tap(device, device.observe(), "delete")
    _until(lambda: _out(web_device) == "deleted 200")
    after = _tap(device, after, "log")
    assert plain.calls == [] and deletes in backend.received and logs in backend.received

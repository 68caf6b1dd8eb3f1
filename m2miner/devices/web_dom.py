"""A uiautomator-dump-compatible hierarchy synthesised from a web page's DOM.

One ``execute_script`` (:data:`DOM_SCRIPT`) collects the visible interactive and text
elements with their client rectangles and the visual viewport; :func:`hierarchy_xml`
turns that into ``<hierarchy><node .../></hierarchy>`` with Android widget classes and
bounds in screenshot pixels. The heuristic agents and the safety guard then read web
pages exactly as they read Android screens.

Elements are named as a browser names them for assistive technology (accname, simplified):
``aria-labelledby``, ``aria-label``, a form control's ``<label>`` (``for=`` or wrapping),
``alt``, the content of buttons and links (an icon's ``alt`` included), then ``title``.
A node's ``text`` is what it shows (a field's current value, a button's text, a checkbox's
name) and ``content-desc`` its name where that differs (an icon-only button's
``aria-label``, a field's label). A checkbox or radio without a label is named by the row
it sits in, never by its form value ("on"). A placeholder is the field's ``hint`` only.
List rows (``li``, ``tr``, ``role=row``/``listitem``) become ``LinearLayout`` nodes, with the
row's own text as ``content-desc``, inside a ``ListView`` for their list, so a row's
checkbox, label and buttons stay together as in a RecyclerView's item.

Only what a finger can reach is offered: an element is left out when it is off the
screen, invisible (``checkVisibility``: hidden, transparent, inside ``display: none``),
inert, smaller than :data:`MIN_TARGET_PX` on screen (a control), or covered at the
centre of its visible part by something that is not it, a part of it or its label (an
open dialog, its backdrop, an overlay: ``document.elementFromPoint``). What lies beyond
the screen's edges is :func:`offscreen`.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

MIN_TARGET_PX = 8
"""The smallest a control may be on screen (CSS pixels at the page's zoom) to be offered."""
DOM_SCRIPT = r"""
const vv = window.visualViewport ||
  {scale: 1, offsetLeft: 0, offsetTop: 0, width: innerWidth, height: innerHeight};
const INTERACTIVE = 'a[href],button,input:not([type=hidden]),select,textarea,summary,' +
  '[onclick],[role=button],[role=link],[role=checkbox],[role=radio],[role=tab],' +
  '[role=menuitem],[role=switch],[role=option],[contenteditable=""],' +
  '[contenteditable=true],[tabindex]:not([tabindex="-1"])';
// Controls whose text is not part of a row's name (the row names them, not the reverse).
const CONTROLS = 'a[href],button,input,select,textarea,[role=button],[role=link],' +
  '[role=checkbox],[role=radio],[role=switch]';
const ROWS = 'li,tr,[role=row],[role=listitem]';
const LISTS = 'ul,ol,menu,table,[role=list],[role=grid],[role=table],[role=treegrid]';
// Roles whose name comes from their content (accname "name from content").
const FROM_CONTENT = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab',
  'menuitem', 'option', 'treeitem', 'heading', 'cell', 'gridcell', 'columnheader']);
const CONTENT_TAGS = new Set(['A', 'BUTTON', 'SUMMARY', 'OPTION', 'H1', 'H2', 'H3', 'H4',
  'H5', 'H6', 'TD', 'TH', 'LEGEND', 'CAPTION']);
const BUTTON_INPUTS = {submit: 'Submit', reset: 'Reset', button: ''};
const NOT_FIELDS = ['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'range',
  'file', 'color'];
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'META', 'LINK', 'BR']);
const MEDIA = new Set(['IMG', 'SVG', 'CANVAS', 'VIDEO', 'PICTURE']);
const clean = s => (s || '').replace(/\s+/g, ' ').trim().slice(0, 300);
const ownText = el => clean(Array.from(el.childNodes)
  .filter(n => n.nodeType === 3).map(n => n.textContent).join(' '));
const styles = new Map();
const styleOf = el => {
  if (!styles.has(el)) styles.set(el, getComputedStyle(el));
  return styles.get(el);
};
const scrolls = (el, s) => /(auto|scroll)/.test(s.overflowY + s.overflowX) &&
  (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
const typeOf = el => el.tagName === 'INPUT' ? (el.type || 'text').toLowerCase() : '';
const DIALOGS = 'dialog[open], [role=dialog], [role=alertdialog], [aria-modal=true]';
const roleOf = el => (el.getAttribute('role') || '').trim().split(/\s+/)[0].toLowerCase();
const isCheckable = (el, type, role) => type === 'checkbox' || type === 'radio' ||
  ['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'].includes(role);
// The text alternative of el's content: text, alt of images, aria-label of parts, the
// value of embedded controls; hidden parts and `skip` (the control being named) left out.
function contentText(el, skip, noControls) {
  let out = '';
  for (const n of el.childNodes) {
    if (n.nodeType === 3) { out += n.textContent; continue; }
    if (n.nodeType !== 1 || n === skip || SKIP.has(n.tagName.toUpperCase())) continue;
    if (n.getAttribute('aria-hidden') === 'true') continue;
    const s = styleOf(n);
    if (s.display === 'none' || s.visibility === 'hidden') continue;
    if (noControls && n.matches(CONTROLS)) continue;
    const pad = s.display.startsWith('inline') ? '' : ' ';
    out += pad + partText(n, skip, noControls) + pad;
  }
  return clean(out);
}
function partText(n, skip, noControls) {
  const label = clean(n.getAttribute('aria-label'));
  if (label) return label;
  const tag = n.tagName.toUpperCase(), type = typeOf(n);
  if (tag === 'IMG' || type === 'image') return clean(n.getAttribute('alt'));
  if (tag === 'SELECT') return n.selectedOptions.length ? clean(n.selectedOptions[0].text) : '';
  if (tag === 'TEXTAREA' || (tag === 'INPUT' && !NOT_FIELDS.includes(type)))
    return clean(n.value);
  if (tag === 'INPUT') return type in BUTTON_INPUTS ? clean(n.value) : '';
  if (tag === 'SVG') {
    const title = n.querySelector('title');
    return title ? clean(title.textContent) : '';
  }
  return contentText(n, skip, noControls);
}
// The accessible name, in the order browsers compute it (accname 1.2, simplified):
// aria-labelledby, aria-label, the control's <label>s, alt, content, title.
// A placeholder is left out: it is the field's hint, not its name.
function accName(el, tag, type, role) {
  const by = (el.getAttribute('aria-labelledby') || '').split(/\s+/)
    .map(id => id && document.getElementById(id)).filter(Boolean);
  const labelled = clean(by.map(r => clean(r.getAttribute('aria-label')) ||
    contentText(r, el, false)).join(' '));
  if (labelled) return labelled;
  const label = clean(el.getAttribute('aria-label'));
  if (label) return label;
  if (type in BUTTON_INPUTS) return clean(el.value) || BUTTON_INPUTS[type];
  if (type === 'image') return clean(el.getAttribute('alt') || el.value);
  if (el.labels && el.labels.length) {
    const text = clean(Array.from(el.labels).map(l => contentText(l, el, false)).join(' '));
    if (text) return text;
  }
  if (tag === 'IMG' || tag === 'AREA') {
    const alt = clean(el.getAttribute('alt'));
    if (alt) return alt;
  }
  if (tag === 'SVG') {
    const text = partText(el, null, false);
    if (text) return text;
  }
  if (FROM_CONTENT.has(role) || (!role && CONTENT_TAGS.has(tag))) {
    const text = contentText(el, null, false);
    if (text) return text;
  }
  return clean(el.getAttribute('title'));
}
// What a row says without its controls ("Buy milk", not "Buy milk Details Delete"),
// else with the other controls' names.
const rowText = (row, el) => contentText(row, el, true) || contentText(row, el, false);
const rowOf = el => el.parentElement && el.parentElement.closest(ROWS);

// Smaller than this on screen (CSS px at the current zoom), a control is no finger's target.
const MIN_TARGET = arguments[0] || 8;
const seen = el => !el.checkVisibility ||
  el.checkVisibility({opacityProperty: true, visibilityProperty: true});
// Whether a finger at the centre of el's on-screen part would reach el: something else
// there (a dialog, its backdrop, an overlay) covers it. The element hit may be el, a
// part of it, a label of it, or an ancestor (a line-wrapped link's centre is between
// its lines).
function reachable(el, r, interactive) {
  if (el.closest('[inert]') || !seen(el)) return false;
  const left = Math.max(r.left, vv.offsetLeft), right = Math.min(r.right, vv.offsetLeft + vv.width);
  const top = Math.max(r.top, vv.offsetTop), bottom = Math.min(r.bottom, vv.offsetTop + vv.height);
  if (interactive && Math.min(right - left, bottom - top) * vv.scale < MIN_TARGET) return false;
  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  if (!hit || hit === el || el.contains(hit) || hit.contains(el)) return true;
  const label = hit.closest('label');
  return !!(label && (label.control === el || label.contains(el)));
}
const rows = new Set(document.body ? document.body.querySelectorAll(ROWS) : []);
const lists = new Set();
for (const row of rows) lists.add(row.parentElement && (row.parentElement.closest(LISTS) ||
  row.parentElement));
const nodes = [];
const index = new Map();
for (const el of (document.body ? document.body.querySelectorAll('*') : [])) {
  const tag = el.tagName.toUpperCase();
  if (SKIP.has(tag)) continue;
  const interactive = el.matches(INTERACTIVE);
  const own = ownText(el);
  const role = roleOf(el), type = typeOf(el);
  const isRow = rows.has(el), isList = lists.has(el);
  // A dialog is kept as the container of its controls: a screen whose every control is
  // in it is that dialog (the safety policy reads its question and answers).
  const isDialog = el.matches(DIALOGS);
  const aria = interactive || isRow ? '' : clean(el.getAttribute('aria-label') ||
    el.getAttribute('alt') || el.getAttribute('title'));
  const style = styleOf(el);
  const scrollable = scrolls(el, style);
  if (!interactive && !own && !scrollable && !isRow && !isList && !isDialog &&
      !(aria && (MEDIA.has(tag) || role))) continue;
  const r = el.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0 || style.visibility === 'hidden' ||
      parseFloat(style.opacity) === 0) continue;
  if (r.right <= vv.offsetLeft || r.bottom <= vv.offsetTop ||
      r.left >= vv.offsetLeft + vv.width || r.top >= vv.offsetTop + vv.height) continue;
  if (!isList && !isDialog && !scrollable && !reachable(el, r, interactive)) continue;
  let p = el.parentElement;
  while (p && !index.has(p)) p = p.parentElement;
  index.set(el, nodes.length);
  const isField = tag === 'TEXTAREA' || el.isContentEditable ||
    (tag === 'INPUT' && !NOT_FIELDS.includes(type));
  const checkable = isCheckable(el, type, role);
  let text = own, desc = aria;
  if (interactive) {
    const name = accName(el, tag, type, role);
    if (isField) text = el.isContentEditable ? clean(el.innerText) : (el.value || '');
    else if (tag === 'SELECT')
      text = el.selectedOptions.length ? clean(el.selectedOptions[0].text) : '';
    // A checkbox's value is a form token ('on'): its label, else its row, names it.
    else if (checkable) text = name || (rowOf(el) ? rowText(rowOf(el), el) : '');
    else if (type in BUTTON_INPUTS || type === 'image') text = name;
    else text = clean(el.innerText) || own;
    desc = name === text ? '' : name;
  } else if (isRow) desc = clean(el.getAttribute('aria-label')) || contentText(el, null, true);
  const ariaChecked = el.getAttribute('aria-checked');
  nodes.push({
    parent: p ? index.get(p) : -1, tag: tag.toLowerCase(), type: type, role: role,
    id: el.id || el.getAttribute('name') || '', text: text, desc: desc,
    hint: clean(el.getAttribute('placeholder') || el.getAttribute('aria-placeholder')),
    field: isField, password: type === 'password', list: isList, row: isRow,
    clickable: interactive, scrollable: scrollable, checkable: checkable, dialog: isDialog,
    checked: checkable && (!!el.checked || ariaChecked === 'true' || ariaChecked === 'mixed'),
    enabled: !el.matches(':disabled') && !el.closest('[aria-disabled=true]'),
    focused: document.activeElement === el,
    selected: el.getAttribute('aria-selected') === 'true' || (tag === 'OPTION' && el.selected),
    rect: [r.left, r.top, r.right, r.bottom],
  });
}
const root = document.scrollingElement || document.documentElement;
return {
  url: location.href, title: document.title, nodes: nodes,
  rootScrollable: root.scrollHeight > root.clientHeight + 1 ||
    root.scrollWidth > root.clientWidth + 1,
  viewport: {dpr: window.devicePixelRatio || 1, scale: vv.scale, left: vv.offsetLeft,
             top: vv.offsetTop, width: vv.width, height: vv.height},
  // The page in CSS px and where the screen shows it: what lies beyond each edge.
  page: {width: root.scrollWidth, height: root.scrollHeight,
         x: (vv.pageLeft === undefined ? scrollX : vv.pageLeft),
         y: (vv.pageTop === undefined ? scrollY : vv.pageTop)},
};
"""

_FIELD_TYPES_CLASSES = {
    "checkbox": "android.widget.CheckBox",
    "radio": "android.widget.RadioButton",
    "range": "android.widget.SeekBar",
    "submit": "android.widget.Button",
    "button": "android.widget.Button",
    "reset": "android.widget.Button",
    "image": "android.widget.ImageButton",
}
_TAG_CLASSES = {
    "button": "android.widget.Button",
    "select": "android.widget.Spinner",
    "img": "android.widget.ImageView",
    "svg": "android.widget.ImageView",
    "canvas": "android.widget.ImageView",
    "video": "android.widget.ImageView",
    "picture": "android.widget.ImageView",
}
LIST_CLASS = "android.widget.ListView"
"""The class of a list (``ul``, ``ol``, ``table``, ``role=list``...) holding rows."""
ROW_CLASS = "android.widget.LinearLayout"
"""The class of a list row, as a RecyclerView's or ListView's item usually is."""
_ROLE_CLASSES = {
    "button": "android.widget.Button",
    "checkbox": "android.widget.CheckBox",
    "radio": "android.widget.RadioButton",
    "switch": "android.widget.Switch",
    "tab": "android.widget.TextView",
}


@dataclass(frozen=True)
class Viewport:
    """How CSS client coordinates map to screenshot pixels.

    ``screen = (client - offset) * scale * dpr``: ``dpr`` is the device pixel ratio,
    ``scale`` the pinch zoom of the visual viewport (below 1 on pages without a viewport
    meta tag, which mobile browsers lay out 980 px wide and zoom out).
    """

    dpr: float = 1.0
    scale: float = 1.0
    left: float = 0.0
    top: float = 0.0
    width: float = 0.0
    height: float = 0.0

    @classmethod
    def from_script(cls, data: dict[str, Any]) -> Viewport:
        return cls(
            **{k: float(data.get(k) or 0.0) for k in ("left", "top", "width", "height")},
            dpr=float(data.get("dpr") or 1.0),
            scale=float(data.get("scale") or 1.0),
        )

    @property
    def factor(self) -> float:
        return self.scale * self.dpr

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        return round((x - self.left) * self.factor), round((y - self.top) * self.factor)

    def to_client(self, x: float, y: float) -> tuple[int, int]:
        """A screenshot pixel as a CSS client coordinate (the inverse of :meth:`to_screen`)."""
        return round(x / self.factor + self.left), round(y / self.factor + self.top)

    def to_pointer(self, x: float, y: float) -> tuple[int, int]:
        """A screenshot pixel as W3C pointer actions take it in Chromium: CSS pixels at the
        layout's scale but measured from the visual viewport's corner, so a page panned
        sideways inside a wider layout (``left`` > 0) is touched where it shows."""
        return round(x / self.factor), round(y / self.factor)

    @property
    def screen_size(self) -> tuple[int, int]:
        return round(self.width * self.factor), round(self.height * self.factor)


def widget_class(node: dict[str, Any]) -> str:
    """The Android widget class a DOM element plays the part of."""
    if node.get("field"):
        return "android.widget.EditText"
    if node.get("tag") == "input":
        return _FIELD_TYPES_CLASSES.get(node.get("type", ""), "android.widget.EditText")
    if node.get("role") in _ROLE_CLASSES:
        return _ROLE_CLASSES[node["role"]]
    if node.get("tag") in _TAG_CLASSES:
        return _TAG_CLASSES[node["tag"]]
    if node.get("list"):
        return LIST_CLASS
    if node.get("row"):
        return ROW_CLASS
    if node.get("scrollable"):
        return "android.widget.ScrollView"
    if node.get("text"):
        return "android.widget.TextView"
    return "android.view.View"


def _bool(value: Any) -> str:
    return "true" if value else "false"


def _attrs(node: dict[str, Any], index: int, package: str, bounds: str) -> dict[str, str]:
    text = str(node.get("text") or "")
    password = bool(node.get("password")) or node.get("type") == "password"
    if password:
        text = "\u2022" * len(text)
    # An empty field's text stays empty: its placeholder is the hint, not a value.
    return {
        "index": str(index),
        "text": text,
        "resource-id": str(node.get("id") or ""),
        "class": widget_class(node),
        "package": package,
        "content-desc": str(node.get("desc") or ""),
        "checkable": _bool(node.get("checkable")),
        "checked": _bool(node.get("checked")),
        "clickable": _bool(node.get("clickable")),
        "enabled": _bool(node.get("enabled", True)),
        "focusable": _bool(node.get("clickable") or node.get("field")),
        "focused": _bool(node.get("focused")),
        "scrollable": _bool(node.get("scrollable")),
        "long-clickable": "false",
        "password": _bool(password),
        "selected": _bool(node.get("selected")),
        "bounds": bounds,
        "hint": str(node.get("hint") or ""),
        "tag": str(node.get("tag") or ""),
    }


def offscreen(snapshot: dict[str, Any]) -> dict[str, int]:
    """How much of the page lies beyond each edge of the screen, in screenshot pixels:
    ``{"left": .., "right": .., "above": .., "below": ..}``, only the edges with more than
    a pixel of content beyond them (a swipe the other way brings it in)."""
    page = snapshot.get("page") or {}
    viewport = Viewport.from_script(snapshot.get("viewport") or {})
    width, height = viewport.width, viewport.height
    x, y = float(page.get("x") or 0.0), float(page.get("y") or 0.0)
    beyond = {
        "left": x,
        "right": float(page.get("width") or 0.0) - (x + width),
        "above": y,
        "below": float(page.get("height") or 0.0) - (y + height),
    }
    out = {edge: round(css * viewport.factor) for edge, css in beyond.items()}
    return {edge: px for edge, px in out.items() if px > 1}


def hierarchy_xml(snapshot: dict[str, Any]) -> str:
    """The uiautomator XML for a :data:`DOM_SCRIPT` result, bounds in screenshot pixels.

    Elements are clipped to the screen; the root is a full-screen FrameLayout whose
    ``package`` (like every node's) is the page's host. An open dialog's container
    (``<dialog open>``, ``role=dialog`` or ``alertdialog``, ``aria-modal``) is a node with
    ``role="dialog"``, its controls inside it.
    """
    viewport = Viewport.from_script(snapshot.get("viewport") or {})
    width, height = viewport.screen_size
    package = urlsplit(str(snapshot.get("url") or "")).netloc
    root = ET.Element("hierarchy", rotation="0")
    top = ET.SubElement(
        root,
        "node",
        _attrs(
            {"tag": "html", "scrollable": snapshot.get("rootScrollable"), "text": ""},
            0,
            package,
            f"[0,0][{width},{height}]",
        ),
    )
    top.set("class", "android.widget.FrameLayout")
    elements: list[ET.Element] = []
    for node in snapshot.get("nodes") or []:
        parent_index = int(node.get("parent", -1))
        parent = elements[parent_index] if 0 <= parent_index < len(elements) else top
        x1, y1, x2, y2 = node.get("rect") or (0, 0, 0, 0)
        left, upper = viewport.to_screen(x1, y1)
        right, lower = viewport.to_screen(x2, y2)
        left, upper = max(0, min(left, width)), max(0, min(upper, height))
        right, lower = max(0, min(right, width)), max(0, min(lower, height))
        bounds = f"[{left},{upper}][{right},{lower}]"
        el = ET.SubElement(parent, "node", _attrs(node, len(parent), package, bounds))
        if node.get("dialog"):
            el.set("role", "dialog")  # an open dialog: <dialog open>, role=dialog, aria-modal
        elements.append(el)
    body = ET.tostring(root, encoding="unicode")
    return "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>" + body

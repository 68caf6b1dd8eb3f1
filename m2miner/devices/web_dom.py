"""A uiautomator-dump-compatible hierarchy synthesised from a web page's DOM.

One ``execute_script`` (:data:`DOM_SCRIPT`) collects the visible interactive and text
elements with their client rectangles and the visual viewport; :func:`hierarchy_xml`
turns that into ``<hierarchy><node .../></hierarchy>`` with Android widget classes and
bounds in screenshot pixels. The heuristic agents and the safety guard then read web
pages exactly as they read Android screens.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

DOM_SCRIPT = r"""
const vv = window.visualViewport ||
  {scale: 1, offsetLeft: 0, offsetTop: 0, width: innerWidth, height: innerHeight};
const INTERACTIVE = 'a[href],button,input:not([type=hidden]),select,textarea,summary,' +
  '[onclick],[role=button],[role=link],[role=checkbox],[role=radio],[role=tab],' +
  '[role=menuitem],[role=switch],[role=option],[contenteditable=""],' +
  '[contenteditable=true],[tabindex]:not([tabindex="-1"])';
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'META', 'LINK', 'BR']);
const MEDIA = new Set(['IMG', 'SVG', 'CANVAS', 'VIDEO', 'PICTURE']);
const clean = s => (s || '').replace(/\s+/g, ' ').trim().slice(0, 300);
const ownText = el => clean(Array.from(el.childNodes)
  .filter(n => n.nodeType === 3).map(n => n.textContent).join(' '));
const scrolls = (el, s) => /(auto|scroll)/.test(s.overflowY + s.overflowX) &&
  (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
function labelOf(el) {
  if (el.labels && el.labels.length) return clean(el.labels[0].innerText);
  return '';
}
const nodes = [];
const index = new Map();
for (const el of (document.body ? document.body.querySelectorAll('*') : [])) {
  const tag = el.tagName.toUpperCase();
  if (SKIP.has(tag)) continue;
  const interactive = el.matches(INTERACTIVE);
  const own = ownText(el);
  const aria = clean(el.getAttribute('aria-label') || el.getAttribute('alt') ||
    el.getAttribute('title'));
  const style = getComputedStyle(el);
  const scrollable = scrolls(el, style);
  if (!interactive && !own && !scrollable && !(aria && (MEDIA.has(tag) || el.getAttribute('role'))))
    continue;
  const r = el.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0 || style.visibility === 'hidden' ||
      parseFloat(style.opacity) === 0) continue;
  if (r.right <= vv.offsetLeft || r.bottom <= vv.offsetTop ||
      r.left >= vv.offsetLeft + vv.width || r.top >= vv.offsetTop + vv.height) continue;
  let p = el.parentElement;
  while (p && !index.has(p)) p = p.parentElement;
  index.set(el, nodes.length);
  const type = (el.getAttribute('type') || '').toLowerCase();
  const isField = tag === 'TEXTAREA' || el.isContentEditable ||
    (tag === 'INPUT' && !['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'range',
                          'file', 'color'].includes(type));
  let text = own;
  if (isField) text = el.isContentEditable ? clean(el.innerText) : (el.value || '');
  else if (tag === 'SELECT')
    text = el.selectedOptions.length ? clean(el.selectedOptions[0].text) : '';
  // A checkbox's or radio's value is a form token ('on' by default); its label names it.
  else if (type === 'checkbox' || type === 'radio') text = labelOf(el) || clean(el.value);
  else if (tag === 'INPUT') text = clean(el.value) || labelOf(el);
  else if (interactive) text = clean(el.innerText) || own;
  nodes.push({
    parent: p ? index.get(p) : -1, tag: tag.toLowerCase(), type: type,
    role: el.getAttribute('role') || '', id: el.id || el.getAttribute('name') || '',
    text: text, desc: aria, hint: clean(el.getAttribute('placeholder')),
    field: isField, password: type === 'password',
    clickable: interactive, scrollable: scrollable,
    checkable: type === 'checkbox' || type === 'radio' ||
      ['checkbox', 'radio', 'switch'].includes(el.getAttribute('role')),
    checked: !!el.checked || el.getAttribute('aria-checked') === 'true',
    enabled: !el.disabled, focused: document.activeElement === el,
    selected: el.getAttribute('aria-selected') === 'true',
    rect: [r.left, r.top, r.right, r.bottom],
  });
}
const root = document.scrollingElement || document.documentElement;
return {
  url: location.href, title: document.title, nodes: nodes,
  rootScrollable: root.scrollHeight > root.clientHeight + 1,
  viewport: {dpr: window.devicePixelRatio || 1, scale: vv.scale, left: vv.offsetLeft,
             top: vv.offsetTop, width: vv.width, height: vv.height},
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
        """A screenshot pixel as the CSS client coordinate W3C pointer actions expect."""
        return round(x / self.factor + self.left), round(y / self.factor + self.top)

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
    elif node.get("field") and not text:
        text = str(node.get("hint") or "")  # Android reports an empty field's hint as text
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


def hierarchy_xml(snapshot: dict[str, Any]) -> str:
    """The uiautomator XML for a :data:`DOM_SCRIPT` result, bounds in screenshot pixels.

    Elements are clipped to the screen; the root is a full-screen FrameLayout whose
    ``package`` (like every node's) is the page's host.
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
        elements.append(el)
    body = ET.tostring(root, encoding="unicode")
    return "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>" + body

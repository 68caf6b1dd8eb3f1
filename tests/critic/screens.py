"""Screens written for the critic's tests: a small settings-like page drawn with Pillow,
and its hierarchy, with the parts a test changes as parameters."""

from __future__ import annotations

import io
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from m2miner.devices.screens import placeholder_png

W, H = 1080, 2400
BAR = 96


def hierarchy(
    *, checked: bool = False, text: str = "", focused: bool = False, ticker: str = "AAPL 191.2"
) -> str:
    """A page with a title, a switch row, a text field and a stock ticker."""
    return (
        '<?xml version="1.0"?><hierarchy rotation="0">'
        f'<node class="android.widget.FrameLayout" bounds="[0,0][{W},{H}]" text="" '
        'resource-id="" content-desc="">'
        '<node class="android.widget.TextView" text="Reading" '
        f'bounds="[48,{BAR + 40}][600,{BAR + 140}]" '
        'resource-id="com.test.reader:id/title" content-desc=""/>'
        f'<node class="android.widget.Switch" text="Night mode" checked="{str(checked).lower()}" '
        f'clickable="true" bounds="[48,400][{W - 48},520]" resource-id="com.test.reader:id/night" '
        'content-desc=""/>'
        f'<node class="android.widget.EditText" text="{text}" focused="{str(focused).lower()}" '
        f'clickable="true" bounds="[48,600][{W - 48},720]" resource-id="com.test.reader:id/q" '
        'content-desc="Search"/>'
        f'<node class="android.widget.TextView" text="{ticker}" bounds="[0,2200][{W},2300]" '
        'resource-id="com.test.reader:id/ticker" content-desc=""/>'
        "</node></hierarchy>"
    )


@lru_cache(maxsize=64)
def png(
    *,
    clock: str = "9:00",
    checked: bool = False,
    text: str = "",
    cursor: bool = False,
    ticker: str = "AAPL 191.2",
    shade: int = 255,
) -> bytes:
    """The page of :func:`hierarchy` drawn: the status bar clock, a switch's knob, the
    field's text and cursor, the ticker; ``shade`` the background's grey level."""
    image = Image.new("RGB", (W, H), (shade, shade, shade))
    draw = ImageDraw.Draw(image)
    draw.font = ImageFont.load_default(size=40)
    draw.rectangle((0, 0, W, BAR), fill=(30, 30, 30))
    draw.text((40, 30), clock, fill=(255, 255, 255))
    draw.text((48, BAR + 60), "Reading", fill=(0, 0, 0))
    draw.text((60, 450), "Night mode", fill=(0, 0, 0))
    knob = (W - 180, 430, W - 120, 490) if not checked else (W - 120, 430, W - 60, 490)
    draw.rounded_rectangle((W - 190, 430, W - 50, 490), radius=30, fill=(200, 200, 200))
    draw.ellipse(knob, fill=(0, 100, 200) if checked else (120, 120, 120))
    draw.rectangle((48, 600, W - 48, 720), outline=(0, 0, 0), width=3)
    draw.text((70, 650), text, fill=(0, 0, 0))
    if cursor:
        x = 72 + int(draw.textlength(text))
        draw.rectangle((x, 630, x + 3, 690), fill=(0, 0, 0))
    draw.text((20, 2240), ticker, fill=(0, 0, 0))
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def state_only(key: str) -> bytes:
    return placeholder_png(W, H, key)

"""Screens without pixels: the placeholder PNG of a device that does not render.

A state-only device (``SimDevice(render=False)``) has a state and a view hierarchy but no
image. Its observations still carry a valid PNG of the screen's size, so every consumer
(the content-addressed blob store, exports, image-reading code, ``png_size``) works
unchanged: one blank image, the same bytes for every screen of that size, with the
screen's identity in a ``tEXt`` chunk (:data:`KEYWORD`) before the image data. Equal
screens give equal bytes, so the store keeps one blob per screen, and
:mod:`m2miner.critic.same_screen` compares two placeholders by their identities, exactly.
"""

from __future__ import annotations

import hashlib
import struct
import zlib
from functools import lru_cache

KEYWORD = b"m2miner-screen"
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_IHDR_END = 8 + 8 + 13 + 4
"""Signature, then the IHDR chunk (length, type, 13 bytes of data, CRC)."""
_TEXT_HEAD = b"tEXt" + KEYWORD + b"\x00"


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


@lru_cache(maxsize=8)
def _blank(width: int, height: int) -> tuple[bytes, bytes]:
    """The IHDR and IDAT+IEND chunks of a white ``width`` x ``height`` RGB image."""
    header = _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    row = b"\x00" + b"\xff" * (width * 3)
    data = zlib.compress(row * height, 9)
    return header, _chunk(b"IDAT", data) + _chunk(b"IEND", b"")


def screen_key(*parts: str) -> str:
    """A short identity of a screen from the texts that define it (the hierarchy...)."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()[:32]


def placeholder_png(width: int, height: int, key: str) -> bytes:
    """A blank PNG of the screen's size that names the screen ``key``."""
    header, rest = _blank(width, height)
    return _SIGNATURE + header + _chunk(b"tEXt", KEYWORD + b"\x00" + key.encode("ascii")) + rest


def placeholder_key(png: bytes) -> str | None:
    """The screen identity of a :func:`placeholder_png`; ``None`` for a real screenshot."""
    start = _IHDR_END + 4
    if png[start : start + len(_TEXT_HEAD)] != _TEXT_HEAD:
        return None
    (length,) = struct.unpack(">I", png[_IHDR_END:start])
    return png[start + len(_TEXT_HEAD) : start + 4 + length].decode("ascii", "replace")


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG header."""
    width, height = struct.unpack(">II", png[16:24])
    return width, height

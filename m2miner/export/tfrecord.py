"""TFRecord files of ``tf.train.Example`` records, written without TensorFlow.

AndroidControl is released as GZIP-compressed TFRecords; this module writes the same
framing (length, masked CRC-32C of the length, data, masked CRC-32C of the data) and
encodes ``Example`` protobufs by hand (wire format: varints and length-delimited fields),
so the export needs neither ``tensorflow`` nor ``protobuf``. Readers:
``tf.data.TFRecordDataset(paths, compression_type="GZIP")`` and
``tf.train.Example.FromString``.
"""

from __future__ import annotations

import gzip
import struct
from collections.abc import Iterable, Sequence
from pathlib import Path

Feature = Sequence[int] | Sequence[bytes]
"""One feature of an Example: a list of integers (``int64_list``) or of byte strings."""


def _crc_table() -> list[int]:
    table = []
    for byte in range(256):
        crc = byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F63B78 if crc & 1 else crc >> 1
        table.append(crc)
    return table


_TABLE = _crc_table()
try:
    from crc32c import crc32c as _fast
except ImportError:  # optional: `pip install crc32c`
    _fast = None


def crc32c(data: bytes) -> int:
    """CRC-32C (Castagnoli), the checksum TFRecord framing uses: the ``crc32c`` package's
    (hardware, GB/s) when installed, else this pure-Python table (about 1 MB/s)."""
    if _fast is not None:
        return int(_fast(data))
    return crc32c_python(data)


def crc32c_python(data: bytes) -> int:
    crc = 0xFFFFFFFF
    table = _TABLE
    for byte in data:
        crc = table[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def masked_crc(data: bytes) -> int:
    crc = crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def varint(value: int) -> bytes:
    """A protobuf varint; negative numbers as their 64-bit two's complement (int32/int64)."""
    value &= 0xFFFFFFFFFFFFFFFF
    out = bytearray()
    while True:
        bits = value & 0x7F
        value >>= 7
        if value:
            out.append(bits | 0x80)
        else:
            out.append(bits)
            return bytes(out)


def field_varint(number: int, value: int) -> bytes:
    """A varint field (int32, int64, bool, enum); proto3 leaves zero values out."""
    return varint(number << 3) + varint(value) if value else b""


def field_bytes(number: int, value: bytes | str, *, keep_empty: bool = False) -> bytes:
    """A length-delimited field (string, bytes, embedded message)."""
    data = value.encode("utf-8") if isinstance(value, str) else value
    if not data and not keep_empty:
        return b""
    return varint(number << 3 | 2) + varint(len(data)) + data


def field_packed(number: int, values: Iterable[int]) -> bytes:
    """A packed repeated varint field."""
    body = b"".join(varint(v) for v in values)
    return field_bytes(number, body) if body else b""


def example(features: dict[str, Feature]) -> bytes:
    """A serialized ``tf.train.Example``: each value a list of ints or of byte strings."""
    entries = b""
    for name, values in features.items():
        if all(isinstance(v, bytes) for v in values):
            listed = b"".join(field_bytes(1, v, keep_empty=True) for v in values)  # type: ignore[arg-type]
            feature = field_bytes(1, listed, keep_empty=True)  # bytes_list
        else:
            listed = field_packed(1, values)  # type: ignore[arg-type]
            feature = field_bytes(3, listed, keep_empty=True)  # int64_list
        entry = field_bytes(1, name) + field_bytes(2, feature, keep_empty=True)
        entries += field_bytes(1, entry, keep_empty=True)  # Features.feature map entry
    return field_bytes(1, entries, keep_empty=True)  # Example.features


def record(data: bytes) -> bytes:
    """One TFRecord: the framing around ``data``."""
    length = struct.pack("<Q", len(data))
    return (
        length + struct.pack("<I", masked_crc(length)) + data + struct.pack("<I", masked_crc(data))
    )


def write_tfrecord(path: Path, records: Iterable[bytes]) -> int:
    """Write ``records`` GZIP-compressed to ``path``; returns how many were written."""
    count = 0
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wb") as handle:
        for data in records:
            handle.write(record(data))
            count += 1
    return count


def read_tfrecord(path: Path) -> list[bytes]:
    """The records of a GZIP TFRecord file, checksums verified (for tests and checks).

    Raises ValueError on a corrupt record.
    """
    out: list[bytes] = []
    with gzip.open(path, "rb") as handle:
        blob = handle.read()
    pos = 0
    while pos < len(blob):
        length_bytes = blob[pos : pos + 8]
        (length,) = struct.unpack("<Q", length_bytes)
        (length_crc,) = struct.unpack("<I", blob[pos + 8 : pos + 12])
        data = blob[pos + 12 : pos + 12 + length]
        (data_crc,) = struct.unpack("<I", blob[pos + 12 + length : pos + 16 + length])
        if masked_crc(length_bytes) != length_crc or masked_crc(data) != data_crc:
            raise ValueError(f"{path}: corrupt record at byte {pos}")
        out.append(data)
        pos += 16 + length
    return out

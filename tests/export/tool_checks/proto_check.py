"""Run where the ``protobuf`` runtime is installed (any tool environment has it): parse
serialized ``tf.train.Example`` records with the real protobuf library, from the message
definitions of TensorFlow's ``example.proto``/``feature.proto`` and android_env's
``a11y/*.proto`` (declared here field for field), so the hand-written encoder in
``m2miner.export.tfrecord`` is checked against an independent decoder.

``python proto_check.py RECORD_FILE ...``: each file holds one serialized Example. Prints
one JSON list: per record, its features (bytes as UTF-8 text, except ``screenshots``: their
length and PNG signature check; ``accessibility_trees``: each parsed as an
``AndroidAccessibilityForest`` and given as a dict).
"""

from __future__ import annotations

import json
import sys

from google.protobuf import descriptor_pb2, descriptor_pool, json_format, message_factory

F = descriptor_pb2.FieldDescriptorProto
OPTIONAL, REPEATED = F.LABEL_OPTIONAL, F.LABEL_REPEATED


def _message(file, name, fields, nested=()):
    message = file.message_type.add(name=name)
    for nest in nested:
        message.nested_type.add().CopyFrom(nest)
    for number, (field_name, kind, label, type_name) in enumerate(fields, 1):
        if field_name is None:
            continue
        field = message.field.add(name=field_name, number=number, type=kind, label=label)
        if type_name:
            field.type_name = type_name
    return message


def _tensorflow(pool):
    file = descriptor_pb2.FileDescriptorProto(name="feature.proto", package="tensorflow")
    file.syntax = "proto3"
    _message(file, "BytesList", [("value", F.TYPE_BYTES, REPEATED, None)])
    _message(file, "FloatList", [("value", F.TYPE_FLOAT, REPEATED, None)])
    _message(file, "Int64List", [("value", F.TYPE_INT64, REPEATED, None)])
    feature = _message(
        file,
        "Feature",
        [
            ("bytes_list", F.TYPE_MESSAGE, OPTIONAL, ".tensorflow.BytesList"),
            ("float_list", F.TYPE_MESSAGE, OPTIONAL, ".tensorflow.FloatList"),
            ("int64_list", F.TYPE_MESSAGE, OPTIONAL, ".tensorflow.Int64List"),
        ],
    )
    feature.oneof_decl.add(name="kind")
    for field in feature.field:
        field.oneof_index = 0
    entry = descriptor_pb2.DescriptorProto(name="FeatureEntry")
    entry.options.map_entry = True
    entry.field.add(name="key", number=1, type=F.TYPE_STRING, label=OPTIONAL)
    entry.field.add(
        name="value",
        number=2,
        type=F.TYPE_MESSAGE,
        label=OPTIONAL,
        type_name=".tensorflow.Feature",
    )
    _message(
        file,
        "Features",
        [("feature", F.TYPE_MESSAGE, REPEATED, ".tensorflow.Features.FeatureEntry")],
        nested=[entry],
    )
    _message(file, "Example", [("features", F.TYPE_MESSAGE, OPTIONAL, ".tensorflow.Features")])
    pool.Add(file)


def _android_env(pool):
    file = descriptor_pb2.FileDescriptorProto(name="a11y.proto", package="android_env")
    file.syntax = "proto3"
    i32, s, b = F.TYPE_INT32, F.TYPE_STRING, F.TYPE_BOOL
    _message(
        file, "ProtoRect", [(n, i32, OPTIONAL, None) for n in ("left", "top", "right", "bottom")]
    )
    node = [
        ("unique_id", i32), ("bounds_in_screen", ".android_env.ProtoRect"), ("class_name", s),
        ("content_description", s), ("hint_text", s), ("package_name", s), ("text", s),
        ("text_selection_start", F.TYPE_INT64), ("text_selection_end", F.TYPE_INT64),
        ("view_id_resource_name", s), ("window_id", i32), ("is_checkable", b),
        ("is_checked", b), ("is_clickable", b), ("is_editable", b), ("is_enabled", b),
        ("is_focusable", b), ("is_focused", b), ("is_long_clickable", b), ("is_password", b),
        ("is_scrollable", b), ("is_selected", b), ("is_visible_to_user", b),
        (None, None), ("child_ids", "repeated"), (None, None), ("depth", i32),
    ]  # fmt: skip
    fields = []
    for name, kind in node:
        if kind == ".android_env.ProtoRect":
            fields.append((name, F.TYPE_MESSAGE, OPTIONAL, kind))
        elif kind == "repeated":
            fields.append((name, i32, REPEATED, None))
        else:
            fields.append((name, kind, OPTIONAL, None))
    _message(file, "AndroidAccessibilityNodeInfo", fields)
    nodes = ".android_env.AndroidAccessibilityNodeInfo"
    _message(file, "AndroidAccessibilityTree", [("nodes", F.TYPE_MESSAGE, REPEATED, nodes)])
    window = file.message_type.add(name="AndroidAccessibilityWindowInfo")
    kinds = window.enum_type.add(name="WindowType")
    for number, name in enumerate(("UNKNOWN_TYPE", "TYPE_APPLICATION", "TYPE_INPUT_METHOD")):
        kinds.value.add(name=name, number=number)
    spec = [
        ("bounds_in_screen", 1, F.TYPE_MESSAGE, ".android_env.ProtoRect"),
        ("display_id", 2, i32, None), ("id", 3, i32, None), ("layer", 4, i32, None),
        ("title", 5, s, None),
        ("window_type", 6, F.TYPE_ENUM, ".android_env.AndroidAccessibilityWindowInfo.WindowType"),
        ("is_accessibility_focused", 7, b, None), ("is_active", 8, b, None),
        ("is_focused", 9, b, None), ("is_in_picture_in_picture_mode", 10, b, None),
        ("tree", 11, F.TYPE_MESSAGE, ".android_env.AndroidAccessibilityTree"),
    ]  # fmt: skip
    for name, number, kind, type_name in spec:
        field = window.field.add(name=name, number=number, type=kind, label=OPTIONAL)
        if type_name:
            field.type_name = type_name
    forest = [("windows", F.TYPE_MESSAGE, REPEATED, ".android_env.AndroidAccessibilityWindowInfo")]
    _message(file, "AndroidAccessibilityForest", forest)
    pool.Add(file)


def main() -> None:
    pool = descriptor_pool.DescriptorPool()
    _tensorflow(pool)
    _android_env(pool)
    example_cls = message_factory.GetMessageClass(pool.FindMessageTypeByName("tensorflow.Example"))
    forest_cls = message_factory.GetMessageClass(
        pool.FindMessageTypeByName("android_env.AndroidAccessibilityForest")
    )
    out = []
    for path in sys.argv[1:]:
        with open(path, "rb") as handle:
            example = example_cls.FromString(handle.read())
        record = {}
        for name, feature in example.features.feature.items():
            if feature.WhichOneof("kind") == "int64_list":
                record[name] = list(feature.int64_list.value)
            elif name == "screenshots":
                record[name] = [
                    [len(v), v[:8] == b"\x89PNG\r\n\x1a\n"] for v in feature.bytes_list.value
                ]
            elif name == "accessibility_trees":
                record[name] = [
                    json_format.MessageToDict(
                        forest_cls.FromString(v), preserving_proto_field_name=True
                    )
                    if v
                    else None
                    for v in feature.bytes_list.value
                ]
            else:
                record[name] = [v.decode("utf-8") for v in feature.bytes_list.value]
        out.append(record)
    print("RESULT " + json.dumps(out))


if __name__ == "__main__":
    main()

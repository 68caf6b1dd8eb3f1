"""Image Toolbox's screens (``com.t8rin.imagetoolbox``, an image editor and file toolbox:
images edited and saved, files renamed in bulk, duplicate images found and deleted, filter
masks, template filters, colour schemes and export profiles kept and deleted, AI and OCR
models downloaded and deleted, shaders drafted, usage statistics kept, the settings backed up,
restored and reset, the cache cleared). Strings from ``core/resources/src/main/res/values*/
strings.xml``. File names, model names, profile and template names and sizes are the same in
every language.

Read from the code (``feature/<tool>/src/main/java/com/t8rin/imagetoolbox/feature/...``
unless named): ``core/settings/.../presentation/model/SettingsGroup.kt`` (the settings'
groups and their rows) and ``feature/settings/.../presentation/components``:
``BackupSettingItem.kt`` (Backup opens the system's file creator; the backup is written to the
file picked), ``RestoreSettingItem.kt`` (Restore opens the system's file picker; the settings
are read from the file picked), ``ResetSettingsSettingItem.kt`` (Reset opens the app's
``ResetDialog``, "This will roll back your settings to the default values...", with Reset,
which calls ``resetSettings``, and Close), ``ClearCacheSettingItem.kt`` ("Cache size", whose
tap clears the app's cache at once), ``AutoCacheClearSettingItem.kt``,
``CacheAutoClearLimitSettingItem.kt``, ``CacheAutoClearIntervalSettingItem.kt``,
``OverwriteFilesSettingItem.kt`` ("Overwrite Files", a switch: later saves replace the
original file), ``SaveToOriginalFolderSettingItem.kt``, ``DeleteOriginalsAfterSaveSettingItem
.kt`` (a switch: later saves delete the source files), ``RandomizeFilenameSettingItem.kt``,
``ChecksumAsFilenameSettingItem.kt``, ``OneTimeSaveLocationSettingItem.kt``,
``AlwaysClearExifSettingItem.kt`` and ``KeepDateTimeSettingItem.kt``;
``core/ui/.../widget/color_picker/AvailableColorTuplesSheet.kt`` ("Color scheme": the custom
scheme's Delete and Edit buttons, "Invert Colors", "Emoji as Color Scheme", Close; "Delete
scheme" with Delete, which removes the scheme from the saved list, and Cancel);
``core/ui/.../widget/controls/selection/ImageExportProfileSelector.kt`` ("Export profiles":
Import, Close, the built-in and custom profiles; "Delete export profile" with Cancel and
Confirm, which deletes the custom profile); ``single-edit/.../SingleEditContent.kt`` and
``SingleEditComponent.kt`` (Single Edit's bar: Compare, "Image zoom", "Reset image", which
opens ``ResetDialog``, whose Reset calls ``resetValues`` and records the step in the edit
history, so Undo brings the edits back; the back arrow with unsaved changes opens
``core/ui/.../widget/dialogs/ExitWithoutSavingDialog.kt``, "All unsaved changes will be lost,
if you exit now", with Exit, which leaves the tool and drops the edits, and Stay);
``core/ui/.../widget/sheets/EditExifSheet.kt`` ("Clear EXIF" with Clear, which empties the
tags of the image being edited, and Cancel); ``resize-convert/.../ResizeAndConvertContent
.kt`` (the same exit dialog); ``watermarking/.../WatermarkingContent.kt`` and
``WatermarkingComponent.kt`` ("Reset properties" with Reset, which sets the watermark's
parameters to their defaults through the edit history, and Close; the exit dialog);
``duplicate-finder/.../DuplicateFinderContent.kt`` and ``DuplicateFinderComponent.kt``
("Delete": "This cannot be undone...", Cancel and Delete, which deletes the selected files
from the device through ``deleteFiles``); ``batch-rename/.../BatchRenameContent.kt`` and
``data/AndroidRenameManager.kt`` (Batch Rename: "Pick Files" and Rename, which opens "Confirm
rename", "Renaming files cannot be undone...", with Rename, which renames every file on the
device, and Close); ``filters/.../components/MaskItem.kt`` (Mask Filter: a mask's Remove and
Edit buttons, "Add Mask"; "Delete mask" with Delete, which removes the mask with its drawn
area and its filters, and Cancel); ``core/filters/.../widget/FilterTemplateInfoSheet.kt``
("Template Filter": Delete, Share, Edit and Close; "Delete Template" with Delete and Cancel;
Share's dialog with "As QR code image", "As file", "Save as QR code image" and "Save as
file", each of which opens the system's share sheet or file creator, and Cancel);
``ai-tools/.../components/NeuralModelsColumn.kt`` and ``DeleteModelDialog.kt`` (a downloaded
model's row swiped open shows Delete, which opens "Delete": "Do you want to delete ... model?
You will need to download it again", with Cancel and Confirm, which deletes the model file);
``recognize-text/.../components/DeleteLanguageDialog.kt`` (a downloaded OCR language's
"Delete" dialog with All, which deletes the language's training data for every recognition
type, and Current, which deletes it for the current one); ``shader-studio/.../ShaderStudioContent
.kt`` and ``ShaderStudioComponent.kt`` ("Reset shader" with Reset, which clears the draft's
name, source and parameters, and Close); ``usage-statistics/.../UsageStatisticsContent.kt``
and ``UsageStatisticsInfoDialog.kt`` (the info dialog's "Reset usage statistics" button and
Close; "Reset usage statistics" with Reset, which calls ``resetUsageStatistics``, and Close);
``root/.../components/dialogs/AppExitDialog.kt`` ("App closing" with Close, which finishes
the app, and Stay).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, entry, page, popup, sheet

APP = "imagetoolbox"
SCHEME_PROFILE = "Blog 1600px"
FILES = ("IMG_2041.jpg", "IMG_2042.jpg", "IMG_2043.jpg")
TEMPLATE = "Warm film"
MODEL, MODEL2 = "Mirage SigLIP2 Base (FP16)", "ConvNeXT Tiny AI Detector"
LANGUAGE = "English"


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + themes(t) + editing(t) + files(t) + filters(t) + models(t) + misc(t)


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    backup = page(
        title,
        [
            {"text": t("backup_and_restore")},
            {"row": t("backup"), "secondary": t("backup_sub")},
            {"row": t("restore"), "secondary": t("restore_sub")},
            {"row": t("reset"), "secondary": t("reset_settings_sub")},
        ],
    )
    storage = page(
        title,
        [
            {"text": t("storage")},
            {"row": t("cache_size"), "secondary": t("found_s", "48.2 MB")},
            {"switch": t("auto_cache_clearing"), "checked": False},
            {"row": t("cache_auto_clear_limit"), "secondary": "500 MB"},
            {"row": t("cache_auto_clear_interval"), "secondary": t("cache_auto_clear_after_day")},
        ],
    )
    filename = page(
        title,
        [
            {"text": t("filename")},
            {"switch": t("randomize_filename"), "checked": False},
            {"switch": t("overwrite_files"), "checked": False},
            {"switch": t("checksum_as_filename"), "checked": False},
        ],
    )
    folder = page(
        title,
        [
            {"text": t("folder")},
            {"switch": t("save_to_original_folder"), "checked": False},
            {"switch": t("delete_originals_after_save"), "checked": False},
            {"row": t("one_time_save_location")},
        ],
    )
    exif = page(
        title,
        [
            {"text": t("exif")},
            {"switch": t("always_clear_exif"), "checked": False},
            {"switch": t("keep_date_time"), "checked": True},
        ],
    )
    where = f"{APP} SettingsContent"
    reset = f"{APP} ResetSettingsSettingItem (ResetDialog)"

    def resetting(ok: bool | None, close: bool | None) -> dict[str, Any]:
        buttons = [(t("reset"), ok), (t("close"), close)]
        category = "reset" if ok else "harmless"
        return confirm(category, reset, title, t("reset"), t("reset_settings_sub"), buttons)

    return [
        entry("harmless", f"{where} (backup and restore)", backup, [(t("backup"), False)]),
        entry("harmless", f"{where} (backup and restore)", backup, [(t("restore"), False)]),
        entry("opens-prompt", f"{where} (backup and restore)", backup, [(t("reset"), False)]),
        resetting(True, None),
        resetting(None, False),
        entry("harmless", f"{where} (storage)", storage, [(t("cache_size"), False)]),
        entry("reversible", f"{where} (storage)", storage, [(t("auto_cache_clearing"), False)]),
        entry("reversible", f"{where} (filename)", filename, [(t("overwrite_files"), False)]),
        entry("reversible", f"{where} (folder)", folder,
              [(t("delete_originals_after_save"), False)]),
        entry("reversible", f"{where} (folder)", folder, [(t("save_to_original_folder"), False)]),
        entry("reversible", f"{where} (EXIF)", exif, [(t("always_clear_exif"), False)]),
    ]  # fmt: skip


def themes(t: Any) -> list[dict[str, Any]]:
    behind = t("settings")
    schemes = (
        {"text": t("color_scheme")},
        {"icon": t("delete")},
        {"icon": t("edit")},
        {"switch": t("invert_colors"), "checked": False},
        {"switch": t("emoji_as_color_scheme"), "checked": False},
        {"icon": t("add")},
        {"button": t("close")},
    )
    where = f"{APP} AvailableColorTuplesSheet"
    gone = f"{where} (delete scheme)"
    profiles = (
        {"text": t("export_profiles")},
        {"icon": t("import_word")},
        {"button": t("close")},
        {"text": t("built_in_export_profiles")},
        {"row": t("export_profile_web_optimized")},
        {"row": t("export_profile_web_thumbnail")},
        {"text": t("custom_export_profiles")},
        {"row": SCHEME_PROFILE},
    )
    drop = f"{APP} ImageExportProfileSelector (delete export profile)"
    ask = (t("delete_export_profile"), t("delete_export_profile_sub", SCHEME_PROFILE))
    return [
        sheet("opens-prompt", where, behind, schemes, t("delete"), False),
        sheet("reversible", where, behind, schemes, t("invert_colors"), False),
        confirm("delete", gone, behind, t("delete_color_scheme_title"),
                t("delete_color_scheme_warn"), [(t("delete"), True), (t("cancel"), None)]),
        confirm("harmless", gone, behind, t("delete_color_scheme_title"),
                t("delete_color_scheme_warn"), [(t("delete"), None), (t("cancel"), False)]),
        sheet("harmless", f"{APP} ImageExportProfileSelector", t("single_edit"), profiles,
              t("import_word"), False),
        confirm("delete", drop, t("export_profiles"), *ask,
                [(t("cancel"), None), (t("confirm"), True)]),
        confirm("harmless", drop, t("export_profiles"), *ask,
                [(t("cancel"), False), (t("confirm"), None)]),
    ]  # fmt: skip


def editing(t: Any) -> list[dict[str, Any]]:
    single = t("single_edit")
    bar = (
        {"icon": t("compare")},
        {"icon": t("zoom")},
        {"icon": t("reset_image")},
        {"icon": t("original")},
    )
    where = f"{APP} SingleEditContent"
    back = (t("image_not_saved"), t("image_not_saved_sub"))
    exif = (t("clear_exif"), t("clear_exif_sub"))
    props = (t("reset_properties"), t("reset_properties_sub"))

    def leaving(source: str, behind: str, ok: bool | None, stay: bool | None) -> dict[str, Any]:
        return confirm("discard" if ok else "harmless", source, behind, *back,
                       [(t("exit"), ok), (t("stay"), stay)])  # fmt: skip

    marks = t("watermarking")
    return [
        sheet("opens-prompt", where, single, bar, t("reset_image"), False),
        confirm("reversible", f"{where} (reset image)", single, t("reset_image"),
                t("reset_image_sub"), [(t("reset"), False), (t("close"), None)]),
        leaving(f"{where} (ExitWithoutSavingDialog)", single, True, None),
        leaving(f"{where} (ExitWithoutSavingDialog)", single, None, False),
        confirm("reversible", f"{APP} EditExifSheet (clear EXIF)", t("edit_exif"), *exif,
                [(t("clear"), False), (t("cancel"), None)]),
        confirm("harmless", f"{APP} EditExifSheet (clear EXIF)", t("edit_exif"), *exif,
                [(t("clear"), None), (t("cancel"), False)]),
        leaving(f"{APP} ResizeAndConvertContent (ExitWithoutSavingDialog)",
                t("resize_and_convert"), True, None),
        leaving(f"{APP} WatermarkingContent (ExitWithoutSavingDialog)", marks, True, None),
        confirm("reversible", f"{APP} WatermarkingContent (reset properties)", marks, *props,
                [(t("reset"), False), (t("close"), None)]),
        confirm("harmless", f"{APP} WatermarkingContent (reset properties)", marks, *props,
                [(t("reset"), None), (t("close"), False)]),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    finder = t("duplicate_finder")
    dupes = f"{APP} DuplicateFinderContent (delete)"
    rename = t("batch_rename")
    listing = (
        *({"row": name, "secondary": f"Trip_{i + 1:03d}.jpg"} for i, name in enumerate(FILES)),
        {"button": t("pick_files")},
        {"button": t("rename")},
    )
    where = f"{APP} BatchRenameContent"
    sure = (t("confirm_rename_title"), t("rename_cannot_undone"))
    return [
        confirm("delete", dupes, finder, t("delete"), t("confirm_duplicate_deletion_text"),
                [(t("cancel"), None), (t("delete"), True)]),
        confirm("harmless", dupes, finder, t("delete"), t("confirm_duplicate_deletion_text"),
                [(t("cancel"), False), (t("delete"), None)]),
        sheet("opens-prompt", where, rename, listing, t("rename"), False),
        sheet("harmless", where, rename, listing, t("pick_files"), False),
        confirm("rename", f"{where} (confirm rename)", rename, *sure,
                [(t("rename"), True), (t("close"), None)]),
        confirm("harmless", f"{where} (confirm rename)", rename, *sure,
                [(t("rename"), None), (t("close"), False)]),
    ]  # fmt: skip


def filters(t: Any) -> list[dict[str, Any]]:
    masks = t("mask_filter")
    rows = (
        {"text": t("masks")},
        {"text": t("mask_indexed", 1)},
        {"icon": t("remove")},
        {"icon": t("edit")},
        {"button": t("add_mask")},
    )
    where = f"{APP} MaskItem"
    mask = (t("delete_mask"), t("delete_mask_warn"))
    info = (
        {"text": t("template_filter")},
        {"text": TEMPLATE},
        {"icon": t("delete")},
        {"button": t("share")},
        {"icon": t("edit")},
        {"button": t("close")},
    )
    sheet_at = f"{APP} FilterTemplateInfoSheet"
    template = (t("delete_template"), t("delete_template_warn"))
    shares = tuple(
        {"row": t(k)} for k in ("as_qr_code", "as_file", "save_as_qr_code_image", "save_as_file")
    )
    return [
        sheet("opens-prompt", where, masks, rows, t("remove"), False),
        sheet("harmless", where, masks, rows, t("add_mask"), False),
        confirm("delete", f"{where} (delete mask)", masks, *mask,
                [(t("delete"), True), (t("cancel"), None)]),
        confirm("harmless", f"{where} (delete mask)", masks, *mask,
                [(t("delete"), None), (t("cancel"), False)]),
        sheet("opens-prompt", sheet_at, t("filter"), info, t("delete"), False),
        sheet("harmless", sheet_at, t("filter"), info, t("share"), False),
        confirm("delete", f"{sheet_at} (delete template)", t("template_filter"), *template,
                [(t("delete"), True), (t("cancel"), None)]),
        confirm("harmless", f"{sheet_at} (delete template)", t("template_filter"), *template,
                [(t("delete"), None), (t("cancel"), False)]),
        popup("harmless", f"{sheet_at} (share)", t("template_filter"), t("share"), None,
              [(t("cancel"), None)], shares, ((t("as_file"), False),)),
    ]  # fmt: skip


def models(t: Any) -> list[dict[str, Any]]:
    tools = t("ai_tools")
    rows = (
        {"text": t("downloaded_models")},
        {"row": MODEL},
        {"icon": t("delete")},
        {"row": MODEL2},
    )
    where = f"{APP} NeuralModelsColumn"
    gone = f"{APP} DeleteModelDialog"

    def deleting(name: str, ok: bool | None, cancel: bool | None) -> dict[str, Any]:
        buttons = [(t("cancel"), cancel), (t("confirm"), ok)]
        category = "delete" if ok else "harmless"
        return confirm(category, gone, tools, t("delete"), t("delete_model_sub", name), buttons)

    ocr = f"{APP} DeleteLanguageDialog"
    ask = (t("delete"), t("delete_language_sub", LANGUAGE, "fast"))
    return [
        sheet("opens-prompt", f"{where} (model swiped open)", tools, rows, t("delete"), False),
        deleting(MODEL, True, None),
        deleting(MODEL2, True, None),
        deleting(MODEL, None, False),
        confirm("delete", ocr, t("recognize_text"), *ask, [(t("all"), True), (t("current"), None)]),
        confirm("delete", ocr, t("recognize_text"), *ask, [(t("all"), None), (t("current"), True)]),
    ]  # fmt: skip


def misc(t: Any) -> list[dict[str, Any]]:
    shader = t("shader_studio")
    draft = (t("reset_shader"), t("reset_shader_sub"))
    stats = t("usage_statistics")
    info = f"{APP} UsageStatisticsInfoDialog"
    wipe = (t("reset_usage_statistics"), t("reset_usage_statistics_sub"))
    closing = (t("app_closing"), t("app_closing_sub"))
    home = t("app_name")
    wiper = ({"icon": t("reset_usage_statistics")},)
    return [
        confirm("discard", f"{APP} ShaderStudioContent (reset shader)", shader, *draft,
                [(t("reset"), True), (t("close"), None)]),
        confirm("harmless", f"{APP} ShaderStudioContent (reset shader)", shader, *draft,
                [(t("reset"), None), (t("close"), False)]),
        popup("opens-prompt", info, stats, stats, None, [(t("close"), None)], wiper,
              ((t("reset_usage_statistics"), False),)),
        popup("harmless", info, stats, stats, None, [(t("close"), False)], wiper),
        confirm("reset", f"{APP} UsageStatisticsContent (reset)", stats, *wipe,
                [(t("reset"), True), (t("close"), None)]),
        confirm("harmless", f"{APP} UsageStatisticsContent (reset)", stats, *wipe,
                [(t("reset"), None), (t("close"), False)]),
        confirm("harmless", f"{APP} AppExitDialog", home, *closing,
                [(t("close"), False), (t("stay"), None)]),
        confirm("harmless", f"{APP} AppExitDialog", home, *closing,
                [(t("close"), None), (t("stay"), False)]),
    ]  # fmt: skip

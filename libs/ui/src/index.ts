// Public face of @backoffice/ui: MUI building blocks shared by the shell and every remote.
// Heavy parts (rich text, date pickers) live in their own entry points: federation shares each entry whole.
// The features every list and record form carries, registered with the kit's extension points (kit-extensions).
import './campaigns/extension';
import './live/extension';
import './history/extension';

export { AppProviders } from './providers/AppProviders';
export { ThemeProviders, SNACKBAR_AUTO_HIDE_MS } from './providers/ThemeProviders';
export { adminTheme } from './providers/theme';
export { createUiNotifier } from './providers/http-notifier';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';
export { confirmText } from './confirm-dialog/confirm-text';
export { ListPage, type ListPageProps } from './list-page/ListPage';
export { ModuleRoutes, type ModuleRoutesProps } from './module-routes/ModuleRoutes';
export { useModuleCan, recordRoute } from './module-routes/module-context';
export { DataTable, type DataTableProps } from './list-page/DataTable';
export { ListPagination, type ListPaginationProps } from './list-page/ListPagination';
export { ListTabs, type ListTab, type ListTabsProps } from './list-page/ListTabs';
export { SearchField, SEARCH_DEBOUNCE_MS, type SearchFieldProps } from './list-page/SearchField';
export { RowActions } from './list-page/RowActions';
export { plainIcon } from './plain-icon/plain-icon';
export { CsvExportButton } from './list-page/CsvExportButton';
export { DateFilterBar, type DateFilterBarProps } from './list-page/DateFilterBar';
export { OrderInput, type OrderInputProps } from './list-page/OrderInput';
export { useListState, type ListStateControls } from './list-page/use-list-state';
export { useRowSelection } from './list-page/use-row-selection';
export { readListState, writeListState, toggleSort, type ListState } from './list-page/list-state';
export { pageWindow, pageCount, PAGE_SIZE_OPTIONS, MAX_PAGE_BUTTONS } from './list-page/page-window';
export type { ListColumn, ListResource, RowActionsConfig, RowLinkAction, RowDeleteAction } from './list-page/types';
export { downloadCsv, downloadBlob, toCsv, csvCell, type CsvColumn } from './csv/download-csv';
export { FormShell, InvalidValues, type FormShellProps } from './form-shell/FormShell';
export { type FormHistory } from './history/extension';
export { extendKit, type KitExtension, type FormFeatures, type FormSlotProps, type EntityFormContext, type ListRowsContext, type ListRowsView, type RowActionsContext, type RowMarks } from './kit-extensions/kit-extensions';
export { HistoryPanel, RESTORE_VERSION_TEXT, type HistoryPanelProps } from './history/HistoryPanel';
export { HistoryChanges, RecordDiff, fieldLabel, valueText } from './history/HistoryChanges';
export { textDiff, htmlToText, type DiffPart } from './history/text-diff';
export { changeExcerpt } from './history/change-excerpt';
export { useUnsavedChanges, UNSAVED_CHANGES_TEXT } from './form-shell/use-unsaved-changes';
// The form parts that the sign-in form shares live in @backoffice/auth (kept off the ui barrel for /login).
export { TextInput, CharacterCount, submitFailure, shownError, SHOWN_FIELD_STATE, useFormReadOnly, FormModeContext, type TextInputProps } from '@backoffice/auth';
export { UnsavedChangesGuard } from './form-shell/UnsavedChangesGuard';
export { SelectInput, type SelectInputProps, type SelectOption } from './form-fields/SelectInput';
export { SwitchInput, type SwitchInputProps } from './form-fields/SwitchInput';
export { LookupField, type LookupFieldProps, type LookupOption } from './form-fields/LookupField';
export { AvailableTextInput, type AvailableTextInputProps } from './form-fields/AvailableTextInput';
export { availabilityValidator, type AvailabilityOptions } from './form-fields/availability-validator';
export { ImageUploadField, type ImageUploadFieldProps } from './uploads/ImageUploadField';
export { MultiImageUploadField, type MultiImageUploadFieldProps } from './uploads/MultiImageUploadField';
export { imageFileProblem, pickedImageProblem } from './uploads/image-checks';
export { PdfUploadField, type PdfUploadFieldProps } from './uploads/PdfUploadField';
export { UploadFrame, type UploadFrameProps } from './uploads/UploadFrame';
export { ChooseFromFilesButton } from './uploads/ChooseFromFilesButton';
export { useUploader } from './uploads/use-uploader';
export { readFileText } from './uploads/read-file-text';
export { RecordPage, type RecordPageProps } from './record-page/RecordPage';
export { ImportPreviewDialog, type ImportPreviewDialogProps, type ImportCount, type ImportColumn } from './import-dialog/ImportPreviewDialog';
export {
  IMAGE_SIZES, PICKER_PREVIEW, THUMBNAILS, sizeNote, previewBox,
  type ImageSizeSpec, type ImageSizeName, type DimensionMode,
} from './uploads/image-sizes';
export { checkFileCount, checkFileSize, checkDimensions, checkFileType } from './uploads/file-checks';
export { measureImageFile, measureImageUrl } from './uploads/image-measure';
export {
  loadFileBrowser, useFileBrowser, FILE_BROWSER_UNAVAILABLE,
  type PickedFile, type FileBrowserDialogProps, type FileBrowserDialog, type FileBrowserState,
} from './uploads/file-browser';
export { StatusChip, type StatusChipProps } from './status-chip/StatusChip';
export { Thumbnail, type ThumbnailProps } from './thumbnail/Thumbnail';
export { CONTENT_STATUS_LABELS, statusTabs, type ContentStatus } from './status-chip/content-status';
export { KeyValueListEditor, Suggestions, type KeyValueListEditorProps, type KeyValuePair } from './key-value/KeyValueListEditor';
export { OrderedListEditor, type OrderedListEditorProps } from './key-value/OrderedListEditor';
export { SortableTable, moveItem, type SortableTableProps, type SortableColumn } from './sortable-table/SortableTable';
export { useEntityForm, cloneValues, CLONE_OMITTED_FIELDS, type EntityFormOptions } from './form-shell/use-entity-form';
export { LanguageTabs, type LanguageTabsProps } from './language-tabs/LanguageTabs';
export { languageState, languageStateText, type LanguageState } from './language-tabs/language-state';
export { FormDialog, type FormDialogProps } from './form-dialog/FormDialog';
export { isPreviewDraftUnsaved, openPreview, previewUrl, readPreviewDraft, usePreviewDraft, writePreviewDraft } from './preview/preview-draft';
export { FormPreviewButton, type FormPreviewButtonProps } from './preview/FormPreviewButton';
export { DevicePreview, PREVIEW_DEVICES, type DevicePreviewProps, type PreviewDevice } from './preview/DevicePreview';
export { LanguageSwitch, type LanguageSwitchProps } from './preview/LanguageSwitch';

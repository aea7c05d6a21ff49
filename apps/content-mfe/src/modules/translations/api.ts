// v1/app-translations: the list, create and edit through the module's resource; export and the two-step import
// (preview, then apply with the preview's id) as calls of their own.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { type ContentLanguage } from '@backoffice/validation';
import { appTranslationsModule, type AppTranslation, type AppTranslationInput, type AppTranslationUpdate, type ImportPreview } from '@backoffice/modules-content';

// A new key sends the whole record; an edit only its values (the key is fixed once created).
export const translations = moduleResource<AppTranslation, AppTranslationInput | AppTranslationUpdate>(appTranslationsModule);

const path = appTranslationsModule.api.path;

export interface ImportFile {
  language: ContentLanguage;
  resources: Record<string, unknown>;
}

/** The nested resource object of one language, as the site's i18n files hold it. */
export const exportTranslations = (language: ContentLanguage) => http.get<Record<string, unknown>>(`${path}/export`, { query: { language } });

/** What the import would change; the screen shows its own text for a refused file (no toast). */
export const previewImport = (file: ImportFile) => http.post<ImportPreview>(`${path}/import/preview`, file, { silent: true });

export const applyImport = ({ previewId, ...file }: ImportFile & { previewId: string }) => http.post<ImportPreview>(`${path}/import`, { ...file, previewId });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

/** Applies a previewed import; every translation list refetches. */
export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyImport, onSettled: () => client.invalidateQueries({ queryKey: translations.keys.all }) });
}

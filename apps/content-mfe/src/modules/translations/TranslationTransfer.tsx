import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { downloadBlob, useModuleCan } from '@backoffice/ui';
import { LANGUAGE_NAMES, CONTENT_LANGUAGES, type ContentLanguage } from '@backoffice/validation';
import { appTranslationsModule } from '@backoffice/modules-content';
import { exportTranslations } from './api';
import { ImportDialog } from './ImportDialog';

/** Export one language as `{lang}.json` (the site's i18n file) and, for those who may, import one after a preview. */
export function TranslationTransfer() {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState(false);
  // An import adds and changes rows: it needs both.
  const mayCreate = useModuleCan('create', appTranslationsModule);
  const mayUpdate = useModuleCan('update', appTranslationsModule);
  const mayImport = mayCreate && mayUpdate;

  const download = async (language: ContentLanguage) => {
    setMenu(null);
    const resources = await exportTranslations(language);
    downloadBlob(`${language}.json`, new Blob([`${JSON.stringify(resources, null, 2)}\n`], { type: 'application/json' }));
  };

  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={(event) => setMenu(event.currentTarget)} aria-haspopup="menu">
        Export
      </Button>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {CONTENT_LANGUAGES.map((language) => (
          <MenuItem key={language} onClick={() => void download(language)}>
            {LANGUAGE_NAMES[language]} ({language}.json)
          </MenuItem>
        ))}
      </Menu>
      {mayImport && (
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
          Import
        </Button>
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}

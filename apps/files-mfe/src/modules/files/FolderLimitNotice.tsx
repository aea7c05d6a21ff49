// The spec asks for a Polish notice about the per-folder limit; the rest of the screen is English. The notice
// is shown in English with the spec's Polish original under it (docs/decisions.md), so one screen reads in one
// language and the original wording is kept for staff who know it.
import { FILES_PER_FOLDER_LIMIT, filesPerFolderNotice } from '@backoffice/validation';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

export const folderLimitNoticeEnglish = (limit = FILES_PER_FOLDER_LIMIT) =>
  `Note: the file manager shows no more than ${limit} files in one folder. ` +
  `Files above this limit stay in cloud storage but cannot be found in the file manager or in the file picker. ` +
  `Once a folder reaches the limit, uploading more files into it is blocked.`;

export function FolderLimitNotice() {
  return (
    <Alert severity="info" role="note" aria-label="File limit per folder" sx={{ mb: 2 }}>
      <Typography variant="body2">{folderLimitNoticeEnglish()}</Typography>
      <Typography variant="caption" component="p" color="text.secondary" lang="pl" sx={{ mt: 0.5 }}>
        {filesPerFolderNotice()}
      </Typography>
    </Alert>
  );
}

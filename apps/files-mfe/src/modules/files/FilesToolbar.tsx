import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { SortBy } from './sort-entries';
import { READ_ONLY_HINT, type FilePermissions } from './use-file-permissions';

export interface FilesToolbarProps {
  atRoot: boolean;
  /** The folder in the URL does not exist (deleted, or a stale link): nothing can go into it. */
  missing?: boolean;
  /** The folder holds FILES_PER_FOLDER_LIMIT files: the server refuses more. */
  folderFull: boolean;
  sortBy: SortBy;
  /** What the user may change: Upload needs upload, Create folder create, Delete selected delete. */
  can: FilePermissions;
  selectedCount: number;
  onSort: (sortBy: SortBy) => void;
  onUpload: (files: File[]) => void;
  onCreateFolder: () => void;
  onDeleteSelected: () => void;
  onMoveSelected: () => void;
  onClearSelection: () => void;
}

/** Why Upload and Create folder are not offered at the top level (the spec's hides them there). */
export const ROOT_HINT = 'Files live in the folders below: open a folder to upload files or create a folder in it.';

/** Upload and create folder (hidden at the root, with the reason), sort switch, and what to do with a selection. */
export function FilesToolbar(props: FilesToolbarProps) {
  const input = useRef<HTMLInputElement>(null);
  const { can } = props;
  const readOnly = !can.create && !can.upload && !can.update && !can.delete;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      {readOnly && (
        <Typography variant="body2" color="text.secondary">
          {READ_ONLY_HINT}
        </Typography>
      )}
      {props.atRoot && (can.create || can.upload) && (
        <Typography variant="body2" color="text.secondary">
          {ROOT_HINT}
        </Typography>
      )}
      {!props.atRoot && !props.missing && can.upload && (
        <>
          <Button variant="contained" startIcon={<UploadFile />} disabled={props.folderFull} onClick={() => input.current?.click()}>
            Upload
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label="Files to upload"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length) props.onUpload(files);
            }}
          />
        </>
      )}
      {!props.atRoot && !props.missing && can.create && (
        <Button variant="outlined" startIcon={<CreateNewFolderOutlined />} onClick={props.onCreateFolder}>
          Create folder
        </Button>
      )}
      {props.selectedCount > 0 && (
        <>
          {can.update && (
            <Button variant="outlined" startIcon={<DriveFileMoveOutlined />} onClick={props.onMoveSelected}>
              Move selected to…
            </Button>
          )}
          {can.delete && (
            <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={props.onDeleteSelected}>
              Delete selected ({props.selectedCount})
            </Button>
          )}
          <Button onClick={props.onClearSelection}>Clear selection</Button>
        </>
      )}
      {/* Plain buttons with aria-pressed: ToggleButton needs its group's context, which federation may split. */}
      <Box role="group" aria-label="Sort by" sx={{ ml: 'auto !important', display: 'flex', gap: 0.5 }}>
        {(['date', 'name'] as const).map((value) => (
          <Button
            key={value}
            size="small"
            aria-pressed={props.sortBy === value}
            variant={props.sortBy === value ? 'contained' : 'outlined'}
            onClick={() => props.onSort(value)}
          >
            {value === 'date' ? 'Date' : 'Name'}
          </Button>
        ))}
      </Box>
    </Stack>
  );
}

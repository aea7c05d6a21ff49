import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { useRef } from 'react';
import type { SortBy } from './sort-entries';

export interface FilesToolbarProps {
  atRoot: boolean;
  /** The folder holds FILES_PER_FOLDER_LIMIT files: the server refuses more. */
  folderFull: boolean;
  sortBy: SortBy;
  selectedCount: number;
  onSort: (sortBy: SortBy) => void;
  onUpload: (files: File[]) => void;
  onCreateFolder: () => void;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
}

/** Upload and create folder (hidden at the root, spec 1 §2), sort switch, and what to do with a selection. */
export function FilesToolbar(props: FilesToolbarProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      {!props.atRoot && (
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
          <Button variant="outlined" startIcon={<CreateNewFolderOutlined />} onClick={props.onCreateFolder}>
            Create folder
          </Button>
        </>
      )}
      {props.selectedCount > 0 && (
        <>
          <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={props.onDeleteSelected}>
            Delete selected ({props.selectedCount})
          </Button>
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

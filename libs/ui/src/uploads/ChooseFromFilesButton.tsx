import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { FILE_BROWSER_UNAVAILABLE, useFileBrowser, type FileBrowserDialogProps, type PickedFile } from './file-browser';

export interface ChooseFromFilesButtonProps {
  accept: string;
  /** The field's upload folder: the dialog opens there. */
  folderName?: string;
  onPick: (file: PickedFile) => void;
  disabled?: boolean;
  /** The field's image rule, for the dialog to mark whether a file fits. */
  imageRule?: FileBrowserDialogProps['imageRule'];
}

/** Opens files-mfe's file browser; disabled with the reason when files-mfe is not there (upload still works). */
export function ChooseFromFilesButton({ accept, folderName, onPick, disabled, imageRule }: ChooseFromFilesButtonProps) {
  const browser = useFileBrowser();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const unavailable = browser.status === 'unavailable';
  const button = (
    <Button
      variant="outlined"
      startIcon={<FolderOpenIcon />}
      disabled={disabled || browser.status !== 'ready'}
      onClick={() => setOpen(true)}
      aria-describedby={unavailable ? reasonId : undefined}
    >
      Choose from files
    </Button>
  );
  return (
    <>
      {unavailable ? (
        <Tooltip title={FILE_BROWSER_UNAVAILABLE}>
          {/* A disabled button fires no events: the span lets the tooltip explain why. */}
          <span>
            {button}
            <span id={reasonId} hidden>
              {FILE_BROWSER_UNAVAILABLE}
            </span>
          </span>
        </Tooltip>
      ) : (
        button
      )}
      {browser.status === 'ready' && open && (
        <browser.Dialog
          open={open}
          accept={accept}
          initialPath={folderName}
          imageRule={imageRule}
          onClose={() => setOpen(false)}
          onPick={(file) => {
            setOpen(false);
            onPick(file);
          }}
        />
      )}
    </>
  );
}

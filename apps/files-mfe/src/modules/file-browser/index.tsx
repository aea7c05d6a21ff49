/** The file browser dialog other remotes open to pick a file (built in the file manager issue). */
export interface FileBrowserDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (file: { url: string; size: number; name: string }) => void;
  accept?: string;
}

export default function FileBrowserDialog(_props: FileBrowserDialogProps) {
  return null;
}

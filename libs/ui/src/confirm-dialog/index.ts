// Separate entry point @backoffice/ui/confirm-dialog: the yes/no dialog alone, for screens outside the list and form
// kit (logout, AKO, the file manager), so they do not load the whole ui barrel for it.
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { confirmText } from './confirm-text';

import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { setNotifier } from '@backoffice/api';
import { createUiNotifier } from './http-notifier';

/** Renders nothing: hands notistack to the HTTP client while the providers are mounted. */
export function NotifierRegistration() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => setNotifier(createUiNotifier(enqueueSnackbar)), [enqueueSnackbar]);
  return null;
}

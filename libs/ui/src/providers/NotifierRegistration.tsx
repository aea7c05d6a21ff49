import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { createUiNotifier, registerHttpNotifier } from './http-notifier';

/** Renders nothing: hands notistack to the HTTP client while the providers are mounted. */
export function NotifierRegistration() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => registerHttpNotifier(createUiNotifier(enqueueSnackbar)), [enqueueSnackbar]);
  return null;
}

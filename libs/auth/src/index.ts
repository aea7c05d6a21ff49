// Public face of @backoffice/auth: session store, permission rules, guards.
// Kept light (no React Query, no @backoffice/ui): the login route loads it.
export { useSession, configureSidebarMenu, type SessionState } from './session/session-store';
export { initSession, signIn, startSignIn, completeSecondFactor, completeSecondFactorWithPasskey, signInWithPasskey, completeSingleSignOn, signOut, refreshProfile, applyProfile, onSignOut } from './session/session-actions';
export { SESSION_STORAGE_KEY } from './session/session-persistence';
export type { SessionUser, MenuItemDefinition, SecondFactorStatus, SecondFactorChallenge } from './session/session-types';
export type { ProfileResponse } from './session/profile';
export { can, canAll, canAny, useCan, checkSession, type PermissionCheck } from './permissions/can';
export { passesAccess, holdsAnyStartingWith, signedInOnly, anyOf, allOf, type AccessRule } from './permissions/access-rule';
export { showsInMenu, deriveSidebarMenu } from './permissions/menu';
export type { FormMode } from './permissions/form-mode';
export { Can } from './guards/Can';
export { RequireAccess } from './guards/RequireAccess';
export { useRememberedTab, rememberTab, defaultTab } from './tabs/remembered-tab';
export { LoginForm } from './forms/LoginForm';
export { TextInput, CharacterCount, type TextInputProps } from './forms/TextInput';
export { validateWith } from './forms/validate-with';
export { submitFailure } from './forms/submit-failure';
export { shownError, SHOWN_FIELD_STATE } from './forms/field-error';
export { FormModeContext, useFormReadOnly, isReadOnlyMode } from './forms/form-mode-context';
export { FieldLabelContext, useFieldLabel } from './forms/field-label-context';
export { StandaloneSession } from './standalone/StandaloneSession';

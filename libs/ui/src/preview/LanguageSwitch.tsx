import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type ContentLanguage } from '@backoffice/validation';

export interface LanguageSwitchProps {
  value: ContentLanguage;
  onChange: (language: ContentLanguage) => void;
  /** The languages offered, e.g. only those a record has filled; all content languages by default. */
  languages?: readonly ContentLanguage[];
}

/** The PL / EN / UK switch of a preview screen (the language a player reads the content in). */
export function LanguageSwitch({ value, onChange, languages = CONTENT_LANGUAGES }: LanguageSwitchProps) {
  return (
    <ToggleButtonGroup exclusive size="small" value={value} onChange={(_, next: ContentLanguage | null) => next && onChange(next)} aria-label="Language">
      {languages.map((code) => (
        <ToggleButton key={code} value={code} aria-label={LANGUAGE_NAMES[code]}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

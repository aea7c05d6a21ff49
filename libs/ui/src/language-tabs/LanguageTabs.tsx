import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useForm, useFormState } from 'react-final-form';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, REQUIRED_LANGUAGE, type ContentLanguage } from '@backoffice/validation';
import { languageState, languageStateText } from './language-state';

export interface LanguageTabsProps {
  /** Names the tab list, e.g. "Regulation content". */
  label?: string;
  languages?: readonly ContentLanguage[];
  /** Languages that must be filled (default Polish): marked with an asterisk. The schema still decides. */
  required?: readonly ContentLanguage[];
  /** The fields whose content makes a language "filled" (`title` for `pl_title`); default all of the language's. */
  filledBy?: readonly string[];
  /** One language's fields, named `${language}_field` (languageField): `(lang) => <TextInput name={`${lang}_title`} … />`. */
  children: (language: ContentLanguage) => ReactNode;
}

const SUBSCRIPTION = { values: true, errors: true, submitErrors: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true } as const;

/**
 * The per-language block of a FormShell (messages, promotions, custom pages, regulations): a tab per language
 * showing whether it is filled or has errors, every language's fields mounted (hidden ones still validate), and
 * after a failed submit the first language with errors is shown when the open one has none.
 */
export function LanguageTabs({ label = 'Languages', languages = CONTENT_LANGUAGES, required = [REQUIRED_LANGUAGE], filledBy, children }: LanguageTabsProps) {
  const id = useId();
  const form = useForm();
  const state = useFormState({ subscription: SUBSCRIPTION });
  const [current, setCurrent] = useState<ContentLanguage>(languages[0]);
  const panels = useRef<HTMLDivElement>(null);
  const states = Object.fromEntries(languages.map((language) => [language, languageState(state, language, filledBy)])) as Record<ContentLanguage, ReturnType<typeof languageState>>;

  // A submit with errors only in a hidden language would otherwise look like a button that does nothing.
  useEffect(() => {
    const element = panels.current?.closest('form');
    if (!element) return undefined;
    const onSubmit = () =>
      setTimeout(() => {
        const now = form.getState();
        const withErrors = languages.filter((language) => languageState({ ...now, submitFailed: true }, language, filledBy).errors);
        setCurrent((open) => (withErrors.length === 0 || withErrors.includes(open) ? open : withErrors[0]));
      });
    element.addEventListener('submit', onSubmit);
    return () => element.removeEventListener('submit', onSubmit);
  }, [form, languages, filledBy]);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs value={current} onChange={(_, next: ContentLanguage) => setCurrent(next)} aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {languages.map((language) => {
          const own = states[language];
          const isRequired = required.includes(language);
          const icon = own.errors ? (
            <ErrorIcon color="error" fontSize="small" aria-hidden />
          ) : own.filled ? (
            <CheckCircleIcon color="success" fontSize="small" aria-hidden />
          ) : undefined;
          return (
            <Tab
              key={language}
              value={language}
              id={`${id}-${language}-tab`}
              aria-controls={`${id}-${language}-panel`}
              // The name holds the visible code and says the language in full ("PL Polish"): a name without what
              // the tab shows fails those who speak or see it (WCAG 2.5.3, axe label-content-name-mismatch).
              aria-label={`${language.toUpperCase()} ${LANGUAGE_NAMES[language]}`}
              aria-describedby={`${id}-${language}-state`}
              data-filled={own.filled}
              data-errors={own.errors}
              icon={icon}
              iconPosition="end"
              sx={{ minHeight: 48, color: own.errors ? 'error.main' : undefined }}
              label={
                <span>
                  {language.toUpperCase()}
                  {isRequired ? ' *' : ''}
                  <Box component="span" id={`${id}-${language}-state`} sx={visuallyHidden}>
                    {languageStateText(own, isRequired)}
                  </Box>
                </span>
              }
            />
          );
        })}
      </Tabs>
      <Box ref={panels}>
        {languages.map((language) => (
          <Box
            key={language}
            role="tabpanel"
            id={`${id}-${language}-panel`}
            aria-labelledby={`${id}-${language}-tab`}
            hidden={language !== current}
            sx={{ p: 2, display: language === current ? 'flex' : 'none', flexDirection: 'column', gap: 2 }}
          >
            {children(language)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { t } from '@lingui/core/macro';
import { toast } from '../../components/toast';
import { chooseLanguage } from './active-language';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';
import { useLanguage } from './use-language';
import { SWITCHER_HEIGHT } from './switcher-height';

const SWITCHER_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 0.5,
  minHeight: SWITCHER_HEIGHT,
} as const;

// one style for every button (one class in the prerendered card): the pressed one stands out
const PRESSED_SHOWN = {
  fontWeight: 400,
  '&[aria-pressed="true"]': { fontWeight: 700, color: 'text.primary' },
} as const;

/**
 * The languages, each named in itself: a press switches the page at once, with no reload, and
 * this browser remembers it. On the login card and in the sidebar: buttons, no menu, light
 * enough for the card's first load. `onChosen`: a language was pressed (the sidebar's
 * "Language and more" closes then).
 */
const LanguageSwitcher = ({ onChosen }: { onChosen?: () => void }) => {
  const active = useLanguage();
  const choose = (language: Language) => {
    onChosen?.();
    chooseLanguage(language).catch(() =>
      toast.error(t`The language could not be downloaded. Check your connection.`),
    );
  };
  return (
    <Box role="group" aria-label={t`Language`} sx={SWITCHER_SX}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="small"
          lang={language}
          aria-pressed={active === language}
          onClick={() => choose(language)}
          sx={PRESSED_SHOWN}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Box>
  );
};

export default LanguageSwitcher;

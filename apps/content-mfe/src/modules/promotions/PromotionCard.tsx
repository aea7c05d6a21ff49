import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SafeHtml } from '@backoffice/ui/rich-text';
import { REQUIRED_LANGUAGE, languageField, type ContentLanguage, formatDateTime } from '@backoffice/validation';

/** What the site itself prints around a promotion's texts, per language (the app's translations hold the real ones). */
const SITE_WORDS: Record<ContentLanguage, { period: string; minimumOdds: string; bets: string; join: string; won: string }> = {
  pl: { period: 'Czas trwania', minimumOdds: 'Minimalny kurs', bets: 'Liczba zakładów', join: 'Dołącz i obstaw', won: 'Po ukończeniu' },
  en: { period: 'Runs', minimumOdds: 'Minimum odds', bets: 'Bets required', join: 'Join and bet', won: 'Once completed' },
  uk: { period: 'Триває', minimumOdds: 'Мінімальний коефіцієнт', bets: 'Кількість ставок', join: 'Приєднатися', won: 'Після виконання' },
};

type Values = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const day = (value: unknown) => (text(value) && dayjs(text(value)).isValid() ? formatDateTime(text(value)) : '…');

/** The texts of `language`, Polish where it has none (the site falls back the same way). */
export function languageTexts(values: Values, language: ContentLanguage) {
  const own = (field: string) => text(values[languageField(language, field)]);
  const filled = own('shortDescription') !== '';
  const pick = (field: string) => (filled ? own(field) : text(values[languageField(REQUIRED_LANGUAGE, field)]));
  return { filled, shortDescription: pick('shortDescription'), longDescription: pick('longDescription'), wonInfo: pick('wonInfo') };
}

/** One promotion as the site's promotions page shows it: image, icon and name, the offer's terms, the long text. */
export function PromotionCard({ values, language }: { values: Values; language: ContentLanguage }) {
  const words = SITE_WORDS[language];
  const texts = languageTexts(values, language);
  const config = (values.config ?? {}) as Values;
  const odds = Number(text(config.minimumOdds));
  return (
    <Box component="article" aria-label="Promotion as players see it" sx={{ bgcolor: '#fff', borderRadius: 2, overflow: 'hidden', boxShadow: 3, maxWidth: 820, mx: 'auto' }}>
      {text(values.imageUrl) ? (
        <Box component="img" src={text(values.imageUrl)} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '820 / 260', objectFit: 'cover' }} />
      ) : (
        <Box sx={{ aspectRatio: '820 / 260', bgcolor: 'grey.200' }} />
      )}
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          {text(values.iconUrl) && <Box component="img" src={text(values.iconUrl)} alt="" sx={{ width: 64, height: 64 }} />}
          <Box>
            <Typography variant="h2" component="h1">
              {text(values.name)}
            </Typography>
            <Typography color="text.secondary">{texts.shortDescription}</Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip label={`${words.period}: ${day(values.startAt)} – ${day(values.endAt)}`} />
          <Chip label={`${words.minimumOdds}: ${Number.isFinite(odds) && odds > 0 ? odds.toFixed(2) : '…'}`} />
          <Chip label={`${words.bets}: ${text(values.requiredBetCount) || '…'}`} />
        </Box>
        <SafeHtml html={texts.longDescription} sx={{ '& img': { maxWidth: '100%' } }} />
        <Box sx={{ borderLeft: 4, borderColor: 'success.main', pl: 2 }}>
          <Typography variant="subtitle2">{words.won}</Typography>
          <Typography>{texts.wonInfo}</Typography>
        </Box>
        {/* A preview: the button shows where it leads, it does not leave the back office. */}
        <Button variant="contained" size="large" title={text(values.bettingUrl)} sx={{ alignSelf: 'flex-start' }} onClick={(event) => event.preventDefault()}>
          {words.join}
        </Button>
      </Box>
    </Box>
  );
}

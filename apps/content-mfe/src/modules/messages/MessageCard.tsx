import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { SafeHtml } from '@backoffice/ui/rich-text';
import { languageField, type ContentLanguage } from '@backoffice/validation';
import type { MessageIcon } from '@backoffice/modules-content';

type IconComponent = typeof InfoOutlinedIcon;

const ICONS: Record<MessageIcon, IconComponent> = {
  info: InfoOutlinedIcon,
  gift: CardGiftcardIcon,
  freebet: LocalActivityIcon,
  cashback: CurrencyExchangeIcon,
  trophy: EmojiEventsIcon,
  warning: WarningAmberIcon,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export interface MessageCardProps {
  message: Record<string, unknown>;
  language: ContentLanguage;
  /** Phone: the message fills the screen as a sheet; desktop: a centred dialog over the site. */
  phone: boolean;
}

/** One language of a message as the player's inbox pop-up shows it: icon, image, title, description, button. */
export function MessageCard({ message, language, phone }: MessageCardProps) {
  const field = (name: string) => message[languageField(language, name)];
  const Icon = ICONS[message.iconId as MessageIcon] as IconComponent | undefined;
  const image = text(field('imageUrl'));
  const buttonText = text(field('primaryButtonText'));
  const buttonLink = text(field('primaryButtonLink'));
  return (
    <Box sx={{ p: phone ? 0 : 6, minHeight: '100%', display: 'flex', alignItems: phone ? 'stretch' : 'center', justifyContent: 'center', bgcolor: 'rgba(0,0,0,0.45)' }}>
      <Box component="article" lang={language} aria-label="Message" sx={{ width: phone ? '100%' : 560, bgcolor: 'background.paper', borderRadius: phone ? 0 : 2, overflow: 'hidden', boxShadow: 6 }}>
        {image && <Box component="img" src={image} alt={text(field('imageAltText'))} sx={{ display: 'block', width: '100%', aspectRatio: '524 / 233', objectFit: 'cover' }} />}
        <Box sx={{ p: phone ? 2 : 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {Icon && <Icon color="primary" aria-hidden />}
            <Typography variant={phone ? 'h6' : 'h5'} component="h2">
              {text(field('title'))}
            </Typography>
          </Box>
          {field('isReadyHtml') === true ? (
            <SafeHtml html={text(field('description'))} sx={{ typography: 'body1', '& img': { maxWidth: '100%' } }} />
          ) : (
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text(field('description'))}</Typography>
          )}
          {buttonText && (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: phone ? 'stretch' : 'flex-start', gap: 0.5 }}>
              <Button variant="contained" size="large" title={buttonLink}>
                {buttonText}
              </Button>
              <Typography variant="caption" color="text.secondary">
                Opens {buttonLink || '—'}
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

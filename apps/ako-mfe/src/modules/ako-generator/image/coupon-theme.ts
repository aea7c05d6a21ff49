/** The site's look on the coupon: navy page, gold accent, white card. One place to restyle the image. */
export const couponTheme = {
  width: 1080,
  margin: 48,
  cardPadding: 40,
  cardRadius: 28,
  backgroundFrom: '#0b1b36',
  backgroundTo: '#163a6b',
  card: '#ffffff',
  accent: '#ffc53d',
  onAccent: '#14213d',
  text: '#14213d',
  muted: '#5b6475',
  panel: '#f2f4f8',
  divider: '#e1e5ec',
  onBackground: '#ffffff',
  onBackgroundMuted: '#b8c4d9',
} as const;

/** Polish labels printed on the image (the coupon is for the Polish-language site). */
export const couponLabels = {
  title: 'KUPON AKO',
  course: 'Kurs',
  stake: 'Stawka',
  akoBonus: (percent: string) => `Bonus AKO (${percent})`,
  winnings: 'Możliwa wygrana',
  footer: '18+ · Graj odpowiedzialnie',
} as const;

import type { AkoCoupon } from '@backoffice/validation';
import { couponTheme } from './coupon-theme';
import { layoutCoupon } from './coupon-layout';
import type { TextOp } from '@backoffice/ui/canvas';
import { fakeMeasure } from './fake-measure';
import { descriptionBlocks } from './rich-text-runs';

const bet = { name: 'Legia Warszawa - Lech Poznań', description: '1X2: Legia', value: '1,85' };

const coupon = (bets = [bet], overrides: Partial<AkoCoupon> = {}): AkoCoupon => ({
  bets,
  couponDescription: '<p><strong>Pewniaki</strong> na weekend</p><ul><li>Ekstraklasa</li></ul>',
  course: 3.25,
  stake: 10,
  winnings: 32.5,
  categoryId: 1,
  categoryName: 'Piłka nożna',
  akoPercent: 5,
  akoBonus: 1.62,
  ...overrides,
});

function layout(c: AkoCoupon) {
  return layoutCoupon(c, descriptionBlocks(c.couponDescription), fakeMeasure);
}

const texts = (ops: ReturnType<typeof layout>['ops']) => ops.filter((op): op is TextOp => op.kind === 'text');

/** The horizontal extent a text op covers, from its alignment. */
function extent(op: TextOp): [number, number] {
  const width = fakeMeasure(op.text, op.font);
  if (op.align === 'left') return [op.x, op.x + width];
  if (op.align === 'right') return [op.x - width, op.x];
  return [op.x - width / 2, op.x + width / 2];
}

/** Every text stays inside the card's padding (or the page margins for the title and footer). */
function expectNothingOverflows(result: ReturnType<typeof layout>) {
  const left = couponTheme.margin;
  const right = couponTheme.width - couponTheme.margin;
  for (const op of texts(result.ops)) {
    const [from, to] = extent(op);
    expect(from).toBeGreaterThanOrEqual(left);
    expect(to).toBeLessThanOrEqual(right);
    expect(op.y).toBeLessThan(result.height);
  }
}

describe('layoutCoupon', () => {
  it('is 1080 px wide and draws the category, the bet, the amounts in złoty and the description', () => {
    const result = layout(coupon());
    expect(result.width).toBe(1080);
    const drawn = texts(result.ops).map((op) => op.text);
    expect(drawn).toEqual(
      expect.arrayContaining(['KUPON AKO', 'Piłka nożna', bet.name, bet.description, bet.value, '3,25', '10,00\u00a0zł', 'Bonus AKO (5%)', '1,62\u00a0zł', '32,50\u00a0zł', 'Możliwa wygrana', 'Pewniaki', '•', 'Ekstraklasa']),
    );
    expect(texts(result.ops).find((op) => op.text === 'Pewniaki')?.font.bold).toBe(true);
    expectNothingOverflows(result);
  });

  it('draws odds typed with a point in the course\'s Polish format', () => {
    const drawn = texts(layout(coupon([{ ...bet, value: '2.10' }], { course: 3.89 })).ops).map((op) => op.text);
    expect(drawn).toEqual(expect.arrayContaining(['2,10', '3,89']));
    expect(drawn).not.toContain('2.10');
  });

  it('grows with the rows: 5 rows are taller than 1, and every row is numbered', () => {
    const one = layout(coupon());
    const five = layout(coupon(Array.from({ length: 5 }, (_, i) => ({ ...bet, name: `Mecz ${i + 1}` }))));
    expect(five.height).toBeGreaterThan(one.height + 4 * 100);
    expect(texts(five.ops).filter((op) => /^[1-5]$/.test(op.text)).map((op) => op.text)).toEqual(['1', '2', '3', '4', '5']);
    expectNothingOverflows(five);
  });

  it('keeps long Polish names, descriptions, values and category inside the card', () => {
    const long = {
      name: 'Stowarzyszenie Sportowe Gwiazda Źdźbłowo Wielkopolskie – Klub Piłkarski Żółć Łódź Śródmieście',
      description: 'Obie drużyny strzelą gola w pierwszej połowie oraz łączna liczba rzutów rożnych powyżej 9,5',
      value: '1234567,89',
    };
    const result = layout(coupon([long, long, long, long, long], { categoryName: 'Piłka nożna 6-osobowa', winnings: 999999999.99 }));
    expectNothingOverflows(result);
    const names = texts(result.ops).filter((op) => long.name.startsWith(op.text) || long.name.includes(op.text));
    expect(names.length).toBeGreaterThan(5);
  });

  it('shrinks a long description instead of letting it run off the card', () => {
    const paragraph = `<p>${'Zażółć gęślą jaźń, '.repeat(40)}</p>`;
    const result = layout(coupon([bet], { couponDescription: paragraph }));
    const descriptionSizes = texts(result.ops).filter((op) => op.text.includes('gęślą')).map((op) => op.font.size);
    expect(Math.max(...descriptionSizes)).toBeLessThan(28);
    expectNothingOverflows(result);
  });

  it('puts the description text and the summary below the bets', () => {
    const result = layout(coupon());
    const y = (text: string) => texts(result.ops).find((op) => op.text === text)!.y;
    expect(y(bet.name)).toBeLessThan(y('Pewniaki'));
    expect(y('Pewniaki')).toBeLessThan(y('Kurs'));
    expect(y('Kurs')).toBeLessThan(y('Możliwa wygrana'));
  });
});

describe('layoutCoupon decorations', () => {
  it('underlines and strikes through exactly the decorated words', () => {
    const result = layout(coupon([bet], { couponDescription: '<p><u>pewny</u> i <s>ryzykowny</s></p>' }));
    const lines = result.ops.filter((op) => op.kind === 'line' && op.stroke === couponTheme.text);
    const word = (text: string) => texts(result.ops).find((op) => op.text === text)!;
    expect(lines).toHaveLength(2);
    const [under, strike] = lines as Extract<(typeof lines)[number], { kind: 'line' }>[];
    expect(under).toMatchObject({ x1: word('pewny').x, x2: word('pewny').x + fakeMeasure('pewny', word('pewny').font) });
    expect(under.y1).toBeGreaterThan(word('pewny').y);
    expect(strike.x1).toBe(word('ryzykowny').x);
    expect(strike.y1).toBeLessThan(word('ryzykowny').y);
  });
});

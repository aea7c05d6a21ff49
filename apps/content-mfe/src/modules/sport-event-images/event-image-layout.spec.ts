import { EVENT_IMAGE, layoutEventImage, type Picture } from './event-image-layout';

const picture = (width: number, height: number): Picture => ({ image: {} as CanvasImageSource, width, height });

describe('event image layout', () => {
  it('is exactly 468x118: the background fills it, the crests sit whole at the sides, VS between', () => {
    const layout = layoutEventImage({ background: picture(1200, 400), leftCrest: picture(500, 500), rightCrest: picture(500, 500) });
    expect([layout.width, layout.height]).toEqual([EVENT_IMAGE.width, EVENT_IMAGE.height]);
    const [background, left, right, vs] = layout.ops;
    expect(background).toMatchObject({ kind: 'image', to: { x: 0, y: 0, width: 468, height: 118 } });
    expect(left).toMatchObject({ kind: 'image', to: { x: 24, y: 9, width: 100, height: 100 } });
    expect(right).toMatchObject({ kind: 'image', to: { x: 344, y: 9, width: 100, height: 100 } });
    expect(vs).toMatchObject({ kind: 'text', text: 'VS', align: 'center', x: 234 });
  });

  it('previews partial choices on a plain background', () => {
    const layout = layoutEventImage({ leftCrest: picture(500, 500) });
    expect(layout.ops.map((op) => op.kind)).toEqual(['background', 'image', 'text']);
  });
});

import { containRect, coverCrop } from './draw-ops';

describe('image fitting', () => {
  it('crops a picture to cover a box without distortion (centred)', () => {
    expect(coverCrop(1000, 500, { width: 468, height: 118 })).toEqual({ x: expect.closeTo(0), y: expect.closeTo(123.93, 1), width: expect.closeTo(1000), height: expect.closeTo(252.14, 1) });
    expect(coverCrop(100, 1000, { width: 100, height: 100 })).toEqual({ x: 0, y: 450, width: 100, height: 100 });
  });

  it('fits a picture whole and centred inside a box', () => {
    expect(containRect(500, 500, { x: 10, y: 9, width: 120, height: 100 })).toEqual({ x: 20, y: 9, width: 100, height: 100 });
    expect(containRect(1000, 500, { x: 0, y: 0, width: 100, height: 100 })).toEqual({ x: 0, y: 25, width: 100, height: 50 });
  });
});

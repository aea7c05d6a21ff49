import fc from 'fast-check';
import { checkDimensions, checkFileCount, checkFileSize, checkFileType } from './file-checks';
import { IMAGE_SIZES, sizeNote } from './image-sizes';

describe('upload checks', () => {
  it('allows one file unless several are allowed', () => {
    expect(checkFileCount(1, false)).toBeUndefined();
    expect(checkFileCount(2, false)).toBe('Only one file is allowed');
    expect(checkFileCount(5, true)).toBeUndefined();
  });

  it('refuses files of the limit in MB and more (the message says "less than")', () => {
    expect(checkFileSize(1024 * 1024 - 1, 1)).toBeUndefined();
    expect(checkFileSize(1024 * 1024, 1)).toBe('File size should be less than 1 mb');
    expect(checkFileSize(1024 * 1024 + 1, 1)).toBe('File size should be less than 1 mb');
    expect(checkFileSize(600 * 1024, 0.5)).toBe('File size should be less than 0.5 mb');
  });

  it('checks dimensions in the three modes', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), (w, h, ew, eh) => {
      const message = `Image dimension is not correct (expect ${ew} x ${eh})`;
      expect(checkDimensions({ width: w, height: h }, { width: ew, height: eh, mode: 'exact' })).toBe(w === ew && h === eh ? undefined : message);
      expect(checkDimensions({ width: w, height: h }, { width: ew, height: eh, mode: 'atLeast' })).toBe(w >= ew && h >= eh ? undefined : message);
      expect(checkDimensions({ width: w, height: h }, { width: ew, height: eh, mode: 'atMost' })).toBe(w <= ew && h <= eh ? undefined : message);
    }));
  });

  it('matches accept lists', () => {
    expect(checkFileType('image/png', 'image/*')).toBeUndefined();
    expect(checkFileType('application/pdf', 'application/pdf')).toBeUndefined();
    expect(checkFileType('image/png', 'application/pdf')).toBe('Please provide file in correct format');
  });

  it('has the spec sizes and describes them', () => {
    expect(IMAGE_SIZES.sportEventImage).toEqual({ width: 468, height: 118, mode: 'exact', maxMb: 1 });
    expect(IMAGE_SIZES.crest.maxMb).toBe(5);
    expect(IMAGE_SIZES.avatar).toMatchObject({ mode: 'atMost', multiple: true });
    expect(sizeNote(IMAGE_SIZES.promotionParameterIcon)).toBe('Required size: 160 x 160 px, up to 0.5 MB');
    expect(sizeNote(IMAGE_SIZES.specialCategory)).toBe('Required size: at most 750 x 270 px, up to 1 MB');
  });
});

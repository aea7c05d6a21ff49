import * as v from 'valibot';
import { isPdfBytes } from '@backoffice/validation';
import { NOT_IN_REGULATIONS_FOLDER, regulationSchema, regulationTypeLabel, regulationsModule } from './regulation';

const valid = {
  regulationName: 'Regulamin serwisu',
  type: 'general-terms',
  isActive: true,
  pl_title: 'Regulamin serwisu',
  pl_fileUrl: '/files/regulations/regulamin.pdf',
};

const errorsOf = (input: object) => {
  const result = v.safeParse(regulationSchema, input);
  return result.success ? {} : v.flatten<typeof regulationSchema>(result.issues).nested;
};

describe('regulation schema', () => {
  it('accepts a Polish-only regulation and flattened optional languages', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, en_title: 'Terms', en_fileUrl: '/files/regulations/terms.pdf', uk_title: '', uk_fileUrl: null })).toEqual({});
    expect(v.parse(regulationSchema, { ...valid, isActive: undefined }).isActive).toBe(true);
  });

  it('requires name, type, the Polish title and the Polish PDF with the spec texts', () => {
    expect(errorsOf({})).toEqual({
      regulationName: ['Name is required!'],
      type: ['please select type'],
      pl_title: ['Title is required!'],
      pl_fileUrl: ['PDF is required!'],
    });
    expect(errorsOf({ ...valid, type: 'lottery' })).toEqual({ type: ['please select type'] });
    expect(errorsOf({ ...valid, pl_title: 'x'.repeat(201) })).toEqual({ pl_title: ['must be shorter than 201 characters!'] });
  });

  it('takes an optional language whole: its title and its PDF together', () => {
    expect(errorsOf({ ...valid, en_title: 'Terms' })).toEqual({ en_fileUrl: ['English PDF is required!'] });
    expect(errorsOf({ ...valid, uk_fileUrl: '/files/regulations/pravyla.pdf' })).toEqual({ uk_title: ['Ukrainian title is required!'] });
  });

  it('takes PDFs only from the regulations folder of the file store', () => {
    expect(errorsOf({ ...valid, pl_fileUrl: '/files/banners/regulamin.pdf' })).toEqual({ pl_fileUrl: [NOT_IN_REGULATIONS_FOLDER] });
    expect(errorsOf({ ...valid, pl_fileUrl: 'https://evil.example/x.pdf' })?.pl_fileUrl).toBeDefined();
    expect(errorsOf({ ...valid, pl_fileUrl: '/files/regulations/../users.pdf' })?.pl_fileUrl).toBeDefined();
    expect(errorsOf({ ...valid, unknown: 1 })).not.toEqual({});
  });

  it('knows a PDF by its first bytes and labels the types', () => {
    expect(isPdfBytes(new TextEncoder().encode('%PDF-1.4\n'))).toBe(true);
    expect(isPdfBytes(new TextEncoder().encode('hello.pdf'))).toBe(false);
    expect(isPdfBytes(new Uint8Array())).toBe(false);
    expect(regulationTypeLabel('responsible-gambling')).toBe('Responsible gambling');
    expect(regulationsModule.messages).toEqual({ created: 'Regulation added successfully', updated: 'Regulation updated successfully' });
  });
});

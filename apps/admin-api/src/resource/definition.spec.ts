import { toColumn, toField } from './definition';

describe('field ↔ column names', () => {
  it('maps camelCase fields to snake_case columns and back', () => {
    expect(toColumn('regulationName')).toBe('regulation_name');
    expect(toField('created_at')).toBe('createdAt');
  });

  it('keeps the flattened per-language names by doubling their own underscore', () => {
    for (const field of ['pl_title', 'pl_fileUrl', 'uk_file', 'pl_imageUrl', 'isActive']) expect(toField(toColumn(field))).toBe(field);
    expect(toColumn('pl_fileUrl')).toBe('pl__file_url');
  });
});

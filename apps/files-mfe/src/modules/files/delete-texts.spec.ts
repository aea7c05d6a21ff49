import { entry } from './fake-files-api';
import { deleteQuestion, deletedMessage } from './delete-texts';

const file = entry('banners/x.png');
const folder = entry('banners/2026', true);

describe('delete texts', () => {
  it('names the one file or folder, and warns that a folder goes with its contents', () => {
    expect(deleteQuestion([file])).toBe('Are you sure you want to delete this file «x.png»?');
    expect(deleteQuestion([folder])).toBe('Are you sure you want to delete this folder «2026»? Everything in it is deleted too.');
  });

  it('names several, up to three, and warns when folders are among them', () => {
    const many = ['a', 'b', 'c', 'd'].map((name) => entry(`banners/${name}.png`));
    expect(deleteQuestion(many)).toBe('Are you sure you want to delete these 4 files («a.png», «b.png», «c.png» and 1 more)?');
    expect(deleteQuestion([file, folder])).toBe(
      'Are you sure you want to delete these 2 files and folders («x.png», «2026»)? The folders are deleted with everything in them.',
    );
  });

  it('keeps the spec\'s "{n} files deleted successfully" for several and says one by its kind', () => {
    expect(deletedMessage([file, folder])).toBe('2 files deleted successfully');
    expect(deletedMessage([file])).toBe('File deleted successfully');
    expect(deletedMessage([folder])).toBe('Folder deleted successfully');
  });
});

import { crudWording } from './wording';

describe('crudWording', () => {
  it('speaks of grades as the browser tests expect', () => {
    const w = crudWording({ singular: 'grade', plural: 'grades' });
    expect([w.newButton, w.newTitle, w.editTitle, w.empty, w.loadFailed, w.saved, w.deleted]).toEqual([
      'New grade',
      'New grade',
      'Edit grade',
      'No grades found.',
      'Could not load grades.',
      'Grade saved.',
      'Grade deleted.',
    ]);
    expect(w.deleteQuestion('G5')).toBe('Delete grade G5?');
    expect(w.editLabel('G5')).toBe('Edit G5');
    expect(w.deleteLabel('G5')).toBe('Delete G5');
  });
});

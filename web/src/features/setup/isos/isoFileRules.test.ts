import { MAX_FILE_BYTES, filesProblem } from './isoFileRules';

const file = (name: string, size = 1000) => ({ name, size });

describe('ISO files chosen for upload', () => {
  it('takes one to ten files of at most 20 MB', () => {
    expect(filesProblem([file('a.pdf')])).toBeNull();
    expect(filesProblem(Array.from({ length: 10 }, (_, i) => file(`${i}.txt`)))).toBeNull();
    expect(filesProblem([file('big.pdf', MAX_FILE_BYTES)])).toBeNull();
  });

  it('says why not otherwise', () => {
    expect(filesProblem([])).toBe('Choose one or more files first.');
    expect(filesProblem(Array.from({ length: 11 }, (_, i) => file(`${i}.txt`)))).toBe('Attach at most 10 files at a time.');
    expect(filesProblem([file('a.pdf'), file('huge.pdf', MAX_FILE_BYTES + 1)])).toBe('huge.pdf is too large (at most 20 MB each).');
  });
});

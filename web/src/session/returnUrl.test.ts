import { loginUrlFor, safeReturnUrl } from './returnUrl';

describe('loginUrlFor (spec §2 guard)', () => {
  it('encodes the wanted page as returnUrl', () => {
    expect(loginUrlFor('/')).toBe('/account/login?returnUrl=%2F');
    expect(loginUrlFor('/setup/grades?page=2&search=a b')).toBe('/account/login?returnUrl=%2Fsetup%2Fgrades%3Fpage%3D2%26search%3Da%20b');
  });
});

describe('safeReturnUrl', () => {
  it.each([
    ['/', '/'],
    ['/setup/grades', '/setup/grades'],
    ['/setup/grades?page=2&sort=name', '/setup/grades?page=2&sort=name'],
  ])('follows the same-site path %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['https://evil.example/'], ['//evil.example/path'], ['/\\evil.example'], ['javascript:alert(1)'], ['setup/grades'], ['/\nfoo']])(
    'sends %p to /',
    (input) => {
      expect(safeReturnUrl(input)).toBe('/');
    },
  );
});

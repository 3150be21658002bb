import { publicUrl } from './public-url';

describe('publicUrl', () => {
  it('is PUBLIC_URL without its trailing slash when set', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://bm.example/', HOST: '0.0.0.0', PORT: 3000 })).toBe(
      'https://bm.example',
    );
  });

  it('reaches a loopback or wildcard HOST as localhost', () => {
    for (const HOST of ['127.0.0.1', '0.0.0.0', '::'])
      expect(publicUrl({ PUBLIC_URL: undefined, HOST, PORT: 3000 })).toBe('http://localhost:3000');
  });

  it('uses any other HOST as it is (IPv6 in brackets)', () => {
    expect(publicUrl({ PUBLIC_URL: undefined, HOST: 'bm.internal', PORT: 8080 })).toBe(
      'http://bm.internal:8080',
    );
    expect(publicUrl({ PUBLIC_URL: undefined, HOST: 'fd00::5', PORT: 8080 })).toBe('http://[fd00::5]:8080');
  });
});

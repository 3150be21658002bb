import {
  acceptedTypeOfName,
  ACCEPTED_UPLOAD_EXTENSIONS,
  formatStorage,
  UPLOAD_ACCEPT_ATTRIBUTE,
  uploadNameExtension,
} from './index';

const MB = 1024 * 1024;

describe('accepted uploads (one list for the server and the vault)', () => {
  it('is exactly the spec’s PDF, DOC, DOCX and TXT plus the vault’s PNG and JPEG images', () => {
    expect(ACCEPTED_UPLOAD_EXTENSIONS).toEqual(['.pdf', '.doc', '.docx', '.txt', '.png', '.jpg', '.jpeg']);
    expect(UPLOAD_ACCEPT_ATTRIBUTE).toBe('.pdf,.doc,.docx,.txt,.png,.jpg,.jpeg');
  });

  it.each([
    ['plan.PDF', 'application/pdf'],
    ['site photo.JPEG', 'image/jpeg'],
    ['C:\\fakepath\\notes.txt', 'text/plain'],
  ])('takes the type %s claims from its extension, in any case', (name, contentType) => {
    expect(acceptedTypeOfName(name)?.contentType).toBe(contentType);
  });

  it.each(['notes', '.txt', 'notes.', 'notes.md', 'archive.tar.gz', 'setup.exe', 'photo.jpe'])(
    'accepts no type for %j',
    (name) => {
      expect(acceptedTypeOfName(name)).toBeUndefined();
    },
  );

  it('reads the extension after the last dot of the last path segment', () => {
    expect(['a.b/c', 'dir.v2/plan.pdf', 'x.tar.gz'].map(uploadNameExtension)).toEqual(['', 'pdf', 'gz']);
  });
});

describe('formatStorage', () => {
  it('words sizes as the messages and the usage bar show them', () => {
    expect(
      [0, 100, 4096, MB, Math.round(9.9 * MB), 50 * MB, 2 * 1024 * MB, 2.5 * 1024 * MB].map(formatStorage),
    ).toEqual(['0 MB', '1 KB', '4 KB', '1 MB', '9.9 MB', '50 MB', '2 GB', '2.5 GB']);
  });
});

import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Façade détail (v2).pdf', 'doc.pdf')).toBe(
      `attachment; filename="Fa_ade d_tail (v2).pdf"; filename*=UTF-8''Fa%C3%A7ade%20d%C3%A9tail%20%28v2%29.pdf`,
    );
  });

  it('cannot be used to inject headers or break the quoting', () => {
    const header = contentDisposition('evil"\r\nSet-Cookie: x=1;.pdf', 'doc.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"').length).toBe(3);
  });

  it('drops directories from the name and falls back when nothing is left', () => {
    expect(contentDisposition('../../etc/passwd', 'doc.txt')).toContain('filename="passwd"');
    expect(contentDisposition('  ', 'doc.txt', true)).toBe(
      `inline; filename="doc.txt"; filename*=UTF-8''doc.txt`,
    );
  });
});

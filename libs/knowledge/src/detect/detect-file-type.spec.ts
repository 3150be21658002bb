import { blankPng } from '../testing/png-fixtures';
import {
  elfExecutable,
  minimalJpeg,
  oleWithWordStream,
  windows1252Text,
  windowsExecutable,
} from '../testing/file-fixtures';
import { malformedPdf, textPdf } from '../testing/pdf-fixtures';
import { buildDocx, buildZip } from '../testing/zip-fixtures';
import { detectFileType } from './detect-file-type';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('detectFileType', () => {
  it.each([
    ['plan.pdf', textPdf(['hi']), 'application/pdf', 'pdf'],
    ['broken.PDF', malformedPdf(), 'application/pdf', 'pdf'],
    ['spec.docx', buildDocx(['x']), DOCX_TYPE, 'docx'],
    ['old.doc', oleWithWordStream(), 'application/msword', 'doc'],
    ['scan.png', blankPng(), 'image/png', 'png'],
    ['photo.jpeg', minimalJpeg(), 'image/jpeg', 'jpg'],
    ['photo.JPG', minimalJpeg(), 'image/jpeg', 'jpg'],
    ['notes.txt', Buffer.from('Stud spacing 450 mm.\n'), 'text/plain', 'txt'],
    ['notes.TXT', Buffer.from('# Stud spacing 450 mm ✓\n'), 'text/plain', 'txt'],
    ['legacy.txt', windows1252Text(), 'text/plain', 'txt'],
    [
      'utf16.txt',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hello', 'utf16le')]),
      'text/plain',
      'txt',
    ],
  ])('detects %s from its bytes', async (name, bytes, contentType, extension) => {
    await expect(detectFileType(bytes, name)).resolves.toEqual({ contentType, extension });
  });

  it.each([
    ['an executable named .pdf', windowsExecutable(), 'invoice.pdf'],
    ['an ELF binary named .txt', elfExecutable(), 'readme.txt'],
    ['a zip that is not a DOCX', buildZip([{ name: 'a.txt', data: Buffer.from('x') }]), 'spec.docx'],
    ['a zip whose directory is cut off', buildDocx(['x']).subarray(0, 200), 'spec.docx'],
    ['an OLE2 file without a WordDocument stream (e.g. .xls)', oleWithWordStream('Workbook'), 'sheet.doc'],
    ['binary data', Buffer.from([1, 2, 3, 0, 5, 6, 7, 8]), 'data.txt'],
    [
      'control characters without NULs',
      Buffer.from(Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 2 : 65))),
      'x.txt',
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.txt'],
    ['an empty file', Buffer.alloc(0), 'empty.txt'],
    // Point 10 of issue 15: the name must carry one of the accepted extensions, whatever the bytes.
    ['a PDF without an extension', textPdf(['x']), 'drawing'],
    ['text without an extension', Buffer.from('notes'), 'notes'],
    ['a dot file', Buffer.from('notes'), '.txt'],
    ['text named .md', Buffer.from('# notes'), 'notes.md'],
    ['text named .csv', Buffer.from('a,b'), 'table.csv'],
    ['a PDF named .exe', textPdf(['x']), 'setup.exe'],
  ])('rejects %s as unsupported_type', async (_label, bytes, name) => {
    await expect(detectFileType(bytes, name)).resolves.toEqual({ error: 'unsupported_type' });
  });

  it.each([
    ['a PNG named .pdf', blankPng(), 'drawing.pdf'],
    ['a PDF named .docx', textPdf(['x']), 'spec.docx'],
    ['a DOCX named .doc', buildDocx(['x']), 'spec.doc'],
    ['text named .png', Buffer.from('hello'), 'photo.png'],
  ])('rejects %s as type_mismatch', async (_label, bytes, name) => {
    await expect(detectFileType(bytes, name)).resolves.toEqual({ error: 'type_mismatch' });
  });
});

/** Small byte fixtures for detection and hardening tests. */

/** A DOS/Windows executable stub: "MZ", padding, then the PE header offset and "PE\0\0". */
export function windowsExecutable(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  exe.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return exe;
}

export function elfExecutable(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(57)]);
}

/**
 * The start of an OLE2 compound file with a "WordDocument" directory entry name, which is what
 * detection checks. Not a complete Word file: word-extractor rejects it as damaged.
 */
export function oleWithWordStream(streamName = 'WordDocument'): Buffer {
  const file = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.write(streamName, 512 + 128, 'utf16le');
  return file;
}

export function minimalJpeg(): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
}

/** "Café – 'quoted' €5" in Windows-1252: é=E9, en dash=96, curly quotes=91/92, euro=80. */
export function windows1252Text(): Buffer {
  return Buffer.from([
    ...Buffer.from('Caf', 'latin1'),
    0xe9,
    0x20,
    0x96,
    0x20,
    0x91,
    ...Buffer.from('quoted', 'latin1'),
    0x92,
    0x20,
    0x80,
    ...Buffer.from('5 per metre of skirting board, fixed with brads.', 'latin1'),
  ]);
}

/**
 * A plain-text file of exactly `size` bytes that extracts to one short sentence: the sentence,
 * then spaces (trailing blanks are dropped by extraction), then a line end. Near-limit uploads
 * for quota and memory tests without megabytes of text to index.
 */
export function paddedText(size: number, sentence = 'Box gutters need an overflow path.'): Buffer {
  const file = Buffer.alloc(size, 0x20);
  file.write(sentence, 0, 'utf8');
  file[size - 1] = 0x0a;
  return file;
}

import { acceptedTypeOfName, type DocumentContentType } from '@buildmentor/contracts';
import { DOC, DOCX, FILE_TYPES, JPEG, PDF, PNG, TXT } from './file-types';
import { TextCheck } from './text-sniff';
import { type RangeReader, readZipDirectoryFrom, ZipFormatError } from './zip-directory';

export type DetectedFileType = { contentType: DocumentContentType; extension: string };
export type FileTypeError = { error: 'unsupported_type' | 'type_mismatch' };

/** Bytes needed to recognise any signature below (the longest, PNG's and OLE2's, are 8). */
export const HEAD_BYTES = 8;

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
/** "WordDocument" as stored in a compound-file directory entry name (UTF-16LE). */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/**
 * Signatures of binary formats we never accept; checked before the text test so that, say, an
 * executable without NUL bytes in it can never pass for text.
 */
const REJECTED_SIGNATURES: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // MZ: Windows/DOS executables
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O fat / Java class
  [0x23, 0x21], // #! scripts
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** What the first bytes claim to be, or null for anything we never accept. The rest of the file must then bear it out. */
export function sniffHead(head: Uint8Array): DocumentContentType | null {
  if (head.length === 0) return null;
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF; // %PDF-
  if (startsWith(head, PNG_SIGNATURE)) return PNG;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(head, ZIP_LOCAL_HEADER)) return DOCX;
  if (startsWith(head, OLE2)) return DOC;
  if (REJECTED_SIGNATURES.some((signature) => startsWith(head, signature))) return null;
  return TXT;
}

/** What the whole file must show for the type its head claimed, checked as the bytes go by and, for a ZIP, from its stored directory. */
interface BodyCheck {
  update(chunk: Uint8Array): void;
  finish(read: RangeReader, size: number): Promise<boolean>;
}

/** DOCX: a ZIP whose central directory (found from the end, as unzip tools do) lists the Word parts. */
const docxCheck = (): BodyCheck => ({
  update() {},
  async finish(read, size) {
    try {
      const names = new Set((await readZipDirectoryFrom(read, size)).map((entry) => entry.name));
      return names.has('[Content_Types].xml') && names.has('word/document.xml');
    } catch (error) {
      if (error instanceof ZipFormatError || error instanceof RangeError) return false;
      throw error;
    }
  },
});

/** DOC: an OLE2 compound file with a "WordDocument" stream (Excel and PowerPoint files lack it); the name may straddle two chunks. */
function docCheck(): BodyCheck {
  let carry = Buffer.alloc(0);
  let found = false;
  return {
    update(chunk) {
      if (found) return;
      const window = Buffer.concat([carry, chunk]);
      found = window.includes(WORD_STREAM_NAME);
      carry = window.subarray(Math.max(0, window.length - (WORD_STREAM_NAME.length - 1)));
    },
    finish: async () => found,
  };
}

function textCheck(): BodyCheck {
  const check = new TextCheck();
  return { update: (chunk) => check.update(chunk), finish: async () => check.finish() };
}

/** PDF, PNG and JPEG are recognised by their signatures; their parsers run in the isolated worker. */
const signatureOnly = (): BodyCheck => ({ update() {}, finish: async () => true });

const BODY_CHECKS: Record<DocumentContentType, () => BodyCheck> = {
  [PDF]: signatureOnly,
  [PNG]: signatureOnly,
  [JPEG]: signatureOnly,
  [DOCX]: docxCheck,
  [DOC]: docCheck,
  [TXT]: textCheck,
};

/**
 * An upload's type, decided while its bytes stream past, never from the whole file in memory:
 * `begin` takes the name and the first bytes (refusing at once a name or signature we never
 * accept, or the two disagreeing), `update` sees every chunk including the first, and `finish`
 * gives the verdict, reading a ZIP's directory back through `read`. The name and the bytes must
 * both say the same accepted type: unknown bytes or names are `unsupported_type`, a known type
 * under another type's extension is `type_mismatch` (both 415).
 */
export class UploadTypeCheck {
  private constructor(
    readonly type: DetectedFileType,
    private readonly body: BodyCheck,
  ) {}

  static begin(head: Uint8Array, claimedName: string): UploadTypeCheck | FileTypeError {
    const claimed = acceptedTypeOfName(claimedName);
    const contentType = sniffHead(head);
    if (!claimed || !contentType) return { error: 'unsupported_type' };
    if (claimed.contentType !== contentType) return { error: 'type_mismatch' };
    return new UploadTypeCheck(
      { contentType, extension: FILE_TYPES[contentType].extension },
      BODY_CHECKS[contentType](),
    );
  }

  update(chunk: Uint8Array): void {
    this.body.update(chunk);
  }

  async finish(read: RangeReader, size: number): Promise<DetectedFileType | FileTypeError> {
    return (await this.body.finish(read, size)) ? this.type : { error: 'unsupported_type' };
  }
}

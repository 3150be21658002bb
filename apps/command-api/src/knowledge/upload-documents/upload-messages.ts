/** What a refused file's line in the upload response says (and the problem detail when all are refused). */
export const REJECTED_TYPE = 'This file type is not supported. Upload a PDF, Word document (DOC or DOCX), text file or image (PNG or JPEG).';
export const MISMATCH = "This file's contents do not match its name. Check it is the document you meant to upload.";
export const TOO_LARGE = 'This file is larger than the 10 MB limit.';

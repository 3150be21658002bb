/** The multipart body both upload endpoints read: every file under `file`, and `tags` (none from the vault). */
export function uploadForm(files: readonly File[], tags = ''): FormData {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  form.append('tags', tags);
  return form;
}

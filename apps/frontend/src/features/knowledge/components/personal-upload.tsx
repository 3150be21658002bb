import { useUploadDocuments } from '../api/upload-documents';
import { UploadArea } from './upload-area';

const personalSuccess = (count: number) =>
  `Successfully uploaded ${count} document(s) to your Personal Knowledge Bank`;

/** The Personal Knowledge Bank's upload area. */
export function PersonalUpload() {
  const { mutateAsync } = useUploadDocuments('personal');
  return <UploadArea title="Upload Documents" send={mutateAsync} successText={personalSuccess} />;
}

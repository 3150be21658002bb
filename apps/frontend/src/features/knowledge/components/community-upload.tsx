import { useUploadDocuments } from '../api/upload-documents';
import { UploadArea } from './upload-area';

const communitySuccess = (count: number) =>
  `Successfully uploaded ${count} document(s) to the Community Knowledge Bank`;

/** Approved partners' upload area: published with their company's attribution once extracted. */
export function CommunityUpload() {
  const { mutateAsync } = useUploadDocuments('community');
  return <UploadArea title="Publish Community Content" send={mutateAsync} successText={communitySuccess} />;
}

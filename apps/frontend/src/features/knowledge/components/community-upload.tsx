import { useUploadCommunityDocuments } from '../api/upload-community-documents';
import { UploadArea } from './upload-area';

const communitySuccess = (count: number) => `Successfully uploaded ${count} document(s) to the Community Knowledge Bank`;

/** Approved partners' upload area: published with their company's attribution once extracted. */
export function CommunityUpload() {
  const { mutateAsync } = useUploadCommunityDocuments();
  return <UploadArea title="Publish Community Content" send={mutateAsync} successText={communitySuccess} />;
}

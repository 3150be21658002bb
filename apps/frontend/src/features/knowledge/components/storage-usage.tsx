import { Link } from 'react-router-dom';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { useDocuments } from '../../../lib/knowledge/get-documents';
import { useStorageUsage } from '../api/get-storage-usage';
import { formatStorage } from '../utils/upload-rules';
import { PercentBar } from './percent-bar';

/** From this share of the limit the bar warns that space is running out. */
const NEARLY_FULL = 0.9;

/**
 * "X MB of Y MB used": the storage the user's uploads take against their plan's limit, as the
 * server counts and enforces it. A document being processed may yet be rejected (which frees its
 * space), so the usage is re-read whenever the list is (the list polls while one is processing).
 */
export function StorageUsage() {
  const documents = useDocuments('personal');
  const usage = useStorageUsage();
  const { refetch } = usage;
  // Every fresh read of the list (after an upload or a delete, and each poll while a document is
  // processing) is a moment the usage may have changed too.
  const listReadAt = documents.dataUpdatedAt;
  useEffect(() => {
    if (listReadAt > 0) void refetch();
  }, [listReadAt, refetch]);
  if (!usage.data) return null;

  const { used_bytes: used, limit_bytes: limit } = usage.data;
  const percent = Math.min(100, Math.round((used / limit) * 100));
  const full = used >= limit;
  const state = full ? 'full' : used / limit >= NEARLY_FULL ? 'nearly-full' : 'ok';
  const label = `${formatStorage(used)} of ${formatStorage(limit)} used`;

  return (
    <div className={`vault-storage vault-storage--${state}`}>
      <div className="vault-storage__head">
        <span className="vault-storage__title">Storage</span>
        <span className="vault-storage__label">{label}</span>
      </div>
      <PercentBar label="Storage used" percent={percent} valueText={label} block="vault-storage" />
      {state !== 'ok' && (
        <p className="vault-storage__hint">
          {full ? 'Your storage is full.' : 'Your storage is nearly full.'} Delete documents you no longer
          need, or <Link to={paths.pricing.path}>upgrade your plan</Link> for more space.
        </p>
      )}
    </div>
  );
}

import { ComingSoonPage } from '../../components/layouts/coming-soon-page';
import { paths } from '../../config/paths';

/** Built by its own issue; until then the shared header and one line. */
export function PrivacyRoute() {
  return <ComingSoonPage title={paths.privacy.title} />;
}

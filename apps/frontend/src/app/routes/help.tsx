import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { AskAssistant } from '../../features/help/components/ask-assistant';
import { HelpBrowser } from '../../features/help/components/help-browser';
import { QuickActions } from '../../features/help/components/quick-actions';
import { SupportContact } from '../../features/help/components/support-contact';
import { SystemStatus } from '../../features/help/components/system-status';
import { HELP_ARTICLES } from '../../features/help/data/help-articles';
import '../../styles/help.css';

/**
 * /help, the Help Centre (spec section 2): searchable articles by category, the Ask AI
 * Assistant, Quick Actions, the support address and the live system status.
 */
export function HelpRoute() {
  return (
    <StaticPageLayout title={paths.help.title}>
      <div className="page-intro">
        <h1>Help Centre</h1>
        <p>
          Answers about using {PRODUCT_NAME}, your data, partner content and the standards it covers. Search,
          pick a topic, or ask the assistant.
        </p>
      </div>
      <div className="with-sidebar">
        <HelpBrowser articles={HELP_ARTICLES} />
        <div className="with-sidebar__aside">
          <AskAssistant articles={HELP_ARTICLES} />
          <QuickActions />
          <SupportContact />
          <SystemStatus />
        </div>
      </div>
    </StaticPageLayout>
  );
}

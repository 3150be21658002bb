import { SupportPageLayout } from '../../components/layouts/support-page-layout';
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
    <SupportPageLayout
      title={paths.help.title}
      heading="Help Centre"
      intro={`Answers about using ${PRODUCT_NAME}, your data, partner content and the standards it covers. Search, pick a topic, or ask the assistant.`}
      aside={
        <>
          <AskAssistant articles={HELP_ARTICLES} />
          <QuickActions />
          <SupportContact />
          <SystemStatus />
        </>
      }
    >
      <HelpBrowser articles={HELP_ARTICLES} />
    </SupportPageLayout>
  );
}

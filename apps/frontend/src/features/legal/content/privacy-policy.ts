import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../config/product';
import type { LegalDocument } from '../types';

const P = PRODUCT_NAME;

/**
 * The Privacy Policy (/privacy), written to the Australian Privacy Principles (Privacy Act 1988
 * (Cth)) and the Information Privacy Principles of the Privacy Act 2020 (NZ).
 */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  summary: `This policy explains what personal information ${P} collects, why, who we share it with and the choices you have. We handle personal information in accordance with the Privacy Act 1988 (Cth), including the Australian Privacy Principles, and the Privacy Act 2020 (NZ). Your private documents are used only in your own conversations. You must be at least 16 to use ${P}.`,
  sections: [
    {
      id: 'scope',
      title: 'Who we are and what this policy covers',
      blocks: [
        `This policy applies to personal information collected through the ${P} website and service by its operator ("we", "us", "our"). It covers users, visitors, partner applicants and people who contact our support team.`,
        'In Australia we are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs). For users in New Zealand we also comply with the Privacy Act 2020 and its Information Privacy Principles (IPPs).',
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Personal information we collect',
      blocks: [
        { subheading: 'Information you give us' },
        {
          list: [
            'Account details: your email address and a display name derived from it.',
            'Profile and personalisation: profession, industry sectors, disciplines, experience level, company type and any custom instructions you write.',
            'Conversations: the questions you ask, the answers generated for you, and your conversation history.',
            'Documents: files you upload to your Personal Knowledge Bank, and the text we extract from them so they can be searched.',
            'Feedback and contributions: ratings, comments and corrections you submit on answers.',
            'Partner applications: company name, contact person, email, phone number, country, industry sector, business identifier (such as an ABN, ACN or NZBN) and company description.',
            'Support enquiries: what you tell us when you email us or use the contact and feedback forms.',
          ],
        },
        { subheading: 'Information collected automatically' },
        {
          list: [
            'Technical data: IP address, browser type, device information and server logs, including the date and time of requests.',
            'Usage events: for example, which example questions were shown and clicked, so we can improve suggestions.',
            'Browser storage: your session is saved in your browser’s local storage under the key demo_user, and a session identifier in session storage. We do not use advertising or cross-site tracking cookies.',
          ],
        },
        { subheading: 'Information from third parties' },
        {
          list: [
            'Our card payment provider tells us whether a payment succeeded, the plan purchased and the amount. We never receive your full card number.',
            'To verify partner applications we may check public business registers, such as ABN Lookup and the New Zealand Business Number register.',
          ],
        },
        'You may ask general questions without telling us who you are, and the demo mode does not require your real name. Some features, such as paid plans and partner registration, cannot be provided anonymously.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use your information',
      blocks: [
        'We collect and use personal information only where it is reasonably necessary for our functions and activities, namely to:',
        {
          list: [
            'create and manage your account and plan, including the free trial question count;',
            'generate answers to your questions and tailor them to your experience level, sectors, disciplines and instructions;',
            'search the documents in your Personal Knowledge Bank when you use Enhanced mode;',
            'process payments and vouchers, and keep records required by tax law;',
            'assess partner applications and attribute partner content;',
            'respond to support requests, feedback and copyright complaints;',
            'keep the service secure, prevent misuse and fix faults; and',
            'understand how the service is used, in aggregated form, so we can improve it.',
          ],
        },
        'We will only use your information for another purpose if you consent, if you would reasonably expect it and the purpose is related (directly related for sensitive information), or if the law requires or permits it.',
      ],
    },
    {
      id: 'ai-processing',
      title: 'Artificial intelligence and your documents',
      blocks: [
        'To answer a question, we send the question, relevant parts of your profile, recent messages from the same conversation and, in Enhanced mode, relevant extracts of your own documents to an AI model provider. Conversations remember context for 30 days per session.',
        'Documents in your Personal Knowledge Bank are private to you. They are never used to answer another user’s question and are not added to the Community Knowledge Bank.',
        'We do not allow our AI model providers to use your questions or documents to train their general models, and we do not use your personal documents to train models of our own.',
        'Please avoid putting personal information about other people, such as client or occupant details, in your questions or uploads unless you are permitted to share it.',
      ],
    },
    {
      id: 'disclosure',
      title: 'Who we share information with',
      blocks: [
        'We do not sell personal information. We disclose it only to:',
        {
          list: [
            'service providers who host the service, store data, provide AI models, send email or process payments for us, under contracts that require them to protect it and use it only to provide their services to us;',
            'professional advisers, such as lawyers and auditors, under a duty of confidentiality;',
            'a purchaser or successor of our business, who must continue to handle it in accordance with this policy; and',
            'government agencies, regulators or courts where the law requires or authorises it.',
          ],
        },
        'Partner content in the Community Knowledge Bank is shown with the partner’s company name. We do not publish the personal details of a partner’s contact person.',
      ],
    },
    {
      id: 'overseas',
      title: 'Overseas disclosure',
      blocks: [
        'Some of our service providers, including AI model and cloud hosting providers, may store or process information outside Australia and New Zealand, for example in the United States, the European Union or Singapore.',
        'Before disclosing personal information overseas we take reasonable steps, as required by APP 8, to ensure the recipient handles it consistently with the APPs, and, for New Zealand users, we disclose it only where IPP 12 permits, such as to recipients subject to comparable safeguards.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect your information',
      blocks: [
        'We protect personal information with encryption in transit, access controls that limit staff access to what their role requires, logging of changes, and regular review of our security practices.',
        'If a data breach is likely to result in serious harm, we will notify affected individuals and the Office of the Australian Information Commissioner under the Notifiable Data Breaches scheme, and, for New Zealand users, the Privacy Commissioner, as the Privacy Act 2020 requires for notifiable privacy breaches.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      blocks: [
        'We keep your account, profile, conversation history and documents while your account is active. You can delete documents from your Personal Knowledge Bank at any time.',
        'When your account is closed we delete or de-identify your personal information within 90 days, except records we must keep by law (for example, payment records kept for tax purposes) and copies in backups, which are overwritten in the normal backup cycle.',
      ],
    },
    {
      id: 'access-correction',
      title: 'Access and correction',
      blocks: [
        `You can ask for access to the personal information we hold about you, and ask us to correct it, by writing to ${SUPPORT_EMAIL}. Much of your profile can be viewed and corrected directly in Profile & Settings.`,
        'We will respond within 30 days. We do not charge for a request. If we refuse access or correction, we will tell you why in writing and how to complain, and, if you ask, we will attach a statement of the correction you sought to the information.',
      ],
    },
    {
      id: 'age',
      title: 'Minimum age',
      blocks: [
        `${P} is a professional tool and is not directed at children. You must be at least 16 years old to use it. If we learn that we hold personal information of a person under 16, we will delete it.`,
      ],
    },
    {
      id: 'marketing',
      title: 'Direct marketing',
      blocks: [
        'We may email you about new features or plans if you have agreed to receive them or would reasonably expect them. Every marketing email includes a way to unsubscribe, and we comply with the Spam Act 2003 (Cth) and the Unsolicited Electronic Messages Act 2007 (NZ). Service messages, such as payment receipts, are not marketing.',
      ],
    },
    {
      id: 'complaints',
      title: 'Questions and complaints',
      blocks: [
        `If you have a question or a complaint about how we handle personal information, please contact us at ${SUPPORT_EMAIL}. We will acknowledge your complaint within 5 business days and aim to resolve it within 30 days.`,
        'If you are not satisfied with our response, you may complain to the regulator:',
        {
          list: [
            'Australia: the Office of the Australian Information Commissioner (OAIC), www.oaic.gov.au, phone 1300 363 992.',
            'New Zealand: the Office of the Privacy Commissioner, www.privacy.org.nz, phone 0800 803 909.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'We will update this policy when our practices change. The "Last updated" date above shows when it last changed, and we will tell you in the service before a material change takes effect.',
      ],
    },
  ],
};

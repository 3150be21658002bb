import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../config/product';
import type { LegalDocument } from '../types';

const P = PRODUCT_NAME;

/** The Terms of Service (/terms). Loaded with its route only, never with the landing. */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  summary: `These terms govern your use of ${P}. In short: ${P} gives general technical guidance, not certified professional advice; you remain responsible for your designs, documents and decisions; you keep ownership of what you upload; and you must be at least 16 years old to use the service. Questions about these terms can be sent to ${SUPPORT_EMAIL}.`,
  sections: [
    {
      id: 'about',
      title: 'About these terms',
      blocks: [
        `These Terms of Service ("terms") are an agreement between you and the operator of ${P} ("we", "us", "our"). They apply to the ${P} website, the chat assistant, the Personal and Community Knowledge Banks, and any related services we provide (together, the "service").`,
        'By creating an account, starting a free trial or otherwise using the service, you accept these terms. If you use the service on behalf of an employer or another organisation, you confirm that you are authorised to accept these terms for it, and "you" includes that organisation.',
        'Our Privacy Policy and, for verified partners, our Partner Upload Policy form part of these terms.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Who may use the service',
      blocks: [
        'You must be at least 16 years old to use the service. We do not knowingly provide the service to anyone younger, and we will close any account we learn belongs to a person under 16.',
        `${P} is designed for people working in, studying for, or supporting the construction and building-design industries in Australia and New Zealand, including engineers, architects, building surveyors and certifiers, contractors, consultants and students. You may use it from elsewhere, but its guidance is framed around Australian and New Zealand requirements.`,
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts and demo mode',
      blocks: [
        'The service currently runs in a demonstration mode. When you first visit, we create a demonstration account for you automatically, and signing in or signing up issues a new demonstration account. No password is checked in demo mode, so do not store anything in a demonstration account that you would not want another user of the same browser to see.',
        'You are responsible for activity under your account and for keeping your device and browser secure. Tell us promptly at ' +
          SUPPORT_EMAIL +
          ' if you believe your account has been used without your permission.',
        'Signing out removes the account details saved in your browser. We may retire demonstration accounts and their data when demo mode ends; we will give notice in the service before doing so.',
      ],
    },
    {
      id: 'service',
      title: 'What the service provides',
      blocks: [
        `${P} answers technical questions using artificial intelligence. Answers are generated from language models, from reference material about the National Construction Code (NCC), including the Building Code of Australia (BCA) volumes, and Australian and New Zealand Standards (AS/NZS), from content published by verified partners, and, in Enhanced mode, from documents you upload yourself.`,
        'Answers are tailored to the experience level, sectors, disciplines, company type and custom instructions you give us. Project stage detection and workflow recommendations are available on plans that include them.',
        'We continually change and improve the service. Features may be added, changed or withdrawn, and features described as "beta", "preview" or "coming soon" may not work as described.',
      ],
    },
    {
      id: 'professional-responsibility',
      title: 'Professional responsibility and reliance',
      blocks: [
        'The service provides general information to support your own professional judgement. It is not engineering, architectural, building surveying, legal or other professional advice, and it does not certify, approve or verify compliance of any design, product or building work.',
        'AI-generated answers can be incomplete, out of date or wrong, even when they cite a clause or a standard. Before relying on an answer you must:',
        {
          list: [
            'check it against the current edition of the NCC, the referenced Standards and any state, territory or local variations, or, in New Zealand, against the Building Code, its acceptable solutions and verification methods;',
            'consider the specific circumstances of your project, which the service cannot fully know;',
            'obtain advice from an appropriately qualified, registered or licensed practitioner where the law or good practice requires it; and',
            'confirm requirements with the relevant building surveyor, certifier, building consent authority or other authority having jurisdiction.',
          ],
        },
        'You remain solely responsible for your designs, specifications, certificates, advice to clients and building work, and for compliance with the laws that apply to you.',
      ],
    },
    {
      id: 'trial-plans-payments',
      title: 'Free trial, plans and payments',
      blocks: [
        'New users can ask 3 questions free of charge. No credit card is required for the free trial.',
        'Paid plans (Pro, Pro-Plus and Day Pass) are priced in Australian dollars as shown on the Pricing page at the time of purchase. Monthly plans renew automatically each month until cancelled; a Day Pass gives 24 hours of access and does not renew. Promotions, such as free weeks for new users, apply only as described in the offer.',
        'Payments are processed by our card payment provider. We do not receive or store your full card number. By purchasing a plan you authorise the payment provider to charge the price of the plan and any applicable taxes.',
        'You can cancel a monthly plan at any time; it remains active until the end of the period you have paid for. Except where the law requires otherwise, fees already paid are not refundable.',
        {
          subheading: 'Consumer guarantees',
        },
        'Nothing in these terms excludes, restricts or modifies any right or remedy, or any guarantee, warranty or other term or condition, implied or imposed by the Australian Consumer Law (Schedule 2 to the Competition and Consumer Act 2010 (Cth)) or the Consumer Guarantees Act 1993 (NZ) that cannot lawfully be excluded or limited. Where you acquire the service in trade, the parties agree, to the extent permitted by law, that the Consumer Guarantees Act 1993 (NZ) does not apply.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        'You must use the service lawfully and in a way that does not harm us, other users or third parties. In particular, you must not:',
        {
          list: [
            'upload or share material that you do not have the right to share, including copies of Standards or other copyright works beyond what your licence allows;',
            'upload personal information about other people unless you are permitted to do so under the privacy laws that apply to you;',
            'attempt to gain access to another user’s account, documents or conversations;',
            'probe, scan or test the vulnerability of the service, or interfere with its operation, other than through a coordinated disclosure agreed with us;',
            'use automated means to scrape the service or to extract the Community Knowledge Bank in bulk;',
            'use the service to develop a competing product, or to train machine-learning models, without our written consent; or',
            'present AI-generated output as a certified opinion or as having been reviewed by a registered practitioner when it has not.',
          ],
        },
      ],
    },
    {
      id: 'your-content',
      title: 'Your content',
      blocks: [
        'You keep ownership of the questions you ask, the documents you upload and the other material you provide ("your content").',
        'You grant us a non-exclusive licence to host, copy, process, index and display your content to the extent necessary to provide the service to you, to keep it secure and to comply with the law. Documents in your Personal Knowledge Bank are private: they are used only in your own conversations and are not shown to, or used to answer, other users.',
        'Content uploaded to the Community Knowledge Bank by verified partners is also governed by the Partner Upload Policy, which grants a wider licence so that the content can be shown to all users with attribution.',
        'We do not use the documents in your Personal Knowledge Bank to train artificial intelligence models.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property and Standards',
      blocks: [
        `The service, including its software, design, text and the ${P} name and logo, is owned by us or our licensors and is protected by copyright and other intellectual property laws. These terms do not transfer any of those rights to you.`,
        'Australian Standards and joint AS/NZS Standards are copyright works of Standards Australia and Standards New Zealand, and are licensed for use by their distributors. The NCC is published by the Australian Building Codes Board under its own licence terms. The service refers to and briefly explains requirements; it does not reproduce full Standards, and it is not a substitute for holding a licensed copy of the documents you rely on.',
        'If you believe material in the service infringes your copyright, please follow the complaints process in the Partner Upload Policy or write to ' +
          SUPPORT_EMAIL +
          '.',
      ],
    },
    {
      id: 'feedback',
      title: 'Feedback and contributions',
      blocks: [
        'If you send us feedback, rate an answer, or contribute a correction or additional knowledge to an answer, you grant us a perpetual, royalty-free licence to use it to improve the service. Where you opt in to credit for a contribution, we will credit you as described at the time. We do not publish your name or email address with feedback unless you ask us to.',
      ],
    },
    {
      id: 'third-parties',
      title: 'Partner content and third-party services',
      blocks: [
        'Community Knowledge Bank content comes from verified partners and is shown with attribution. Partners are responsible for the accuracy of their own content, and the appearance of partner content is not an endorsement by us of any product or service.',
        'The service relies on third parties, including hosting providers, AI model providers and our card payment provider. Their services are subject to their own terms, and we are not responsible for their availability.',
      ],
    },
    {
      id: 'availability',
      title: 'Availability and changes to the service',
      blocks: [
        'We aim to keep the service available at all times but do not promise uninterrupted or error-free operation. We may suspend the service for maintenance, security or legal reasons. Where practical, we will give notice of planned maintenance on the Help Centre status list.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        'To the maximum extent permitted by law, and subject to the consumer guarantees referred to above:',
        {
          list: [
            'the service is provided "as is", and we exclude all warranties and conditions not expressly set out in these terms;',
            'we are not liable for any loss arising from your reliance on an answer without the independent checks described under "Professional responsibility and reliance";',
            'we are not liable for indirect or consequential loss, or for loss of profit, revenue, data, contracts or opportunity; and',
            'our total liability to you in connection with the service in any 12-month period is limited to the fees you paid us for the service in that period, or, where the Australian Consumer Law allows, to supplying the service again or paying the cost of having it supplied again.',
          ],
        },
      ],
    },
    {
      id: 'indemnity',
      title: 'Indemnity',
      blocks: [
        'You indemnify us against claims by third parties arising from content you upload in breach of these terms or the Partner Upload Policy, or from your use of the service in breach of the law, except to the extent the claim is caused by our own breach or negligence.',
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      blocks: [
        'You may stop using the service and ask us to close your account at any time by writing to ' +
          SUPPORT_EMAIL +
          '.',
        'We may suspend or close your account if you materially breach these terms, if required by law, or if continuing to provide the service to you would expose us or others to harm. Where reasonable we will tell you why and give you an opportunity to respond first. On closure, we will delete or anonymise your content as described in the Privacy Policy.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms from time to time. We will change the "Last updated" date above and, for material changes, notify you in the service or by email at least 14 days before they take effect. If you continue to use the service after the changes take effect, the updated terms apply.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        'These terms are governed by the laws of New South Wales, Australia, and the courts of New South Wales have non-exclusive jurisdiction. If you are a consumer in New Zealand, you also keep the protections of New Zealand law that cannot be excluded by agreement.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        `Questions about these terms can be sent to ${SUPPORT_EMAIL}. Our support team is available Mon-Fri 9:00-5:00 AEST.`,
      ],
    },
  ],
};

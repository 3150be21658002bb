import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../config/product';
import { COPYRIGHT_RESPONSE_TIME } from '../../../config/support';
import type { LegalDocument } from '../types';

const P = PRODUCT_NAME;

/** The Partner Upload Policy (/partner-upload-policy): what verified partners may publish. */
export const PARTNER_UPLOAD_POLICY: LegalDocument = {
  title: 'Partner Upload Policy',
  summary: `This policy sets the rules for content that verified partners upload to the ${P} Community Knowledge Bank. Partners must own or hold the rights to everything they upload, keep it accurate and current, and must never upload copies of Standards or other material they are not licensed to share. Copyright reports sent to ${SUPPORT_EMAIL} are answered within ${COPYRIGHT_RESPONSE_TIME}.`,
  sections: [
    {
      id: 'purpose',
      title: 'Purpose and scope',
      blocks: [
        `The Community Knowledge Bank lets manufacturers, suppliers, consultancies and industry bodies share technical knowledge with ${P} users. Its content is searchable by all users and is used, with attribution, in AI answers.`,
        'This policy applies to every document a partner uploads to the Community Knowledge Bank. It forms part of our Terms of Service. It does not apply to documents users upload to their private Personal Knowledge Bank.',
      ],
    },
    {
      id: 'who-may-upload',
      title: 'Who may upload',
      blocks: [
        'Only approved partners may upload community content. To become a partner, a company applies through the Knowledge Vault with its company details, contact person and business identifier.',
        {
          list: [
            'Australian applicants provide an ABN or ACN; New Zealand applicants provide an NZBN. Identifiers from other supported countries are also accepted.',
            'We check the identifier’s format and, where available, the public register. Applicants without a registration number can still apply, but their application requires manual verification by our team.',
            'We may approve or reject any application, and may ask for evidence of the applicant’s connection with the products or services its content describes.',
          ],
        },
      ],
    },
    {
      id: 'permitted-content',
      title: 'What you may upload',
      blocks: [
        'Content should help practitioners design, specify, install or certify correctly. Suitable content includes:',
        {
          list: [
            'technical data sheets, installation and maintenance guides;',
            'test reports, fire resistance and acoustic assessments, and certificates of conformity (for example CodeMark or CodeMark NZ certificates) for your own products;',
            'technical notes and design guides written by your organisation; and',
            'case studies and details that you have the right to publish.',
          ],
        },
        'Files must be PDF, Word (DOC or DOCX) or plain text, with a maximum size of 10MB per file.',
      ],
    },
    {
      id: 'prohibited-content',
      title: 'What you must not upload',
      blocks: [
        {
          list: [
            'Standards or extracts of Standards published by Standards Australia, Standards New Zealand, ISO or others, beyond short quotations your licence allows.',
            'Other copyright material you do not own or have not been licensed to share, including drawings, photographs, software and other organisations’ documents.',
            'Confidential information, including client project documents, tender documents or information subject to a non-disclosure agreement.',
            'Personal information about individuals, such as names and contact details of occupants, clients or staff, unless it is needed for the document and you have their consent.',
            'Claims of compliance, performance or certification that you cannot substantiate, or content that is misleading or deceptive, including under the Australian Consumer Law and the Fair Trading Act 1986 (NZ).',
            'Superseded, withdrawn or recalled product information presented as current.',
            'Advertising with no technical content, malware, or files designed to manipulate AI answers.',
          ],
        },
      ],
    },
    {
      id: 'warranties',
      title: 'Your promises to us',
      blocks: [
        'Each time you upload content you promise that:',
        {
          list: [
            'you own the content or are licensed to share it on the terms of this policy, and sharing it does not infringe anyone’s copyright, moral rights, trade marks or confidentiality;',
            'the content is accurate, complete for its stated purpose and current on the date of upload;',
            'any compliance, test or performance claim is supported by evidence you can provide on request; and',
            'you will tell us promptly, and remove or replace the content, if it becomes inaccurate, superseded or subject to a product recall.',
          ],
        },
      ],
    },
    {
      id: 'licence',
      title: 'Licence you grant',
      blocks: [
        `You keep ownership of your content. You grant us a non-exclusive, royalty-free, worldwide licence, for as long as the content remains in the Community Knowledge Bank, to host, copy, index, extract text from, summarise, quote excerpts from and display the content to ${P} users, and to use it to generate AI answers.`,
        'When you remove content, we stop using it in new answers within 7 days. Answers already given to users before removal may continue to show excerpts in their conversation history.',
      ],
    },
    {
      id: 'attribution',
      title: 'Attribution',
      blocks: [
        'Community content is shown with a Verified badge and attributed to your organisation (shown as "by" followed by your company name). Answers that draw on your content cite it as a source. Attribution does not mean we endorse your products or have verified your claims.',
      ],
    },
    {
      id: 'accuracy',
      title: 'Keeping content current',
      blocks: [
        'Review your uploaded content at least once a year, and whenever a relevant Standard, the NCC or the New Zealand Building Code changes. We may mark content as under review, or remove it, if we have reason to believe it is out of date.',
      ],
    },
    {
      id: 'moderation',
      title: 'Review and moderation',
      blocks: [
        'We may review uploaded content at any time, and may refuse, restrict or remove content that breaches this policy or that we reasonably consider harmful or misleading. We will usually tell you why content was removed. We are not obliged to review content before it is published, and partners remain responsible for it.',
      ],
    },
    {
      id: 'copyright-complaints',
      title: 'Copyright complaints and takedown',
      blocks: [
        `If you believe content in the Community Knowledge Bank infringes your copyright, email ${SUPPORT_EMAIL} with the subject "Copyright report" and include:`,
        {
          list: [
            'your name and contact details, and the name of the copyright owner if it is not you;',
            'a description of the copyright work and where the infringing content appears in the service (for example the document name and partner);',
            'a statement that you believe in good faith the use is not authorised by the owner, its agent or the law; and',
            'a statement that the information in your report is accurate and that you are the owner or authorised to act for the owner.',
          ],
        },
        `We respond to copyright reports within ${COPYRIGHT_RESPONSE_TIME}. While we investigate we may restrict access to the content. We will tell the partner who uploaded it and give them an opportunity to respond. We close the accounts of partners who repeatedly upload infringing content.`,
      ],
    },
    {
      id: 'removal',
      title: 'Suspension and removal of partners',
      blocks: [
        'We may suspend or end a partner’s upload rights, and remove its content, if it breaches this policy, if its registration details prove false, or if it stops trading. A partner may withdraw from the program at any time by writing to ' +
          SUPPORT_EMAIL +
          '.',
      ],
    },
    {
      id: 'liability',
      title: 'Responsibility for content',
      blocks: [
        'Partners are responsible for their content. To the extent permitted by law, you indemnify us against claims by third parties arising from content you upload in breach of this policy. Our Terms of Service limit our own liability.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes and contact',
      blocks: [
        `We may update this policy; the "Last updated" date above shows the current version, and we will notify partners by email before a material change takes effect. Questions about this policy can be sent to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

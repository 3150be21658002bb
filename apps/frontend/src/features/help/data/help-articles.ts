import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../config/product';
import { COPYRIGHT_RESPONSE_TIME, SUPPORT_HOURS } from '../../../config/support';
import type { HelpArticle } from './help-categories';

const P = PRODUCT_NAME;

/**
 * The Help Centre's articles, at least three per category. They are also what the Ask AI
 * Assistant panel answers from. Loaded with the /help route only.
 */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  // AI intelligence
  {
    id: 'answer-structure',
    category: 'ai-intelligence',
    question: `How are ${P} answers structured?`,
    excerpt: 'Every answer has a technical part, a mentoring insight and numbered next steps.',
    answer: `Every answer comes in three parts:\n\n- Technical Answer: the requirement or solution, with the clause, table or standard it comes from.\n- Mentoring Insight: the reasoning an experienced colleague would add, such as common mistakes, what certifiers look for and when the simple answer does not apply.\n- Next Steps: a numbered list of what to check or do next.\n\nAnswers that include tables can be copied straight into a spreadsheet (tab separated) or exported as CSV. Up to 3 sources are shown under each answer.`,
  },
  {
    id: 'plan-intelligence-levels',
    category: 'ai-intelligence',
    question: 'What do the intelligence levels of each plan mean?',
    excerpt:
      'Starter gets enhanced prompting, Pro adds workflow intelligence, Pro+ adds specialised training.',
    answer: `The plans differ in how much context the assistant brings to your question:\n\n- Starter: enhanced prompting. Answers are tailored to your profile (sectors, disciplines, experience level and company type).\n- Pro: workflow intelligence. The assistant detects the project stage you describe (for example concept design, design development, construction or handover) and recommends the workflow and consultants that stage needs.\n- Pro+: specialised training. Adds the 3-phase AI system and knowledge-enhanced chat that draws on your own documents and partner content.\n\nSee the Pricing page for what each plan includes.`,
  },
  {
    id: 'enhanced-mode',
    category: 'ai-intelligence',
    question: 'What does the Enhanced checkbox in the chat do?',
    excerpt: 'Enhanced mode also searches the documents in your Personal Knowledge Bank.',
    answer: `Ticking Enhanced before you send a question makes the assistant search your Personal Knowledge Bank as well as its reference material. Use it when the answer depends on your project's documents, for example "What fire rating does our specification require for the riser shafts?".\n\nEnhanced mode only ever uses your own documents. Upload them from the Knowledge Vault first.`,
  },
  {
    id: 'conversation-memory',
    category: 'ai-intelligence',
    question: 'How long does a conversation remember what I said?',
    excerpt: 'Conversations keep their context for 30 days; New starts a clean thread.',
    answer: `Within a conversation the assistant remembers earlier questions and answers for 30 days, so follow-ups like "what about for a Class 5 building?" work without repeating yourself.\n\nPress New in the sidebar to start a fresh thread when you change topic or project; the context resets. Earlier conversations stay in your history and can be reopened.`,
  },

  // Privacy
  {
    id: 'who-sees-documents',
    category: 'privacy',
    question: 'Who can see the documents I upload?',
    excerpt: 'Personal Knowledge Bank documents are private and used only in your own conversations.',
    answer: `Documents in your Personal Knowledge Bank are private. They are shown with a Private badge, are searched only when you ask a question in Enhanced mode, and are never used to answer anyone else.\n\nOnly content uploaded by approved partners to the Community Knowledge Bank is visible to other users.`,
  },
  {
    id: 'training-on-data',
    category: 'privacy',
    question: 'Are my questions or documents used to train AI models?',
    excerpt: 'No. Model providers may not train on your data, and we do not train on your documents.',
    answer: `No. Your questions are sent to an AI model provider only to generate your answer, under terms that prevent the provider from training its models on them. We do not use the documents in your Personal Knowledge Bank to train models either.\n\nFeedback you give on answers (thumbs up or down, comments, contributions) is used to improve ${P}. See the Privacy Policy for details.`,
  },
  {
    id: 'access-delete-data',
    category: 'privacy',
    question: 'How do I get a copy of my data or delete my account?',
    excerpt: `Email ${SUPPORT_EMAIL}; requests are answered within 30 days under the Privacy Act.`,
    answer: `Email ${SUPPORT_EMAIL} from the address on your account and say whether you want a copy of your data, a correction or deletion. We respond within 30 days, as the Australian Privacy Principles and the New Zealand Privacy Act 2020 require, and there is no charge.\n\nYou can delete individual documents yourself in the Knowledge Vault at any time.`,
  },
  {
    id: 'browser-storage',
    category: 'privacy',
    question: 'What does the app store in my browser?',
    excerpt: 'Your session is saved in local storage; signing out removes it.',
    answer: `Your session is saved in your browser's local storage so you stay signed in, and a session identifier is kept in session storage while the tab is open. ${P} uses no advertising or cross-site tracking cookies.\n\nSigning out removes the saved session. On a shared computer, always sign out when you finish.`,
  },

  // Community
  {
    id: 'community-bank',
    category: 'community',
    question: 'What is the Community Knowledge Bank?',
    excerpt: 'Technical content from verified partners, searchable by everyone, always attributed.',
    answer: `The Community Knowledge Bank holds technical content published by verified partners: manufacturers, suppliers, consultancies and industry bodies. Examples are installation guides, data sheets, test reports and design notes.\n\nEveryone can search it from the Knowledge Vault, and answers that use it cite the partner as a source.`,
  },
  {
    id: 'become-partner',
    category: 'community',
    question: 'How does my company become a verified partner?',
    excerpt: 'Apply from the Knowledge Vault with your ABN, ACN or NZBN; applications are reviewed.',
    answer: `Open the Knowledge Vault, choose the Community Knowledge Bank tab and select Apply for Partnership. You will need:\n\n- your company name, a contact person, email and industry sector;\n- a business identifier: an ABN or ACN in Australia, an NZBN in New Zealand (other countries are supported too).\n\nIdentifiers are checked for format and checksum. If your company has no registration number you can still apply, but the application will require manual verification by our team. You will hear from us once it has been reviewed.`,
  },
  {
    id: 'partner-attribution',
    category: 'community',
    question: 'How is partner content shown and attributed?',
    excerpt: 'Each document carries a Verified badge and the partner name.',
    answer: `Community documents are listed with a Verified badge and "by" followed by the partner's name, and answers that draw on them list the document as a source.\n\nAttribution tells you where information came from; it is not an endorsement of the product. Check manufacturer claims against test reports and certificates before specifying.`,
  },
  {
    id: 'who-uploads-community',
    category: 'community',
    question: 'Can I upload to the Community Knowledge Bank?',
    excerpt: 'Only approved partners can upload community content.',
    answer: `Only approved partners can upload to the Community Knowledge Bank, and their uploads must follow the Partner Upload Policy. Every user can upload private documents to their own Personal Knowledge Bank.\n\nIf you know of a source that would help others, use Suggest Knowledge Source or the Knowledge Bank Ideas option on the Contact page.`,
  },

  // Copyright
  {
    id: 'uploading-standards',
    category: 'copyright',
    question: 'Can I upload Australian Standards to my Knowledge Bank?',
    excerpt: 'Only if your Standards licence allows it, and never to the Community Knowledge Bank.',
    answer: `Standards are copyright works licensed through Standards Australia and Standards New Zealand's distributors. Whether you can upload a Standard to your private Personal Knowledge Bank depends on your licence; many single-user licences do not allow copies in other systems.\n\nStandards must never be uploaded to the Community Knowledge Bank. ${P} explains requirements and refers to clauses; it is not a replacement for a licensed copy.`,
  },
  {
    id: 'report-infringement',
    category: 'copyright',
    question: 'How do I report content that infringes my copyright?',
    excerpt: `Email ${SUPPORT_EMAIL}; copyright reports are answered within ${COPYRIGHT_RESPONSE_TIME}.`,
    answer: `Email ${SUPPORT_EMAIL} with the subject "Copyright report". Include your contact details, the work you own, where the content appears (document name and partner) and a statement that you are the owner or authorised to act for them.\n\nWe answer copyright reports within ${COPYRIGHT_RESPONSE_TIME} and may restrict the content while we investigate. The full process is in the Partner Upload Policy.`,
  },
  {
    id: 'ownership',
    category: 'copyright',
    question: 'Who owns my documents and the answers I receive?',
    excerpt: 'You keep ownership of your content and may use answers in your own work.',
    answer: `You keep ownership of your questions and uploaded documents; we only hold the licence needed to provide the service. You may use answers in your own reports and documentation.\n\nWhen you do, cite the primary source (the NCC clause or Standard) rather than ${P}, and check it first: an answer is guidance, not a published reference.`,
  },

  // Standards
  {
    id: 'codes-covered',
    category: 'standards',
    question: `Which codes and standards does ${P} cover?`,
    excerpt: 'The NCC (including the BCA), AS/NZS standards and the New Zealand Building Code.',
    answer: `${P} answers questions on:\n\n- the National Construction Code: Volume One (BCA for Class 2 to 9 buildings), Volume Two (BCA for Class 1 and 10 buildings) and Volume Three (Plumbing Code of Australia), plus the ABCB Housing Provisions;\n- Australian and joint AS/NZS Standards referenced by the NCC, such as AS 1428.1, AS 1668.2, AS 2118.1, AS 3500 and AS 3959;\n- the New Zealand Building Code with its Acceptable Solutions and Verification Methods.\n\nFor other jurisdictions it can discuss principles, but answers are framed around Australian and New Zealand requirements.`,
  },
  {
    id: 'ncc-edition',
    category: 'standards',
    question: 'Which edition of the NCC do answers use?',
    excerpt: 'Answers default to the current edition; say so if your project uses an earlier one.',
    answer: `Answers assume the NCC edition currently in force. The edition that applies to your project generally depends on when the application for building approval was lodged, and transition arrangements differ between states and territories.\n\nIf your project is under an earlier edition, say so in the question ("under NCC 2019 Amendment 1 ...") and the answer will use it. Clause numbers changed significantly between NCC 2019 and NCC 2022, so check the numbering in the edition you work to.`,
  },
  {
    id: 'state-variations',
    category: 'standards',
    question: 'Does the assistant account for state and territory variations?',
    excerpt: 'Name your state or territory; variations and additions appear in the NCC appendices.',
    answer: `Yes, when you tell it where the project is. State and territory variations and additions are published in the NCC and can change a deemed-to-satisfy answer, for example for bushfire, energy efficiency or swimming pool safety.\n\nSet your location in the question ("in Queensland ...") and confirm the variation in the current NCC before relying on it.`,
  },
  {
    id: 'citing-answers',
    category: 'standards',
    question: 'How should I reference an answer in my documentation?',
    excerpt: 'Cite the clause or Standard, not the assistant, after checking it.',
    answer: `Reference the primary document: the NCC clause, the Standard and its edition, or the manufacturer's certified data. Open the document and confirm the clause says what the answer summarises.\n\nKeep the conversation in your project notes if it helps explain how you reached a decision, but do not cite ${P} as the authority for compliance.`,
  },

  // Fire safety
  {
    id: 'fire-dts',
    category: 'fire-safety',
    question: 'Can I ask about Deemed-to-Satisfy fire requirements?',
    excerpt: 'Yes: fire resistance, compartmentation, egress and fire services under NCC Volume One.',
    answer: `Yes. Typical questions cover:\n\n- Type of construction and fire resistance levels (FRLs) under Section C;\n- fire compartment sizes, separation and protection of openings;\n- access and egress under Section D: exit numbers, travel distances and stair construction;\n- fire services and equipment under Section E: sprinklers (AS 2118.1), hydrants (AS 2419.1), hose reels (AS 2441), detection and alarm (AS 1670.1) and smoke alarms (AS 3786).\n\nGive the building class, rise in storeys and effective height for the most precise answer.`,
  },
  {
    id: 'fire-performance-solutions',
    category: 'fire-safety',
    question: 'Can the assistant help with fire engineered Performance Solutions?',
    excerpt: 'It can explain the process and typical approaches; a fire engineer must develop the solution.',
    answer: `The assistant can explain how a Performance Solution is developed: identifying the relevant Performance Requirements, preparing a fire engineering brief with the stakeholders, the analysis methods, and the documentation the certifier will expect. It can also outline common solutions, such as extended travel distances supported by sprinklers and smoke detection.\n\nThe solution itself must be developed and documented by a suitably qualified fire safety engineer, following the Australian Fire Engineering Guidelines, and accepted through the approval process in your state or territory.`,
  },
  {
    id: 'fire-doors-penetrations',
    category: 'fire-safety',
    question: 'What should I check for fire doors and service penetrations?',
    excerpt: 'Tested systems to AS 1905.1 and AS 4072.1, installed as tested, and maintained to AS 1851.',
    answer: `For fire doors, specify complete doorsets tested to AS 1530.4 and complying with AS 1905.1, with the FRL the wall requires, and check the frame, hardware and seals are part of the tested system.\n\nFor penetrations through fire-resisting elements, use systems tested for that element and service type and installed to AS 4072.1 where applicable; keep the installer's evidence of the tested system for the certifier.\n\nOnce installed, fire doors and other essential safety measures are maintained in line with AS 1851 and your state's maintenance regime.`,
  },

  // Mechanical
  {
    id: 'mechanical-ventilation',
    category: 'mechanical',
    question: 'Which standards apply to mechanical ventilation design?',
    excerpt: 'AS 1668.2 for ventilation and AS 1668.1 for fire and smoke control.',
    answer: `Mechanical ventilation under the NCC is generally designed to AS 1668.2 (outdoor air rates, exhaust and contaminant control). Fire and smoke control in air-handling systems, such as smoke spill and stair pressurisation, follows AS 1668.1 where the NCC calls for it.\n\nAsk with the space type, occupancy and whether the building is sprinklered, and the answer will point to the relevant tables and clauses.`,
  },
  {
    id: 'section-j-hvac',
    category: 'mechanical',
    question: 'Can it help with Section J energy efficiency for HVAC?',
    excerpt: 'Yes: air-conditioning and ventilation provisions, fan and pump power, controls and monitoring.',
    answer: `Yes. NCC Volume One Section J sets energy efficiency requirements for air-conditioning and ventilation systems, including control of plant when spaces are unoccupied, fan and pump power limits, ductwork and pipework insulation, and energy monitoring for larger buildings.\n\nFor compliance by energy modelling against a reference building (a Verification Method), use the assistant to understand the method, and an energy modeller to run it.`,
  },
  {
    id: 'fire-dampers',
    category: 'mechanical',
    question: 'When do ducts need fire dampers?',
    excerpt: 'Where ductwork penetrates a fire-resisting element, unless an alternative is allowed.',
    answer: `Where ductwork passes through a wall or floor that is required to have an FRL, the penetration must maintain that FRL; usually this means a fire damper installed as tested, in line with AS 1668.1 and the damper manufacturer's tested details.\n\nSmoke-control systems and kitchen exhaust have their own rules. Ask with the element's FRL and the system type for specific guidance, and coordinate with the fire engineer if there is a Performance Solution.`,
  },

  // Personalization
  {
    id: 'personalise-answers',
    category: 'personalization',
    question: 'How do I personalise my answers?',
    excerpt: 'Choose from 17 sectors and 40+ disciplines, your experience level and company type.',
    answer: `Open Profile & Settings from the chat sidebar and go to the Personalization tab. You can choose:\n\n- industry sectors (17, from Commercial and Health to Data Centres and Mining & Resources);\n- disciplines (40+, from Hydraulic Engineering to Façade Engineering and Fire Engineering);\n- your experience level and company type;\n- custom instructions in your own words.\n\nAnswers use these settings from your next question.`,
  },
  {
    id: 'experience-levels',
    category: 'personalization',
    question: 'How does my experience level change the answers?',
    excerpt: 'Graduates get step-by-step detail; principals get concise, expert-to-expert answers.',
    answer: `There are four levels:\n\n- Graduate / Beginner (0-2 years): detailed, step-by-step explanations with mentoring.\n- Intermediate (3-7 years): practical solutions with moderate detail.\n- Senior (8-15 years): advanced insight and a strategic perspective.\n- Expert / Principal (15+ years): concise, high-level, expert-to-expert answers.\n\nThe technical content is the same; the depth, tone and amount of explanation change.`,
  },
  {
    id: 'custom-instructions',
    category: 'personalization',
    question: 'What should I put in custom instructions?',
    excerpt: 'Standing context: your state, your typical projects and how you like answers written.',
    answer: `Custom instructions are added to every question. Good examples:\n\n- "Projects are mostly Class 2 residential in Victoria."\n- "I work for a hydraulic consultancy; assume AS/NZS 3500 is the reference."\n- "Keep answers short and list clause numbers."\n\nAvoid confidential client details; the instructions are sent with every question.`,
  },
  {
    id: 'change-preferences',
    category: 'personalization',
    question: 'Can I change my preferences after the welcome setup?',
    excerpt: 'Yes, at any time in Profile & Settings.',
    answer: `Yes. Everything chosen in the welcome setup can be changed later in Profile & Settings, under Personalization. Save Personalization Settings applies the change to new questions; existing answers are not rewritten.`,
  },

  // Accuracy
  {
    id: 'how-accurate',
    category: 'accuracy',
    question: 'How accurate are the answers?',
    excerpt: 'Usually reliable for common requirements, but always check the source before relying on it.',
    answer: `Answers are generally reliable for well-established requirements, and each shows up to 3 sources. They can still be wrong: a clause may be misread, a newer edition may apply, or your project may fall under an exception.\n\nTreat an answer like advice from a knowledgeable colleague: useful for direction, but check the clause or Standard before you design, specify or certify.`,
  },
  {
    id: 'wrong-answer',
    category: 'accuracy',
    question: 'What should I do if an answer is wrong?',
    excerpt: 'Rate it with thumbs down and add a comment, or contribute the correction.',
    answer: `Use the thumbs down on the answer and say what was wrong; the feedback goes to our team for review. If you know the correct position, use the contribution panel on the message to add it, with the clause reference.\n\nFeedback is reviewed within 48 h, and corrections are used to improve later answers.`,
  },
  {
    id: 'certifier-disagrees',
    category: 'accuracy',
    question: "Why might an answer differ from my certifier's view?",
    excerpt: 'Certifiers apply judgement to the specific project; their decision governs.',
    answer: `A certifier or building surveyor assesses your actual project, including matters the assistant may not know: the approved documents, previous approvals, existing building conditions and local policy. Where interpretations differ, their decision governs your approval.\n\nUse the answer to prepare for the discussion: ask the assistant for the clause and the reasoning, then raise it with the certifier early.`,
  },

  // Regulatory
  {
    id: 'not-certification',
    category: 'regulatory',
    question: 'Does an answer count as compliance advice or certification?',
    excerpt: 'No. Answers are general guidance; compliance is confirmed by the approval authority.',
    answer: `No. ${P} gives general technical guidance. It does not certify compliance, issue approvals or replace advice from a registered practitioner.\n\nCompliance is confirmed through your jurisdiction's approval process: a building surveyor or private certifier in Australia, or a building consent authority in New Zealand.`,
  },
  {
    id: 'approval-requirements',
    category: 'regulatory',
    question: 'Where do building approval requirements come from?',
    excerpt: 'State and territory building legislation adopts the NCC; in NZ, the Building Act 2004.',
    answer: `In Australia, the NCC is given legal effect by each state and territory's building legislation, which also sets the approval process, who can certify and which essential safety measures must be maintained. Requirements therefore differ between jurisdictions.\n\nIn New Zealand, the Building Act 2004 and the Building Code apply, and building consent authorities grant consents.`,
  },
  {
    id: 'nz-building-code',
    category: 'regulatory',
    question: 'Does it cover the New Zealand Building Code?',
    excerpt: 'Yes, including Acceptable Solutions and Verification Methods such as E2/AS1 and C/AS2.',
    answer: `Yes. Ask with "in New Zealand" or set it in your custom instructions. The assistant covers the Building Code clauses and their Acceptable Solutions and Verification Methods, for example E2/AS1 for external moisture, C/AS2 for fire safety and H1 for energy efficiency, and the role of building consent authorities.`,
  },
  {
    id: 'practitioner-registration',
    category: 'regulatory',
    question: 'Does the assistant cover practitioner registration and design compliance declarations?',
    excerpt: 'It can explain the schemes, such as the NSW Design and Building Practitioners Act 2020.',
    answer: `It can explain how registration and declaration schemes work, for example the Design and Building Practitioners Act 2020 (NSW), which requires registered practitioners to declare that regulated designs comply with the Building Code of Australia.\n\nCheck current requirements with your state regulator; these schemes change often. For questions about your own registration, contact the regulator directly. Our support team (${SUPPORT_HOURS}) can help with ${P} itself.`,
  },
];

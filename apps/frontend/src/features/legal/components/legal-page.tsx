import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL } from '../../../config/product';
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalDocument } from '../types';

/** Plain text with the support address turned into a mailto link wherever it appears. */
function LegalText({ text }: { text: string }) {
  const parts = text.split(SUPPORT_EMAIL);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <LegalText text={block} />
      </p>
    );
  }
  if ('subheading' in block) return <h3>{block.subheading}</h3>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>
          <LegalText text={item} />
        </li>
      ))}
    </ul>
  );
}

const RELATED = [paths.terms, paths.privacy, paths.partnerUploadPolicy] as const;

/**
 * A legal document: title, last-updated line, summary, a numbered table of contents linking to
 * each section, the sections, and links to the other two documents.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title">{document.title}</h1>
        <p className="legal__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
        <p className="legal__summary">
          <LegalText text={document.summary} />
        </p>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            Contents
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="legal__section"
            >
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
          <nav className="legal__related" aria-label="Other legal documents">
            <ul>
              {RELATED.filter((page) => page.title !== document.title).map((page) => (
                <li key={page.path}>
                  <Link to={page.path}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </article>
  );
}

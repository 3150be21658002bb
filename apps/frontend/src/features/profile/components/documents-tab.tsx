import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';

/** Documents: the Personal Knowledge Bank's count and the way to manage it. */
export function DocumentsTab({ count }: { count: number }) {
  return (
    <section className="profile-card" aria-labelledby="profile-documents-title">
      <h2 id="profile-documents-title" className="profile-card__title">
        Personal Knowledge Bank
      </h2>
      <p>
        Your private documents: only you can see them, and {PRODUCT_NAME} uses them only in your own
        conversations in Enhanced mode.
      </p>
      <p className="profile-documents__count">
        {count > 0
          ? `${count} ${count === 1 ? 'document' : 'documents'} uploaded`
          : 'No documents uploaded yet'}
      </p>
      <Link to={paths.knowledge.path} className="button button--primary">
        Manage Documents
      </Link>
    </section>
  );
}

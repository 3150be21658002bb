import { Navigate } from 'react-router-dom';
import { SiteHeader } from '../../components/layouts/site-header';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../../lib/auth/auth-context';
import '../../styles/auth.css';

/** /auth: a signed-in user goes straight to the chat (spec section 2). */
export function AuthRoute() {
  useDocumentTitle(paths.auth.title);
  const { user, signIn, signInWithGoogle } = useAuth();

  if (user) return <Navigate to={paths.chat.path} replace />;

  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="auth-page">
        <h1 className="auth-page__title">Sign in to {PRODUCT_NAME}</h1>
        <SignInForm onSignIn={signIn} onGoogle={signInWithGoogle} />
      </main>
    </>
  );
}

import { APP_TEXTS, COMMON_TEXTS } from '@mpu/ui-texts';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/ui/use-page-title';

export default function NotFoundPage() {
  usePageTitle(APP_TEXTS.notFound.title);
  return (
    <main className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title" lang="en">
        {APP_TEXTS.notFound.title}
      </h1>
      <p>{APP_TEXTS.notFound.text}</p>
      <Link to="/" className="button button--primary">
        {COMMON_TEXTS.toHome}
      </Link>
    </main>
  );
}

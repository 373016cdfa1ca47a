import { APP_TEXTS, COMMON_TEXTS } from '@mpu/ui-texts';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/ui/use-page-title';

export interface BackLink {
  to: string;
  label: string;
}

interface ComingSoonPageProps {
  title: string;
  back?: BackLink;
}

/** Stands in for a feature that a later task builds; it never pretends the feature works. */
export default function ComingSoonPage({
  title,
  back = { to: '/', label: COMMON_TEXTS.toHome },
}: ComingSoonPageProps) {
  usePageTitle(title);
  return (
    <main className="page coming-soon">
      <p className="badge badge--soft">{APP_TEXTS.comingSoon.badge}</p>
      <h1 className="page__title">{title}</h1>
      <p>{APP_TEXTS.comingSoon.text}</p>
      <Link to={back.to} className="button button--secondary">
        {back.label}
      </Link>
    </main>
  );
}

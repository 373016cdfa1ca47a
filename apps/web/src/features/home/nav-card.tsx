import { APP_TEXTS } from '@mpu/ui-texts';
import { useId, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router';
import { isExternalUrl } from '../../shared/external-links';
import { ChevronRightIcon, ExternalIcon } from '../../shared/ui/icons';

interface NavCardProps {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  emphasis?: boolean;
}

/** A card-sized link; absolute URLs open in a new tab, paths stay in the app. */
export function NavCard({ to, title, text, icon: Icon, emphasis = false }: NavCardProps) {
  const id = useId();
  const external = isExternalUrl(to);
  const className = `card card--link${emphasis ? ' card--emphasis' : ''}`;
  const content = (
    <>
      <span className="card__icon">
        <Icon />
      </span>
      <span className="card__body">
        <span className="card__title">{title}</span>
        {/* read as the link's description (aria-describedby), not as part of its name */}
        <span className="card__text" id={`${id}-text`} aria-hidden="true">
          {text}
          {external && <span className="visually-hidden"> {APP_TEXTS.home.opensInNewTab}</span>}
        </span>
      </span>
      <span className="card__chevron">{external ? <ExternalIcon /> : <ChevronRightIcon />}</span>
    </>
  );
  // named by the title (its content), the text is the description: a name set with aria-labelledby would leave
  // the visible text out of it (WCAG 2.5.3)
  const a11y = { 'aria-describedby': `${id}-text` };

  return external ? (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer" {...a11y}>
      {content}
    </a>
  ) : (
    <Link to={to} className={className} {...a11y}>
      {content}
    </Link>
  );
}
